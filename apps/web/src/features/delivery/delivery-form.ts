import {
  type DeliveryRequest,
  deliveryRequest,
  formatDayTime as formatChileDayTime,
  messages,
  parseChileInput,
  toChileInput,
  toIsoWithChileOffset,
} from '@carga/domain';
import type { PhotoValue } from '../../ui/PhotoField.tsx';
import { zodResolver } from '../../ui/zod-resolver.ts';

// The 'Entregar RA {id}' form: what is typed, and the body of POST /Delivery/{nidra} built from it.

export interface DeliveryValues {
  snombreretira: string;
  srutretira: string;
  /** The date-time picker's value as 'yyyy-MM-ddTHH:mm', in Chile's time. */
  dfhoentrega: string;
  /** The signature pad's PNG as a data URL; '' until the person signs (or after 'Borrar firma'). */
  b64firma: string;
}

/** The delivery's photo, as the photo field holds it. */
export type DeliveryPhoto = PhotoValue;

// The app shows every date in Chile's time: the hand-over is typed in it too, whatever the device's own
// zone, and sent with Chile's offset of that day (-03:00 in summer, -04:00 in winter): the domain's clock.
/** 'yyyy-MM-ddTHH:mm' in Chile: the value the date-time picker edits. */
export const toLocalInput = toChileInput;
/** An ISO date and time with Chile's offset ('2026-11-01T12:30:05.120-03:00'). */
export const toIsoWithOffset = toIsoWithChileOffset;
/** The typed Chilean date and time as an instant, or null when the input holds no complete one. */
export const parseLocalInput = parseChileInput;

export const initialDeliveryValues = (now = new Date()): DeliveryValues => ({
  snombreretira: '',
  srutretira: '',
  dfhoentrega: toLocalInput(now),
  b64firma: '',
});

/**
 * The request body. A date left as the form proposed it ('now' when the modal opened, to the minute)
 * is sent as the moment of confirming, so that it is never a few seconds before the cargo's arrival.
 */
export function toDeliveryBody(
  values: DeliveryValues,
  photo: DeliveryPhoto | null,
  options: { proposed?: string; now?: Date } = {},
): DeliveryRequest {
  const now = options.now ?? new Date();
  const typed = values.dfhoentrega === options.proposed ? now : parseLocalInput(values.dfhoentrega);
  return {
    snombreretira: values.snombreretira.trim(),
    srutretira: values.srutretira.trim(),
    dfhoentrega: typed ? toIsoWithOffset(typed) : '',
    b64firma: values.b64firma,
    ...(photo ? { b64foto: photo.dataUrl, snombrefoto: photo.name } : {}),
  };
}

const validateBody = zodResolver(deliveryRequest);

/** The contract's messages per field, and a hand-over that cannot be in the future. */
export function validateDelivery(
  values: DeliveryValues,
  options: { proposed?: string; now?: Date } = {},
): Record<string, string> {
  const now = options.now ?? new Date();
  const errors = validateBody(toDeliveryBody(values, null, { ...options, now }));
  const typed = parseLocalInput(values.dfhoentrega);
  if (!errors.dfhoentrega && typed && typed.getTime() > now.getTime())
    errors.dfhoentrega = messages.deliveryDateFuture;
  return errors;
}

/** 'dd/MM/yyyy HH:mm' in Chile's time. */
export const formatDayTime = (value: string) => formatChileDayTime(value);
