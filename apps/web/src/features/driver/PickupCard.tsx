import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock, IconPackageImport } from '@tabler/icons-react';
import { declaredLine, pickupWindow } from '../reparto/pickups.ts';
import type { PickupStop } from './pickup-view.ts';
import { OutcomeOf, VisitActions } from './StopParts.tsx';
import type { StopView } from './stop-view.ts';

// A pickup (retiro) of the route on the driver's phone: the client, who hands the cargo over, where, the
// window they wait in and the packages they declared; its outcome once recorded; and, while pending, the
// driver's buttons at the bottom of the card: 'Llamar', 'Abrir en mapas', then 'Retirado' and 'No retirado'.

export interface PickupActions {
  onDone: (stop: PickupStop) => void;
  onFail: (stop: PickupStop) => void;
  onRetry: (stop: PickupStop) => void;
  onDiscard: (stop: PickupStop) => void;
}

/** The visits without the cargo before this one (its own, once recorded, is counted by the server). */
const earlierVisits = (stop: PickupStop) =>
  Math.max(0, stop.nvisitasfallidas - (stop.sestado === 'NO_RETIRADO' ? 1 : 0));

/** The window and the packages declared, the visits before: until the cargo is taken. */
function Facts({ stop }: { stop: PickupStop }) {
  const earlier = earlierVisits(stop);
  return (
    <Group gap="xs">
      <Badge variant="light" color="grape" size="lg" tt="none" leftSection={<IconClock size={14} />}>
        {pickupWindow(stop.shoradesde, stop.shorahasta)}
      </Badge>
      {stop.sestado !== 'RETIRADO' && (
        <Badge variant="light" color="gray" size="lg" tt="none">
          {declaredLine(stop.nbultos)}
        </Badge>
      )}
      {earlier > 0 && stop.sestado !== 'RETIRADO' && (
        <Badge variant="light" color="red" size="lg" tt="none">
          {earlier === 1 ? '1 visita anterior sin retiro' : `${earlier} visitas anteriores sin retiro`}
        </Badge>
      )}
    </Group>
  );
}

export function PickupCard({
  stop,
  view,
  onTheRoad,
  actions,
}: {
  stop: PickupStop;
  view: StopView;
  /** The route is on the road: its pickups may be recorded. */
  onTheRoad: boolean;
  actions: PickupActions;
}) {
  const name = `Retiro N° ${stop.nidretiro}`;
  const open = onTheRoad && view.kind === 'open';
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`${name}: ${stop.snomcliente}`}
      style={{ borderLeft: '4px solid var(--mantine-color-grape-filled)' }}
    >
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge size="xl" circle variant="filled" color="grape" aria-label="Retiro">
            <IconPackageImport size={18} style={{ display: 'block' }} />
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{name}</Text>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {stop.snomcliente}
            </Text>
          </div>
        </Group>
        <div>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {[stop.sdireccion || 'Sin dirección', stop.snomcomuna].filter(Boolean).join(', ')}
          </Text>
          {stop.scontacto && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {`Contacto: ${stop.scontacto}`}
            </Text>
          )}
          {stop.sdescripcion && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {stop.sdescripcion}
            </Text>
          )}
        </div>
        <Facts stop={stop} />
        <OutcomeOf view={view} />
        <VisitActions
          view={view}
          open={open}
          phone={stop.stelefono}
          place={stop}
          subject={name}
          done="Retirado"
          failed="No retirado"
          onDone={() => actions.onDone(stop)}
          onFail={() => actions.onFail(stop)}
          onRetry={() => actions.onRetry(stop)}
          onDiscard={() => actions.onDiscard(stop)}
        />
      </Stack>
    </Paper>
  );
}
