import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf, raStateOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { loadingLists } from '../../db/schema.ts';
import { insertOperation, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

describe.each(drivers)('dispatch on %s', (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });

  const stateOf = (nidra: number) => raStateOf(ctx.db, nidra);
  const historyOf = (nidra: number) => raHistoryOf(ctx.db, nidra);
  const pending = async (query = '') =>
    (await flow.ok('GET', `/api/Dispatch?codigoBodegaOrigen=BDSCL${query}`)).json() as {
      list: Array<{ scodlistacarga: string; nidoperacion: number; ncantidadbultos: number; npesokg: number }>;
      totalPaginas: number;
    };

  it('refuses customers, staff without BOD-DESPACHO and other warehouses', async () => {
    const { code, nidra } = await flow.closedList();
    const { office, customer, puq } = flow.tokens;
    for (const token of [office, customer]) {
      expect((await flow.call('GET', '/api/Dispatch?codigoBodegaOrigen=BDSCL', { token })).statusCode).toBe(
        403,
      );
      expect((await flow.call('GET', `/api/Dispatch/${code}/${flow.operation}`, { token })).statusCode).toBe(
        403,
      );
      expect((await flow.dispatch(code, 'S', token)).statusCode).toBe(403);
      expect((await flow.call('GET', `/api/Dispatch/${code}/Report/Carrier`, { token })).statusCode).toBe(
        403,
      );
    }
    // The destination warehouse does not dispatch what leaves the origin.
    const foreign = await flow.call('GET', '/api/Dispatch?codigoBodegaOrigen=BDSCL', { token: puq });
    expect(foreign.json().message).toBe(messages.loadingListWrongWarehouse);
    expect((await flow.dispatch(code, 'S', puq)).statusCode).toBe(403);
    expect((await flow.call('GET', `/api/Dispatch/${code}/Report/Valued`, { token: puq })).statusCode).toBe(
      403,
    );
    expect(await stateOf(nidra)).toBe('ENLIS');
    expect((await flow.dispatch('LC999999')).statusCode).toBe(404);
  });

  it('lists only the closed lists of the warehouse, with their units, weight and filters', async () => {
    const { nidra } = await insertWarehouseRa(ctx.db);
    const open = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } })).body;
    const { code: closed } = await flow.closedList([nidra]);
    const { list } = await pending();
    const codes = list.map((item) => item.scodlistacarga);
    expect(codes).toContain(closed);
    expect(codes).not.toContain(open);
    expect(list.find((item) => item.scodlistacarga === closed)).toMatchObject({
      nidoperacion: flow.operation,
      ncantidadbultos: 5,
      npesokg: 236,
    });
    expect((await pending(`&idOperacion=${flow.operation}`)).list.map((i) => i.scodlistacarga)).toContain(
      closed,
    );
    expect((await pending('&idOperacion=999999')).list).toEqual([]);
    expect((await pending('&codigoBodegaDestino=BDSCL')).list).toEqual([]);
    expect((await pending('&codigoViaDespacho=AER')).list).toEqual([]);
    expect((await pending('&codigoViaDespacho=0&codigoBodegaDestino=0')).list.length).toBeGreaterThan(0);
    const bad = await flow.call('GET', '/api/Dispatch?codigoBodegaOrigen=BDSCL&idOperacion=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.onlyNumbers);
    const filters = (await flow.ok('GET', '/api/Dispatch/Filters')).json();
    expect(filters.bodegaList.map((b: { scodbodega: string }) => b.scodbodega)).toContain('BDPUQ');
    expect(filters.medioEnvioList.length).toBeGreaterThan(0);
  });

  it('shows the detail with the summary, and refuses another operation', async () => {
    const { code } = await flow.closedList();
    const detail = (await flow.ok('GET', `/api/Dispatch/${code}/${flow.operation}`)).json();
    expect(detail.detalle).toMatchObject({
      scodlistacarga: code,
      scodestadolista: 'CERRADA',
      spatentecamion: 'BCDF12',
      snombreconductor: 'Juan Soto',
      sselloseguridad: null,
    });
    expect(detail.resumen).toMatchObject({ totalBultos: 5, totalPesoKg: 236, totalVolumenM3: 1.18 });
    const other = await insertOperation(ctx.db);
    const mismatch = await flow.call('GET', `/api/Dispatch/${code}/${other}`);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(messages.operationMismatch);
    // A link or a reload knows only the list: operation 0 means the list's own.
    expect((await flow.ok('GET', `/api/Dispatch/${code}/0`)).json().detalle.nidoperacion).toBe(
      flow.operation,
    );
  });

  it('validates the seal and the comment', async () => {
    const { code, nidra } = await flow.closedList();
    const noSeal = await flow.call('POST', '/api/Dispatch', {
      body: { scodlistacarga: code, sselloseguridad: '  ' },
    });
    expect(noSeal.statusCode).toBe(400);
    expect(noSeal.json().message).toBe(messages.sealRequired);
    const long = await flow.call('POST', '/api/Dispatch', {
      body: {
        scodlistacarga: code,
        sselloseguridad: 'S1',
        scomentariodespacho: 'x'.repeat(2001),
      },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.dispatchCommentTooLong);
    expect(await stateOf(nidra)).toBe('ENLIS');
  });

  it('dispatches a closed list once: seal kept, RAs in transit, history written', async () => {
    const { nidra } = await insertWarehouseRa(ctx.db);
    const open = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } })).body;
    const notClosed = await flow.dispatch(open);
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().message).toBe(messages.loadingListNotDispatchable);

    const before = (await flow.ok('GET', '/api/Shipment/MainStatistics?codigo=BDSCL')).json();
    const { code } = await flow.closedList([nidra]);
    const done = await flow.dispatch(code, 'SELLO-777');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ scodlistacarga: code, scodestadolista: 'DESPA' });
    expect(await stateOf(nidra)).toBe('ENTRA');
    const [list] = await ctx.db.select().from(loadingLists).where(eq(loadingLists.scodlistacarga, code));
    expect(list).toMatchObject({ sselloseguridad: 'SELLO-777', scomentariodespacho: 'Sale 22:00' });
    expect(list?.dfhodespacho).toBeInstanceOf(Date);
    const entry = (await historyOf(nidra)).at(-1)!;
    expect(entry).toMatchObject({ saccion: 'DESPACHO', sestadoanterior: 'ENLIS', sestadonuevo: 'ENTRA' });
    expect(entry.sdetalle).toContain(`${code} hacia Bodega Punta Arenas (BDPUQ): 5 bultos, sello SELLO-777`);

    // Dispatched: out of the pending list, the seal shows pre-filled, and a second dispatch is refused.
    expect((await pending()).list.map((i) => i.scodlistacarga)).not.toContain(code);
    const detail = (await flow.ok('GET', `/api/Dispatch/${code}/${flow.operation}`)).json();
    expect(detail.detalle).toMatchObject({ sselloseguridad: 'SELLO-777', scodestadolista: 'DESPA' });
    expect((await flow.dispatch(code)).statusCode).toBe(409);
    expect((await historyOf(nidra)).filter((h) => h.saccion === 'DESPACHO')).toHaveLength(1);

    const after = (await flow.ok('GET', '/api/Shipment/MainStatistics?codigo=BDSCL')).json();
    expect(after.cargasEnTransito).toBe(before.cargasEnTransito + 1);
    const office = (
      await flow.ok('GET', '/api/Shipment/MainStatistics?codigo=OFISCL', { token: flow.tokens.office })
    ).json();
    expect(office.cargasEnTransito).toBeGreaterThanOrEqual(1);
  });

  it('keeps an RA at the origin while part of it waits there, and then sends the rest', async () => {
    const { nidra, items } = await insertWarehouseRa(ctx.db);
    const first = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } }))
      .body;
    await flow.ok('POST', `/api/LoadingList/${first}/RA`, {
      body: { operacionId: flow.operation, raList: [nidra] },
    });
    // Only the 3 boxes travel on the first list; the 2 pallets stay.
    await flow.ok('PUT', `/api/LoadingList/${first}/RA/${nidra}/Package`, {
      body: [{ niditem: items[1], ncantidadbultos: 0 }],
    });
    await flow.ok('PUT', `/api/LoadingList/${first}/Close`, {
      body: {
        spatentecamion: 'AB1234',
        spatenteacoplado: 'CD5678',
        snombreconductor: 'Ana',
        spreftelefonoconductor: '56',
        nnumtelefonoconductor: '911111111',
        sconfirmasintarifa: 'S',
      },
    });
    expect((await flow.dispatch(first)).statusCode).toBe(200);
    expect(await stateOf(nidra)).toBe('BORIG');
    expect((await historyOf(nidra)).at(-1)).toMatchObject({
      saccion: 'DESPACHO',
      sestadoanterior: 'ENLIS',
      sestadonuevo: 'BORIG',
    });
    // Part of it travels: it can no longer be voided or sent back to the office.
    const voided = await flow.call('PUT', `/api/Shipment/Receptions/${nidra}/ANULAR`, {
      token: flow.tokens.office,
    });
    expect(voided.statusCode).toBe(409);
    expect(voided.json().message).toBe(messages.raOnLoadingList);

    const { code: second } = await flow.closedList([nidra]);
    expect(await stateOf(nidra)).toBe('ENLIS');
    expect((await flow.dispatch(second)).statusCode).toBe(200);
    expect(await stateOf(nidra)).toBe('ENTRA');
  });

  it('downloads the carrier and valued spreadsheets with their names and rows', async () => {
    const { code, nidra } = await flow.closedList();
    await flow.dispatch(code, 'SELLO-XL');
    const carrier = await flow.ok('GET', `/api/Dispatch/${code}/Report/Carrier`);
    expect(carrier.headers['content-disposition']).toMatch(
      new RegExp(`attachment; filename="Reporte transportista \\(${code}\\) \\d{2}-\\d{2}-\\d{4}\\.xlsx"`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(carrier.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Lista transportista')!;
    const rows = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows).toContainEqual(['Sello de seguridad', 'SELLO-XL']);
    expect(rows).toContainEqual(['Patente camión', 'BCDF12']);
    expect(rows).toContainEqual([
      nidra,
      'Ferretería Magallanes',
      'María Pérez',
      'Repuestos de maquinaria',
      'Caja',
      3,
      36,
      0.18,
      '50 × 40 × 30 cm',
    ]);
    expect(rows).toContainEqual(['Total', '', '', '', '', 5, 236, 1.18]);

    const valued = await flow.ok('GET', `/api/Dispatch/${code}/Report/Valued`);
    expect(valued.headers['content-disposition']).toContain(`Reporte valorizado (${code})`);
    const valuedBook = new ExcelJS.Workbook();
    await valuedBook.xlsx.load(valued.rawPayload as unknown as ArrayBuffer);
    expect(valuedBook.getWorksheet('Lista valorizada')).toBeDefined();
  });
});
