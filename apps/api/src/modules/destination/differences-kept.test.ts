import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { loadingListPackages as lb, loadingLists, receptions } from '../../db/schema.ts';
import { insertLoadingList, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// `diferencia_destino` (migration 0015) against the lines it stands for, computed from scratch: after every
// kind of change, the table holds exactly the lines of received lists that arrived short or damaged.

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;
const line = sql.raw(
  `concat_ws('|', nidlistacarga, niditem, nidra, scodoficinaorigen, extract(epoch from dfhorecepcion)::bigint)`,
);

async function kept(db: Db) {
  return rowsOf(await db.execute(sql`select ${line} as k from diferencia_destino order by 1`)).map(
    (r) => r.k,
  );
}

async function fromScratch(db: Db) {
  return rowsOf(
    await db.execute(sql`select ${line} as k from (
      select b.nidlistacarga, b.niditem, b.nidra, r.scodoficinaorigen, l.dfhorecepcion
      from lista_carga_bulto b join lista_carga l using (nidlistacarga) join recepcion r using (nidra)
      where l.scodestadolista = 'RECEP'
        and greatest(b.ncantidadingresada - b.ncantidadrecibida, b.ncantidaddanada) > 0) x order by 1`),
  ).map((r) => r.k);
}

describe.each(drivers)('the arrival differences kept per office on %s', (driver) => {
  const ctx = useTestApp(driver);

  it('follow every change of the lines, the lists and the RAs', async () => {
    const db = ctx.db;
    const expectExact = async (size: number) => {
      const table = await kept(db);
      expect(table).toEqual(await fromScratch(db));
      expect(table).toHaveLength(size);
    };
    const first = await insertWarehouseRa(db);
    const second = await insertWarehouseRa(db);
    const list = await insertLoadingList(db, undefined, [
      { nidra: first.nidra, units: 3 },
      { nidra: second.nidra, units: 2 },
    ]);
    const counts = (nidra: number, received: number, damaged: number) =>
      db
        .update(lb)
        .set({ ncantidadrecibida: received, ncantidaddanada: damaged })
        .where(and(eq(lb.nidlistacarga, list), eq(lb.nidra, nidra)));
    const listState = (scodestadolista: string, dfhorecepcion: Date | null) =>
      db
        .update(loadingLists)
        .set({ scodestadolista, dfhorecepcion })
        .where(eq(loadingLists.nidlistacarga, list));

    // Counted short while the list travels: not a difference yet.
    await listState('DESPA', null);
    await counts(first.nidra, 2, 0);
    await counts(second.nidra, 2, 0);
    await expectExact(0);
    // Received: the short line.
    await listState('RECEP', new Date('2026-11-20T12:00:00Z'));
    await expectExact(1);
    // Corrected to whole; then the other line damaged.
    await counts(first.nidra, 3, 0);
    await expectExact(0);
    await counts(second.nidra, 2, 1);
    await counts(first.nidra, 1, 1);
    await expectExact(2);
    // The reception time corrected, the RA's origin office corrected.
    await listState('RECEP', new Date('2026-11-21T12:00:00Z'));
    await db.update(receptions).set({ scodoficinaorigen: 'OFIPUQ' }).where(eq(receptions.nidra, first.nidra));
    await expectExact(2);
    // A line removed; the reception undone.
    await db.delete(lb).where(and(eq(lb.nidlistacarga, list), eq(lb.nidra, second.nidra)));
    await expectExact(1);
    await listState('DESPA', null);
    await expectExact(0);
    // A line added to a received list, already counted short.
    await listState('RECEP', new Date('2026-11-22T12:00:00Z'));
    await expectExact(1);
    const third = await insertWarehouseRa(db);
    const [item] = rowsOf(
      await db.execute(sql`select niditem from bulto where nidra = ${third.nidra} limit 1`),
    );
    await db.insert(lb).values({
      nidlistacarga: list,
      niditem: Number(item!.niditem),
      nidra: third.nidra,
      ncantidadingresada: 4,
      ncantidadrecibida: 3,
    });
    await expectExact(2);
  });
});
