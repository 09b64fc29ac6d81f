import type { DeliveryItem } from '@carga/domain';
import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBarcode, IconCircleCheck, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format.ts';
import { PaymentBadges } from '../../ui/payment-badges.tsx';
import { OpenRaLink } from '../../ui/ra-columns.tsx';
import { StateBadge } from '../../ui/StateBadge.tsx';
import { DeliveryProofButton } from '../tracking/DeliveryProofButton.tsx';
import { formatDayTime } from './delivery-form.ts';
import type { DeliveryRow } from './payment-due.ts';

/** A package figure of the card: label over value, orange when it is a difference. */
function Count({ label, value, flagged }: { label: string; value: number; flagged?: boolean }) {
  return (
    <Stack gap={0} align="center" role="group" aria-label={label}>
      <Text fz="lg" fw={700} c={flagged && value > 0 ? 'orange.8' : undefined}>
        {value.toLocaleString('es-CL')}
      </Text>
      <Text size="xs" c="dimmed" ta="center">
        {label}
      </Text>
    </Stack>
  );
}

function Party({ label, name, rut }: { label: string; name: string; rut: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {rut}
      </Text>
    </div>
  );
}

export const hasDifferences = (item: Pick<DeliveryItem, 'ncantidadfaltante' | 'ncantidaddanada'>) =>
  item.ncantidadfaltante > 0 || item.ncantidaddanada > 0;

/** 'Entregado a {name} ({rut}) el dd/MM/yyyy HH:mm'. */
export const deliveredText = (entrega: NonNullable<DeliveryItem['entrega']>) =>
  `Entregado a ${entrega.snombreretira} (${entrega.srutretira}) el ${formatDayTime(entrega.dfhoentrega)}`;

/** An RA at the destination warehouse: who sent it to whom, what arrived, and its delivery. */
export function DeliveryCard({
  item,
  onDeliver,
}: {
  item: DeliveryRow;
  onDeliver: (item: DeliveryRow) => void;
}) {
  const differences = hasDifferences(item);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      aria-label={`RA ${item.nidra}`}
      style={differences ? { borderColor: 'var(--mantine-color-orange-5)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} style={{ whiteSpace: 'nowrap', flexShrink: 0 }}>
            RA {item.nidra}
          </Text>
          <Group gap={6} justify="flex-end">
            {differences && (
              <Badge color="orange" variant="filled" leftSection={<IconAlertTriangle size={12} />}>
                Con diferencias
              </Badge>
            )}
            <StateBadge code={item.scodestado} label={item.sdesestado} size="sm" />
          </Group>
        </Group>
        <PaymentBadges ra={item} />
        <SimpleGrid cols={2} spacing="sm">
          <Party label="Remitente" name={item.snomremitente} rut={item.srutremitente} />
          <Party label="Destinatario" name={item.snomdestinatario} rut={item.srutdestinatario} />
        </SimpleGrid>
        <div>
          <Text size="xs" c="dimmed">
            Descripción
          </Text>
          <Text size="sm" lineClamp={2}>
            {item.sdescripcioncarga || 'Sin descripción'}
          </Text>
        </div>
        <SimpleGrid cols={3} spacing="xs">
          <Count label="Bultos recibidos" value={item.ncantidadrecibida} />
          <Count label="Faltantes" value={item.ncantidadfaltante} flagged />
          <Count label="Dañados" value={item.ncantidaddanada} flagged />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Fecha de llegada: {item.dfhorecepcion ? formatDateTime(item.dfhorecepcion) : '—'}
        </Text>
        <Divider />
        {item.entrega ? (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" style={{ flexShrink: 0 }} />
            <Text size="sm" c="green.9">
              {deliveredText(item.entrega)}
            </Text>
          </Group>
        ) : item.ncantidadentregada > 0 ? (
          <Text size="sm" c="orange.9">
            {`Entrega parcial: ${item.ncantidadentregada} de ${item.ncantidadrecibida} bultos entregados`}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs">
          <OpenRaLink to={`/detalle/recepcion/${item.nidra}`} nidra={item.nidra} />
          {item.entrega && <DeliveryProofButton nidra={item.nidra} size="sm" />}
          {!item.entrega && item.scodestado === 'BDEST' && (
            <Group gap="xs">
              <Button
                component={Link}
                to={`/detalle/entregar/${item.nidra}/escanear`}
                variant="light"
                leftSection={<IconBarcode size={16} />}
                aria-label={`Escanear bultos del RA ${item.nidra}`}
              >
                Escanear
              </Button>
              <Button
                leftSection={<IconTruckDelivery size={16} />}
                onClick={() => onDeliver(item)}
                aria-label={`Entregar RA ${item.nidra}`}
              >
                Entregar
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
