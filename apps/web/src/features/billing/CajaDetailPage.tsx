import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { hasMenu, useRequiredSession } from '../../api/session.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { errorMessage } from '../../ui/MessageModal.tsx';
import { CRUMB, type Crumb, PageHeader } from '../../ui/PageHeader.tsx';
import { downloadCaja, useCaja } from './api.ts';
import { CajaHeader } from './CajaHeader.tsx';
import { MovementsTable, TotalsTable } from './CajaMovements.tsx';
import { CAJA_PATH, CAJAS_PATH } from './paths.ts';

/** One caja, read-only: a closed one (after its close) or any caja a supervisor opens from 'Cajas'. */
export function CajaDetailPage() {
  const id = Number(useParams().id);
  const session = useRequiredSession();
  const detail = useCaja(Number.isInteger(id) && id > 0 ? id : null);
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  const back: Crumb = hasMenu(session, 'FIN-COBRANZA')
    ? { label: 'Cajas', to: CAJAS_PATH }
    : { label: 'Caja', to: CAJA_PATH };

  const download = async (kind: 'pdf' | 'xlsx') => {
    setBusy(kind);
    try {
      await downloadCaja(id, kind);
    } catch (error) {
      notifications.show({ title: 'No se pudo descargar', message: errorMessage(error), color: 'red' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={`Caja ${Number.isInteger(id) ? id : ''}`}
        crumbs={[CRUMB.home, back, { label: `Caja ${id}` }]}
      />
      {detail.isPending ? (
        <Loading />
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => detail.refetch()} />
      ) : (
        <>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              loading={busy === 'pdf'}
              onClick={() => download('pdf')}
            >
              Descargar PDF
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={busy === 'xlsx'}
              onClick={() => download('xlsx')}
            >
              Exportar
            </Button>
          </Group>
          <CajaHeader caja={detail.data} />
          <TotalsTable caja={detail.data} />
          {detail.data.smotivodiferencia && (
            <Alert color="orange" title="Motivo de la diferencia">
              <Text size="sm">{detail.data.smotivodiferencia}</Text>
              {detail.data.susuariocierre && (
                <Text size="xs" c="dimmed">
                  Cerrada por {detail.data.susuariocierre}
                </Text>
              )}
            </Alert>
          )}
          <MovementsTable caja={detail.data} />
        </>
      )}
    </Stack>
  );
}
