import { computeRutCheckDigit } from '@carga/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { clientWhere, selectClients } from '../../core/reference/clients.repo.ts';
import { selectTariffs, tariffWhere } from '../../core/reference/tariffs.repo.ts';
import { allPages, downloadExport } from '../../reports/xlsx/export.test-support.ts';
import { keysetBatches } from '../../reports/xlsx/stream-export.ts';
import { clientPayload, tariffPayload } from './customer.test-support.ts';
import { clientExportBatch, tariffExportBatch } from './customer-export.repo.ts';

// 'Exportar' of Cliente/Proveedor and Tarifas (issue 17): in the lists' Spanish order, across pages.
const NAMES = [
  'Ñandú',
  'Nube',
  'Ávila',
  'Zorro',
  'Álamo',
  'Ébano',
  'Oca',
  'Mar',
  'Luna',
  'Kiwi',
  'Jade',
  'Iris',
];
const rut = (n: number) => `${70_000_000 + n}-${computeRutCheckDigit(String(70_000_000 + n))}`;

describe.each(drivers)("'Exportar' of clients and tariffs on %s", (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl' });
  const { tokens } = ctx;
  beforeAll(async () => {
    for (const [i, name] of NAMES.entries()) {
      const client = clientPayload({
        srutcliente: rut(i),
        snombrecliente: `Exporta ${name} Limitada`,
        snombrecorto: `Exporta ${name}`,
        sindclientecontr: 'S',
      });
      const created = await ctx.call('POST', '/api/Customer/ClienteProveedor', {
        token: tokens.admin,
        body: client,
      });
      expect(created.statusCode, created.body).toBe(201);
      for (const svia of ['TER', 'MAR']) {
        const tariff = await ctx.call('POST', '/api/Customer/Tarifa', {
          token: tokens.admin,
          body: tariffPayload({ srutcliente: rut(i), svia }),
        });
        expect(tariff.statusCode, tariff.body).toBe(201);
      }
    }
  });

  it('Cliente/Proveedor: the filtered clients of every page, by name in Spanish order', async () => {
    const filter = '/Customer/ClienteProveedor?nombre=exporta&cliente=S';
    const listed = await allPages(ctx.app, filter, tokens.admin, (b) =>
      (b.list as Array<{ srutcliente: string }>).map((c) => c.srutcliente),
    );
    expect(listed).toHaveLength(NAMES.length);
    const file = await downloadExport(ctx.app, filter.replace('?', '/Exportar?'), tokens.admin);
    expect(file.column('Rut')).toEqual(listed);
    expect(file.column('Nombre corto').slice(0, 3)).toEqual([
      'Exporta Álamo',
      'Exporta Ávila',
      'Exporta Ébano',
    ]);
    expect(file.column('Tarifas').every((n) => n === 2)).toBe(true);
  });

  it('Tarifas: one row per key of the filter, in the list order', async () => {
    const filter = '/Customer/Tarifa?nombre=exporta&via=MAR';
    const key = (t: { srutcliente: string; svia: string }) => `${t.srutcliente} ${t.svia}`;
    const listed = await allPages(ctx.app, filter, tokens.admin, (b) =>
      (b.list as Array<{ srutcliente: string; svia: string }>).map(key),
    );
    expect(listed).toHaveLength(NAMES.length);
    const file = await downloadExport(
      ctx.app,
      '/Customer/Tarifa/Exportar?nombre=exporta&via=MAR',
      tokens.admin,
    );
    expect(file.column('Rut').map((r) => `${r} MAR`)).toEqual(listed);
    const all = await downloadExport(ctx.app, '/Customer/Tarifa/Exportar?nombre=exporta', tokens.admin);
    expect(all.rows).toHaveLength(2 * NAMES.length);
  });

  it('walks the keyset across batches in the list order (batches of 5, names with accents and Ñ)', async () => {
    const collect = async <R>(batches: AsyncIterable<R[]>) => {
      const all: R[] = [];
      for await (const batch of batches) all.push(...batch);
      return all;
    };
    const clientsWhere = clientWhere({ nombre: 'exporta' });
    const walked = await collect(keysetBatches(clientExportBatch(ctx.db, clientsWhere), (r) => r, 5));
    expect(walked.map((c) => c.nidcliente)).toEqual(
      (await selectClients(ctx.db, clientsWhere)).map((c) => c.nidcliente),
    );
    expect(walked).toHaveLength(NAMES.length);
    const tariffsWhere = tariffWhere({ nombre: 'exporta' });
    const key = (t: { nidcliente: number; svia: string }) => `${t.nidcliente} ${t.svia}`;
    const tariffRows = await collect(keysetBatches(tariffExportBatch(ctx.db, tariffsWhere), (r) => r, 5));
    expect(tariffRows.map(key)).toEqual((await selectTariffs(ctx.db, tariffsWhere)).map(key));
    expect(tariffRows).toHaveLength(2 * NAMES.length);
  });

  it('refuses a bad filter as the list does, and callers without the menus', async () => {
    for (const url of ['/Customer/ClienteProveedor?cliente=X', '/Customer/Tarifa?rut=%3C%3E']) {
      const list = await ctx.call('GET', `/api${url}`, { token: tokens.admin });
      const file = await ctx.call('GET', `/api${url.replace('?', '/Exportar?')}`, { token: tokens.admin });
      expect(list.statusCode, url).toBe(400);
      expect(file.statusCode, url).toBe(400);
      expect(file.json()).toEqual(list.json());
    }
    for (const url of ['/Customer/ClienteProveedor/Exportar', '/Customer/Tarifa/Exportar']) {
      expect((await ctx.call('GET', `/api${url}`, { token: tokens.office })).statusCode, url).toBe(403);
    }
  });
});
