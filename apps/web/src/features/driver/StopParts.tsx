import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCircleX,
  IconClockUp,
  IconMapPin,
  IconPhone,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mapsUrl, type StopView, telHref } from './stop-view.ts';

// What the cards of the driver's phone share, a delivery stop's and a pickup's: the outcome line, the
// server's refusal of what the phone sent (with 'Descartar' and 'Reintentar'), and, while pending, 'Llamar',
// 'Abrir en mapas' and the two outcomes at the bottom of the card, where the thumb reaches them.

/** The outcome as a line of its colour: it wraps on a phone, unlike a badge. */
export function Outcome({ color, icon, children }: { color: string; icon: ReactNode; children: ReactNode }) {
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

export function OutcomeOf({ view }: { view: StopView }) {
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

/** The server refused what the phone sent: its message, and the driver drops it or sends it again. */
export function Refused({
  view,
  onDiscard,
  onRetry,
}: {
  view: Extract<StopView, { kind: 'refused' }>;
  onDiscard: () => void;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" icon={<IconAlertTriangle size={18} />} title={`No se registró: ${view.label}`}>
      <Stack gap="sm">
        <Text size="sm">{view.message}</Text>
        <SimpleGrid cols={2} spacing="xs">
          <Button variant="default" onClick={onDiscard}>
            Descartar
          </Button>
          <Button onClick={onRetry}>Reintentar</Button>
        </SimpleGrid>
      </Stack>
    </Alert>
  );
}

/** 'Llamar' (when there is a phone to dial) and 'Abrir en mapas' (a new tab, at the address). */
export function ContactButtons({
  phone,
  place,
}: {
  phone: string;
  place: { sdireccion: string; snomcomuna: string };
}) {
  const tel = telHref(phone);
  return (
    <SimpleGrid cols={tel ? 2 : 1} spacing="xs">
      {tel && (
        <Button component="a" href={tel} variant="light" size="md" leftSection={<IconPhone size={18} />}>
          Llamar
        </Button>
      )}
      <Button
        component="a"
        href={mapsUrl(place)}
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
  );
}

/**
 * The bottom of a card: the server's refusal, if any; while the stop is open, 'Llamar', 'Abrir en mapas'
 * and its two outcomes ('No entregado' and 'Entregado', 'No retirado' and 'Retirado'), each named with
 * the stop ('Entregado RA 1.234') for a screen reader.
 */
export function VisitActions({
  view,
  open,
  phone,
  place,
  subject,
  done,
  failed,
  doneDisabled,
  onDone,
  onFail,
  onRetry,
  onDiscard,
}: {
  view: StopView;
  /** The route is on the road and the stop not yet recorded. */
  open: boolean;
  phone: string;
  place: { sdireccion: string; snomcomuna: string };
  /** What names the stop: 'RA 1.234', 'Retiro N° 12'. */
  subject: string;
  done: string;
  failed: string;
  doneDisabled?: boolean;
  onDone: () => void;
  onFail: () => void;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  return (
    <>
      {view.kind === 'refused' && <Refused view={view} onDiscard={onDiscard} onRetry={onRetry} />}
      {open && (
        <>
          <ContactButtons phone={phone} place={place} />
          <SimpleGrid cols={2} spacing="xs">
            <Button
              color="red"
              variant="outline"
              size="lg"
              fz="md"
              px="xs"
              onClick={onFail}
              aria-label={`${failed} ${subject}`}
            >
              {failed}
            </Button>
            <Button
              color="green"
              size="lg"
              fz="md"
              px="xs"
              onClick={onDone}
              disabled={doneDisabled}
              aria-label={`${done} ${subject}`}
            >
              {done}
            </Button>
          </SimpleGrid>
        </>
      )}
    </>
  );
}
