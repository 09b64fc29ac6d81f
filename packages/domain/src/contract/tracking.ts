import * as z from './zod.ts';

// Public tracking and proof of delivery (issue 16). The public answer is an allow-list: the RA's number,
// its states with dates and places, units delivered of total, and who received it (name only). No RUTs,
// amounts, documents, addresses or phones: the response schema drops anything else a service returns.

/** What the customer reads of a state: the product's own words, not the staff's codes. */
export const TRACKING_STATE_NAMES: Record<string, string> = {
  RECIB: 'Recibida en oficina de origen',
  BORIG: 'En bodega de origen',
  ENLIS: 'Preparando el despacho',
  ENTRA: 'En tránsito',
  BDEST: 'En bodega de destino',
  ENTRE: 'Entregada',
  ENVIA: 'Devuelta a la oficina de origen',
  ANULA: 'Anulada',
  /** Issue 35: the door's steps, from the RA's cargo events (its state stays BDEST meanwhile). */
  REPAR: 'En reparto a domicilio',
  VISIT: 'Visita sin éxito',
};

/** Where a delivery at the door happened, as the public page says it (never the address). */
export const DOOR_PLACE = 'Domicilio del destinatario';

export const trackingState = z.object({
  /** RECIB (the reception itself) or an RA state. */
  scodestado: z.string(),
  sdesestado: z.string(),
  dfecha: z.string().describe('ISO 8601'),
  /** The office or warehouse's name; for ENTRA, where the cargo is going. */
  slugar: z.string(),
});
export type TrackingState = z.infer<typeof trackingState>;

export const trackingResponse = z.object({
  nidra: z.number().int(),
  scodestado: z.string(),
  sdesestado: z.string(),
  /** Oldest first. */
  estados: z.array(trackingState),
  ncantidadbultos: z.number().int(),
  ncantidadentregada: z.number().int(),
  /** Once delivered: the name of who received it and when (no RUT). */
  entrega: z.object({ snombreretira: z.string(), dfhoentrega: z.string() }).nullable(),
});
export type TrackingResponse = z.infer<typeof trackingResponse>;

/** The RA's code for staff and the customer (the detail screens): created on first read for older RAs. */
export const raTrackingCode = z.object({
  scodigo: z.string().nullable(),
  surl: z.string().nullable(),
});
export type RaTrackingCode = z.infer<typeof raTrackingCode>;

/**
 * A tracking link as the receipt's and the labels' QR hold it ('…/seguimiento/{20 characters}'): the
 * scanning screens' camera, which also reads QR codes, ignores it beside a unit's barcode.
 */
export const isTrackingLink = (text: string) => /\/seguimiento\/[0-9A-Z]{20}$/.test(text);

/**
 * What a person typed or pasted into 'Código de seguimiento' (issue 29), as the code to look up: the part
 * after '/seguimiento/' of a pasted link, without spaces or dashes, in capitals. '' when nothing is left.
 */
export function typedTrackingCode(text: string): string {
  const afterPath = text.split('/seguimiento/').pop() ?? '';
  return afterPath.replace(/[\s-]+/g, '').toUpperCase();
}
