import { beforeAll, describe, expect, it } from 'vitest';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { insertLoadingList, insertOperation } from '../../modules/loading-list/loading-list.test-support.ts';
import { allPages, downloadExport } from './export.test-support.ts';

// 'Exportar' of the warehouse lists (issue 17): Operaciones, Listas de carga, Despacho, Recibir, Entregar.
describe.each(drivers)("'Exportar' of the warehouse lists on %s", (driver) => {
  const ctx = useTestApp(driver, { scl: 'bodega.scl', puq: 'bodega.puq', office: 'oficina.scl' });
  const { tokens } = ctx;
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
    // 13 operations by land and 4 by sea; 12 open lists on a land operation, 1 on a sea one.
    for (let i = 0; i < 16; i++) await insertOperation(ctx.db, { scodigovia: i % 4 ? 'TER' : 'MAR' });
    const sea = await insertOperation(ctx.db, { scodigovia: 'MAR', scodtipoequipo: 'CONTENEDOR' });
    for (let i = 0; i < 12; i++) await insertLoadingList(ctx.db, flow.operation);
    await insertLoadingList(ctx.db, sea);
    await flow.closedList();
    await flow.closedList();
    await flow.dispatchedList();
    await flow.receivedList();
  }, 120_000);
  const get = (url: string, token: string) => ctx.call('GET', `/api${url}`, { token });

  it('Operaciones: the filtered operations of every page, with cost and sale as numbers', async () => {
    const filter = '/Operation?codigoBodegaOrigen=BDSCL&codigoViaDespacho=TER';
    const listed = await allPages(ctx.app, filter, tokens.scl, (b) =>
      (b.operacionList as Array<{ nidoperacion: number }>).map((o) => o.nidoperacion),
    );
    expect(listed.length).toBeGreaterThan(10);
    const file = await downloadExport(
      ctx.app,
      filter.replace('/Operation?', '/Operation/Exportar?'),
      tokens.scl,
    );
    expect(file.column('Operación')).toEqual(listed);
    expect(file.column('Venta').every((n) => typeof n === 'number')).toBe(true);
    expect(file.column('Fecha creación').every((d) => d instanceof Date)).toBe(true);
  });

  it('Listas de carga: every list of the filter', async () => {
    const filter = '/LoadingList?codigoBodegaOrigen=BDSCL&codigoViaDespacho=TER';
    const listed = await allPages(ctx.app, filter, tokens.scl, (b) =>
      (b.loadingList as Array<{ scodlistacarga: string }>).map((l) => l.scodlistacarga),
    );
    expect(listed.length).toBeGreaterThan(10);
    const file = await downloadExport(
      ctx.app,
      filter.replace('/LoadingList?', '/LoadingList/Exportar?'),
      tokens.scl,
    );
    expect(file.column('Lista de carga')).toEqual(listed);
    expect(file.column('Cantidad RA').every((n) => Number.isInteger(n))).toBe(true);
  });

  it('Despacho, Recibir and Entregar: what each list shows', async () => {
    const cases: Array<[string, string, string, (b: Record<string, unknown>) => unknown[]]> = [
      ['/Dispatch?codigoBodegaOrigen=BDSCL', tokens.scl, 'Lista de carga', (b) => codes(b.list)],
      ['/Destination?codigoBodegaDestino=BDPUQ', tokens.puq, 'Lista de carga', (b) => codes(b.list)],
      [
        '/Delivery?codigoBodega=BDPUQ',
        tokens.puq,
        'RA',
        (b) => (b.list as Array<{ nidra: number }>).map((r) => r.nidra),
      ],
    ];
    for (const [filter, token, column, items] of cases) {
      const listed = await allPages(ctx.app, filter, token, items);
      expect(listed.length, filter).toBeGreaterThan(0);
      const file = await downloadExport(ctx.app, filter.replace('?', '/Exportar?'), token);
      expect(file.column(column), filter).toEqual(listed);
    }
  });

  it('refuses bad filters as the lists do, other warehouses and callers without the menu', async () => {
    for (const url of [
      '/Operation?id=abc',
      '/Dispatch?codigoBodegaOrigen=BDSCL&idOperacion=x',
      '/Delivery?codigoBodega=BDPUQ&estado=X',
    ]) {
      const list = await get(url, tokens.scl);
      const file = await get(url.replace('?', '/Exportar?'), tokens.scl);
      expect(file.statusCode, url).toBe(400);
      expect(file.json()).toEqual(list.json());
    }
    expect((await get('/LoadingList/Exportar?codigoBodegaOrigen=BDPUQ', tokens.scl)).statusCode).toBe(403);
    expect((await get('/Destination/Exportar?codigoBodegaDestino=BDSCL', tokens.puq)).statusCode).toBe(403);
    for (const url of [
      '/Operation/Exportar',
      '/LoadingList/Exportar?codigoBodegaOrigen=BDSCL',
      '/Dispatch/Exportar?codigoBodegaOrigen=BDSCL',
      '/Destination/Exportar?codigoBodegaDestino=BDSCL',
      '/Delivery/Exportar?codigoBodega=BDSCL',
    ]) {
      expect((await get(url, tokens.office)).statusCode, url).toBe(403);
    }
  });
});

const codes = (list: unknown) => (list as Array<{ scodlistacarga: string }>).map((l) => l.scodlistacarga);
