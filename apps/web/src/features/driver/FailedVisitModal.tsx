import { formatRaNumber } from '@carga/domain';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import {
  type FailedVisitValues,
  initialFailedVisit,
  REASON_OPTIONS,
  type RepartoFailedBody,
  toFailedVisitBody,
  validateFailedVisit,
} from './driver-forms.ts';
import type { Stop } from './stop-view.ts';

// 'No entregado': why (one of the domain's reasons, each a wide card for the thumb), a note and a photo of
// the door if the driver took one. Kept on the phone on confirming, as 'Entregado' is.

const NOTE_MAX = 200;

export function FailedVisitModal({
  stop,
  onClose,
  onConfirm,
}: {
  stop: Stop | null;
  onClose: () => void;
  onConfirm: (stop: Stop, body: RepartoFailedBody) => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={stop !== null}
      onClose={onClose}
      title={stop ? `No entregado: RA ${formatRaNumber(stop.nidra)}` : ''}
      centered
      size="lg"
      fullScreen={isMobile}
      closeOnClickOutside={false}
    >
      {stop && <FailedVisitForm key={stop.nidparada} stop={stop} onCancel={onClose} onConfirm={onConfirm} />}
    </Modal>
  );
}

function FailedVisitForm({
  stop,
  onCancel,
  onConfirm,
}: {
  stop: Stop;
  onCancel: () => void;
  onConfirm: (stop: Stop, body: RepartoFailedBody) => void;
}) {
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const form = useForm<FailedVisitValues>({
    initialValues: initialFailedVisit(),
    validate: (values) => validateFailedVisit(toFailedVisitBody(values, null)),
  });
  const submit = form.onSubmit((values) => onConfirm(stop, toFailedVisitBody(values, photo)));

  return (
    <form onSubmit={submit} noValidate aria-label={`No entregado RA ${formatRaNumber(stop.nidra)}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {`${stop.snomdestinatario} · ${stop.sdireccion}${stop.snomcomuna ? `, ${stop.snomcomuna}` : ''}`}
        </Text>
        <Radio.Group
          label="Motivo"
          withAsterisk
          {...form.getInputProps('smotivo')}
          onChange={(value) => {
            form.setFieldValue('smotivo', value as FailedVisitValues['smotivo']);
            form.clearFieldError('smotivo');
          }}
        >
          <Stack gap="xs" mt={6}>
            {REASON_OPTIONS.map((option) => (
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
        {/* At the bottom, where the thumb is: the confirmation takes the width 'Cancelar' leaves. */}
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
