import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import {
  loadingListPackages,
  loadingLists,
  operationCosts,
  operationSaleChanges,
  operations,
  raPrices,
} from '../../db/schema.ts';
import { tariffPayload } from '../customer/customer.test-support.ts';
import {
  costPayload,
  insertLoadingList,
  operationApi,
  operationPayload,
  pricedWarehouseRa,
} from './operation.test-support.ts';
import { compactSaleChanges, saleNow } from './operations.repo.ts';
import { computeSales, computeSaleTotals } from './sales.ts';

// The sale total kept with each operation (migration 0014) must always be the sale computed from
// scratch: every change it depends on clears it, in whatever code path (the triggers are in the database).
describe.each(drivers)("an operation's stored sale total on %s", (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', scl: 'bodega.scl' });
  const { call } = operationApi(ctx);

  const createOperation = async () => {
    const response = await call('POST', '', { body: operationPayload() });
    expect(response.statusCode).toBe(201);
    return response.json().nidoperacion as number;
  };
  /** The kept sale, and how many changes it depends on are pending (migration 0021). */
  const stored = async (nidoperacion: number) => {
    const [row] = await ctx.db
      .select({
        nventa: operations.nventa,
        pending: sql<number>`(select count(*)::int from ${operationSaleChanges} c where c.nidoperacion = "operacion"."nidoperacion")`,
      })
      .from(operations)
      .where(eq(operations.nidoperacion, nidoperacion));
    return row!;
  };
  const expectKept = async (nidoperacion: number) => {
    const row = await stored(nidoperacion);
    expect(row.nventa).not.toBeNull();
    expect(row.pending).toBe(0);
  };
  /** The list's figure equals the sale computed from scratch, and the periodic fold keeps it. */
  const expectListedSale = async (nidoperacion: number) => {
    const fresh = (await call('GET', `/Sale/${nidoperacion}?getSummary=true`)).json().resumen.totalVenta;
    const listed = async () => (await call('GET', `?id=${nidoperacion}`)).json().operacionList[0];
    // The readers' batch (issue 31) computes what the sale's own screen computes.
    expect((await computeSaleTotals(ctx.db, [nidoperacion])).get(nidoperacion)).toBe(fresh);
    expect((await listed()).nventaoperacion).toBe(fresh);
    await compactSaleChanges(ctx.db);
    expect((await stored(nidoperacion)).nventa).toBe(fresh);
    await expectKept(nidoperacion);
    expect((await listed()).nventaoperacion).toBe(fresh);
    return fresh as number;
  };
  const expectCleared = async (...ids: number[]) => {
    for (const id of ids) expect((await stored(id)).pending, `operation ${id}`).toBeGreaterThan(0);
  };

  it('is kept by the fold when nobody reads it, and by its reader otherwise', async () => {
    const a = await createOperation();
    const ra = await pricedWarehouseRa(ctx, ctx.tokens.office);
    await expectListedSale(a);
    const list = await insertLoadingList(ctx.db, a, [{ nidra: ra, units: 1 }]);
    for (const units of [2, 3])
      await ctx.db
        .update(loadingListPackages)
        .set({ ncantidadingresada: units })
        .where(eq(loadingListPackages.nidlistacarga, list));
    expect((await stored(a)).pending).toBeGreaterThan(1);
    const fresh = (await call('GET', `/Sale/${a}?getSummary=true`)).json().resumen.totalVenta;
    await compactSaleChanges(ctx.db);
    expect(await stored(a)).toEqual({ nventa: fresh, pending: 0 });
    await ctx.db
      .update(loadingListPackages)
      .set({ ncantidadingresada: 1 })
      .where(eq(loadingListPackages.nidlistacarga, list));
    expect((await stored(a)).pending).toBeGreaterThan(0);
    // Nobody holds the operation: the reader keeps what it computed.
    expect((await call('GET', `?id=${a}`)).json().operacionList[0].nventaoperacion).toBe(fresh);
    expect(await stored(a)).toEqual({ nventa: fresh, pending: 0 });
  });

  // Issue 31: with scans in the mix every reader found the same operations pending and computed each again.
  it('computes a pending sale once for the readers that want it at the same moment', async () => {
    const a = await createOperation();
    await call('POST', '/Cost', { body: costPayload(a, { sindinvolucraventa: 'S', nmontoventa: 400 }) });
    let computed = 0;
    const compute = async () => {
      computed++;
      await new Promise((resolve) => setTimeout(resolve, 50));
      return 400;
    };
    const answers = await Promise.all([1, 2, 3, 4].map(() => saleNow(ctx.db, a, compute)));
    expect(answers).toEqual([400, 400, 400, 400]);
    expect(computed).toBe(1);
    expect(await stored(a)).toEqual({ nventa: 400, pending: 0 });
    // Once answered, the next reader computes again (a change may have come since).
    await saleNow(ctx.db, a, compute);
    expect(computed).toBe(2);
  });

  it('keeps a sale never kept at its first reading when nothing is pending', async () => {
    const a = await createOperation();
    await ctx.db.update(operations).set({ nventa: null }).where(eq(operations.nidoperacion, a));
    await ctx.db.delete(operationSaleChanges).where(eq(operationSaleChanges.nidoperacion, a));
    await call('POST', '/Cost', { body: costPayload(a, { sindinvolucraventa: 'S', nmontoventa: 700 }) });
    await compactSaleChanges(ctx.db);
    await ctx.db.update(operations).set({ nventa: null }).where(eq(operations.nidoperacion, a));
    expect((await call('GET', `?id=${a}`)).json().operacionList[0].nventaoperacion).toBe(700);
    expect((await stored(a)).nventa).toBe(700);
  });

  it('is cleared by every change it depends on, and by nothing else', async () => {
    // The tariff of costs-sales.test.ts: the RA's stored price is 26.976.
    const tariff = await ctx.call('POST', '/api/Customer/Tarifa', {
      token: ctx.tokens.admin,
      body: tariffPayload(),
    });
    expect(tariff.statusCode).toBe(201);
    const a = await createOperation();
    const b = await createOperation();
    const ra = await pricedWarehouseRa(ctx, ctx.tokens.office);
    const other = await pricedWarehouseRa(ctx, ctx.tokens.office);
    expect(await expectListedSale(a)).toBe(0);

    // Loaded on a list: the whole stored price (26.976, costs-sales.test.ts).
    const listA = await insertLoadingList(ctx.db, a, [{ nidra: ra, units: 3 }]);
    await expectCleared(a);
    expect(await expectListedSale(a)).toBe(26_976);

    // A cost with a sale, then edited, then removed.
    const added = await call('POST', '/Cost', {
      body: costPayload(a, { sindinvolucraventa: 'S', nmontoventa: 20000 }),
    });
    expect(added.statusCode).toBe(201);
    await expectCleared(a);
    expect(await expectListedSale(a)).toBe(46_976);
    const nidcosto = added.json().nidcosto as number;
    const edited = await call('PUT', `/Cost/${nidcosto}`, {
      body: costPayload(a, { sindinvolucraventa: 'S', nmontoventa: 10000 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await expectCleared(a);
    expect(await expectListedSale(a)).toBe(36_976);
    expect((await call('DELETE', `/Cost/${a}/${nidcosto}`)).statusCode).toBe(200);
    await expectCleared(a);
    expect(await expectListedSale(a)).toBe(26_976);

    // Part of the RA moves to operation B: both operations' shares move.
    await expectListedSale(b);
    await ctx.db
      .update(loadingListPackages)
      .set({ ncantidadingresada: 2 })
      .where(eq(loadingListPackages.nidlistacarga, listA));
    await expectCleared(a);
    const listB = await insertLoadingList(ctx.db, b, [{ nidra: ra, units: 1 }]);
    await expectCleared(a, b);
    expect((await expectListedSale(a)) + (await expectListedSale(b))).toBe(26_976);

    // B's list leaves first: the order of the split, on both operations.
    await ctx.db
      .update(loadingLists)
      .set({ dfhodespacho: new Date() })
      .where(eq(loadingLists.nidlistacarga, listB));
    await expectCleared(a, b);
    await expectListedSale(a);
    await expectListedSale(b);

    // Counts at the destination do not move the sale.
    await ctx.db
      .update(loadingListPackages)
      .set({ ncantidadrecibida: 1, ncantidaddanada: 0 })
      .where(eq(loadingListPackages.nidlistacarga, listB));
    await expectKept(b);

    // The stored price replaced (a second finish), or another RA's: only the operations carrying it.
    await ctx.db.update(raPrices).set({ ntotal: 30_000 }).where(eq(raPrices.nidra, ra));
    await expectCleared(a, b);
    expect((await expectListedSale(a)) + (await expectListedSale(b))).toBe(30_000);
    await ctx.db.update(raPrices).set({ ntotal: 1 }).where(eq(raPrices.nidra, other));
    await expectKept(a);

    // The list moved to the other operation, then deleted.
    await ctx.db.update(loadingLists).set({ nidoperacion: a }).where(eq(loadingLists.nidlistacarga, listB));
    await expectCleared(a, b);
    expect(await expectListedSale(a)).toBe(30_000);
    expect(await expectListedSale(b)).toBe(0);
    await ctx.db.delete(loadingLists).where(eq(loadingLists.nidlistacarga, listB));
    await expectCleared(a);
    expect(await expectListedSale(a)).toBe(20_000);

    // A line removed from a list.
    await ctx.db
      .delete(loadingListPackages)
      .where(and(eq(loadingListPackages.nidlistacarga, listA), eq(loadingListPackages.nidra, ra)));
    await expectCleared(a);
    expect(await expectListedSale(a)).toBe(0);
  });

  it('computes every operation of the suite together as each alone (the readers batch)', async () => {
    const ids = (await ctx.db.select({ id: operations.nidoperacion }).from(operations)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(3);
    const together = await computeSaleTotals(ctx.db, ids);
    for (const id of ids)
      expect(together.get(id), `operation ${id}`).toBe((await computeSales(ctx.db, id)).resumen.totalVenta);
  });

  // PGlite has one connection: a change cannot commit while the fold's transaction is open there.
  it.runIf(driver === 'postgres')(
    'stays pending when a change commits while the fold computes it',
    async () => {
      const a = await createOperation();
      await call('POST', '/Cost', { body: costPayload(a, { sindinvolucraventa: 'S', nmontoventa: 1000 }) });
      expect(await expectListedSale(a)).toBe(1000);
      await ctx.db
        .update(operationCosts)
        .set({ nmontoventa: 1500 })
        .where(eq(operationCosts.nidoperacion, a));
      // The fold has taken the pending changes; a cost's sale is changed and committed (on another connection,
      // without waiting for the fold's lock on the operation) before the fold stores its figure.
      await compactSaleChanges(ctx.db, 200, async () => {
        await ctx.db
          .update(operationCosts)
          .set({ nmontoventa: 6500 })
          .where(eq(operationCosts.nidoperacion, a));
        return 1500;
      });
      expect((await stored(a)).nventa).toBe(1500);
      expect((await stored(a)).pending).toBeGreaterThan(0);
      expect(await expectListedSale(a)).toBe(6500);
    },
  );

  // Issue 31: a scan held open and the fold (or, before, another reader) holding the operation's row must
  // not make Operaciones or Gestión's Ventas wait; they answer the sale with the scans committed.
  it.runIf(driver === 'postgres')(
    'answers the sale while a scan and the fold hold the operation',
    async () => {
      const a = await createOperation();
      const ra = await pricedWarehouseRa(ctx, ctx.tokens.office);
      const list = await insertLoadingList(ctx.db, a, [{ nidra: ra, units: 3 }]);
      const whole = await expectListedSale(a);
      // A committed change: the sale is pending.
      await call('POST', '/Cost', { body: costPayload(a, { sindinvolucraventa: 'S', nmontoventa: 900 }) });
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let held = 0;
      const scan = ctx.db.transaction(async (tx) => {
        await tx
          .update(loadingListPackages)
          .set({ ncantidadingresada: 2 })
          .where(and(eq(loadingListPackages.nidlistacarga, list), eq(loadingListPackages.nidra, ra)));
        held++;
        await gate;
      });
      const fold = ctx.db.transaction(async (tx) => {
        await tx
          .select({ id: operations.nidoperacion })
          .from(operations)
          .where(eq(operations.nidoperacion, a))
          .for('no key update');
        held++;
        await gate;
      });
      try {
        while (held < 2) await new Promise((resolve) => setTimeout(resolve, 10));
        const within = <T>(answer: Promise<T>) =>
          Promise.race([
            answer,
            new Promise<'waited'>((resolve) => setTimeout(() => resolve('waited'), 3000)),
          ]);
        const listed = await within(call('GET', `?id=${a}`));
        expect(listed === 'waited' ? listed : listed.json().operacionList[0].nventaoperacion).toBe(
          whole + 900,
        );
        const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
        const ventas = await within(
          ctx.call('GET', `/api/Gestion/Ventas?desde=${day(-1)}&hasta=${day(1)}`, {
            token: ctx.tokens.admin,
          }),
        );
        expect(ventas === 'waited' ? ventas : ventas.statusCode).toBe(200);
        const row =
          ventas === 'waited'
            ? undefined
            : ventas.json().operaciones.find((op: { nidoperacion: number }) => op.nidoperacion === a);
        expect(row?.nventa).toBe(whole + 900);
      } finally {
        release();
        await Promise.all([scan, fold]);
      }
    },
  );
});
