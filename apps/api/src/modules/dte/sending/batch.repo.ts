import type { DteBatchKind } from '@carga/domain';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { dteBatches, dteDocuments } from '../../../db/schema.ts';

// Issue 34: the batches to the SII (dte_envio) and which documents are in them (dte_documento.nidenvio).

export type BatchRow = typeof dteBatches.$inferSelect;
export type BatchValues = Omit<typeof dteBatches.$inferInsert, 'nidenvio' | 'dfeccreacion'>;

const typesOf = (kind: DteBatchKind) => (kind === 'BOLETA' ? [39] : [33, 34, 61]);

/**
 * The documents of that class not yet in a batch, oldest first, at most `limit`, locked: a second batch
 * made at the same moment skips them (and takes none twice). Only documents of the oldest one's kind (test
 * or real): a test document never travels with real ones.
 */
export async function lockPendingDocuments(tx: Tx, kind: DteBatchKind, limit: number) {
  const rows = await tx
    .select({ nid: dteDocuments.nid, sindprueba: dteDocuments.sindprueba })
    .from(dteDocuments)
    .where(and(isNull(dteDocuments.nidenvio), inArray(dteDocuments.ntipo, typesOf(kind))))
    .orderBy(dteDocuments.nid)
    .limit(limit)
    .for('update', { skipLocked: true });
  const first = rows[0];
  if (!first) return [];
  const ids = rows.filter((row) => row.sindprueba === first.sindprueba).map((row) => row.nid);
  return tx.select().from(dteDocuments).where(inArray(dteDocuments.nid, ids)).orderBy(dteDocuments.nid);
}

export async function countPending(db: Db | Tx, kind: DteBatchKind) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dteDocuments)
    .where(and(isNull(dteDocuments.nidenvio), inArray(dteDocuments.ntipo, typesOf(kind))));
  return row?.n ?? 0;
}

export async function insertBatch(tx: Tx, values: BatchValues, documentIds: number[]) {
  const [row] = await tx.insert(dteBatches).values(values).returning();
  await tx
    .update(dteDocuments)
    .set({ nidenvio: row!.nidenvio })
    .where(and(inArray(dteDocuments.nid, documentIds), isNull(dteDocuments.nidenvio)));
  return row!;
}

export async function listBatches(db: Db | Tx, limit = 200) {
  return db
    .select({
      nidenvio: dteBatches.nidenvio,
      stipo: dteBatches.stipo,
      ndocumentos: dteBatches.ndocumentos,
      sambiente: dteBatches.sambiente,
      strackid: dteBatches.strackid,
      sestado: dteBatches.sestado,
      sglosa: dteBatches.sglosa,
      nintentos: dteBatches.nintentos,
      sindprueba: dteBatches.sindprueba,
      dfeccreacion: dteBatches.dfeccreacion,
      dfecenvio: dteBatches.dfecenvio,
      dfecestado: dteBatches.dfecestado,
    })
    .from(dteBatches)
    .orderBy(desc(dteBatches.nidenvio))
    .limit(limit);
}

export async function findBatch(db: Db | Tx, nidenvio: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(dteBatches).where(eq(dteBatches.nidenvio, nidenvio));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateBatch(db: Db | Tx, nidenvio: number, values: Partial<BatchValues>) {
  const [row] = await db.update(dteBatches).set(values).where(eq(dteBatches.nidenvio, nidenvio)).returning();
  return row!;
}

/** The documents' state at the SII, once the batch's verdict is known. */
export async function setDocumentsState(db: Db | Tx, nidenvio: number, sestadosii: string) {
  await db.update(dteDocuments).set({ sestadosii }).where(eq(dteDocuments.nidenvio, nidenvio));
}

/**
 * Batches due for the sender (upload, retry, state query) at `now`, claimed for `leaseMs`: their
 * `dfecproximo` moves to the lease's end in the same statement, so a second sender (or a second turn)
 * skips them until then; a sender that dies leaves them due again when the lease ends.
 */
export async function claimDueBatches(db: Db, now: Date, leaseMs: number, limit = 5) {
  const until = new Date(now.getTime() + leaseMs);
  const { rows } = (await db.execute(sql`
    update dte_envio set dfecproximo = ${until.toISOString()}::timestamptz
     where nidenvio in (
       select nidenvio from dte_envio
        where sestado in ('CREADO', 'ENVIADO') and sambiente is not null and sindprueba = 'N'
          and dfecproximo is not null and dfecproximo <= ${now.toISOString()}::timestamptz
        order by dfecproximo, nidenvio
        limit ${limit}
        for update skip locked)
    returning nidenvio`)) as unknown as { rows: Array<{ nidenvio: number }> };
  return rows.map((row) => Number(row.nidenvio));
}
