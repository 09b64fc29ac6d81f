import { formatRaNumber } from '@carga/domain';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockUp,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatClp } from '../../ui/format.ts';
import { earlierFailedVisits, mapsUrl, type Stop, type StopView, telHref } from './stop-view.ts';

// A stop of the route on the driver's phone: the RA, who receives, where, what is in the van for it and
// what to collect; its outcome once recorded; and, while pending, the driver's buttons at the bottom of the
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

/** What is in the van for the stop, what to collect, the visits before: until it is delivered. */
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
      {stop.nacobrar > 0 && (
        <Badge variant="filled" color="orange" size="lg" tt="none">
          {`A cobrar ${formatClp(stop.nacobrar)}`}
        </Badge>
      )}
    </Group>
  );
}

export function StopCard({
  stop,
  view,
  onTheRoad,
  actions,
}: {
  stop: Stop;
  view: StopView;
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
        <OutcomeOf view={view} />
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
