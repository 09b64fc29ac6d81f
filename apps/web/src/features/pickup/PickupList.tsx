import type { Pickup, PickupListResponse } from '@carga/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { type Column, DataList } from '../../ui/DataList.tsx';
import { formatDate, formatMeasure } from '../../ui/format.ts';
import { canReceiveAsRa } from './pickup-ra.ts';

// The requests of an office's day, or a customer's: when, where, what was declared, and their state.

const STATE_COLORS: Record<Pickup['sestado'], string> = {
  SOLICITADO: 'yellow',
  PLANIFICADO: 'blue',
  RETIRADO: 'indigo',
  RECIBIDO: 'green',
  ANULADO: 'red',
};

/** '3 bultos, 45,5 kg'; without a weight declared, the packages only. */
export const declared = (p: Pickup) =>
  `${p.nbultos} ${p.nbultos === 1 ? 'bulto' : 'bultos'}${p.npesokg > 0 ? `, ${formatMeasure(p.npesokg)} kg` : ''}`;

export const PickupStateBadge = ({ pickup }: { pickup: Pickup }) => (
  <Badge
    color={STATE_COLORS[pickup.sestado]}
    variant="light"
    style={{ flexShrink: 0, minWidth: 'max-content' }}
  >
    {pickup.sdesestado}
  </Badge>
);

export function PickupList({
  label,
  data,
  loading,
  refreshing,
  error,
  onRetry,
  page,
  onPageChange,
  showClient,
  emptyText,
  mayCancel,
  onCancel,
  onReceive,
}: {
  label: string;
  data: PickupListResponse | undefined;
  loading: boolean;
  refreshing: boolean;
  error: unknown;
  onRetry: () => void;
  page: number;
  onPageChange: (page: number) => void;
  /** Staff see whose cargo it is; a customer, the office that receives it. */
  showClient: boolean;
  emptyText: string;
  mayCancel: (pickup: Pickup) => boolean;
  onCancel: (pickup: Pickup) => void;
  /** Staff: 'Ingresar RA', the wizard opened for a request picked up or brought to the counter. */
  onReceive?: (pickup: Pickup) => void;
}) {
  const columns: Column<Pickup>[] = [
    { key: 'n', header: 'N°', nowrap: true, hideInCard: true, cell: (p) => p.nidretiro },
    {
      key: 'fecha',
      header: 'Fecha y horario',
      nowrap: true,
      cell: (p) => `${formatDate(p.dfecha)} ${p.shoradesde}–${p.shorahasta}`,
    },
    showClient
      ? {
          key: 'cliente',
          header: 'Cliente',
          cell: (p) => (
            <Stack gap={0}>
              <Text size="sm">{p.snombrecliente}</Text>
              <Text size="xs" c="dimmed">
                {p.sorigen === 'PORTAL' ? 'Pedido en el portal' : `Tomado por ${p.snombreusuario}`}
              </Text>
            </Stack>
          ),
        }
      : { key: 'oficina', header: 'Oficina', cell: (p) => p.snomoficina },
    {
      key: 'direccion',
      header: 'Dirección',
      cell: (p) => (
        <Stack gap={0}>
          <Text size="sm">
            {p.sdireccion}, {p.snomcomuna}
          </Text>
          <Text size="xs" c="dimmed">
            {p.scontacto} · {p.stelefono}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'carga',
      header: 'Declarado',
      nowrap: true,
      cell: declared,
    },
    {
      key: 'estado',
      header: 'Estado',
      cell: (p) => (
        <Stack gap={2}>
          <PickupStateBadge pickup={p} />
          {p.nidra !== null && (
            <Text size="xs" fw={500}>
              RA N° {p.nidra}
            </Text>
          )}
          {p.smotivoanulacion && (
            <Text size="xs" c="dimmed">
              {p.smotivoanulacion}
            </Text>
          )}
        </Stack>
      ),
    },
  ];
  const pages = data?.totalPaginas ?? 1;

  return (
    <DataList
      label={label}
      columns={columns}
      rows={data?.list}
      rowKey={(p) => p.nidretiro}
      loading={loading}
      refreshing={refreshing}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
      cardTitle={(p) => `Retiro N° ${p.nidretiro}`}
      action={(p) => {
        const receive = onReceive !== undefined && canReceiveAsRa(p);
        const cancel = mayCancel(p);
        if (!receive && !cancel) return null;
        return (
          <Group gap="xs" wrap="nowrap">
            {receive && (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Ingresar RA del retiro N° ${p.nidretiro}`}
                onClick={() => onReceive(p)}
              >
                Ingresar RA
              </Button>
            )}
            {cancel && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                aria-label={`Anular retiro N° ${p.nidretiro}`}
                onClick={() => onCancel(p)}
              >
                Anular
              </Button>
            )}
          </Group>
        );
      }}
      {...(pages > 1 ? { page, totalPages: pages, onPageChange } : {})}
    />
  );
}
