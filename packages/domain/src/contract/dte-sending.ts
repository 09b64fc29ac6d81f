import { DTE_BATCH_KINDS, DTE_BATCH_STATES, dteSendingMessages } from '../rules/dte-sending.ts';
import { flag, pathId } from './common.ts';
import * as z from './zod.ts';

// Issue 34: the batches sent to the SII and the libro de ventas (Cobranza / Documentos tributarios).

export const dteBatchRequest = z.object({
  stipo: z.enum(DTE_BATCH_KINDS, { error: dteSendingMessages.batchKindInvalid }),
});
export type DteBatchRequest = z.infer<typeof dteBatchRequest>;

export const dteBatch = z.object({
  nidenvio: z.number(),
  stipo: z.enum(DTE_BATCH_KINDS),
  ndocumentos: z.number(),
  /** 'certificacion' or 'produccion' when it goes by the SII's service; null: downloaded and uploaded by hand. */
  sambiente: z.string().nullable(),
  strackid: z.string().nullable(),
  sestado: z.enum(DTE_BATCH_STATES),
  sglosa: z.string().nullable(),
  nintentos: z.number(),
  sindprueba: flag,
  dfeccreacion: z.string(),
  dfecenvio: z.string().nullable(),
  dfecestado: z.string().nullable(),
});
export type DteBatch = z.infer<typeof dteBatch>;

export const dteBatchList = z.object({
  envios: z.array(dteBatch),
  /** The SII environment this server sends to, or null: batches are downloaded and uploaded at sii.cl. */
  sambiente: z.string().nullable(),
  /** Documents not yet in a batch, per class. */
  npendientesdte: z.number(),
  npendientesboleta: z.number(),
});
export type DteBatchList = z.infer<typeof dteBatchList>;

export const dteBatchParams = z.object({ id: pathId(dteSendingMessages.batchNotFound) });

export const dteSalesBookQuery = z.object({
  periodo: z
    .string({ error: dteSendingMessages.periodInvalid })
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, dteSendingMessages.periodInvalid),
});
export type DteSalesBookQuery = z.infer<typeof dteSalesBookQuery>;
