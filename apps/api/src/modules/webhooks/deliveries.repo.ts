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
  /** Issue 35: a pickup request's event has no RA (its fields null) but the request (`retiro`). */
  nidra: number | null;
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
  retiro: PickupOfEvent | null;
}

/** What a pickup request's event carries of the request. */
export interface PickupOfEvent {
  nidretiro: number;
  sestado: string;
  srutcliente: string;
  snombrecliente: string;
  scodoficina: string;
  sdireccion: string;
  scodcomuna: string;
  dfecha: string;
  shoradesde: string;
  shorahasta: string;
  nbultos: number;
  npesokg: number;
  nidra: number | null;
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
           r.ncantidadbultos, r.npesobrutokg, r.nvolumenm3,
           case when t.nidretiro is not null then jsonb_build_object(
             'nidretiro', t.nidretiro, 'sestado', t.sestado, 'srutcliente', c.srutcliente,
             'snombrecliente', c.snombrecliente, 'scodoficina', t.scodoficina, 'sdireccion', t.sdireccion,
             'scodcomuna', t.scodcomuna, 'dfecha', t.dfecha, 'shoradesde', t.shoradesde,
             'shorahasta', t.shorahasta, 'nbultos', t.nbultos, 'npesokg', t.npesokg, 'nidra', t.nidra)
           end as retiro
      from webhook_entrega e
      join webhook w on w.nidwebhook = e.nidwebhook
      join evento_carga ev on ev.nidevento = e.nidevento
      left join recepcion r on r.nidra = ev.nidra
      left join retiro t on t.nidretiro = ev.nidretiro
      left join cliente c on c.nidcliente = t.nidcliente
     where e.nidentrega = ${nidentrega} and (r.nidra is not null or t.nidretiro is not null)`)) as unknown as {
    rows: Array<Record<string, unknown>>;
  };
  const [row] = rows;
  if (!row) return undefined;
  const retiro = typeof row.retiro === 'string' ? JSON.parse(row.retiro) : row.retiro;
  // Drivers differ: bigint and numeric come back as strings from pg, dates as strings from some paths.
  return {
    ...(row as unknown as DeliveryToSend),
    nidentrega: Number(row.nidentrega),
    nidevento: Number(row.nidevento),
    nidra: row.nidra === null ? null : Number(row.nidra),
    retiro: retiro ? { ...retiro, npesokg: Number(retiro.npesokg) } : null,
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
     where e.nidentrega = ${nidentrega} and ev.nidra is not null`);
}
