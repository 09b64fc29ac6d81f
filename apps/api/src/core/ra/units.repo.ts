import { type UnitState, unitCodeText } from '@carga/domain';
import { and, asc, desc, eq, inArray, isNull, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rawStatement, runPrepared, slot } from '../../db/prepared.ts';
import { loadingListPackages as lb, loadingLists, packages, units } from '../../db/schema.ts';

// The units of an RA: made from its package lines, assigned to load lists by scans or by counts typed by
// hand. Every function here runs with the RA row locked by the caller (lockRa), so two callers never make
// or assign the units of one RA at once.

export type UnitRow = typeof units.$inferSelect;

/** Unit k of n for each package of each RA, in the order of its package lines (the labels' order). */
async function insertUnits(tx: Tx, nidras: number[]) {
  if (nidras.length === 0) return;
  const lines = await tx
    .select({ nidra: packages.nidra, niditem: packages.niditem, count: packages.ncantidadbultos })
    .from(packages)
    .where(inArray(packages.nidra, nidras))
    .orderBy(asc(packages.nidra), asc(packages.niditem));
  const byRa = new Map<number, typeof lines>();
  for (const line of lines) byRa.set(line.nidra, [...(byRa.get(line.nidra) ?? []), line]);
  const rows: Array<typeof units.$inferInsert> = [];
  for (const nidra of nidras) {
    const own = byRa.get(nidra) ?? [];
    const n = own.reduce((total, line) => total + line.count, 0);
    let k = 0;
    for (const line of own) {
      for (let i = 0; i < line.count; i += 1) {
        k += 1;
        rows.push({
          nidra,
          niditem: line.niditem,
          nnumero: k,
          ntotal: n,
          scodigo: unitCodeText(nidra, k, n),
        });
      }
    }
  }
  for (let start = 0; start < rows.length; start += 1000) {
    await tx.insert(units).values(rows.slice(start, start + 1000));
  }
}

/**
 * At the wizard's finish (of one RA, or of an import's every RA): the packages may have changed since a
 * first finish, so the units are made anew.
 */
export async function rebuildUnits(tx: Tx, nidras: number[]) {
  if (nidras.length === 0) return;
  await tx.delete(units).where(inArray(units.nidra, nidras));
  await insertUnits(tx, nidras);
}

/**
 * The units of an RA finished before units existed (or written straight into the tables) are made on first
 * use, and put on the lists that already carry its packages, lowest numbers first, so they agree with the
 * counts. Answers whether the RA has units now.
 */
export async function ensureUnits(tx: Tx, nidra: number): Promise<boolean> {
  const [existing] = await tx
    .select({ id: units.nidunidad })
    .from(units)
    .where(eq(units.nidra, nidra))
    .limit(1);
  if (existing) return true;
  await insertUnits(tx, [nidra]);
  const carried = await tx
    .select({ nidlistacarga: lb.nidlistacarga, niditem: lb.niditem, count: lb.ncantidadingresada })
    .from(lb)
    .where(eq(lb.nidra, nidra))
    .orderBy(asc(lb.nidlistacarga), asc(lb.niditem));
  for (const line of carried) await takeFreeUnits(tx, line.nidlistacarga, line.niditem, line.count);
  const [made] = await tx.select({ id: units.nidunidad }).from(units).where(eq(units.nidra, nidra)).limit(1);
  return made !== undefined;
}

/** Puts the lowest-numbered free units of a line on a list; answers them. */
async function takeFreeUnits(tx: Tx, nidlistacarga: number, niditem: number, count: number) {
  if (count <= 0) return [];
  const free = tx
    .select({ id: units.nidunidad })
    .from(units)
    .where(and(eq(units.niditem, niditem), isNull(units.nidlistacarga)))
    .orderBy(asc(units.nnumero))
    .limit(count);
  return tx
    .update(units)
    .set({ nidlistacarga, sestado: 'CARGADA' satisfies UnitState, dfecmodificacion: new Date() })
    .where(inArray(units.nidunidad, free))
    .returning();
}

/** Takes the highest-numbered units of a line off a list; answers them. */
async function releaseUnits(tx: Tx, nidlistacarga: number, niditem: number, count: number) {
  if (count <= 0) return [];
  const onList = tx
    .select({ id: units.nidunidad })
    .from(units)
    .where(and(eq(units.niditem, niditem), eq(units.nidlistacarga, nidlistacarga)))
    .orderBy(desc(units.nnumero))
    .limit(count);
  return tx
    .update(units)
    .set({ nidlistacarga: null, sestado: 'BODEGA' satisfies UnitState, dfecmodificacion: new Date() })
    .where(inArray(units.nidunidad, onList))
    .returning();
}

/**
 * After a count typed by hand changed what of an RA travels on a list: as many units of each line are on
 * the list as its count says. Answers the units put on and taken off, for their events.
 */
export async function syncRaUnits(tx: Tx, nidlistacarga: number, nidra: number) {
  const { rows } = (await tx.execute(sql`
    select b.niditem,
      coalesce((select ${lb.ncantidadingresada} from ${lb} where ${lb.nidlistacarga} = ${nidlistacarga} and ${lb.niditem} = b.niditem), 0)::int as wanted,
      (select count(*) from ${units} u where u.niditem = b.niditem and u.nidlistacarga = ${nidlistacarga})::int as placed
    from ${packages} b where b.nidra = ${nidra} order by b.niditem`)) as unknown as {
    rows: Array<{ niditem: number; wanted: number | string; placed: number | string }>;
  };
  const loaded: UnitRow[] = [];
  const removed: UnitRow[] = [];
  for (const row of rows) {
    const difference = Number(row.wanted) - Number(row.placed);
    if (difference > 0) loaded.push(...(await takeFreeUnits(tx, nidlistacarga, row.niditem, difference)));
    if (difference < 0) removed.push(...(await releaseUnits(tx, nidlistacarga, row.niditem, -difference)));
  }
  return { loaded, removed };
}

/** The unit a label names, locked. */
export async function lockUnitByCode(tx: Tx, scodigo: string) {
  const [row] = await runPrepared(tx, 'unidad-por-codigo|bloqueo', { scodigo }, () =>
    tx
      .select()
      .from(units)
      .where(eq(units.scodigo, slot('scodigo')))
      .for('update'),
  );
  return row;
}

/**
 * A scan's two writes in one statement: the unit placed on the list, and its line's units on the list set
 * to `count`. `current` (the line's units on the list now, read under the RA's lock) decides between an
 * UPDATE and an INSERT of the line: an upsert would fire both of the table's statement triggers.
 */
export async function placeUnitOnLine(
  tx: Tx,
  unit: { nidunidad: number; niditem: number; nidra: number },
  nidlistacarga: number,
  count: number,
  current: number,
) {
  const exists = current > 0;
  const values = {
    list: nidlistacarga,
    item: unit.niditem,
    ra: unit.nidra,
    count,
    unit: unit.nidunidad,
    at: new Date().toISOString(),
  };
  await runPrepared(tx, `unidad-a-linea|${exists ? 'cambio' : 'alta'}`, values, () => {
    const column = sql.identifier('ncantidadingresada');
    const [list, item, ra, placed] = [slot('list'), slot('item'), slot('ra'), slot('count')];
    const line = exists
      ? sql`update ${lb} set ${column} = ${placed} where ${lb.nidlistacarga} = ${list} and ${lb.niditem} = ${item}`
      : sql`insert into ${lb} (${sql.identifier('nidlistacarga')}, ${sql.identifier('niditem')}, ${sql.identifier('nidra')}, ${column}) values (${list}, ${item}, ${ra}, ${placed})`;
    const state: UnitState = 'CARGADA';
    return rawStatement(
      tx,
      sql`with linea as (${line}) update ${units} set ${sql.identifier('sestado')} = ${state}, ${sql.identifier('nidlistacarga')} = ${list}, ${sql.identifier('dfecmodificacion')} = ${slot('at')}::timestamptz where ${units.nidunidad} = ${slot('unit')}`,
    );
  });
}

/** The list code of a list id (a unit on another list names it). */
export async function listCodeOf(db: Db | Tx, nidlistacarga: number) {
  const [row] = await db
    .select({ code: loadingLists.scodlistacarga })
    .from(loadingLists)
    .where(eq(loadingLists.nidlistacarga, nidlistacarga));
  return row?.code ?? String(nidlistacarga);
}

/** The units on a list by its counts, as a column: a scan's answer reads it in the statement that records it. */
export const unitsOnListColumn = (nidlistacarga: number | Placeholder) =>
  sql<number>`(select coalesce(sum(${lb.ncantidadingresada}), 0)::int from ${lb} where ${lb.nidlistacarga} = ${nidlistacarga})`;

/** The units of a list checked onto the truck, as a column. */
export const verifiedOnListColumn = (nidlistacarga: number | Placeholder) =>
  sql<number>`(select count(*)::int from ${units} where ${units.nidlistacarga} = ${nidlistacarga} and ${units.sestado} = 'VERIFICADA')`;

/** Units on a list by its counts, and those of its units checked onto the truck. */
export async function unitCountsOnList(db: Db | Tx, nidlistacarga: number) {
  const [row] = await db
    .select({ onList: unitsOnListColumn(nidlistacarga), verified: verifiedOnListColumn(nidlistacarga) })
    .from(sql`(select 1) as one`);
  return { onList: Number(row?.onList ?? 0), verified: Number(row?.verified ?? 0) };
}

export async function verifyUnit(tx: Tx, nidunidad: number) {
  await runPrepared(tx, 'unidad-verificada', { nidunidad, at: new Date().toISOString() }, () =>
    rawStatement(
      tx,
      sql`update ${units} set ${sql.identifier('sestado')} = ${'VERIFICADA' satisfies UnitState}, ${sql.identifier('dfecmodificacion')} = ${slot('at')}::timestamptz where ${units.nidunidad} = ${slot('nidunidad')}`,
    ),
  );
}

/** The units of a list not checked onto the truck, by number. */
export async function unverifiedUnits(db: Db | Tx, nidlistacarga: number) {
  return db
    .select({ nidra: units.nidra, nnumero: units.nnumero, ntotal: units.ntotal })
    .from(units)
    .where(and(eq(units.nidlistacarga, nidlistacarga), sql`${units.sestado} <> 'VERIFICADA'`))
    .orderBy(asc(units.nidra), asc(units.nnumero));
}

/** At dispatch: every unit of the list leaves with it; answers them, for their events. */
export async function dispatchUnits(tx: Tx, nidlistacarga: number) {
  return tx
    .update(units)
    .set({ sestado: 'TRANSITO' satisfies UnitState, dfecmodificacion: new Date() })
    .where(eq(units.nidlistacarga, nidlistacarga))
    .returning();
}

export const setUnitState = (tx: Tx, nidunidad: number, sestado: UnitState) =>
  setUnitsState(tx, [nidunidad], sestado);

/** One statement for many units: a list's reception moves thousands. */
export async function setUnitsState(tx: Tx, ids: number[], sestado: UnitState) {
  for (let start = 0; start < ids.length; start += 5000) {
    await tx
      .update(units)
      .set({ sestado, dfecmodificacion: new Date() })
      .where(inArray(units.nidunidad, ids.slice(start, start + 5000)));
  }
}

/** The units of a list, by RA and number. */
export async function unitsOfList(db: Db | Tx, nidlistacarga: number) {
  return db
    .select()
    .from(units)
    .where(eq(units.nidlistacarga, nidlistacarga))
    .orderBy(asc(units.nidra), asc(units.nnumero));
}

/** Units of a list scanned at its arrival (whole or damaged). */
export async function arrivedCount(db: Db | Tx, nidlistacarga: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(units)
    .where(and(eq(units.nidlistacarga, nidlistacarga), inArray(units.sestado, ['RECIBIDA', 'DANADA'])));
  return Number(row?.n ?? 0);
}

/** What the arrival scans say of one line: units arrived, and of those damaged. */
export async function lineArrival(db: Db | Tx, nidlistacarga: number, niditem: number) {
  const [row] = await db
    .select({
      arrived: sql<number>`count(*) filter (where ${units.sestado} in ('RECIBIDA', 'DANADA'))::int`,
      damaged: sql<number>`count(*) filter (where ${units.sestado} = 'DANADA')::int`,
    })
    .from(units)
    .where(and(eq(units.nidlistacarga, nidlistacarga), eq(units.niditem, niditem)));
  return { arrived: Number(row?.arrived ?? 0), damaged: Number(row?.damaged ?? 0) };
}
