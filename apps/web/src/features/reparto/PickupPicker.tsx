import type { RepartoPickupCandidate, RepartoRoute } from '@carga/domain';
import { Button, Checkbox, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDate, formatMeasure } from '../../ui/format.ts';
import { LoadError, Loading } from '../../ui/LoadState.tsx';
import { useRepartoPickups } from './api.ts';
import { declaredLine, pickupCount, pickupsByComuna, pickupWindow } from './pickups.ts';

// 'Agregar retiros': the day's pickup requests not yet on a route, by comuna, each checked to add it at the
// end of the route's pickups.

const visitsLine = (visits: number) => `${visits} ${visits === 1 ? 'visita' : 'visitas'} sin retiro`;

function CandidateRow({
  pickup,
  checked,
  onToggle,
}: {
  pickup: RepartoPickupCandidate;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <Checkbox
      checked={checked}
      onChange={onToggle}
      label={`Retiro N° ${pickup.nidretiro} · ${pickup.snomcliente}`}
      styles={{ label: { fontWeight: 600, overflowWrap: 'anywhere' }, body: { alignItems: 'flex-start' } }}
      description={
        <>
          <Text component="span" size="sm" c="dark" display="block" style={{ overflowWrap: 'anywhere' }}>
            {pickup.sdireccion || 'Sin dirección'}
          </Text>
          <Text component="span" size="xs" display="block">
            {`${pickupWindow(pickup.shoradesde, pickup.shorahasta)} · ${declaredLine(pickup.nbultos)} · ${formatMeasure(pickup.npesokg)} kg`}
          </Text>
          {pickup.scontacto && (
            <Text component="span" size="xs" display="block" style={{ overflowWrap: 'anywhere' }}>
              {`Contacto: ${pickup.scontacto}${pickup.stelefono ? `, ${pickup.stelefono}` : ''}`}
            </Text>
          )}
          {pickup.nvisitasfallidas > 0 && (
            <Text component="span" size="xs" display="block" fw={600} c="orange.8">
              {visitsLine(pickup.nvisitasfallidas)}
            </Text>
          )}
        </>
      }
    />
  );
}

export function PickupPicker({
  route,
  adding,
  onAdd,
  onCancel,
}: {
  route: RepartoRoute;
  adding: boolean;
  onAdd: (ids: number[]) => void;
  onCancel: () => void;
}) {
  const query = useRepartoPickups(route.scodbodega, route.dfecha);
  const [checked, setChecked] = useState<number[]>([]);
  const groups = query.data ? pickupsByComuna(query.data.list, route.retiros) : [];
  // What another route took meanwhile is no longer offered, nor added.
  const offered = new Set(groups.flatMap((g) => g.list.map((p) => p.nidretiro)));
  const chosen = checked.filter((id) => offered.has(id));
  const toggle = (id: number) =>
    setChecked((ids) => (ids.includes(id) ? ids.filter((n) => n !== id) : [...ids, id]));

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-gray-0)"
      component="section"
      aria-label="Agregar retiros"
    >
      <Stack gap="sm">
        <div>
          <Title order={5}>Agregar retiros</Title>
          <Text size="sm" c="dimmed">
            {`Solicitudes de retiro del ${formatDate(route.dfecha)} aún sin hoja de ruta`}
          </Text>
        </div>
        {query.isError && <LoadError error={query.error} onRetry={() => query.refetch()} />}
        {!query.data && !query.isError && <Loading py="md" />}
        {query.data && groups.length === 0 && (
          <Text size="sm" c="dimmed">
            No hay solicitudes de retiro por planificar para este día.
          </Text>
        )}
        {groups.map(({ comuna, list }) => (
          <Stack key={comuna} gap="xs" role="group" aria-label={comuna}>
            <Title order={6} c="dimmed" tt="uppercase" fz="xs">
              {comuna} ({list.length})
            </Title>
            {list.map((pickup) => (
              <CandidateRow
                key={pickup.nidretiro}
                pickup={pickup}
                checked={chosen.includes(pickup.nidretiro)}
                onToggle={() => toggle(pickup.nidretiro)}
              />
            ))}
          </Stack>
        ))}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancelar
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            disabled={chosen.length === 0}
            loading={adding}
            onClick={() => onAdd(chosen)}
          >
            {chosen.length === 0 ? 'Agregar' : `Agregar ${pickupCount(chosen.length)}`}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
