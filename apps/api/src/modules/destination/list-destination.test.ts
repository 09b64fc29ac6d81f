import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';

// A list carries its operation's destination warehouse (migration 0028), so that 'Recibir' reads one index
// of the lists: the triggers keep the copy equal to the operation's, whatever writes the list.

describe.each(drivers)("a list's destination warehouse on %s", (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
  const destinationOf = async (code: string) =>
    (
      await rows<{ d: string }>(
        sql`select scodbodegadestino d from lista_carga where scodlistacarga = ${code}`,
      )
    )[0]?.d;
  const recibir = async (warehouse: string, code: string, token: string) => {
    const response = await flow.call(
      'GET',
      `/api/Destination?codigoBodegaDestino=${warehouse}&codigoListaCarga=${code}`,
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { list: Array<{ scodlistacarga: string }>; totalPaginas: number };
  };

  it("takes its operation's destination whatever the insert gives", async () => {
    const { code } = await flow.dispatchedList();
    expect(await destinationOf(code)).toBe('BDPUQ');
    expect((await recibir('BDPUQ', code, flow.tokens.puq)).list.map((l) => l.scodlistacarga)).toEqual([code]);

    const [user] = await rows<{ id: number }>(sql`select nidusuario id from usuario limit 1`);
    await ctx.db.execute(sql`insert into lista_carga (scodlistacarga, nidoperacion, nidusuario, scodbodegadestino)
      values ('LCDIRECTA', ${flow.operation}, ${user!.id}, 'BDSCL')`);
    expect(await destinationOf('LCDIRECTA')).toBe('BDPUQ');
    // Nor can an update set another one.
    await ctx.db.execute(
      sql`update lista_carga set scodbodegadestino = 'BDSCL' where scodlistacarga = 'LCDIRECTA'`,
    );
    expect(await destinationOf('LCDIRECTA')).toBe('BDPUQ');
  });

  it("follows its operation's destination when that changes", async () => {
    const { code } = await flow.dispatchedList();
    await ctx.db.execute(
      sql`update operacion set scodbodegadestino = 'BDSCL' where nidoperacion = ${flow.operation}`,
    );
    try {
      expect(await destinationOf(code)).toBe('BDSCL');
      expect((await recibir('BDPUQ', code, flow.tokens.puq)).list).toEqual([]);
      const atScl = await recibir('BDSCL', code, flow.tokens.scl);
      expect(atScl.list.map((l) => l.scodlistacarga)).toEqual([code]);
      expect(atScl.totalPaginas).toBe(1);
    } finally {
      await ctx.db.execute(
        sql`update operacion set scodbodegadestino = 'BDPUQ' where nidoperacion = ${flow.operation}`,
      );
    }
    expect(await destinationOf(code)).toBe('BDPUQ');
  });
});
