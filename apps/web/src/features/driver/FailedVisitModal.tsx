import { formatRaNumber } from '@carga/domain';
import { DoorModal, placeLine } from './DoorModal.tsx';
import {
  REASON_OPTIONS,
  type RepartoFailedBody,
  toFailedVisitBody,
  validateFailedVisit,
} from './driver-forms.ts';
import { MissedVisitForm } from './MissedVisitForm.tsx';
import type { Stop } from './stop-view.ts';

// 'No entregado': why (one of the domain's reasons, each a wide card for the thumb), a note and a photo of
// the door if the driver took one (MissedVisitForm.tsx). Kept on the phone on confirming, as 'Entregado' is.

export function FailedVisitModal({
  stop,
  onClose,
  onConfirm,
}: {
  stop: Stop | null;
  onClose: () => void;
  onConfirm: (stop: Stop, body: RepartoFailedBody) => void;
}) {
  return (
    <DoorModal
      stop={stop}
      title={(stop) => `No entregado: RA ${formatRaNumber(stop.nidra)}`}
      formKey={(stop) => stop.nidparada}
      onClose={onClose}
    >
      {(stop) => (
        <MissedVisitForm
          label={`No entregado RA ${formatRaNumber(stop.nidra)}`}
          summary={placeLine(stop.snomdestinatario, stop)}
          reasons={REASON_OPTIONS}
          toBody={toFailedVisitBody}
          validate={validateFailedVisit}
          onCancel={onClose}
          onConfirm={(body) => onConfirm(stop, body)}
        />
      )}
    </DoorModal>
  );
}
