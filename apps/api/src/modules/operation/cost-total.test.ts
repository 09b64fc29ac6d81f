import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { costPayload, operationApi, operationPayload } from './operation.test-support.ts';

// The cost total kept with each operation (migration 0029) must always be the sum of its costs, whatever
// writes them: the API's add, edit and delete, and statements of many rows that move costs between
// operations (the triggers are in the database).
describe.each(drivers)("an operation's kept cost total on %s", (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', scl: 'bodega.scl' });
  const { ids, call } = operationApi(ctx);

  const createOperation = async () => {
    const response = await call('POST', '', { body: operationPayload() });
    expect(response.statusCode).toBe(201);
    return response.json().nidoperacion as number;
  };
  const addCost = async (nidoperacion: number, nmontocosto: number) => {
    const response = await call('POST', '/Cost', {
      body: costPayload(nidoperacion, { nmontocosto: String(nmontocosto) }),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().nidcosto as number;
  };
  /** Every operation whose kept total differs from the sum of its costs (none, when the rule holds). */
  const drifted = async () =>
    (
      (await ctx.db.execute(sql`
        select o.nidoperacion, o.ncostototal::float8 kept, coalesce(sum(c.nmontocosto), 0)::float8 summed
        from operacion o left join costo_operacion c on c.nidoperacion = o.nidoperacion
        group by o.nidoperacion having o.ncostototal <> coalesce(sum(c.nmontocosto), 0)`)) as unknown as {
        rows: unknown[];
      }
    ).rows;
  const listed = async (nidoperacion: number) =>
    (await call('GET', `?id=${nidoperacion}`)).json().operacionList[0].ncostooperacion as number;

  it('follows the costs added, edited and deleted through the API, and the list shows it', async () => {
    const a = await createOperation();
    expect(await listed(a)).toBe(0);
    const first = await addCost(a, 100000);
    await addCost(a, 25000);
    expect(await listed(a)).toBe(125000);
    const edited = await call('PUT', `/Cost/${first}`, { body: costPayload(a, { nmontocosto: '80000' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await listed(a)).toBe(105000);
    expect((await call('DELETE', `/Cost/${a}/${first}`)).statusCode).toBe(200);
    expect(await listed(a)).toBe(25000);
    expect(await drifted()).toEqual([]);
  });

  it('follows statements of many rows, costs moved between operations and deleted operations', async () => {
    const [a, b, c] = [await createOperation(), await createOperation(), await createOperation()];
    await ctx.db.execute(sql`
      insert into costo_operacion (nidoperacion, scodtipocosto, nmontocosto, nidusuario)
      values (${a}, 'FLETE', 300000, ${ids.sclId}), (${a}, 'PEAJE', 12000, ${ids.sclId}),
        (${b}, 'FLETE', 250000, ${ids.sclId}), (${c}, 'ESTIBA', 40000, ${ids.sclId})`);
    expect(await drifted()).toEqual([]);
    // One statement moving a's toll to b and raising every freight.
    await ctx.db.execute(sql`update costo_operacion set nidoperacion = ${b}
      where nidoperacion = ${a} and scodtipocosto = 'PEAJE'`);
    await ctx.db.execute(sql`update costo_operacion set nmontocosto = nmontocosto + 1000
      where scodtipocosto = 'FLETE' and nidoperacion in (${a}, ${b})`);
    expect(await drifted()).toEqual([]);
    expect([await listed(a), await listed(b), await listed(c)]).toEqual([301000, 263000, 40000]);
    await ctx.db.execute(sql`delete from costo_operacion where nidoperacion in (${a}, ${b})`);
    expect([await listed(a), await listed(b)]).toEqual([0, 0]);
    // An operation deleted takes its costs with it (on delete cascade): nothing is left to drift.
    await ctx.db.execute(sql`delete from operacion where nidoperacion = ${c}`);
    expect(await drifted()).toEqual([]);
  });
});
