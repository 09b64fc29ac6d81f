import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { raPrices } from '../../db/schema.ts';
import { tariffPayload } from '../customer/customer.test-support.ts';
import { raSales } from '../pricing/price-shares.ts';
import {
  insertLoadingList,
  operationApi,
  operationPayload,
  pricedWarehouseRa,
} from './operation.test-support.ts';
import { salesNow } from './operations.repo.ts';

// Gestión's Ventas over two years of a million-RA warehouse answered 500 (Maximum call stack size
// exceeded): the RAs' prices were asked for with one bound parameter per RA, which Drizzle spreads on the
// stack (and PostgreSQL takes at most 65,535 of). Ids now go as one array, however many.
describe.each(drivers)('sales of many RAs and operations on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', scl: 'bodega.scl' });
  const { call } = operationApi(ctx);
  beforeAll(async () => {
    // Los Andes' tariff: the RAs these tests make have a price (26.976, as in costs-sales.test.ts).
    const tariff = await ctx.call('POST', '/api/Customer/Tarifa', {
      token: ctx.tokens.admin,
      body: tariffPayload(),
    });
    expect(tariff.statusCode).toBe(201);
  });
  const unknown = (count: number, from: number) => Array.from({ length: count }, (_, i) => from + i);

  it('prices two hundred thousand RAs in one call', async () => {
    const ra = await pricedWarehouseRa(ctx, ctx.tokens.office);
    const [price] = await ctx.db.select().from(raPrices).where(eq(raPrices.nidra, ra));
    expect(price?.ntotal).toBeGreaterThan(0);
    const sales = await raSales(ctx.db, [ra, ...unknown(200_000, 50_000_000)]);
    expect(sales.size).toBe(200_001);
    expect(sales.get(ra)?.ntotal).toBe(price?.ntotal);
    expect(sales.get(50_000_000)?.scodmotivo).toBe('NOTARIFA');
  });

  it('keeps the sales of more pending operations than one transaction takes', async () => {
    const created = await call('POST', '', { body: operationPayload() });
    expect(created.statusCode).toBe(201);
    const a = created.json().nidoperacion as number;
    const ra = await pricedWarehouseRa(ctx, ctx.tokens.office);
    await insertLoadingList(ctx.db, a, [{ nidra: ra, units: 5 }]);
    const fresh = (await call('GET', `/Sale/${a}?getSummary=true`)).json().resumen.totalVenta as number;
    expect(fresh).toBeGreaterThan(0);
    const totals = await salesNow(ctx.db, [...unknown(250, 60_000_000), a]);
    expect(totals.size).toBe(251);
    expect(totals.get(a)).toBe(fresh);
    expect(totals.get(60_000_000)).toBe(0);
  });
});
