import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { loadingListPackages as lb, loadingListRas, loadingLists, packages } from '../../db/schema.ts';
import { compactListTotals, listTotal } from './list-totals.repo.ts';
import { insertLoadingList, insertWarehouseRa } from './loading-list.test-support.ts';

// Each list's totals kept by the triggers (migration 0017; since 0035 as moves folded later), against its RAs
// and lines summed from scratch after every kind of change, before and after the moves are folded.

const rowsOf = (result: unknown) => (result as { rows: Array<{ k: string }> }).rows.map((r) => r.k);

/** What the screens read (list-totals.repo.ts): each list's columns plus its moves not yet folded. */
const kept = async (db: Db) =>
  (
    await db
      .select({
        k: sql<string>`concat_ws('|', ${loadingLists.nidlistacarga}, ${listTotal('ntotalra')}, ${listTotal('ntotalbultos')},
          ${listTotal('ntotalpesokg')}::numeric(24,5), ${listTotal('ntotalvolumenm3')}::numeric(24,5))`,
      })
      .from(loadingLists)
      .orderBy(loadingLists.nidlistacarga)
  ).map((r) => r.k);

const moves = async (db: Db) =>
  rowsOf(await db.execute(sql`select count(*)::text as k from lista_carga_total`))[0];

const fromScratch = async (db: Db) =>
  rowsOf(
    await db.execute(sql`select concat_ws('|', l.nidlistacarga,
      (select count(*) from lista_carga_ra r where r.nidlistacarga = l.nidlistacarga),
      (select coalesce(sum(b.ncantidadingresada), 0) from lista_carga_bulto b where b.nidlistacarga = l.nidlistacarga),
      (select coalesce(sum(b.ncantidadingresada * p.npesobultokg), 0) from lista_carga_bulto b join bulto p using (niditem)
        where b.nidlistacarga = l.nidlistacarga)::numeric(24,5),
      (select coalesce(sum(b.ncantidadingresada * p.nvolumenbultom3), 0) from lista_carga_bulto b join bulto p using (niditem)
        where b.nidlistacarga = l.nidlistacarga)::numeric(24,5)) as k
      from lista_carga l order by l.nidlistacarga`),
  );

describe.each(drivers)("a load list's kept totals on %s", (driver) => {
  const ctx = useTestApp(driver);

  it('follow its RAs, its lines and their measures', async () => {
    const db = ctx.db;
    const expectExact = async () => {
      const counted = await fromScratch(db);
      expect(await kept(db)).toEqual(counted);
      // Folded into the lists' columns (no transaction holds a list here, so every move is folded).
      await compactListTotals(db);
      expect(await moves(db)).toBe('0');
      expect(await kept(db)).toEqual(counted);
    };
    // Kilos and centimetres with decimals (issue 29): numeric arithmetic kept exact in the totals.
    const first = await insertWarehouseRa(db, [
      { ncantidadbultos: 3, npesobultokg: 12.35, nlargocm: 45.5, nanchocm: 40, naltocm: 30.5 },
    ]);
    const second = await insertWarehouseRa(db);
    const list = await insertLoadingList(db, undefined, [
      { nidra: first.nidra, units: 3 },
      { nidra: second.nidra, units: 2 },
    ]);
    const other = await insertLoadingList(db, undefined, [{ nidra: first.nidra, units: 1 }]);
    await expectExact();
    expect((await kept(db)).find((k) => k.startsWith(`${list}|`))).toMatch(new RegExp(`^${list}\\|2\\|5\\|`));

    // Units changed, counts at the destination (no change), a package's measures corrected.
    await db
      .update(lb)
      .set({ ncantidadingresada: 1 })
      .where(and(eq(lb.nidlistacarga, list), eq(lb.nidra, first.nidra)));
    await expectExact();
    await db.update(lb).set({ ncantidadrecibida: 1, ncantidaddanada: 1 }).where(eq(lb.nidlistacarga, list));
    await expectExact();
    await db
      .update(packages)
      .set({ npesobultokg: 7.15, nvolumenbultom3: 0.12345 })
      .where(eq(packages.nidra, first.nidra));
    await expectExact();

    // A line and an RA removed; a line moved to the other list; the list deleted.
    await db.delete(lb).where(and(eq(lb.nidlistacarga, list), eq(lb.nidra, second.nidra)));
    await db
      .delete(loadingListRas)
      .where(and(eq(loadingListRas.nidlistacarga, list), eq(loadingListRas.nidra, second.nidra)));
    await expectExact();
    await db.delete(lb).where(eq(lb.nidlistacarga, other));
    await db.update(lb).set({ nidlistacarga: other }).where(eq(lb.nidlistacarga, list));
    await expectExact();
    await db.delete(loadingLists).where(eq(loadingLists.nidlistacarga, list));
    await expectExact();
  });

  // A scan holds its list (for update) until it commits: the fold leaves that list's moves for next time
  // instead of waiting, and what is read stays exact while and after it runs.
  it.runIf(driver === 'postgres')('are folded without waiting for a scan that holds its list', async () => {
    const db = ctx.db;
    const { nidra } = await insertWarehouseRa(db);
    const held = await insertLoadingList(db, undefined, [{ nidra, units: 1 }]);
    await insertLoadingList(db, undefined, [{ nidra, units: 1 }]);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from lista_carga where nidlistacarga = ${held} for update`);
      await tx.update(lb).set({ ncantidadingresada: 2 }).where(eq(lb.nidlistacarga, held));
      // Another connection: it must neither wait for this transaction nor fold its list.
      await compactListTotals(db);
      const left = await db.execute(sql`select distinct nidlistacarga as k from lista_carga_total`);
      expect(rowsOf(left).map(Number)).toEqual([held]);
    });
    expect(await kept(db)).toEqual(await fromScratch(db));
    await compactListTotals(db);
    expect(await moves(db)).toBe('0');
    expect(await kept(db)).toEqual(await fromScratch(db));
  });
});
