import { chileToday, messages, NO_MATCHING_TARIFF, NO_TARIFF_FOR_SINTARIFA } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createReadyRa } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { receptions } from '../../db/schema.ts';
import { tariffPayload } from '../customer/customer.test-support.ts';
import {
  costPayload,
  insertLoadingList,
  operationApi,
  operationPayload,
  pricedWarehouseRa,
} from './operation.test-support.ts';

describe.each(drivers)('costs and sales of an operation on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', scl: 'bodega.scl' });
  const { tokens } = ctx;
  const { ids, call } = operationApi(ctx);
  const { clientId } = ids;
  const createOperation = async () => {
    const response = await call('POST', '', { body: operationPayload() });
    expect(response.statusCode).toBe(201);
    return response.json().nidoperacion as number;
  };
  const addCost = async (overrides: Record<string, unknown>, nidoperacion: number) => {
    const response = await call('POST', '/Cost', { body: costPayload(nidoperacion, overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().nidcosto as number;
  };
  const warehouseRa = (cargoType = 'GENERAL') => pricedWarehouseRa(ctx, tokens.office, cargoType);

  it('offers cost types and assignments', async () => {
    const id = await createOperation();
    const response = await call('GET', `/Cost/Filters/${id}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.tipoCostoList.map((t: { scodparametro01: string }) => t.scodparametro01)).toContain('FLETE');
    expect(body.tipoAsignacionCostoList).toEqual([
      { scodparametro01: 'OPE', sdeslargo01: 'Operación completa' },
      { scodparametro01: 'RA', sdeslargo01: 'RA' },
    ]);
    expect((await call('GET', '/Cost/Filters/999999')).statusCode).toBe(404);
  });

  it('adds, edits and deletes costs; the list refetched shows each change', async () => {
    const id = await createOperation();
    const nidcosto = await addCost(
      { nidproveedor: clientId['76086428-5'], sindinvolucraventa: 'S', nmontoventa: '20000' },
      id,
    );
    const list = (await call('GET', `/Cost/${id}`)).json();
    expect(list).toEqual({
      costoList: [
        {
          nidcosto,
          nidoperacion: id,
          scodtipocosto: 'FLETE',
          sdestipocosto: 'Flete',
          nmontocosto: 100000,
          nidproveedor: clientId['76086428-5'],
          snomproveedor: 'Comercial Austral',
          snumfactura: '4521',
          dfhofactura: '2026-01-15',
          scodtipoasignacion: 'OPE',
          stipoasignacioncosto: 'OPE',
          sdestipoasignacion: 'Operación completa',
          nidra: null,
          sindinvolucraventa: 'S',
          nmontoventa: 20000,
          nidusuario: ids.sclId,
        },
      ],
    });
    // The list of operations names the first cost's provider and the sums.
    const [item] = (await call('GET', `?id=${id}`)).json().operacionList;
    expect(item).toMatchObject({
      snomproveedor: 'Comercial Austral',
      ncostooperacion: 100000,
      nventaoperacion: 20000,
    });

    // The other name of the assignment is accepted; no sale means no sale amount; no date means today.
    const edited = await call('PUT', `/Cost/${nidcosto}`, {
      body: {
        ...costPayload(id, { nmontocosto: 80000, dfhofactura: '', nmontoventa: '999' }),
        scodtipoasignacion: undefined,
        stipoasignacioncosto: 'OPE',
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [cost] = (await call('GET', `/Cost/${id}`)).json().costoList;
    expect(cost).toMatchObject({
      nmontocosto: 80000,
      dfhofactura: chileToday(),
      sindinvolucraventa: 'N',
      nmontoventa: null,
    });

    const other = await createOperation();
    expect((await call('PUT', `/Cost/${nidcosto}`, { body: costPayload(other) })).statusCode).toBe(404);
    expect((await call('DELETE', `/Cost/${other}/${nidcosto}`)).statusCode).toBe(404);
    const deleted = await call('DELETE', `/Cost/${id}/${nidcosto}`);
    expect(deleted.statusCode).toBe(200);
    expect((await call('GET', `/Cost/${id}`)).json().costoList).toEqual([]);
    const again = await call('DELETE', `/Cost/${id}/${nidcosto}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.costNotFound);
  });

  it('refuses invalid costs with the field and its Spanish message', async () => {
    const id = await createOperation();
    const tomorrow = chileToday(new Date(Date.now() + 36 * 3600 * 1000));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ scodtipocosto: '' }, 'scodtipocosto', messages.costTypeRequired],
      [{ scodtipocosto: 'REGALO' }, 'scodtipocosto', messages.unknownCode],
      [{ nmontocosto: '12.5' }, 'nmontocosto', messages.wholeNumbersOnly],
      [{ nmontocosto: '' }, 'nmontocosto', messages.onlyNumbers],
      [{ nmontocosto: -5 }, 'nmontocosto', messages.onlyNumbers],
      [{ nmontocosto: 100_000_000_000 }, 'nmontocosto', messages.operationAmountTooHigh],
      [{ snumfactura: 'F-12' }, 'snumfactura', messages.onlyNumbers],
      [{ dfhofactura: '15/01/2026' }, 'dfhofactura', messages.invoiceDateFormat],
      [{ dfhofactura: tomorrow }, 'dfhofactura', messages.invoiceDateFuture],
      [{ nidproveedor: 999999 }, 'nidproveedor', messages.clientNotFound],
      [{ scodtipoasignacion: 'RA' }, 'nidra', messages.costRaRequired],
      [{ scodtipoasignacion: 'XX' }, 'scodtipoasignacion', messages.costAssignmentRequired],
      [{ sindinvolucraventa: 'S' }, 'nmontoventa', messages.saleAmountRequired],
      [{ sindinvolucraventa: 'S', nmontoventa: '1,000' }, 'nmontoventa', messages.wholeNumbersOnly],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '/Cost', { body: costPayload(id, overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors, JSON.stringify(overrides)).toContainEqual({ field, message });
    }
    const missing = await call('POST', '/Cost', { body: costPayload(999999) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.operationNotFound);
  });

  it('ties a cost to an RA of the operation: on its lists, or before any list, one waiting on its route', async () => {
    const id = await createOperation();
    const waiting = await warehouseRa();
    const elsewhere = await warehouseRa();
    await ctx.db.update(receptions).set({ scodbodegadestino: null }).where(eq(receptions.nidra, elsewhere));
    const atOffice = await createReadyRa(ctx.app, tokens.office);
    expect(
      (await call('POST', '/Cost', { body: costPayload(id, { scodtipoasignacion: 'RA', nidra: waiting }) }))
        .statusCode,
    ).toBe(201);
    for (const nidra of [elsewhere, atOffice, 999999]) {
      const response = await call('POST', '/Cost', {
        body: costPayload(id, { scodtipoasignacion: 'RA', nidra }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'nidra', message: messages.costRaNotInOperation }]);
    }
    // Once the operation has lists, only their RAs count.
    const loaded = await warehouseRa();
    await insertLoadingList(ctx.db, id, [{ nidra: loaded, units: 1 }]);
    expect(
      (await call('POST', '/Cost', { body: costPayload(id, { scodtipoasignacion: 'RA', nidra: loaded }) }))
        .statusCode,
    ).toBe(201);
    const notLoaded = await call('POST', '/Cost', {
      body: costPayload(id, { scodtipoasignacion: 'RA', nidra: waiting }),
    });
    expect(notLoaded.statusCode).toBe(400);
    // An OPE cost ignores any RA sent with it.
    const ope = await addCost({ scodtipoasignacion: 'OPE', nidra: waiting }, id);
    const stored = (await call('GET', `/Cost/${id}`))
      .json()
      .costoList.find((c: { nidcosto: number }) => c.nidcosto === ope);
    expect(stored.nidra).toBeNull();
  });

  it('prices the sales by tariff, worked by hand, and lists unpriced RAs with their reason', async () => {
    // Los Andes (billed, recipient) on OFISCL → OFIPUQ, TER, LCL, GENERAL: 500/kg, 90.000/m³,
    // 400/kg vol., 5.000/package, 1.000 internal, 1,5 % insurance (no documents: 0), minimum 10.000.
    const tariff = await ctx.call('POST', '/api/Customer/Tarifa', {
      token: tokens.admin,
      body: tariffPayload(),
    });
    expect(tariff.statusCode).toBe(201);
    const id = await createOperation();
    const priced = await warehouseRa();
    const perishable = await warehouseRa('PERECIBLE');
    const sinTarifa = await warehouseRa('SINTARIFA');
    // The priced RA travels in two lists of the operation (2 + 1 boxes); the others 1 box each.
    await insertLoadingList(ctx.db, id, [
      { nidra: priced, units: 2 },
      { nidra: perishable, units: 1 },
    ]);
    await insertLoadingList(ctx.db, id, [
      { nidra: priced, units: 1 },
      { nidra: sinTarifa, units: 1 },
    ]);
    await addCost({ nidproveedor: clientId['76086428-5'], sindinvolucraventa: 'S', nmontoventa: 20000 }, id);
    await addCost(
      {
        scodtipocosto: 'PEAJE',
        nmontocosto: 15000,
        scodtipoasignacion: 'RA',
        nidra: priced,
        sindinvolucraventa: 'S',
        nmontoventa: 5000,
      },
      id,
    );

    const response = await call('GET', `/Sale/${id}?getSummary=true`);
    expect(response.statusCode).toBe(200);
    // 3 boxes: 36 kg × 500 = 18.000; 0,18 m³ × 90.000 = 16.200; 59,94 kg vol. × 400 = 23.976;
    // 3 × 5.000 = 15.000 → freight 23.976 (volumetric); internal 3 × 1.000 = 3.000 → 26.976; plus the
    // RA's toll sale 5.000 = 31.976.
    const line = {
      ncantidadingresada: 1,
      npesoingresado: 12,
      nvolumeningresado: 0.06,
      snomdestinatario: 'Los Andes',
    };
    expect(response.json()).toEqual({
      ventaList: [
        {
          nidra: priced,
          scodmotivo: 'TARIFA',
          sdesmotivo: '',
          ncantidadingresada: 3,
          npesoingresado: 36,
          nvolumeningresado: 0.18,
          snomdestinatario: 'Los Andes',
          nvalormovimiento: 31_976,
          nvalortarifa: 26_976,
          nventacostos: 5_000,
        },
        {
          ...line,
          nidra: perishable,
          scodmotivo: 'NOTARIFA',
          sdesmotivo: NO_MATCHING_TARIFF,
          nvalormovimiento: 0,
          nvalortarifa: 0,
          nventacostos: 0,
        },
        {
          ...line,
          nidra: sinTarifa,
          scodmotivo: 'SINTARIFA',
          sdesmotivo: NO_TARIFF_FOR_SINTARIFA,
          nvalormovimiento: 0,
          nvalortarifa: 0,
          nventacostos: 0,
        },
      ],
      // Sales 31.976 + the operation's freight sale 20.000 = 51.976; costs 100.000 + 15.000 = 115.000.
      resumen: {
        totalBultos: 5,
        totalVolumenM3: 0.3,
        totalPesoKg: 60,
        totalPesoVolumetrico: 99.9,
        totalVenta: 51_976,
        totalCosto: 115_000,
        profit: -63_024,
      },
    });
    // The same summary with the costs; the list of operations shows the same totals.
    const costs = (await call('GET', `/Cost/${id}?getSummary=true`)).json();
    expect(costs.costoList).toHaveLength(2);
    expect(costs.resumen.totalVenta).toBe(51_976);
    expect((await call('GET', `/Sale/${id}`)).json().resumen).toBeUndefined();
    const [item] = (await call('GET', `?id=${id}`)).json().operacionList;
    expect(item).toMatchObject({
      ncostooperacion: 115_000,
      nventaoperacion: 51_976,
      snomproveedor: 'Comercial Austral',
    });

    // Part of an RA sells its share of the RA's stored price by units: 26.976 × 2 / 3 = 17.984.
    const partial = await createOperation();
    const half = await warehouseRa();
    await insertLoadingList(ctx.db, partial, [{ nidra: half, units: 2 }]);
    const [partLine] = (await call('GET', `/Sale/${partial}`)).json().ventaList;
    expect(partLine).toMatchObject({ nidra: half, ncantidadingresada: 2, nvalormovimiento: 17_984 });
  });

  it('answers an empty sale for an operation without lists', async () => {
    const id = await createOperation();
    expect((await call('GET', `/Sale/${id}?getSummary=true`)).json()).toEqual({
      ventaList: [],
      resumen: {
        totalBultos: 0,
        totalVolumenM3: 0,
        totalPesoKg: 0,
        totalPesoVolumetrico: 0,
        totalVenta: 0,
        totalCosto: 0,
        profit: 0,
      },
    });
    expect((await call('GET', '/Sale/999999')).statusCode).toBe(404);
  });
});
