import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRa } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { RA_LIST_CAP } from './lists.repo.ts';

describe.each(drivers)('RA lists past 10,000 matches on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  const { tokens } = ctx;
  let newest: number;
  beforeAll(async () => {
    const first = await insertRa(ctx.db);
    // RA_LIST_CAP + 24 more rows like the first, in one statement.
    await ctx.db.execute(sql`
      insert into recepcion (nidusuariocreacion, srutremitente, snomremitente, srutdestinatario, snomdestinatario, scodoficinaorigen, scodestado)
      select nidusuariocreacion, srutremitente, snomremitente, srutdestinatario, snomdestinatario, scodoficinaorigen, scodestado
      from recepcion, generate_series(1, ${RA_LIST_CAP + 24}::int) where nidra = ${first}`);
    newest = first + RA_LIST_CAP + 24;
  });

  it('counts at most 1,000 pages and never pages past them', async () => {
    const get = async (page: number) =>
      (
        await ctx.call('GET', `/api/Shipment/Receptions/List?codigoOrigen=OFISCL&Page=${page}`, {
          token: tokens.office,
        })
      ).json();
    const first = await get(1);
    expect(first.totalPaginas).toBe(1000);
    expect(first.raList[0].nidra).toBe(newest);
    const last = await get(1000);
    expect(last.raList).toHaveLength(10);
    expect(last.raList[9].nidra).toBe(newest - RA_LIST_CAP + 1);
    expect((await get(5000)).raList).toEqual(last.raList);
  });
});
