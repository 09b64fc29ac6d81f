import { displayPlate, type RepartoRoute, type RouteState } from '@carga/domain';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PendingOutcome } from './outbox-db.ts';
import { type PickupActions, PickupCard } from './PickupCard.tsx';
import { pendingPickup, pickupProgress, pickupView } from './pickup-view.ts';
import { type StopActions, StopCard } from './StopCard.tsx';
import { doorMoney, progress, stopView } from './stop-view.ts';

// One of the driver's routes of the day: its N°, the van's plate, its state and how many stops are done,
// then its stops in the order of the route, and after them its pickups (retiros), if it has any.

const STATE_COLORS: Record<RouteState, string> = {
  PLANIFICADA: 'blue',
  CARGANDO: 'orange',
  EN_RUTA: 'teal',
  CERRADA: 'gray',
};

const NOT_ON_THE_ROAD: Record<Exclude<RouteState, 'EN_RUTA'>, string> = {
  PLANIFICADA: 'La hoja de ruta aún no sale de la bodega: sus paradas se registran una vez en ruta.',
  CARGANDO: 'La bodega está cargando el vehículo: sus paradas se registran una vez en ruta.',
  CERRADA: 'La hoja de ruta está cerrada.',
};

/** On the road first (the one being worked), then those still at the warehouse, then the closed ones. */
const ORDER: RouteState[] = ['EN_RUTA', 'CARGANDO', 'PLANIFICADA', 'CERRADA'];
export const byWorkOrder = (a: RepartoRoute, b: RepartoRoute) =>
  ORDER.indexOf(a.sestado) - ORDER.indexOf(b.sestado) || a.nidhojaruta - b.nidhojaruta;

export function RouteSection({
  route,
  pending,
  actions,
  pickupActions,
}: {
  route: RepartoRoute;
  pending: ReadonlyMap<number, PendingOutcome>;
  actions: StopActions;
  pickupActions: PickupActions;
}) {
  const onTheRoad = route.sestado === 'EN_RUTA';
  const { done, total } = progress(route, pending);
  const retiros = route.retiros ?? [];
  const pickups = pickupProgress(retiros, pending);
  const title = `Hoja de ruta N° ${route.nidhojaruta}`;
  return (
    <Stack component="section" aria-label={title} gap="sm">
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Title order={3} fz="h4">
              {title}
            </Title>
            <Badge
              color={STATE_COLORS[route.sestado]}
              variant="light"
              size="lg"
              style={{ flexShrink: 0, minWidth: 'max-content' }}
            >
              {route.sdesestado}
            </Badge>
          </Group>
          <Text size="sm">
            {/* A route of pickups only counts its pickups alone. */}
            {`Patente ${displayPlate(route.spatente)}`}
            {(total > 0 || pickups.total === 0) &&
              ` · ${done} de ${total} ${total === 1 ? 'parada realizada' : 'paradas realizadas'}`}
          </Text>
          {pickups.total > 0 && (
            <Text size="sm">
              {`${pickups.done} de ${pickups.total} ${pickups.total === 1 ? 'retiro realizado' : 'retiros realizados'}`}
            </Text>
          )}
          {route.sestado !== 'EN_RUTA' && (
            <Text size="sm" c="dimmed">
              {NOT_ON_THE_ROAD[route.sestado]}
            </Text>
          )}
        </Stack>
      </Paper>
      {route.paradas.map((stop) => (
        <StopCard
          key={stop.nidparada}
          stop={stop}
          view={stopView(stop, pending.get(stop.nidparada))}
          money={doorMoney(stop, pending.get(stop.nidparada))}
          onTheRoad={onTheRoad}
          actions={actions}
        />
      ))}
      {retiros.length > 0 && (
        <Title order={4} fz="h5" mt="xs">
          {retiros.length === 1 ? 'Retiro' : `Retiros (${retiros.length})`}
        </Title>
      )}
      {retiros.map((stop) => (
        <PickupCard
          key={stop.nidparadaretiro}
          stop={stop}
          view={pickupView(stop, pendingPickup(pending, stop))}
          onTheRoad={onTheRoad}
          actions={pickupActions}
        />
      ))}
    </Stack>
  );
}
