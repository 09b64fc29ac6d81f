import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRa } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { forgetFrequentNameWords, frequentNameWords } from './person-search.ts';

// A word in most senders' names ('Transportes') is left to be checked on the rows the rarer words find;
// the answers must be those of the whole query.
describe.each(drivers)('search by a name with a frequent word on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', admin: 'admin' });
  const numbered: number[] = [];
  let other = 0;
  beforeAll(async () => {
    // 300 names with 'Transportes' and one without: every other word is under 1 % of the names.
    for (let i = 1; i <= 300; i++)
      numbered.push(await insertRa(ctx.db, { snomremitente: `Transportes Ñuble ${i}` }));
    other = await insertRa(ctx.db, { snomremitente: 'Comercial Austral' });
    await ctx.db.execute(sql`analyze recepcion`);
    forgetFrequentNameWords(ctx.db);
  });

  const search = async (text: string, page = 1) => {
    const url = `/api/Shipment/Receptions/List?idRemitente=${encodeURIComponent(text)}&Page=${page}`;
    const response = await ctx.call('GET', url, { token: ctx.tokens.office });
    expect(response.statusCode).toBe(200);
    return response.json() as { raList: Array<{ nidra: number }>; totalPaginas: number };
  };
  const ids = (page: { raList: Array<{ nidra: number }> }) => page.raList.map((ra) => ra.nidra);

  it('knows the frequent words from the statistics', async () => {
    const frequent = await frequentNameWords(ctx.db);
    expect(frequent.sender.has('transportes')).toBe(true);
    expect(frequent.sender.has('comercial')).toBe(false);
  });

  it('finds by the rare words and checks the frequent ones', async () => {
    // '7' from its start: 7 and 70 to 79, two pages newest first.
    const seven = [...ids(await search('Transportes 7')), ...ids(await search('Transportes 7', 2))];
    expect(seven).toEqual([79, 78, 77, 76, 75, 74, 73, 72, 71, 70, 7].map((n) => numbered[n - 1]));
    // Past the end the count is read alone, with the same search.
    expect(await search('Transportes 7', 3)).toEqual({ raList: [], totalPaginas: 2 });
    expect(ids(await search('transportes ñuble 123'))).toEqual([numbered[122]]);
    // 'Comercial' is found, but not with 'Transportes' in its name.
    expect(ids(await search('Comercial Transportes'))).toEqual([]);
    expect(ids(await search('Comercial Aus'))).toEqual([other]);
  });

  it('keeps the route and the state when a rare word is searched (checked on the rows the name finds)', async () => {
    const rare = 'Rareza Ñandú';
    const created = await insertRa(ctx.db, { snomremitente: rare, scodestado: 'ENCREA' });
    const toScl = await insertRa(ctx.db, { snomremitente: rare, scodbodegadestino: 'BDSCL' });
    const fromPuq = await insertRa(ctx.db, {
      snomremitente: rare,
      scodoficinaorigen: 'OFIPUQ',
      scodbodegaorigen: 'BDPUQ',
    });
    const byRare = async (filters: string, text = 'rareza ñan') => {
      const url = `/api/Shipment/Receptions/List?idRemitente=${encodeURIComponent(text)}${filters}`;
      const response = await ctx.call('GET', url, { token: ctx.tokens.admin });
      expect(response.statusCode).toBe(200);
      return ids(response.json()).sort();
    };
    // The frequent word is still checked: none of these names has 'Transportes'.
    expect(await byRare('', 'Transportes ñandú')).toEqual([]);
    expect(await byRare('')).toEqual([created, toScl, fromPuq].sort());
    expect(await byRare('&codigoEstado=ENCREA')).toEqual([created]);
    expect(await byRare('&codigoBodegadestino=BDSCL')).toEqual([toScl]);
    expect(await byRare('&codigoOrigen=OFIPUQ')).toEqual([fromPuq]);
    expect(await byRare('&codigoOrigen=OFISCL&codigoEstado=ENPREP')).toEqual([toScl]);
  });

  it('searches the frequent words alone through the index, every page', async () => {
    const first = await search('Transportes');
    expect(first.totalPaginas).toBe(30);
    expect(ids(first)).toEqual(numbered.slice(-10).reverse());
    expect(ids(await search('Transportes', 30))).toEqual(numbered.slice(0, 10).reverse());
  });
});
