import { messages } from '../rules/messages.ts';
import { pathId } from './common.ts';
import { raIdParams } from './shipment-wizard.ts';
import * as z from './zod.ts';

// The RA's labels beyond the spec's PDF (issue 14): ZPL for thermal printers at 203 dpi, and one unit's
// label printed again. Paths and fields are ours, in the spec's style: see docs/decisions.md.

/** Thermal label sizes in cm, width × height: the shipping label and a strip for small packages. */
export const ZPL_LABEL_SIZES = ['10x15', '10x5'] as const;
export type ZplLabelSize = (typeof ZPL_LABEL_SIZES)[number];

/** What one unit's label can be printed as again: the A6 PDF or either thermal size. */
export const LABEL_FORMATS = ['pdf', ...ZPL_LABEL_SIZES] as const;
export type LabelFormat = (typeof LABEL_FORMATS)[number];

/** The formats as menus and the RA history name them. */
export const LABEL_FORMAT_NAMES: Record<LabelFormat, string> = {
  pdf: 'PDF',
  '10x15': 'ZPL 10×15 cm',
  '10x5': 'ZPL 10×5 cm',
};

/** `GET /api/Shipment/PrintLabels/{id}/Zpl?sformato=10x15`: every unit's label. */
export const zplLabelsQuery = z.object({
  sformato: z.enum(ZPL_LABEL_SIZES, { error: messages.labelSizeInvalid }),
});
export type ZplLabelsQuery = z.infer<typeof zplLabelsQuery>;

/** `POST /api/Shipment/PrintLabels/{id}/Bulto/{nnumero}`: unit k of the RA's n, counted from 1. */
export const unitLabelParams = raIdParams.extend({ nnumero: pathId(messages.unitLabelNotFound) });

export const unitLabelRequest = z.object({
  sformato: z.enum(LABEL_FORMATS, { error: messages.labelFormatInvalid }),
});
export type UnitLabelRequest = z.infer<typeof unitLabelRequest>;
