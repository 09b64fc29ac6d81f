import { IMPORT_REPEAT_HOURS, importMessages as im } from '@carga/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { raImportRows, raImports } from '../../db/schema.ts';
import { AppError, conflict } from '../../errors.ts';
import type { RowPrint } from './fingerprint.ts';

const stale = (dfecha: typeof raImports.dfecha | typeof raImportRows.dfecha) =>
  sql`${dfecha} < now() - make_interval(hours => ${IMPORT_REPEAT_HOURS})`;

/**
 * Claims a file for this transaction by the hash of its bytes. Another transaction holding the same file
 * makes this one wait for its end; a file imported within IMPORT_REPEAT_HOURS is refused (409) naming the
 * RAs it created, unless the caller confirmed the repeat; an older one is claimed again.
 */
export async function claimImport(tx: Tx, shash: string, nidusuario: number, confirmed = false) {
  const [claimed] = await tx
    .insert(raImports)
    .values({ shash, nidusuario, nidras: [] })
    .onConflictDoUpdate({
      target: raImports.shash,
      set: { nidusuario, dfecha: sql`now()`, nidras: [] },
      ...(!confirmed && { setWhere: stale(raImports.dfecha) }),
    })
    .returning({ shash: raImports.shash });
  if (claimed) return;
  const [earlier] = await tx
    .select({ nidras: raImports.nidras })
    .from(raImports)
    .where(eq(raImports.shash, shash));
  throw conflict(im.alreadyImported(earlier?.nidras ?? []));
}

/** What the claimed file created, for the next submit of it to name. */
export async function recordImport(tx: Tx, shash: string, nidras: number[]) {
  await tx.update(raImports).set({ nidras }).where(eq(raImports.shash, shash));
}

/** The rows imported within IMPORT_REPEAT_HOURS with these fingerprints, with the RA each one made. */
async function findRecentRows(tx: Tx, prints: RowPrint[]) {
  const found = new Map<string, number>();
  for (const scodoficina of new Set(prints.map((p) => p.scodoficina))) {
    const ofOffice = prints.filter((p) => p.scodoficina === scodoficina);
    // By the key's both columns: the primary key's index answers it at a million rows.
    const rows = await tx
      .select({ shash: raImportRows.shash, nidra: raImportRows.nidra })
      .from(raImportRows)
      .where(
        and(
          eq(raImportRows.scodoficina, scodoficina),
          inArray(
            raImportRows.shash,
            ofOffice.map((p) => p.shash),
          ),
          sql`${raImportRows.dfecha} >= now() - make_interval(hours => ${IMPORT_REPEAT_HOURS})`,
        ),
      );
    for (const row of rows) found.set(`${scodoficina}:${row.shash}`, row.nidra);
  }
  return prints.flatMap((p) => {
    const nidra = found.get(`${p.scodoficina}:${p.shash}`);
    return nidra === undefined ? [] : [{ fila: p.fila, nidra }];
  });
}

/** The 409 of rows already imported: the message names the first ones, `errors` every one. */
function repeated(rows: Array<{ fila: number; nidra: number }>) {
  const sorted = [...rows].sort((a, b) => a.fila - b.fila);
  return new AppError(
    409,
    im.alreadyImportedRows(sorted),
    sorted.map((r) => ({ field: `fila ${r.fila}`, message: `RA ${r.nidra}` })),
  );
}

/** Refuses (409) a file with rows imported within IMPORT_REPEAT_HOURS, naming them and their RAs. */
export async function refuseRecentRows(tx: Tx, prints: RowPrint[]) {
  const rows = await findRecentRows(tx, prints);
  if (rows.length) throw repeated(rows);
}

/**
 * Records each row's fingerprint with the RA it made. Written in the key's order (two imports sharing rows
 * lock them in one order, never a deadlock) and as an upsert that only takes over a key older than
 * IMPORT_REPEAT_HOURS (or any, when the caller confirmed): an identical import committed meanwhile by
 * another server leaves keys unwritten, and this transaction is refused and rolled back.
 */
export async function recordRows(
  tx: Tx,
  prints: Array<RowPrint & { nidra: number }>,
  nidusuario: number,
  confirmed: boolean,
) {
  if (!prints.length) return;
  const values = prints
    .map(({ scodoficina, shash, nidra }) => ({ scodoficina, shash, nidra, nidusuario }))
    .sort((a, b) =>
      a.scodoficina === b.scodoficina
        ? a.shash.localeCompare(b.shash)
        : a.scodoficina < b.scodoficina
          ? -1
          : 1,
    );
  const written = await tx
    .insert(raImportRows)
    .values(values)
    .onConflictDoUpdate({
      target: [raImportRows.scodoficina, raImportRows.shash],
      set: {
        nidra: sql`excluded.nidra`,
        nidusuario: sql`excluded.nidusuario`,
        dfecha: sql`now()`,
      },
      ...(!confirmed && { setWhere: stale(raImportRows.dfecha) }),
    })
    .returning({ scodoficina: raImportRows.scodoficina, shash: raImportRows.shash });
  if (written.length === prints.length) return;
  const mine = new Set(written.map((w) => `${w.scodoficina}:${w.shash}`));
  const lost = prints.filter((p) => !mine.has(`${p.scodoficina}:${p.shash}`));
  const rows = await findRecentRows(tx, lost);
  throw repeated(rows.length ? rows : lost.map((p) => ({ fila: p.fila, nidra: p.nidra })));
}

/**
 * Forgets the row fingerprints older than IMPORT_REPEAT_HOURS (they refuse nothing any more), a batch at a
 * time so that no statement holds many rows; run by the periodic compaction. Answers how many went.
 */
export async function pruneImportRows(db: Db, batch = 5000) {
  let pruned = 0;
  for (;;) {
    const gone = await db
      .delete(raImportRows)
      .where(
        sql`ctid in (select ctid from importacion_ra_fila where ${stale(raImportRows.dfecha)} limit ${batch})`,
      )
      .returning({ shash: raImportRows.shash });
    pruned += gone.length;
    if (gone.length < batch) return pruned;
  }
}
