import { totalPackages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { packages, raHistory, receptions } from '../../db/schema.ts';
import { one } from '../../db/sql-helpers.ts';

export type ReceptionRow = typeof receptions.$inferSelect;

export async function findReception(db: Db | Tx, nidra: number, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(receptions).where(eq(receptions.nidra, nidra));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row as ReceptionRow | undefined;
}

export async function insertReception(tx: Tx, values: typeof receptions.$inferInsert) {
  const rows = await tx.insert(receptions).values(values).returning({ nidra: receptions.nidra });
  return one(rows, 'insertReception').nidra;
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
  await tx.insert(raHistory).values({ ...entry, sdetalle: entry.sdetalle.slice(0, 500) });
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
  const totals = totalPackages(lines);
  await updateReception(tx, nidra, {
    ncantidadbultos: totals.totalBultos,
    nvolumenm3: totals.totalVolumenM3,
    npesobrutokg: totals.totalPesoKg,
    npesovolumetrico: totals.totalPesoVolumetrico,
    ndensidad: totals.totalDensidad,
  });
  return totals;
}
