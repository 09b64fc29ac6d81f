import {
  PICKUP_FAILED_REASONS,
  type PickupFailedReason,
  type RepartoPickupDoneRequest,
  type RepartoPickupFailedRequest,
  repartoPickupDoneRequest,
  repartoPickupFailedRequest,
  toIsoWithChileOffset,
} from '@carga/domain';
import { zodResolver } from '../../ui/zod-resolver.ts';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';
import {
  initialMissedVisit,
  type MissedVisitValues,
  photoPart,
  reasonLabelIn,
  reasonOptions,
  toMissedVisitBody,
} from './visit-forms.ts';

// The driver's two forms at a pickup's door: 'Retirado' (the packages taken, who handed them over, their RUT
// if given, signature, photo) and 'No retirado' (why, a note, a photo). As at a delivery, the moment is the
// one the driver confirms at, set once: the body is kept on the phone and sent again as it is.

export type PickupDoneBody = RepartoPickupDoneRequest;
export type PickupFailedBody = RepartoPickupFailedRequest;

export interface PickupDoneValues {
  /** As typed: the declared packages proposed. */
  nbultos: string;
  snombre: string;
  srut: string;
  b64firma: string;
}

/** The packages the request declared proposed as those taken. */
export const initialPickupDone = (declared: number): PickupDoneValues => ({
  nbultos: declared > 0 ? String(declared) : '',
  snombre: '',
  srut: '',
  b64firma: '',
});

/** The body of 'Retirado': a count typed as digits goes as a number, anything else as typed (refused). */
export function toPickupDoneBody(
  values: PickupDoneValues,
  photo: DeliveryPhoto | null,
  now = new Date(),
): PickupDoneBody {
  const typed = values.nbultos.trim();
  const rut = values.srut.trim();
  return {
    nbultos: /^\d+$/.test(typed) ? Number(typed) : typed,
    snombre: values.snombre.trim(),
    ...(rut ? { srut: rut } : {}),
    b64firma: values.b64firma,
    ...photoPart(photo),
    dfhoretiro: toIsoWithChileOffset(now),
  };
}

export const validatePickupDone = zodResolver(repartoPickupDoneRequest);

export type PickupFailedValues = MissedVisitValues<PickupFailedReason>;

export const initialPickupFailed: () => PickupFailedValues = initialMissedVisit;

export const toPickupFailedBody: (
  values: PickupFailedValues,
  photo: DeliveryPhoto | null,
  now?: Date,
) => PickupFailedBody = toMissedVisitBody;

export const validatePickupFailed = zodResolver(repartoPickupFailedRequest);

/** The reasons as the driver picks them, in the domain's order. */
export const PICKUP_REASON_OPTIONS = reasonOptions(PICKUP_FAILED_REASONS);

export const pickupReasonLabel = reasonLabelIn(PICKUP_FAILED_REASONS);

/** '3 bultos retirados', 'No retirado: Nadie en el lugar'. */
export function pickupOutcomeLabel(
  sestado: 'RETIRADO' | 'NO_RETIRADO',
  smotivo: string | null,
  taken: number | null,
): string {
  if (sestado === 'NO_RETIRADO') return `No retirado: ${pickupReasonLabel(smotivo)}`;
  if (taken === null) return 'Retirado';
  return `Retirado: ${taken} ${taken === 1 ? 'bulto' : 'bultos'}`;
}
