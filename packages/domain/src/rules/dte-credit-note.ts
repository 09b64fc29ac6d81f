// Notas de crédito electrónicas (issue 34, type 61): the Spanish texts of crediting a boleta or factura,
// read by the server's refusals and the RA detail's form alike.

/** The SII's CodRef Carga uses: 1 anula el documento, 3 corrige montos. */
export const CREDIT_NOTE_CODES = [1, 3] as const;
export type CreditNoteCode = (typeof CREDIT_NOTE_CODES)[number];
export const CREDIT_NOTE_CODE_LABELS: Record<CreditNoteCode, string> = {
  1: 'Anula el documento',
  3: 'Corrige montos',
};
/** The SII's RazonRef: 90 characters. */
export const CREDIT_NOTE_REASON_MAX = 90;

export const creditNoteMessages = {
  referenceRequired: 'Indique el documento que corrige la nota de crédito',
  codeInvalid: 'Elija el motivo: anula el documento o corrige montos',
  reasonRequired: 'Ingrese la razón de la nota de crédito',
  reasonTooLong: `La razón admite hasta ${CREDIT_NOTE_REASON_MAX} caracteres`,
  amountRequired: 'Ingrese el monto a corregir, en pesos enteros mayores que cero',
  referenceNotCreditable: 'Sólo se emiten notas de crédito de boletas y facturas (tipos 33, 34 y 39)',
  alreadyAnnulled: (documento: string, nota: number | null) =>
    `La ${documento} ya fue anulada${nota === null ? '' : ` por la nota de crédito N° ${nota}`}`,
  exceedsDocument: (total: string, credited: string, rest: string) =>
    `La nota de crédito excede el monto del documento: total ${total}, ya acreditado ${credited}, disponible ${rest}`,
  cobranzaOnly: 'Sólo Cobranza (FIN-COBRANZA) emite notas de crédito de facturas de cuenta corriente',
  correctionLine: (reason: string) => `Corrección de monto: ${reason}`,
  raVoidedReason: (nidra: number) => `Anulación de la RA N° ${nidra}`,
  raVoided: (documento: string) => `La RA fue anulada: emita la nota de crédito de la ${documento}`,
  paymentReversed: (documento: string) =>
    `El pago de la RA fue anulado: emita la nota de crédito de la ${documento}`,
  standingDocument: (documento: string) => `La RA tiene la ${documento}: después emita su nota de crédito`,
  raVoidedNoIssue: 'La RA está anulada: no se le emiten boletas ni facturas',
  issued: (folio: number) => `Nota de crédito electrónica N° ${folio} emitida`,
} as const;
