import { beforeAll, describe, expect, it } from 'vitest';
import { insertRa } from '../../../test/factories.ts';
import { hasLibreOffice, libreOfficeCsv } from '../../../test/libreoffice.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { allPages, downloadExport } from '../../reports/xlsx/export.test-support.ts';
import { keysetBatches } from '../../reports/xlsx/stream-export.ts';
import { raExportBatch } from './lists-export.repo.ts';

const CUSTOMER = '76086428-5';

describe.each(drivers)("'Exportar' of the RA lists on %s", (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl', warehouse: 'bodega.scl', customer: 'cliente' });
  const { tokens } = ctx;
  beforeAll(async () => {
    // 23 RAs at OFISCL (every third by sea), 3 of the customer, 2 of another office.
    for (let i = 0; i < 23; i++) {
      await insertRa(ctx.db, {
        sviadespacho: i % 3 ? 'TER' : 'MAR',
        npesobrutokg: 10.25 + i,
        ncantidadbultos: i + 1,
      });
    }
    await insertRa(ctx.db, { srutremitente: CUSTOMER, scodestado: 'BORIG' });
    await insertRa(ctx.db, { srutdestinatario: CUSTOMER, scodestado: 'ENCREA' });
    await insertRa(ctx.db, { srutfacturar: CUSTOMER, scodestado: 'ENVIA', sviadespacho: 'MAR' });
    for (let i = 0; i < 2; i++) {
      await insertRa(ctx.db, {
        scodoficinaorigen: 'OFIPUQ',
        scodoficinadestino: 'OFISCL',
        scodbodegaorigen: 'BDPUQ',
        scodbodegadestino: 'BDSCL',
      });
    }
  });
  const ids = (body: Record<string, unknown>) =>
    ((body.raList ?? body.list) as Array<{ nidra: number }>).map((ra) => ra.nidra);

  it('Recepciones: the rows of the filter on every page, typed, newest first', async () => {
    const filter = '/Shipment/Receptions/List?codigoOrigen=OFISCL&viaDespacho=MAR';
    const listed = await allPages(ctx.app, filter, tokens.office, ids);
    expect(listed.length).toBeGreaterThan(8);
    const file = await downloadExport(ctx.app, filter.replace('/List?', '/List/Exportar?'), tokens.office);
    expect(file.header.slice(0, 4)).toEqual(['RA', 'Fecha', 'Remitente', 'RUT remitente']);
    expect(file.column('RA')).toEqual(listed);
    expect(file.column('Vía').every((via) => via === 'Marítimo' || via === 'MAR')).toBe(true);
    expect(file.column('Fecha').every((d) => d instanceof Date)).toBe(true);
    expect(file.column('Bultos').every((n) => Number.isInteger(n))).toBe(true);
    expect(file.column('Peso total (kg)').every((n) => typeof n === 'number')).toBe(true);
    expect(file.sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(file.sheet.autoFilter).toBeTruthy();
  });

  it('Consulta RA: a warehouse exports what its list shows', async () => {
    const filter = '/Shipment/Receptions/List?codigoOrigen=BDSCL&viaDespacho=TER';
    const listed = await allPages(ctx.app, filter, tokens.warehouse, ids);
    const file = await downloadExport(ctx.app, filter.replace('/List?', '/List/Exportar?'), tokens.warehouse);
    expect(file.column('RA')).toEqual(listed);
  });

  it('Preparación: the office RAs in creation or preparation', async () => {
    const filter = '/Shipment/Preparation/List?codigoOficinaOrigen=OFISCL';
    const listed = await allPages(ctx.app, filter, tokens.office, ids);
    expect(listed.length).toBeGreaterThan(20);
    const file = await downloadExport(ctx.app, filter.replace('/List?', '/List/Exportar?'), tokens.office);
    expect(file.column('RA')).toEqual(listed);
  });

  it("Mis cargas: only the customer's own RAs, with their filter", async () => {
    const all = await downloadExport(ctx.app, '/ExternalCustomer/List/Exportar', tokens.customer);
    expect(all.column('RA')).toEqual(await allPages(ctx.app, '/ExternalCustomer/List', tokens.customer, ids));
    expect(all.rows).toHaveLength(3);
    const ruts = all.rows.map((row) => [row[3], row[5]]);
    expect(ruts.length).toBe(3);
    const one = await downloadExport(
      ctx.app,
      '/ExternalCustomer/List/Exportar?codigoEstadoRa=ENVIA',
      tokens.customer,
    );
    expect(one.rows).toHaveLength(1);
    expect(all.header.at(-1)).toBe('Entregada');
  });

  it("walks the keyset across batches, also over the union of a customer's three roles", async () => {
    const walk = async (filters: Parameters<typeof raExportBatch>[1], limit: number) => {
      const all: number[] = [];
      for await (const batch of keysetBatches(
        (b: number | undefined, l) => raExportBatch(ctx.db, filters, b, l),
        (ra) => ra.nidra,
        limit,
      )) {
        all.push(...batch.map((ra) => ra.nidra));
      }
      return all;
    };
    const mine = await walk({ customerRut: CUSTOMER }, 2);
    expect(mine).toHaveLength(3);
    expect(mine).toEqual([...mine].sort((a, b) => b - a));
    const office = await walk({ originOffice: 'OFISCL' }, 4);
    expect(office).toEqual(await walk({ originOffice: 'OFISCL' }, 2_000));
    expect(office).toHaveLength(26);
  });

  it('refuses a bad filter as the list does, and callers without the menu', async () => {
    const list = await ctx.call('GET', '/api/Shipment/Receptions/List?idRA=abc', { token: tokens.office });
    const file = await ctx.call('GET', '/api/Shipment/Receptions/List/Exportar?idRA=abc', {
      token: tokens.office,
    });
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual(list.json());
    const foreign = await ctx.call('GET', '/api/Shipment/Receptions/List/Exportar?codigoOrigen=OFIPUQ', {
      token: tokens.office,
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      (await ctx.call('GET', '/api/Shipment/Receptions/List/Exportar', { token: tokens.customer }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.call('GET', '/api/Shipment/Preparation/List/Exportar', { token: tokens.warehouse }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.call('GET', '/api/ExternalCustomer/List/Exportar', { token: tokens.office })).statusCode,
    ).toBe(403);
    expect((await ctx.call('GET', '/api/ExternalCustomer/List/Exportar')).statusCode).toBe(401);
  });

  it('is described in OpenAPI as a spreadsheet answer, for every list', async () => {
    const doc = (await ctx.call('GET', '/api/openapi.json')).json();
    const lists = [
      '/Shipment/Receptions/List',
      '/Shipment/Preparation/List',
      '/ExternalCustomer/List',
      '/Operation',
    ];
    lists.push(
      '/LoadingList',
      '/Dispatch',
      '/Destination',
      '/Delivery',
      '/Customer/ClienteProveedor',
      '/Customer/Tarifa',
    );
    for (const list of lists) {
      const get = doc.paths[`/api${list}/Exportar`]?.get;
      expect(get?.description, list).toContain('spreadsheetml');
      expect(get.parameters.map((p: { name: string }) => p.name)).not.toContain('Page');
    }
  });

  it.skipIf(!hasLibreOffice)('opens in LibreOffice with numbers and dates as such', async () => {
    const file = await downloadExport(
      ctx.app,
      '/Shipment/Receptions/List/Exportar?codigoOrigen=OFISCL',
      tokens.office,
    );
    const lines = libreOfficeCsv(file.bytes, 'recepciones').trim().split('\n');
    expect(lines[0]).toContain('RA,Fecha,Remitente');
    expect(lines).toHaveLength(file.rows.length + 1);
    // Numbers unquoted (the RA, the packages), the date as dd/mm/yyyy hh:mm:ss.
    expect(lines[1]).toMatch(/^\d+,\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2},/);
  });
});
