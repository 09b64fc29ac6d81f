import {
  FAILED_VISIT_REASONS,
  repartoDeliveryRequest,
  repartoFailedVisitRequest,
  toIsoWithChileOffset,
  type z,
} from '@carga/domain';
import { zodResolver } from '../../ui/zod-resolver.ts';
import { type DeliveryPhoto, type DeliveryValues, toDeliveryBody } from '../delivery/delivery-form.ts';

// The driver's two forms at a door: 'Entregado' (who received, their RUT, signature, photo) and 'No
// entregado' (why, a note, a photo). The moment is the one the driver confirms at, set once: the body is
// kept on the phone and sent again as it is, so that a retry is the same outcome for the server.

export type RepartoDeliveryBody = z.input<typeof repartoDeliveryRequest>;
export type RepartoFailedBody = z.input<typeof repartoFailedVisitRequest>;
export type FailedReason = keyof typeof FAILED_VISIT_REASONS;

/** The counter's delivery form without its date: at the door it is the moment of confirming. */
export type DoorDeliveryValues = Omit<DeliveryValues, 'dfhoentrega'>;

export const initialDoorDelivery = (): DoorDeliveryValues => ({
  snombreretira: '',
  srutretira: '',
  b64firma: '',
});

/** The time the counter's form would propose, and that it then sends as 'now'. */
const PROPOSED = 'ahora';

export function doorDeliveryBody(
  values: DoorDeliveryValues,
  photo: DeliveryPhoto | null,
  now = new Date(),
): RepartoDeliveryBody {
  const { sconfirmaparcial: _, ...body } = toDeliveryBody({ ...values, dfhoentrega: PROPOSED }, photo, {
    proposed: PROPOSED,
    now,
  });
  return body;
}

export const validateDoorDelivery = zodResolver(repartoDeliveryRequest);

export interface FailedVisitValues {
  smotivo: FailedReason | '';
  sobservacion: string;
}

export const initialFailedVisit = (): FailedVisitValues => ({ smotivo: '', sobservacion: '' });

export function toFailedVisitBody(
  values: FailedVisitValues,
  photo: DeliveryPhoto | null,
  now = new Date(),
): RepartoFailedBody {
  const note = values.sobservacion.trim();
  return {
    // '' is refused by the schema with 'Seleccione el motivo'.
    smotivo: values.smotivo as FailedReason,
    ...(note ? { sobservacion: note } : {}),
    dfhovisita: toIsoWithChileOffset(now),
    ...(photo ? { b64foto: photo.dataUrl } : {}),
  };
}

export const validateFailedVisit = zodResolver(repartoFailedVisitRequest);

/** The reasons as the driver picks them, in the domain's order. */
export const REASON_OPTIONS = Object.entries(FAILED_VISIT_REASONS).map(([value, label]) => ({
  value: value as FailedReason,
  label,
}));

export const reasonLabel = (smotivo: string | null) =>
  (smotivo && FAILED_VISIT_REASONS[smotivo as FailedReason]) || smotivo || '';

/** 'Entregado' or 'No entregado: Nadie en casa'. */
export const outcomeLabel = (sestado: 'ENTREGADO' | 'NO_ENTREGADO', smotivo: string | null) =>
  sestado === 'ENTREGADO' ? 'Entregado' : `No entregado: ${reasonLabel(smotivo)}`;
