import { formatRaNumber, LIMITS } from '@carga/domain';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { RutInput } from '../../ui/RutInput.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import { SignaturePad } from '../delivery/SignaturePad.tsx';
import { DoorPaymentSection } from './DoorPaymentSection.tsx';
import {
  type DoorDeliveryValues,
  doorDeliveryBody,
  initialDoorDelivery,
  type RepartoDeliveryBody,
  validateDoorDelivery,
} from './driver-forms.ts';
import type { Stop } from './stop-view.ts';

// 'Entregado' at the door: for a POR PAGAR RA first what is collected ('Cobro'), then who receives (name,
// RUT), their signature on the counter's pad and an optional photo, checked with the contract's schema.
// Confirming keeps it on the phone, the payment with it (the page sends it): the form closes at once, with
// or without a connection.

export function DeliverModal({
  stop,
  onClose,
  onConfirm,
}: {
  stop: Stop | null;
  onClose: () => void;
  onConfirm: (stop: Stop, body: RepartoDeliveryBody) => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={stop !== null}
      onClose={onClose}
      title={stop ? `Entregar RA ${formatRaNumber(stop.nidra)}` : ''}
      centered
      size="lg"
      fullScreen={isMobile}
      // A stray tap beside it would lose the signature drawn.
      closeOnClickOutside={false}
    >
      {stop && <DeliverForm key={stop.nidparada} stop={stop} onCancel={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function DeliverForm({
  stop,
  onCancel,
  onConfirm,
}: {
  stop: Stop;
  onCancel: () => void;
  onConfirm: (stop: Stop, body: RepartoDeliveryBody) => void;
}) {
  const isMobile = useIsMobile();
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const due = stop.nacobrar;
  const form = useForm<DoorDeliveryValues>({
    initialValues: initialDoorDelivery(due),
    validate: (values) => validateDoorDelivery(doorDeliveryBody(values, null, due)),
    validateInputOnBlur: true,
  });
  // The moment is the one of confirming: the body is sent as it is, again and again if needed.
  const submit = form.onSubmit((values) => onConfirm(stop, doorDeliveryBody(values, photo, due)));

  return (
    <form onSubmit={submit} noValidate aria-label={`Entregar RA ${formatRaNumber(stop.nidra)}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {`${stop.snomdestinatario} · ${stop.sdireccion}${stop.snomcomuna ? `, ${stop.snomcomuna}` : ''} · ${
            stop.ncargados === 1 ? '1 bulto' : `${stop.ncargados} bultos`
          }`}
        </Text>
        {due > 0 && <DoorPaymentSection form={form} due={due} />}
        <SimpleGrid cols={isMobile ? 1 : 2} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Nombre de quien recibe"
            withAsterisk
            maxLength={LIMITS.personName}
            autoComplete="off"
            size={isMobile ? 'md' : 'sm'}
            {...form.getInputProps('snombreretira')}
          />
          <RutInput
            label="RUT"
            withAsterisk
            autoComplete="off"
            inputMode="text"
            size={isMobile ? 'md' : 'sm'}
            {...form.getInputProps('srutretira')}
          />
        </SimpleGrid>
        <SignaturePad
          label="Firma de quien recibe"
          value={form.values.b64firma}
          onChange={(png) => {
            form.setFieldValue('b64firma', png);
            if (png) form.clearFieldError('b64firma');
          }}
          error={form.errors.b64firma}
          height={isMobile ? 200 : 170}
        />
        <PhotoField value={photo} onChange={setPhoto} />
        {/* At the bottom, where the thumb is: the confirmation takes the width 'Cancelar' leaves. */}
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" size="lg" fz="md" px="md" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" color="green" size="lg" fz="md" px="sm" style={{ flex: 1 }}>
            Confirmar entrega
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
