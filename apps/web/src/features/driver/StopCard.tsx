import { formatPesos, formatRaNumber } from '@carga/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCash,
  IconCircleCheck,
  IconCircleX,
  IconClockUp,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import {
  type DoorMoney,
  earlierFailedVisits,
  mapsUrl,
  type Stop,
  type StopView,
  telHref,
} from './stop-view.ts';

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

/** The outcome as a line of its colour: it wraps on a phone, unlike a badge. */
function Outcome({ color, icon, children }: { color: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Group
      gap={8}
      wrap="nowrap"
      px="sm"
      py={6}
      style={{ borderRadius: 'var(--mantine-radius-md)', background: `var(--mantine-color-${color}-light)` }}
    >
      {icon}
      <Text size="sm" fw={600} c={`${color}.9`}>
        {children}
      </Text>
    </Group>
  );
}

function OutcomeOf({ view }: { view: StopView }) {
  if (view.kind === 'settled')
    return view.tone === 'ok' ? (
      <Outcome color="green" icon={<IconCircleCheck size={20} />}>
        {view.label}
      </Outcome>
    ) : (
      <Outcome color="red" icon={<IconCircleX size={20} />}>
        {view.label}
      </Outcome>
    );
  if (view.kind === 'queued')
    return (
      <Outcome color="yellow" icon={<IconClockUp size={20} />}>
        {`Pendiente de enviar · ${view.label}`}
      </Outcome>
    );
  return null;
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
  const tel = telHref(stop.stelefono);
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
        {view.kind === 'refused' && (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title={`No se registró: ${view.label}`}>
            <Stack gap="sm">
              <Text size="sm">{view.message}</Text>
              <SimpleGrid cols={2} spacing="xs">
                <Button variant="default" onClick={() => actions.onDiscard(stop)}>
                  Descartar
                </Button>
                <Button onClick={() => actions.onRetry(stop)}>Reintentar</Button>
              </SimpleGrid>
            </Stack>
          </Alert>
        )}
        {open && (
          <>
            <SimpleGrid cols={tel ? 2 : 1} spacing="xs">
              {tel && (
                <Button
                  component="a"
                  href={tel}
                  variant="light"
                  size="md"
                  leftSection={<IconPhone size={18} />}
                >
                  Llamar
                </Button>
              )}
              <Button
                component="a"
                href={mapsUrl(stop)}
                target="_blank"
                rel="noopener noreferrer"
                variant="light"
                size="md"
                fz="sm"
                px="xs"
                leftSection={<IconMapPin size={18} />}
                aria-label="Abrir en mapas"
              >
                {tel ? 'Mapas' : 'Abrir en mapas'}
              </Button>
            </SimpleGrid>
            <SimpleGrid cols={2} spacing="xs">
              <Button
                color="red"
                variant="outline"
                size="lg"
                fz="md"
                px="xs"
                onClick={() => actions.onFail(stop)}
                aria-label={`No entregado ${ra}`}
              >
                No entregado
              </Button>
              <Button
                color="green"
                size="lg"
                fz="md"
                px="xs"
                onClick={() => actions.onDeliver(stop)}
                disabled={stop.ncargados === 0}
                aria-label={`Entregado ${ra}`}
              >
                Entregado
              </Button>
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Paper>
  );
}
