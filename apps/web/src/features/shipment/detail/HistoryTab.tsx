import type { RaHistoryEntry } from '@carga/domain';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { formatDateTime } from '../../../ui/format.ts';
import { LoadError, Loading } from '../../../ui/LoadState.tsx';

// The API names each entry's action with a code; people read these.
const ACTIONS: Record<string, string> = {
  CREAR: 'RA creado',
  ORIGEN_DESTINO: 'Origen y destino actualizados',
  CONDICIONES: 'Condiciones de recepción',
  DESCRIPCION: 'Descripción y estado de la carga',
  DOCUMENTO_AGREGADO: 'Documento agregado',
  DOCUMENTO_ELIMINADO: 'Documento eliminado',
  BULTO_AGREGADO: 'Bultos agregados',
  BULTO_MODIFICADO: 'Bulto modificado',
  BULTO_ELIMINADO: 'Bulto eliminado',
  ADJUNTO_AGREGADO: 'Archivo adjuntado',
  ADJUNTO_ELIMINADO: 'Archivo eliminado',
  FINALIZAR: 'Ingreso finalizado',
  ANULAR: 'RA anulado',
  ENVIAROFI: 'Devuelto a oficina',
};

/** An unknown (newer) code still reads: 'LISTA_CARGA' → 'Lista carga'. */
export function actionLabel(code: string) {
  if (ACTIONS[code]) return ACTIONS[code];
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The 'Bitácora' tab (staff only): every change of the RA, newest last, as a timeline. */
export function HistoryTab({
  entries,
  loading,
  error,
  onRetry,
}: {
  entries: RaHistoryEntry[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  if (loading || !entries) return <Loading />;
  if (entries.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        No hay registros en la bitácora
      </Text>
    );
  }
  return (
    <Timeline active={entries.length - 1} bulletSize={22} lineWidth={2} aria-label="Bitácora">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.nidbitacora}
          bullet={<IconHistory size={12} />}
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {actionLabel(entry.saccion)}
              </Text>
              {entry.sestadonuevo && (
                <Badge variant="light" size="sm" tt="none">
                  {entry.sestadoanterior
                    ? `${entry.sestadoanterior} → ${entry.sestadonuevo}`
                    : entry.sestadonuevo}
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {entry.sdetalle}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            {formatDateTime(entry.dfecha)} · {entry.snombreusuario} ({entry.susuario})
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
