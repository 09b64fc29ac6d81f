import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

// What the webhook job reads and writes besides the outbox worker's own marks (state, attempts, error,
// next attempt): the delivery with its endpoint, event and RA; the last answer; the RA's history line.

export interface DeliveryToSend {
  nidentrega: number;
  surl: string;
  ssecreto: string;
  sindactivo: string;
  nidevento: number;
  sevento: string;
  jdatos: unknown;
  dfecha: Date;
  nidra: number;
  scodestado: string;
  scodoficinaorigen: string;
  scodoficinadestino: string | null;
  scodbodegaorigen: string | null;
  scodbodegadestino: string | null;
  srutremitente: string;
  snomremitente: string;
  srutdestinatario: string;
  snomdestinatario: string;
  ncantidadbultos: number;
  npesobrutokg: number;
  nvolumenm3: number;
}

/** The delivery `nidentrega` with what its POST needs; undefined when it is gone (deleted with its RA). */
export async function findDeliveryToSend(
  db: Db | Tx,
  nidentrega: number,
): Promise<DeliveryToSend | undefined> {
  const { rows } = (await db.execute(sql`
    select e.nidentrega, w.surl, w.ssecreto, w.sindactivo,
           ev.nidevento, ev.sevento, ev.jdatos, ev.dfecha,
           r.nidra, r.scodestado, r.scodoficinaorigen, r.scodoficinadestino, r.scodbodegaorigen,
           r.scodbodegadestino, r.srutremitente, r.snomremitente, r.srutdestinatario, r.snomdestinatario,
           r.ncantidadbultos, r.npesobrutokg, r.nvolumenm3
      from webhook_entrega e
      join webhook w on w.nidwebhook = e.nidwebhook
      join evento_carga ev on ev.nidevento = e.nidevento
      join recepcion r on r.nidra = ev.nidra
     where e.nidentrega = ${nidentrega}`)) as unknown as { rows: Array<Record<string, unknown>> };
  const [row] = rows;
  if (!row) return undefined;
  // Drivers differ: bigint and numeric come back as strings from pg, dates as strings from some paths.
  return {
    ...(row as unknown as DeliveryToSend),
    nidentrega: Number(row.nidentrega),
    nidevento: Number(row.nidevento),
    nidra: Number(row.nidra),
    ncantidadbultos: Number(row.ncantidadbultos),
    npesobrutokg: Number(row.npesobrutokg),
    nvolumenm3: Number(row.nvolumenm3),
    dfecha: new Date(row.dfecha as string | Date),
    jdatos: typeof row.jdatos === 'string' ? JSON.parse(row.jdatos) : row.jdatos,
  };
}

/** The answer of the attempt under way: its HTTP status (null when none came) and when. */
export async function noteAttempt(db: Db | Tx, nidentrega: number, status: number | null, at: Date) {
  await db.execute(sql`
    update webhook_entrega set nultimoestado = ${status}, dfecultimo = ${at.toISOString()}::timestamptz
     where nidentrega = ${nidentrega}`);
}

/**
 * 'Webhook a https://… falló: …' in the RA's history, in the transaction that marks the delivery
 * FALLIDO. The line is signed by the user who registered the endpoint (the history needs a user and
 * there is no system user).
 */
export async function recordFailureHistory(tx: Tx, nidentrega: number, error: string, at: Date) {
  await tx.execute(sql`
    insert into bitacora_ra (nidra, dfecha, nidusuario, saccion, sdetalle)
    select ev.nidra, ${at.toISOString()}::timestamptz, w.nidusuario, 'WEBHOOK_FALLIDO',
           left('Webhook a ' || w.surl || ' falló: ' || ${error}, 500)
      from webhook_entrega e
      join webhook w on w.nidwebhook = e.nidwebhook
      join evento_carga ev on ev.nidevento = e.nidevento
     where e.nidentrega = ${nidentrega}`);
}
