import { chileToday, messages } from '@carga/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createReadyRa, raHistoryOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { tariffPayload } from '../customer/customer.test-support.ts';
import { closePayload, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// Issue 12: an RA's price is frozen when it is priced; tariffs are versioned; re-pricing is explicit and
// only before dispatch; a split RA's lists add up to its price; unpriced cargo is flagged everywhere.

const billedToLosAndes = { sfacturar: 'OTRO', srutfacturar: '77123456-9' };
// The default warehouse RA (3 boxes of 12 kg 50×40×30, 2 pallets of 100 kg 100×100×50) on the default
// tariff: 236 kg × 500 = 118.000; 1,18 m³ × 90.000 = 106.200; 392,94 kg vol. × 400 = 157.176;
// 5 × 5.000 = 25.000 → freight 157.176 (volumetric) + internal handling 5 × 1.000 = 162.176.
const PRICE = 162_176;
// The same at 800 per volumetric kg: 314.352 + 5.000 = 319.352.
const DOUBLED = 319_352;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe.each(drivers)('frozen prices on %s', (driver) => {
  const ctx = useTestApp(driver, {
    admin: 'admin',
    warehouse: 'bodega.scl',
    destination: 'bodega.puq',
    office: 'oficina.scl',
    customer: 'cliente',
  });
  const { tokens } = ctx;
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    ctx.call(method, `/api${url}`, { token, body: payload });
  const priceOf = async (nidra: number) =>
    (await api('GET', `/Shipment/Price/${nidra}`, tokens.warehouse)).json();
  const reprice = (nidra: number, token = tokens.warehouse) => api('POST', `/Shipment/Price/${nidra}`, token);
  /** Sets Los Andes' tariff on the RAs' route: created the first time, a new version after. */
  /** The tariff's values, and for a new version of an existing one the day it is valid from (PUT only). */
  const saveTariff = async ({
    dvigenciadesde,
    ...overrides
  }: Parameters<typeof tariffPayload>[0] & { dvigenciadesde?: string } = {}) => {
    const exists = (await api('GET', '/Customer/Tarifa?rut=77123456', tokens.admin)).json().list.length > 0;
    const response = exists
      ? await api('PUT', '/Customer/Tarifa', tokens.admin, {
          ...tariffPayload(overrides),
          nidcliente: await losAndesId(),
          ...(dvigenciadesde && { dvigenciadesde }),
        })
      : await api('POST', '/Customer/Tarifa', tokens.admin, tariffPayload(overrides));
    expect(response.statusCode, response.body).toBe(exists ? 200 : 201);
    return response.json();
  };
  const losAndesId = async () =>
    (await api('GET', '/Customer/Tarifa?rut=77123456', tokens.admin)).json().list[0].nidcliente as number;
  const pricedRa = async () => {
    const ra = await insertWarehouseRa(ctx.db, undefined, billedToLosAndes);
    const response = await reprice(ra.nidra);
    expect(response.statusCode, response.body).toBe(200);
    return ra;
  };
  const valuedSale = async (code: string, nidra: number) => {
    const report = await api('GET', `/LoadingList/${code}/Report/Valued`, tokens.warehouse);
    expect(report.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const values: unknown[][] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => values.push((row.values as unknown[]).slice(1))));
    return values.find((row) => row[0] === nidra && row.includes(PRICE)) !== undefined;
  };

  it('keeps the stored price, the operation sale, the list sale and the valued spreadsheet when the tariff changes', async () => {
    await saveTariff();
    const flow = await flowClient(ctx.app, ctx.db);
    const ra = await pricedRa();
    const stored = await priceOf(ra.nidra);
    expect(stored).toMatchObject({
      priced: true,
      stored: true,
      repricable: true,
      tarifa: { snombrecorto: 'Los Andes' },
      price: {
        basis: 'PESO_VOLUMETRICO',
        freight: 157_176,
        minimum: 10_000,
        internalHandling: 5_000,
        total: PRICE,
      },
    });
    const { code } = await flow.closedList([ra.nidra]);
    const sale = async () => ({
      list: (await api('GET', `/LoadingList/${code}`, tokens.warehouse)).json().resumen.totalVenta,
      operation: (
        await api('GET', `/Operation/Sale/${flow.operation}?getSummary=true`, tokens.warehouse)
      ).json().resumen.totalVenta,
    });
    expect(await sale()).toEqual({ list: PRICE, operation: PRICE });
    expect(await valuedSale(code, ra.nidra)).toBe(true);

    // A new version from today doubles the volumetric value: nothing priced before moves.
    const updated = await saveTariff({ nvalorpesovolum: 800 });
    expect(updated.versionList[0]).toMatchObject({
      nvalorpesovolum: 800,
      sindactual: 'S',
      snombreusuario: 'Administrador',
    });
    expect(updated.versionList[1]).toMatchObject({ nvalorpesovolum: 400, sindactual: 'N' });
    expect((await priceOf(ra.nidra)).price.total).toBe(PRICE);
    expect(await sale()).toEqual({ list: PRICE, operation: PRICE });
    expect(await valuedSale(code, ra.nidra)).toBe(true);

    // Once dispatched the price is final: re-pricing is refused and the card says so.
    expect((await flow.dispatch(code)).statusCode).toBe(200);
    const refused = await reprice(ra.nidra);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.repriceAfterDispatch);
    expect(await priceOf(ra.nidra)).toMatchObject({ repricable: false, price: { total: PRICE } });
    expect(await sale()).toEqual({ list: PRICE, operation: PRICE });
  });

  it('re-prices before dispatch by the version valid on the reception day, with old and new amounts in the history', async () => {
    await saveTariff();
    const ra = await pricedRa();
    // A version from tomorrow does not apply to an RA received today.
    const tomorrow = addDays(chileToday(), 1);
    await saveTariff({ nvalorpesovolum: 1600, dvigenciadesde: tomorrow });
    expect((await reprice(ra.nidra)).json().price.total).toBe(PRICE);
    // One from today does; the history tells both amounts.
    await saveTariff({ nvalorpesovolum: 800 });
    const response = await reprice(ra.nidra);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ priced: true, stored: true, price: { total: DOUBLED } });
    const history = await raHistoryOf(ctx.db, ra.nidra);
    expect(history.at(-1)).toMatchObject({
      saccion: 'RECALCULAR_PRECIO',
      sdetalle: expect.stringMatching(
        /^Precio recalculado: \$162\.176 .* → \$319\.352 \(tarifa vigente desde \d{2}\/\d{2}\/\d{4}\)$/,
      ),
    });
  });

  it('refuses re-pricing to the wrong caller, of an RA still in the wizard, and a version dated in the past', async () => {
    const ra = await insertWarehouseRa(ctx.db, undefined, billedToLosAndes);
    // The destination warehouse reads the price but does not set it; a customer learns nothing of the RA.
    expect((await reprice(ra.nidra, tokens.destination)).statusCode).toBe(403);
    expect((await reprice(ra.nidra, tokens.customer)).statusCode).toBe(403);
    expect((await reprice(999_999)).statusCode).toBe(404);
    expect((await api('POST', '/Shipment/Price/abc', tokens.warehouse)).statusCode).toBe(400);
    const draft = await createReadyRa(ctx.app, tokens.office);
    const inWizard = await reprice(draft, tokens.office);
    expect(inWizard.statusCode).toBe(409);
    expect(inWizard.json().message).toBe(messages.repriceNotFinished);
    // The wizard's RA is quoted, not stored.
    expect((await api('GET', `/Shipment/Price/${draft}`, tokens.office)).json()).toMatchObject({
      stored: false,
      repricable: false,
    });

    await saveTariff();
    const past = await api('PUT', '/Customer/Tarifa', tokens.admin, {
      ...tariffPayload({ nvalorpesovolum: 1 }),
      nidcliente: await losAndesId(),
      dvigenciadesde: addDays(chileToday(), -1),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe(messages.validFromPast);
  });

  it('splits a price across the lists of an RA that travels in parts, adding up to it exactly', async () => {
    await saveTariff();
    const flow = await flowClient(ctx.app, ctx.db);
    const ra = await pricedRa();
    const [, pallets] = ra.items;
    const first = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } }))
      .body;
    await flow.ok('POST', `/api/LoadingList/${first}/RA`, {
      body: { operacionId: flow.operation, raList: [ra.nidra] },
    });
    await flow.ok('PUT', `/api/LoadingList/${first}/RA/${ra.nidra}/Package`, {
      body: [{ niditem: pallets, ncantidadbultos: 1 }],
    });
    const second = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } }))
      .body;
    await flow.ok('POST', `/api/LoadingList/${second}/RA`, {
      body: { operacionId: flow.operation, raList: [ra.nidra] },
    });
    const saleOf = async (code: string) =>
      (await api('GET', `/LoadingList/${code}`, tokens.warehouse)).json().resumen.totalVenta as number;
    // 4 of 5 units: 162.176 × 4 / 5 = 129.740,8 → 129.741; the last unit carries the rest, 32.435.
    expect(await saleOf(first)).toBe(129_741);
    expect(await saleOf(second)).toBe(PRICE - 129_741);
    const operation = (
      await api('GET', `/Operation/Sale/${flow.operation}?getSummary=true`, tokens.warehouse)
    ).json();
    expect(operation.resumen.totalVenta).toBe(PRICE);
    expect(operation.ventaList).toEqual([
      expect.objectContaining({ nidra: ra.nidra, nvalortarifa: PRICE, scodmotivo: 'TARIFA' }),
    ]);
  });

  it('flags unpriced RAs: list cards, a close that must be confirmed naming them, the dashboard count and its list', async () => {
    const flow = await flowClient(ctx.app, ctx.db);
    const stats = async () =>
      (await api('GET', '/Operation/Statistics?codigoBodegaOrigen=BDSCL', tokens.warehouse)).json()
        .nsintarifa as number;
    const before = await stats();
    const unpriced = await insertWarehouseRa(ctx.db);
    const stored = await reprice(unpriced.nidra);
    expect(stored.json()).toMatchObject({ priced: false, scodmotivo: 'NOTARIFA', stored: true });
    expect(await stats()).toBe(before + 1);
    const listed = await api(
      'GET',
      '/Shipment/Receptions/List?sinTarifa=S&codigoOrigen=BDSCL',
      tokens.warehouse,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().raList.map((r: { nidra: number }) => r.nidra)).toContain(unpriced.nidra);

    const code = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } })).body;
    await flow.ok('POST', `/api/LoadingList/${code}/RA`, {
      body: {
        operacionId: flow.operation,
        raList: [unpriced.nidra],
      },
    });
    const cards = (await api('GET', `/LoadingList/${code}/RA/List?Page=1`, tokens.warehouse)).json();
    expect(cards.list[0]).toMatchObject({ nidra: unpriced.nidra, sindsintarifa: 'S' });
    const { sconfirmasintarifa: _, ...unconfirmed } = closePayload();
    const refused = await api('PUT', `/LoadingList/${code}/Close`, tokens.warehouse, unconfirmed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${messages.unpricedOnList}: RA ${unpriced.nidra}. ${messages.confirmUnpricedOnList}`,
    );
    const bad = await api('PUT', `/LoadingList/${code}/Close`, tokens.warehouse, {
      ...unconfirmed,
      sconfirmasintarifa: 'X',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      (await api('PUT', `/LoadingList/${code}/Close`, tokens.warehouse, closePayload())).statusCode,
    ).toBe(200);
    // Customers see no warehouse figures.
    expect(
      (await api('GET', '/Operation/Statistics?codigoBodegaOrigen=BDSCL', tokens.customer)).statusCode,
    ).toBe(403);
  });
});
