// Cuenta corriente invoicing (issue 34): how a client's period of RAs becomes facturas, and its Spanish texts.

/** PERIODO: one factura per client and period; RA: one factura per RA. */
export const CTACTE_INVOICING = ['PERIODO', 'RA'] as const;
export type CtacteInvoicing = (typeof CTACTE_INVOICING)[number];
export const CTACTE_INVOICING_LABELS: Record<CtacteInvoicing, string> = {
  PERIODO: 'Una factura por período',
  RA: 'Una factura por RA',
};

/** RA: one line per RA (up to the SII's 60); RESUMEN: one summary line, the RAs in an annex. */
export const INVOICE_DETAILS = ['RA', 'RESUMEN'] as const;
export type InvoiceDetail = (typeof INVOICE_DETAILS)[number];
export const INVOICE_DETAIL_LABELS: Record<InvoiceDetail, string> = {
  RA: 'Una línea por RA',
  RESUMEN: 'Una línea de resumen',
};

/** The SII's most `Detalle` lines in a factura: past it, one summary line and the RAs in an annex. */
export const INVOICE_MAX_LINES = 60;
/** The longest period one run invoices (a quarter). */
export const INVOICING_MAX_DAYS = 92;
/** The receptor's giro as the SII takes it (GiroRecep). */
export const GIRO_MAX = 40;

export const invoicingMessages = {
  invoicingInvalid: 'La facturación debe ser por período o por RA',
  detailInvalid: 'El detalle debe ser una línea por RA o una línea de resumen',
  giroTooLong: `El giro admite hasta ${GIRO_MAX} caracteres`,
  periodInverted: 'La fecha «Hasta» no puede ser anterior a «Desde»',
  periodTooLong: `El período no puede superar ${INVOICING_MAX_DAYS} días`,
  dayInvalid: 'La fecha no es válida (AAAA-MM-DD)',
  clientsInvalid: 'Los clientes indicados no son válidos',
  noRut: 'El cliente no tiene RUT de facturación',
  noGiro: 'El cliente no tiene giro',
  noAddress: 'El cliente no tiene una dirección con comuna',
  failed: (folio: number, reason: string) => `No se pudo emitir (folio ${folio} anulado): ${reason}`,
  concurrent: 'Otra facturación tomó sus RA al mismo tiempo; vuelva a consultar',
  /** A summary line: 'Servicio de transporte: 120 RAs del 01/11/2026 al 30/11/2026 (detalle adjunto)'. */
  summaryLine: (count: number, desde: string, hasta: string) =>
    `Servicio de transporte: ${count} RAs del ${desde} al ${hasta} (detalle adjunto)`,
} as const;
