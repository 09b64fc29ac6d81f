import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import {
  initialPickupFailed,
  PICKUP_REASON_OPTIONS,
  type PickupFailedBody,
  type PickupFailedValues,
  toPickupFailedBody,
  validatePickupFailed,
} from './pickup-forms.ts';
import type { PickupStop } from './pickup-view.ts';

// 'No retirado': why (one of the domain's reasons, each a wide card for the thumb), a note and a photo of
// the place if the driver took one. Kept on the phone on confirming, as 'Retirado' is.

const NOTE_MAX = 200;

export function PickupFailedModal({
  stop,
  onClose,
  onConfirm,
}: {
  stop: PickupStop | null;
  onClose: () => void;
  onConfirm: (stop: PickupStop, body: PickupFailedBody) => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={stop !== null}
      onClose={onClose}
      title={stop ? `No retirado: retiro N° ${stop.nidretiro}` : ''}
      centered
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {stop && (
        <PickupFailedForm key={stop.nidparadaretiro} stop={stop} onCancel={onClose} onConfirm={onConfirm} />
      )}
    </Modal>
  );
}

function PickupFailedForm({
  stop,
  onCancel,
  onConfirm,
}: {
  stop: PickupStop;
  onCancel: () => void;
  onConfirm: (stop: PickupStop, body: PickupFailedBody) => void;
}) {
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const form = useForm<PickupFailedValues>({
    initialValues: initialPickupFailed(),
    validate: (values) => validatePickupFailed(toPickupFailedBody(values, null)),
  });
  const submit = form.onSubmit((values) => onConfirm(stop, toPickupFailedBody(values, photo)));

  return (
    <form onSubmit={submit} noValidate aria-label={`No retirado retiro N° ${stop.nidretiro}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {`${stop.snomcliente} · ${stop.sdireccion}${stop.snomcomuna ? `, ${stop.snomcomuna}` : ''}`}
        </Text>
        <Radio.Group
          label="Motivo"
          withAsterisk
          {...form.getInputProps('smotivo')}
          onChange={(value) => {
            form.setFieldValue('smotivo', value as PickupFailedValues['smotivo']);
            form.clearFieldError('smotivo');
          }}
        >
          <Stack gap="xs" mt={6}>
            {PICKUP_REASON_OPTIONS.map((option) => (
              <Radio.Card key={option.value} value={option.value} radius="md" p="md">
                <Group wrap="nowrap" gap="sm">
                  <Radio.Indicator />
                  <Text>{option.label}</Text>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Observación"
          description={`Opcional, hasta ${NOTE_MAX} caracteres`}
          autosize
          minRows={2}
          maxLength={NOTE_MAX}
          {...form.getInputProps('sobservacion')}
        />
        <PhotoField value={photo} onChange={setPhoto} label="Foto de la visita" />
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" size="lg" fz="md" px="md" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" color="red" size="lg" fz="md" px="sm" style={{ flex: 1 }}>
            Registrar visita
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
