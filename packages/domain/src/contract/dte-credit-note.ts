import { CREDIT_NOTE_CODES, CREDIT_NOTE_REASON_MAX, creditNoteMessages } from '../rules/dte-credit-note.ts';
import { LIMITS } from '../rules/limits.ts';
import { wholeNumber } from './common.ts';
import * as z from './zod.ts';

// Issue 34: a nota de crédito (61) names the boleta or factura it corrects (`nidreferencia`), how
// (`ncodref`: 1 anula el documento, 3 corrige montos) and why (`srazonref`, the SII's RazonRef); a
// correction says its amount in whole pesos (`nmonto`).

export const dteCreditNoteRequest = z
  .object({
    nidreferencia: z
      .number({ error: creditNoteMessages.referenceRequired })
      .int(creditNoteMessages.referenceRequired)
      .min(1, creditNoteMessages.referenceRequired)
      .max(LIMITS.maxInteger, creditNoteMessages.referenceRequired),
    ncodref: z.literal(CREDIT_NOTE_CODES, { error: creditNoteMessages.codeInvalid }),
    srazonref: z
      .string({ error: creditNoteMessages.reasonRequired })
      .trim()
      .min(1, creditNoteMessages.reasonRequired)
      .max(CREDIT_NOTE_REASON_MAX, creditNoteMessages.reasonTooLong),
    /** Whole pesos, gross (IVA included, as Carga's prices): required to correct amounts, ignored to annul. */
    nmonto: wholeNumber({
      min: 1,
      max: LIMITS.maxInteger,
      minMessage: creditNoteMessages.amountRequired,
      maxMessage: creditNoteMessages.amountRequired,
      clp: true,
    }).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.ncodref === 3 && value.nmonto === undefined)
      ctx.addIssue({ code: 'custom', path: ['nmonto'], message: creditNoteMessages.amountRequired });
  });
export type DteCreditNoteRequest = z.infer<typeof dteCreditNoteRequest>;
export type DteCreditNoteRequestInput = z.input<typeof dteCreditNoteRequest>;
