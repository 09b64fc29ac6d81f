import { formatRaNumber } from '@carga/domain';
import { ActionIcon, Alert, Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconSortAscending, IconX } from '@tabler/icons-react';
import { formatClp } from '../../ui/format.ts';
import { cargoLine } from './CandidateList.tsx';
import { MoveButtons } from './MoveButtons.tsx';
import { StopItem } from './StopItem.tsx';
import { capacityWarnings, moveStop, type Stop, sortByComunaAndAddress, stopTotals } from './stops.ts';

// 'Paradas': the RAs checked, in the order the van visits them; moved one place, taken out, or sorted by
// comuna and address. Below, the route's totals against the vehicle's capacity.

interface StopListProps {
  stops: Stop[];
  onChange: (stops: Stop[]) => void;
  capacityKg: number;
  capacityM3: number;
  /** The RAs still waiting to be planned: a stop no longer among them was taken by another route. */
  waiting?: Stop[];
  error?: string;
}

function StopRow({
  stop,
  index,
  count,
  gone,
  onMove,
  onRemove,
}: {
  stop: Stop;
  index: number;
  count: number;
  gone: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const ra = `RA ${formatRaNumber(stop.nidra)}`;
  return (
    <StopItem
      stop={stop}
      index={index}
      below={
        gone && (
          <Text size="xs" c="red.8" fw={600}>
            Ya no está por planificar: quítela de la hoja de ruta
          </Text>
        )
      }
      right={
        <Group gap={4} wrap="nowrap">
          <MoveButtons name={ra} index={index} count={count} onMove={onMove} />
          <ActionIcon
            variant="light"
            color="red"
            aria-label={`Quitar ${ra}`}
            title="Quitar"
            onClick={onRemove}
          >
            <IconX size={16} />
          </ActionIcon>
        </Group>
      }
    />
  );
}

export function StopList({ stops, onChange, capacityKg, capacityM3, waiting, error }: StopListProps) {
  const totals = stopTotals(stops);
  const stillWaiting = waiting && new Set(waiting.map((c) => c.nidra));
  const warnings = capacityWarnings(totals, capacityKg, capacityM3);
  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Title order={5}>Paradas</Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconSortAscending size={16} />}
          disabled={stops.length < 2}
          onClick={() => onChange(sortByComunaAndAddress(stops))}
        >
          Ordenar por comuna y dirección
        </Button>
      </Group>
      {stops.length === 0 ? (
        <Text size="sm" c="dimmed">
          Marque las RA por planificar: serán las paradas de la hoja de ruta, en el orden en que las marque.
          Sin RA, la hoja de ruta sólo retira: sus retiros se agregan al planificarla.
        </Text>
      ) : (
        <Box component="ol" aria-label="Paradas" m={0} p={0} style={{ listStyle: 'none' }}>
          {stops.map((stop, i) => (
            <StopRow
              key={stop.nidra}
              stop={stop}
              index={i}
              count={stops.length}
              gone={stillWaiting !== undefined && !stillWaiting.has(stop.nidra)}
              onMove={(by) => onChange(moveStop(stops, i, by))}
              onRemove={() => onChange(stops.filter((s) => s.nidra !== stop.nidra))}
            />
          ))}
        </Box>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {stops.length > 0 && (
        <Text size="sm" fw={600}>
          {`${totals.paradas} ${totals.paradas === 1 ? 'parada' : 'paradas'} · ${cargoLine(totals.bultos, totals.kg, totals.m3)}`}
          {totals.acobrar > 0 && ` · A cobrar ${formatClp(totals.acobrar)}`}
        </Text>
      )}
      {warnings.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
          {warnings.map((w) => (
            <Text key={w} size="sm">
              {w}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
