import { formatPesos, formatRaNumber } from '@carga/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCash } from '@tabler/icons-react';
import { Outcome, OutcomeOf, VisitActions } from './StopParts.tsx';
import { type DoorMoney, earlierFailedVisits, type Stop, type StopView } from './stop-view.ts';

// A stop of the route on the driver's phone: the RA, who receives, where, what is in the van for it and
// what to collect at the door ('Cobrar $12.500', before knocking); its outcome once recorded, with what was
// collected ('Cobrado $12.500'); and, while pending, the driver's buttons at the bottom of the
// card, where the thumb reaches them: 'Llamar', 'Abrir en mapas', then 'Entregado' and 'No entregado'.

export interface StopActions {
  onDeliver: (stop: Stop) => void;
  onFail: (stop: Stop) => void;
  onRetry: (stop: Stop) => void;
  onDiscard: (stop: Stop) => void;
}

/** 'Cobrar $12.500' for a POR PAGAR RA not yet delivered, in sight; 'Cobrado $12.500' once collected. */
function DoorMoneyLine({ money }: { money: DoorMoney }) {
  if (!money) return null;
  if (money.kind === 'cobrado')
    return (
      <Outcome color="green" icon={<IconCash size={20} />}>
        {`Cobrado ${formatPesos(money.amount)}`}
      </Outcome>
    );
  return (
    <Group
      gap={8}
      wrap="nowrap"
      px="sm"
      py={8}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-orange-light)',
        borderLeft: '4px solid var(--mantine-color-orange-filled)',
      }}
    >
      <IconCash size={24} color="var(--mantine-color-orange-8)" style={{ flexShrink: 0 }} />
      <Text size="lg" fw={700} c="orange.9" style={{ whiteSpace: 'nowrap' }}>
        {`Cobrar ${formatPesos(money.amount)}`}
      </Text>
      <Text size="sm" c="orange.9" ml="auto" ta="right" lh={1.2}>
        Por pagar
      </Text>
    </Group>
  );
}

/** What is in the van for the stop, the visits before: until it is delivered. */
function Facts({ stop }: { stop: Stop }) {
  if (stop.sestado === 'ENTREGADO') return null;
  const earlier = earlierFailedVisits(stop);
  return (
    <Group gap="xs">
      <Badge variant="light" color={stop.ncargados > 0 ? 'gray' : 'orange'} size="lg" tt="none">
        {stop.ncargados === 1 ? '1 bulto en el vehículo' : `${stop.ncargados} bultos en el vehículo`}
      </Badge>
      {earlier > 0 && (
        <Badge variant="light" color="red" size="lg" tt="none">
          {earlier === 1 ? '1 visita anterior sin éxito' : `${earlier} visitas anteriores sin éxito`}
        </Badge>
      )}
    </Group>
  );
}

export function StopCard({
  stop,
  view,
  money,
  onTheRoad,
  actions,
}: {
  stop: Stop;
  view: StopView;
  /** What to collect at this door, or what was collected there (stop-view.ts, doorMoney). */
  money: DoorMoney;
  /** The route is on the road: its stops may be recorded. */
  onTheRoad: boolean;
  actions: StopActions;
}) {
  const ra = `RA ${formatRaNumber(stop.nidra)}`;
  const open = onTheRoad && view.kind === 'open';
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={`Parada ${stop.norden}: ${ra}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Badge size="xl" circle variant="filled" color="blue" aria-label={`Parada N° ${stop.norden}`}>
            {stop.norden}
          </Badge>
          <div style={{ minWidth: 0 }}>
            <Text fw={700}>{ra}</Text>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {stop.snomdestinatario}
            </Text>
          </div>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {[stop.sdireccion || 'Sin dirección', stop.snomcomuna].filter(Boolean).join(', ')}
        </Text>
        <Facts stop={stop} />
        {money?.kind === 'cobrar' && <DoorMoneyLine money={money} />}
        <OutcomeOf view={view} />
        {money?.kind === 'cobrado' && <DoorMoneyLine money={money} />}
        <VisitActions
          view={view}
          open={open}
          phone={stop.stelefono}
          place={stop}
          subject={ra}
          done="Entregado"
          failed="No entregado"
          doneDisabled={stop.ncargados === 0}
          onDone={() => actions.onDeliver(stop)}
          onFail={() => actions.onFail(stop)}
          onRetry={() => actions.onRetry(stop)}
          onDiscard={() => actions.onDiscard(stop)}
        />
      </Stack>
    </Paper>
  );
}
