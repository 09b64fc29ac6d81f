import { DoorModal, placeLine } from './DoorModal.tsx';
import { MissedVisitForm } from './MissedVisitForm.tsx';
import {
  PICKUP_REASON_OPTIONS,
  type PickupFailedBody,
  toPickupFailedBody,
  validatePickupFailed,
} from './pickup-forms.ts';
import type { PickupStop } from './pickup-view.ts';

// 'No retirado': why (one of the domain's reasons, each a wide card for the thumb), a note and a photo of
// the place if the driver took one (MissedVisitForm.tsx). Kept on the phone on confirming, as 'Retirado' is.

export function PickupFailedModal({
  stop,
  onClose,
  onConfirm,
}: {
  stop: PickupStop | null;
  onClose: () => void;
  onConfirm: (stop: PickupStop, body: PickupFailedBody) => void;
}) {
  return (
    <DoorModal
      stop={stop}
      title={(stop) => `No retirado: retiro N° ${stop.nidretiro}`}
      formKey={(stop) => stop.nidparadaretiro}
      onClose={onClose}
    >
      {(stop) => (
        <MissedVisitForm
          label={`No retirado retiro N° ${stop.nidretiro}`}
          summary={placeLine(stop.snomcliente, stop)}
          wrapSummary
          reasons={PICKUP_REASON_OPTIONS}
          toBody={toPickupFailedBody}
          validate={validatePickupFailed}
          onCancel={onClose}
          onConfirm={(body) => onConfirm(stop, body)}
        />
      )}
    </DoorModal>
  );
}
