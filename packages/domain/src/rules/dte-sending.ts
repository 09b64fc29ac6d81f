// Issue 34, sending to the SII: the batches (EnvioDTE / EnvioBOLETA), their states, and the libro de
// ventas. Server and browser read the same Spanish texts.

/** A batch's class: facturas and notas travel in an EnvioDTE, boletas in an EnvioBOLETA. */
export const DTE_BATCH_KINDS = ['DTE', 'BOLETA'] as const;
export type DteBatchKind = (typeof DTE_BATCH_KINDS)[number];

/** Where a batch stands: made, uploaded (track id kept), and the SII's verdict; ERROR after the retries. */
export const DTE_BATCH_STATES = ['CREADO', 'ENVIADO', 'ACEPTADO', 'REPAROS', 'RECHAZADO', 'ERROR'] as const;
export type DteBatchState = (typeof DTE_BATCH_STATES)[number];
export const DTE_BATCH_STATE_LABELS: Record<DteBatchState, string> = {
  CREADO: 'Creado',
  ENVIADO: 'Enviado, en revisión',
  ACEPTADO: 'Aceptado',
  REPAROS: 'Aceptado con reparos',
  RECHAZADO: 'Rechazado',
  ERROR: 'Error de envío',
};

/** Documents per envelope at most (the SII's upload takes files of a few megabytes). */
export const DTE_BATCH_LIMIT = 500;

export const dteSendingMessages = {
  batchKindInvalid: "Indique el tipo de envío: 'DTE' (facturas y notas) o 'BOLETA'",
  nothingToSend: 'No hay documentos pendientes de envío',
  batchNotFound: 'El envío no existe',
  testNotSent: 'Los documentos de prueba no se envían al SII',
  notConfigured: 'Descargue el envío y súbalo en www.sii.cl',
  notResendable: 'El envío ya fue recibido por el SII',
  periodInvalid: 'Indique el período como aaaa-mm (por ejemplo 2026-11)',
  // The SII's answers, in Spanish for the batch's glosa.
  seedRefused: (glosa: string) => `El SII no entregó la semilla: ${glosa}`,
  tokenRefused: (glosa: string) => `El SII rechazó la autenticación: ${glosa}`,
  uploadRefused: (status: string, glosa: string) => `El SII rechazó el envío (estado ${status}): ${glosa}`,
  queryRefused: (estado: string, glosa: string) => `El SII no informó el estado (${estado}): ${glosa}`,
  unreadable: (what: string) => `El SII respondió algo ilegible a ${what}`,
  network: (detail: string) => `No se pudo comunicar con el SII: ${detail}`,
  rejected: (estado: string, glosa: string) => `Rechazado por el SII (${estado}): ${glosa}`,
  processed: (aceptados: number, reparos: number, rechazados: number) =>
    `Procesado por el SII: ${aceptados} aceptados, ${reparos} con reparos, ${rechazados} rechazados`,
};
