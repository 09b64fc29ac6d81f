import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type Buildable, runPrepared, slot } from '../../db/prepared.ts';
import { loadingListPackages as lb, packages } from '../../db/schema.ts';
import { outer, packageColumns } from './list-query.repo.ts';

/** A statement that runs when awaited, or once built under `runPrepared`. */
type Query<T> = Buildable<T> & PromiseLike<T>;

// What of each package line is free, on lists, on this list: the units a load list may still take.

export interface LineAvailability {
  niditem: number;
  nidra: number;
  scodtipobulto: string;
  sdestipobulto: string;
  ncantidadbultos: number;
  npesobultokg: number;
  nlargocm: number;
  nanchocm: number;
  naltocm: number;
  nvolumenbultom3: number;
  npesovolumbulto: number;
  /** Units of the line on every list. */
  onLists: number;
  /** Units of the line on the given list. */
  onThisList: number;
  ncantidadrecibida: number | null;
}

/**
 * The package lines of some RAs with the units already on lists. With `lock`, the lines are locked first
 * (`for update`), so two lists taking units of the same RA wait for each other and never over-allocate:
 * the sums are read after the lock, when the other transaction's rows are committed.
 */
export async function packageLines(
  db: Db | Tx,
  nidras: number[],
  nidlistacarga: number | null,
  options: { lock?: boolean } = {},
): Promise<LineAvailability[]> {
  if (nidras.length === 0) return [];
  // One RA's lines (a scan's, a line's edit) are built once, the RA and the list in slots; many RAs' (a
  // page, a list's figures) are built each time, as their number varies.
  const oneRa = nidras.length === 1;
  const run = <T>(
    name: string,
    build: (ras: Array<number | Placeholder>, list: number | Placeholder) => Query<T>,
  ) =>
    oneRa
      ? runPrepared(db, name, { nidra: nidras[0], thisList: nidlistacarga ?? 0 }, () =>
          build([slot('nidra')], slot('thisList')),
        )
      : build(nidras, nidlistacarga ?? 0);
  if (options.lock) {
    await run('lineas-bloqueo', (ras) =>
      db
        .select({ niditem: packages.niditem })
        .from(packages)
        .where(inArray(packages.nidra, ras))
        .orderBy(asc(packages.niditem))
        .for('update'),
    );
  }
  const rows = await run('lineas', (ras, thisList) =>
    db
      .select({
        niditem: packages.niditem,
        nidra: packages.nidra,
        ...packageColumns,
        onLists: sql<number>`(select coalesce(sum(${lb.ncantidadingresada}), 0)::int from ${lb} where ${lb.niditem} = ${outer('bulto', 'niditem')})`,
        onThisList: sql<number>`(select coalesce(sum(${lb.ncantidadingresada}), 0)::int from ${lb} where ${lb.niditem} = ${outer('bulto', 'niditem')} and ${lb.nidlistacarga} = ${thisList})`,
        ncantidadrecibida: sql<
          number | null
        >`(select ${lb.ncantidadrecibida} from ${lb} where ${lb.niditem} = ${outer('bulto', 'niditem')} and ${lb.nidlistacarga} = ${thisList})`,
      })
      .from(packages)
      .where(inArray(packages.nidra, ras))
      .orderBy(asc(packages.nidra), asc(packages.niditem)),
  );
  return rows.map((r) => ({
    ...r,
    nvolumenbultom3: Number(r.nvolumenbultom3),
    npesovolumbulto: Number(r.npesovolumbulto),
    onLists: Number(r.onLists),
    onThisList: Number(r.onThisList),
    ncantidadrecibida: r.ncantidadrecibida === null ? null : Number(r.ncantidadrecibida),
  }));
}

export const available = (line: LineAvailability) => Math.max(0, line.ncantidadbultos - line.onLists);

/** Sets the units of one line on a list: 0 deletes the row. */
export async function setListUnits(
  tx: Tx,
  nidlistacarga: number,
  line: { niditem: number; nidra: number },
  units: number,
) {
  if (units <= 0) {
    await tx.delete(lb).where(and(eq(lb.nidlistacarga, nidlistacarga), eq(lb.niditem, line.niditem)));
    return;
  }
  await tx
    .insert(lb)
    .values({ nidlistacarga, niditem: line.niditem, nidra: line.nidra, ncantidadingresada: units })
    .onConflictDoUpdate({ target: [lb.nidlistacarga, lb.niditem], set: { ncantidadingresada: units } });
}
