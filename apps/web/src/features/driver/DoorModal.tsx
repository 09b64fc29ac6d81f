import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEventHandler, Fragment, type ReactNode } from 'react';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';

// What the four forms of the driver's phone share ('Entregado', 'No entregado', 'Retirado', 'No retirado'):
// the modal, the whole screen on a phone, that a stray tap beside does not close (it would lose what was
// drawn or chosen), a fresh form for each stop; and the form's frame: who and where at the top, the
// optional photo, then 'Cancelar' and the confirmation at the bottom.

/** The modal of one stop's form, closed while there is no stop. */
export function DoorModal<S>({
  stop,
  title,
  formKey,
  onClose,
  children,
}: {
  stop: S | null;
  title: (stop: S) => string;
  /** The stop's id: another stop is a new, empty form. */
  formKey: (stop: S) => number;
  onClose: () => void;
  children: (stop: S) => ReactNode;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={stop !== null}
      onClose={onClose}
      title={stop ? title(stop) : ''}
      centered
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {stop && <Fragment key={formKey(stop)}>{children(stop)}</Fragment>}
    </Modal>
  );
}

/** A form at the door: the summary, its own fields, the photo, then the two buttons. */
export function DoorForm({
  label,
  summary,
  wrapSummary = false,
  onSubmit,
  photo,
  onPhoto,
  photoLabel,
  confirm,
  onCancel,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  /** Who and where (and what), dimmed at the top. */
  summary: string;
  /** Break the summary anywhere (a pickup's long client names). */
  wrapSummary?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  photo: DeliveryPhoto | null;
  onPhoto: (photo: DeliveryPhoto | null) => void;
  /** 'Foto de la entrega' unless given. */
  photoLabel?: string;
  /** The submit button: green to record the hand-over, red a visit without it. */
  confirm: { label: string; color: 'green' | 'red' };
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={wrapSummary ? { overflowWrap: 'anywhere' } : undefined}>
          {summary}
        </Text>
        {children}
        <PhotoField value={photo} onChange={onPhoto} label={photoLabel} />
        {/* At the bottom, where the thumb is: the confirmation takes the width 'Cancelar' leaves. */}
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" size="lg" fz="md" px="md" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" color={confirm.color} size="lg" fz="md" px="sm" style={{ flex: 1 }}>
            {confirm.label}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** 'Name · Street 123, Comuna': the comuna when known. */
export const placeLine = (name: string, place: { sdireccion: string; snomcomuna: string | null }) =>
  `${name} · ${place.sdireccion}${place.snomcomuna ? `, ${place.snomcomuna}` : ''}`;
