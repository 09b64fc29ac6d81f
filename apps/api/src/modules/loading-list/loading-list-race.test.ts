import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/present.ts';
import { useTestApp, withDefaults } from '../../../test/test-app.ts';
import { loadingListPackages } from '../../db/schema.ts';
import { insertOperation, insertWarehouseRa } from './loading-list.test-support.ts';

// Two people taking the same RA's units onto two lists at once: only PostgreSQL has real concurrency
// (PGlite is one connection), so this runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('load lists racing for the same RA on postgres', () => {
  const ctx = useTestApp('postgres', { token: 'bodega.scl' });
  const { tokens } = ctx;
  let operation: number;
  beforeAll(async () => {
    operation = await insertOperation(ctx.db);
  });

  const call = withDefaults(ctx.call, '/api/LoadingList', () => tokens.token);
  const newList = async () => (await call('POST', '', { body: { nidoperacion: operation } })).body;
  const entered = async (nidra: number) => {
    const [row] = await ctx.db
      .select({ n: sql<number>`coalesce(sum(${loadingListPackages.ncantidadingresada}), 0)::int` })
      .from(loadingListPackages)
      .where(eq(loadingListPackages.nidra, nidra));
    return Number(row?.n);
  };

  it('never puts more units of an RA on lists than it has, adding it to two lists at once', async () => {
    for (let round = 0; round < 5; round++) {
      const [first, second] = [await newList(), await newList()];
      const { nidra } = await insertWarehouseRa(ctx.db);
      const results = await Promise.all([
        call('POST', `/${first}/RA`, { body: { operacionId: operation, raList: [nidra] } }),
        call('POST', `/${second}/RA`, { body: { operacionId: operation, raList: [nidra] } }),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await entered(nidra)).toBe(5);
    }
  });

  it('never over-allocates when two lists raise their units of the same RA at once', async () => {
    const [first, second] = [await newList(), await newList()];
    const { nidra, items } = await insertWarehouseRa(ctx.db);
    const boxes = present(items[0], 'box line');
    // Both lists hold 1 box and 1 pallet; 2 boxes and 0 pallets are free.
    expect(
      (await call('POST', `/${first}/RA`, { body: { operacionId: operation, raList: [nidra] } })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/${first}/RA/${nidra}/Package`, {
          body: [
            { niditem: boxes, ncantidadbultos: 1 },
            { niditem: items[1], ncantidadbultos: 1 },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', `/${second}/RA`, { body: { operacionId: operation, raList: [nidra] } })).statusCode,
    ).toBe(200);
    expect(
      (
        await call('PUT', `/${second}/RA/${nidra}/Package`, {
          body: [{ niditem: boxes, ncantidadbultos: 1 }],
        })
      ).statusCode,
    ).toBe(200);
    // Now 1 box is on each list and 1 is free: each list asks for 2 boxes at once; only one may get it.
    const results = await Promise.all([
      call('PUT', `/${first}/RA/${nidra}/Package`, { body: [{ niditem: boxes, ncantidadbultos: 2 }] }),
      call('PUT', `/${second}/RA/${nidra}/Package`, { body: [{ niditem: boxes, ncantidadbultos: 2 }] }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const [row] = await ctx.db
      .select({ n: sql<number>`sum(${loadingListPackages.ncantidadingresada})::int` })
      .from(loadingListPackages)
      .where(eq(loadingListPackages.niditem, boxes));
    expect(Number(row?.n)).toBe(3);
  });
});
