import { formatRaNumber } from '@carga/domain';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import { DoorForm, DoorModal, placeLine } from './DoorModal.tsx';
import { DoorPaymentSection } from './DoorPaymentSection.tsx';
import {
  type DoorDeliveryValues,
  doorDeliveryBody,
  initialDoorDelivery,
  type RepartoDeliveryBody,
  validateDoorDelivery,
} from './driver-forms.ts';
import { HandOverFields } from './HandOverFields.tsx';
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
  return (
    <DoorModal
      stop={stop}
      title={(stop) => `Entregar RA ${formatRaNumber(stop.nidra)}`}
      formKey={(stop) => stop.nidparada}
      onClose={onClose}
    >
      {(stop) => <DeliverForm stop={stop} onCancel={onClose} onConfirm={onConfirm} />}
    </DoorModal>
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
    <DoorForm
      label={`Entregar RA ${formatRaNumber(stop.nidra)}`}
      summary={`${placeLine(stop.snomdestinatario, stop)} · ${stop.ncargados === 1 ? '1 bulto' : `${stop.ncargados} bultos`}`}
      onSubmit={submit}
      photo={photo}
      onPhoto={setPhoto}
      confirm={{ label: 'Confirmar entrega', color: 'green' }}
      onCancel={onCancel}
    >
      {due > 0 && <DoorPaymentSection form={form} due={due} />}
      <HandOverFields
        form={form}
        nameLabel="Nombre de quien recibe"
        nameField="snombreretira"
        rutField="srutretira"
        signatureLabel="Firma de quien recibe"
      />
    </DoorForm>
  );
}
