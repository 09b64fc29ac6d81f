import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useIsMobile } from '../../ui/useIsMobile.ts';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import { declaredLine } from '../reparto/pickups.ts';
import { DoorForm, DoorModal, placeLine } from './DoorModal.tsx';
import { HandOverFields } from './HandOverFields.tsx';
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
  return (
    <DoorModal
      stop={stop}
      title={(stop) => `Retirado: retiro N° ${stop.nidretiro}`}
      formKey={(stop) => stop.nidparadaretiro}
      onClose={onClose}
    >
      {(stop) => <PickupDoneForm stop={stop} onCancel={onClose} onConfirm={onConfirm} />}
    </DoorModal>
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

  return (
    <DoorForm
      label={`Retirado: retiro N° ${stop.nidretiro}`}
      summary={`${placeLine(stop.snomcliente, stop)} · ${declaredLine(stop.nbultos)}`}
      wrapSummary
      onSubmit={submit}
      photo={photo}
      onPhoto={setPhoto}
      photoLabel="Foto del retiro"
      confirm={{ label: 'Confirmar retiro', color: 'green' }}
      onCancel={onCancel}
    >
      <TextInput
        label="Bultos retirados"
        withAsterisk
        inputMode="numeric"
        autoComplete="off"
        maw={isMobile ? undefined : 200}
        size={isMobile ? 'md' : 'sm'}
        {...form.getInputProps('nbultos')}
      />
      <HandOverFields
        form={form}
        nameLabel="Nombre de quien entrega"
        nameField="snombre"
        rutField="srut"
        rutOptional
        signatureLabel="Firma de quien entrega"
      />
    </DoorForm>
  );
}
