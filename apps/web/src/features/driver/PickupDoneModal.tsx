import { LIMITS } from '@carga/domain';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { PhotoField } from '../../ui/PhotoField.tsx';
import { RutInput } from '../../ui/RutInput.tsx';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import { SignaturePad } from '../delivery/SignaturePad.tsx';
import { declaredLine } from '../reparto/pickups.ts';
import {
  initialPickupDone,
  type PickupDoneBody,
  type PickupDoneValues,
  toPickupDoneBody,
  validatePickupDone,
} from './pickup-forms.ts';
import type { PickupStop } from './pickup-view.ts';

// 'Retirado' at the client's door: the packages taken (the declared ones proposed), who hands them over
// (name, RUT if they give it), their signature on the counter's pad and an optional photo, checked with the
// contract's schema. Confirming keeps it on the phone (the page sends it): the form closes at once, with or
// without a connection.

export function PickupDoneModal({
  stop,
  onClose,
  onConfirm,
}: {
  stop: PickupStop | null;
  onClose: () => void;
  onConfirm: (stop: PickupStop, body: PickupDoneBody) => void;
}) {
  const isMobile = useIsMobile();
  return (
    <Modal
      opened={stop !== null}
      onClose={onClose}
      title={stop ? `Retirado: retiro N° ${stop.nidretiro}` : ''}
      centered
      size="lg"
      fullScreen={isMobile}
      // A stray tap beside it would lose the signature drawn.
      closeOnClickOutside={false}
    >
      {stop && (
        <PickupDoneForm key={stop.nidparadaretiro} stop={stop} onCancel={onClose} onConfirm={onConfirm} />
      )}
    </Modal>
  );
}

function PickupDoneForm({
  stop,
  onCancel,
  onConfirm,
}: {
  stop: PickupStop;
  onCancel: () => void;
  onConfirm: (stop: PickupStop, body: PickupDoneBody) => void;
}) {
  const isMobile = useIsMobile();
  const [photo, setPhoto] = useState<DeliveryPhoto | null>(null);
  const form = useForm<PickupDoneValues>({
    initialValues: initialPickupDone(stop.nbultos),
    validate: (values) => validatePickupDone(toPickupDoneBody(values, null)),
    validateInputOnBlur: true,
  });
  // The moment is the one of confirming: the body is sent as it is, again and again if needed.
  const submit = form.onSubmit((values) => onConfirm(stop, toPickupDoneBody(values, photo)));
  const size = isMobile ? 'md' : 'sm';

  return (
    <form onSubmit={submit} noValidate aria-label={`Retirado: retiro N° ${stop.nidretiro}`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {`${stop.snomcliente} · ${stop.sdireccion}${stop.snomcomuna ? `, ${stop.snomcomuna}` : ''} · ${declaredLine(stop.nbultos)}`}
        </Text>
        <TextInput
          label="Bultos retirados"
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          maw={isMobile ? undefined : 200}
          size={size}
          {...form.getInputProps('nbultos')}
        />
        <SimpleGrid cols={isMobile ? 1 : 2} spacing="md" verticalSpacing="sm">
          <TextInput
            label="Nombre de quien entrega"
            withAsterisk
            maxLength={LIMITS.personName}
            autoComplete="off"
            size={size}
            {...form.getInputProps('snombre')}
          />
          <RutInput
            label="RUT"
            description="Opcional"
            autoComplete="off"
            inputMode="text"
            size={size}
            {...form.getInputProps('srut')}
          />
        </SimpleGrid>
        <SignaturePad
          label="Firma de quien entrega"
          value={form.values.b64firma}
          onChange={(png) => {
            form.setFieldValue('b64firma', png);
            if (png) form.clearFieldError('b64firma');
          }}
          error={form.errors.b64firma}
          height={isMobile ? 200 : 170}
        />
        <PhotoField value={photo} onChange={setPhoto} label="Foto del retiro" />
        {/* At the bottom, where the thumb is: the confirmation takes the width 'Cancelar' leaves. */}
        <Group gap="sm" wrap="nowrap">
          <Button variant="default" size="lg" fz="md" px="md" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" color="green" size="lg" fz="md" px="sm" style={{ flex: 1 }}>
            Confirmar retiro
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
