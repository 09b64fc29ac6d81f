import { totalPackages } from '@carga/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { packages, raHistory, receptions } from '../../db/schema.ts';
import { one } from '../../db/sql-helpers.ts';

export type ReceptionRow = typeof receptions.$inferSelect;

export async function findReception(db: Db | Tx, nidra: number, options: { forUpdate?: boolean } = {}) {
  const lock = options.forUpdate === true;
  const [row] = await runPrepared(db, `ra${lock ? '|bloqueo' : ''}`, { nidra }, () => {
    const query = db
      .select()
      .from(receptions)
      .where(eq(receptions.nidra, slot('nidra')));
    return lock ? query.for('update') : query;
  });
  return row as ReceptionRow | undefined;
}

/** Several RAs at once (the rows' order), locked: an import's whole file. */
export async function findReceptionsForUpdate(tx: Tx, nidras: number[]) {
  const rows = await tx
    .select()
    .from(receptions)
    .where(inArray(receptions.nidra, nidras))
    .orderBy(asc(receptions.nidra))
    .for('update');
  const byId = new Map(rows.map((row) => [row.nidra, row]));
  return nidras.map((nidra) => byId.get(nidra));
}

export async function insertReception(tx: Tx, values: typeof receptions.$inferInsert) {
  return one(await insertReceptions(tx, [values]), 'insertReception');
}

/**
 * New RAs in one statement: their numbers taken from the sequence first (in ascending order), so each
 * answer is the number of the row at the same place, whatever order the insert returns them in.
 */
export async function insertReceptions(tx: Tx, rows: Array<typeof receptions.$inferInsert>) {
  if (rows.length === 0) return [];
  const { rows: taken } = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence('recepcion', 'nidra'))::int as nidra from generate_series(1, ${rows.length}::int) order by 1`,
  )) as unknown as { rows: Array<{ nidra: number | string }> };
  const nidras = taken.map((row) => Number(row.nidra));
  await tx.insert(receptions).values(rows.map((row, i) => ({ ...row, nidra: nidras[i] })));
  return nidras;
}

export async function updateReception(
  tx: Tx,
  nidra: number,
  values: Partial<typeof receptions.$inferInsert>,
) {
  await tx
    .update(receptions)
    .set({ ...values, dfecmodificacion: new Date() })
    .where(eq(receptions.nidra, nidra));
}

/** Which of these RAs have package lines. */
export async function withPackages(db: Db | Tx, nidras: number[]) {
  if (nidras.length === 0) return new Set<number>();
  const rows = await db
    .selectDistinct({ nidra: packages.nidra })
    .from(packages)
    .where(inArray(packages.nidra, nidras));
  return new Set(rows.map((row) => row.nidra));
}

export async function hasPackages(db: Db | Tx, nidra: number) {
  const [line] = await db
    .select({ id: packages.niditem })
    .from(packages)
    .where(eq(packages.nidra, nidra))
    .limit(1);
  return line !== undefined;
}

export interface HistoryEntry {
  nidra: number;
  nidusuario: number;
  saccion: string;
  sdetalle: string;
  sestadoanterior?: string | null;
  sestadonuevo?: string | null;
}

/** Every change to an RA is written to its history in the same transaction. */
export async function recordHistory(tx: Tx, entry: HistoryEntry) {
  await recordHistories(tx, [entry]);
}

/** Many entries in one statement, numbered in the order given (an RA's own entries stay in order). */
export async function recordHistories(tx: Tx, entries: HistoryEntry[]) {
  for (let start = 0; start < entries.length; start += 2000) {
    await tx
      .insert(raHistory)
      .values(entries.slice(start, start + 2000).map((e) => ({ ...e, sdetalle: e.sdetalle.slice(0, 500) })));
  }
}

/** The RA's columns that its package lines total (see refreshPackageTotals). */
export function packageTotalsValues(lines: Parameters<typeof totalPackages>[0]) {
  const totals = totalPackages(lines);
  return {
    totals,
    values: {
      ncantidadbultos: totals.totalBultos,
      nvolumenm3: totals.totalVolumenM3,
      npesobrutokg: totals.totalPesoKg,
      npesovolumetrico: totals.totalPesoVolumetrico,
      ndensidad: totals.totalDensidad,
    },
  };
}

/** Recomputes the RA totals from its package lines (after any package change). */
export async function refreshPackageTotals(tx: Tx, nidra: number) {
  const lines = await tx
    .select({
      ncantidadbultos: packages.ncantidadbultos,
      npesobultokg: packages.npesobultokg,
      nlargocm: packages.nlargocm,
      nanchocm: packages.nanchocm,
      naltocm: packages.naltocm,
    })
    .from(packages)
    .where(eq(packages.nidra, nidra));
  const { totals, values } = packageTotalsValues(lines);
  await updateReception(tx, nidra, values);
  return totals;
}
