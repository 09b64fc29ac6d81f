import { toIsoWithChileOffset } from '@carga/domain';
import type { DeliveryPhoto } from '../delivery/delivery-form.ts';

// What the driver's 'not done' forms share, a delivery's ('No entregado') and a pickup's ('No retirado'):
// one of the domain's reasons, a note and a photo, at the moment of confirming. Each form names its own
// reasons (driver-forms.ts, pickup-forms.ts) and checks the body with its own schema.

export interface MissedVisitValues<R extends string> {
  smotivo: R | '';
  sobservacion: string;
}

/** The body both contracts take: the reason, the note when written, the moment, the photo when taken. */
export interface MissedVisitBody<R extends string> {
  smotivo: R;
  sobservacion?: string;
  dfhovisita: string;
  b64foto?: string;
}

export const initialMissedVisit = <R extends string>(): MissedVisitValues<R> => ({
  smotivo: '',
  sobservacion: '',
});

/** The photo's part of a body: its data URL when the driver took one, nothing otherwise. */
export const photoPart = (photo: DeliveryPhoto | null): { b64foto?: string } =>
  photo ? { b64foto: photo.dataUrl } : {};

export function toMissedVisitBody<R extends string>(
  values: MissedVisitValues<R>,
  photo: DeliveryPhoto | null,
  now = new Date(),
): MissedVisitBody<R> {
  const note = values.sobservacion.trim();
  return {
    // '' is refused by the schema with 'Seleccione el motivo'.
    smotivo: values.smotivo as R,
    ...(note ? { sobservacion: note } : {}),
    dfhovisita: toIsoWithChileOffset(now),
    ...photoPart(photo),
  };
}

export interface ReasonOption<R extends string> {
  value: R;
  label: string;
}

/** The reasons as the driver picks them, in the domain's order. */
export const reasonOptions = <R extends string>(labels: Record<R, string>): ReasonOption<R>[] =>
  Object.entries<string>(labels).map(([value, label]) => ({ value: value as R, label }));

/** A reason's words, as the server keeps its code ('NADIE' is 'Nadie en casa'); the code if unknown. */
export const reasonLabelIn =
  <R extends string>(labels: Record<R, string>) =>
  (smotivo: string | null): string =>
    (smotivo && labels[smotivo as R]) || smotivo || '';
