import * as z from './zod.ts';

// The RA as the RA lists show it (spec 1 section 2); the detail, 'Mis cargas' and Entregar build on it.
// Its own file, so that delivery.ts and shipment-lists.ts both read it without importing each other.

export const raListItem = z.object({
  nidra: z.number(),
  scodestado: z.string(),
  sdesestado: z.string(),
  dfecrecepcion: z.string(),
  scodoficinaorigen: z.string(),
  scodoficinadestino: z.string().nullable(),
  scodbodegaorigen: z.string().nullable(),
  scodbodegadestino: z.string().nullable(),
  srutremitente: z.string(),
  snomremitente: z.string(),
  srutdestinatario: z.string(),
  snomdestinatario: z.string(),
  sviadespacho: z.string(),
  sdesviadespacho: z.string(),
  ncantidadbultos: z.number(),
  ncantidadadjuntos: z.number(),
  nvolumenm3: z.number(),
  npesobrutokg: z.number(),
  /**
   * How it is paid (issue 33): PAGADO, PORPAGAR, CTACTE, null before it; its payment state (PAYMENT_STATES)
   * and both names, as every RA list serves them.
   */
  scondicionpago: z.string().nullable(),
  sdescondicionpago: z.string().nullable(),
  scodestadopago: z.string(),
  sdesestadopago: z.string(),
});
export type RaListItem = z.infer<typeof raListItem>;
