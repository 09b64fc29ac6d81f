import { messages } from '@carga/domain';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf, raStateOf } from '../../../test/factories.ts';
import { present } from '../../../test/present.ts';
import { drivers, login, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { loadingListPackages, loadingLists, operationCosts, users } from '../../db/schema.ts';
import { closePayload, insertOperation, insertWarehouseRa } from './loading-list.test-support.ts';

describe.each(drivers)('load lists on %s', (driver) => {
  const ctx = useTestApp(driver, {
    warehouse: 'bodega.scl',
    otherWarehouse: 'bodega.puq',
    office: 'oficina.scl',
    customer: 'cliente',
  });
  const { tokens } = ctx;
  let operation: number;
  beforeAll(async () => {
    operation = await insertOperation(ctx.db);
  });

  const call = withDefaults(ctx.call, '/api/LoadingList', () => tokens.warehouse);
  const createList = async (nidoperacion = operation) => {
    const response = await call('POST', '', { body: { nidoperacion } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const addRas = (code: string, raList: number[], operacionId = operation) =>
    call('POST', `/${code}/RA`, { body: { operacionId, raList } });
  const stateOf = (nidra: number) => raStateOf(ctx.db, nidra);
  const historyOf = (nidra: number) => raHistoryOf(ctx.db, nidra);

  it('refuses customers, staff without BOD-LISTACARGA and other warehouses', async () => {
    const code = await createList();
    for (const token of [tokens.customer, tokens.office]) {
      expect((await call('GET', '?codigoBodegaOrigen=BDSCL', { token })).statusCode).toBe(403);
      expect((await call('GET', `/${code}`, { token })).statusCode).toBe(403);
      expect((await call('POST', '', { body: { nidoperacion: operation }, token })).statusCode).toBe(403);
    }
    const foreign = await call('GET', `/${code}`, { token: tokens.otherWarehouse });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(messages.loadingListWrongWarehouse);
    expect(
      (await call('GET', '?codigoBodegaOrigen=BDSCL', { token: tokens.otherWarehouse })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', '/AvailableOperations?codigoBodegaOrigen=BDSCL', { token: tokens.otherWarehouse }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/${code}/Close`, { body: closePayload(), token: tokens.otherWarehouse }))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/LC999999')).statusCode).toBe(404);
  });

  it('offers the open operations of the warehouse and the filter lists', async () => {
    const closed = await insertOperation(ctx.db, { sestado: 'CERRADA', sdescripcion: 'Cerrada' });
    const elsewhere = await insertOperation(ctx.db, {
      scodbodegaorigen: 'BDPUQ',
      scodbodegadestino: 'BDSCL',
    });
    const response = await call('GET', '/AvailableOperations?codigoBodegaOrigen=BDSCL');
    expect(response.statusCode).toBe(200);
    const ids = response.json().map((o: { nidoperacion: number }) => o.nidoperacion);
    expect(ids).toContain(operation);
    expect(ids).not.toContain(closed);
    expect(ids).not.toContain(elsewhere);
    expect(response.json().find((o: { nidoperacion: number }) => o.nidoperacion === operation)).toEqual({
      nidoperacion: operation,
      sdescripcion: 'Camión semanal a Punta Arenas',
      scodbodegadestino: 'BDPUQ',
      snombodegadestino: expect.any(String),
      sdestipoequipo: 'Camión',
      sdesmodalidadenvio: 'Carga consolidada (LCL)',
      snombrecorto: '',
    });
    const filters = (await call('GET', '/Filters')).json();
    expect(filters.bodegaList.map((b: { scodbodega: string }) => b.scodbodega)).toEqual(['BDPUQ', 'BDSCL']);
    expect(filters.estadoList.map((s: { scodparametro01: string }) => s.scodparametro01)).toEqual([
      'ENCREA',
      'CERRADA',
      'DESPA',
      'RECEP',
    ]);
    expect(filters.medioEnvioList.length).toBeGreaterThan(0);
  });

  it('creates a list as text LC + 6 digits in ENCREA, only for open operations of the warehouse', async () => {
    const response = await call('POST', '', { body: { nidoperacion: operation } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^LC\d{6}$/);
    const detail = (await call('GET', `/${response.body}`)).json();
    expect(detail.loadingListDetail).toMatchObject({
      scodlistacarga: response.body,
      nidoperacion: operation,
      scodestadolista: 'ENCREA',
      sdesestadolista: 'En creación',
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      sdesviadespacho: 'Terrestre',
      sdestipoequipo: 'Camión',
      spatentecamion: null,
    });
    expect(detail.resumen).toEqual({
      totalBultos: 0,
      totalVolumenM3: 0,
      totalPesoKg: 0,
      totalPesoVolumetrico: 0,
      totalVenta: 0,
      totalCosto: 0,
      profit: 0,
    });

    const closed = await insertOperation(ctx.db, { sestado: 'CERRADA' });
    const refused = await call('POST', '', { body: { nidoperacion: closed } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.operationClosed);
    const elsewhere = await insertOperation(ctx.db, {
      scodbodegaorigen: 'BDPUQ',
      scodbodegadestino: 'BDSCL',
    });
    expect((await call('POST', '', { body: { nidoperacion: elsewhere } })).statusCode).toBe(403);
    expect((await call('POST', '', { body: { nidoperacion: 999_999 } })).statusCode).toBe(404);
    const empty = await call('POST', '', { body: {} });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.chooseOperation);
  });

  it('lists the warehouse lists newest first with RA count and volume, by filter', async () => {
    const other = await insertOperation(ctx.db, { scodigovia: 'MAR', scodtipoequipo: 'CONT20' });
    const first = await createList(other);
    const { nidra } = await insertWarehouseRa(ctx.db);
    expect((await addRas(first, [nidra], other)).statusCode).toBe(200);
    const second = await createList(other);
    const body = (await call('GET', '?codigoBodegaOrigen=BDSCL&codigoViaDespacho=MAR')).json();
    expect(body.totalPaginas).toBe(1);
    // Past the end: no rows, and the page count (read alone then) is still the filter's.
    expect((await call('GET', '?codigoBodegaOrigen=BDSCL&codigoViaDespacho=MAR&Page=2')).json()).toEqual({
      loadingList: [],
      totalPaginas: 1,
    });
    expect(Object.keys(body.loadingList[0])).not.toContain('ntotalfilas');
    expect(body.loadingList.map((l: { scodlistacarga: string }) => l.scodlistacarga)).toEqual([
      second,
      first,
    ]);
    expect(body.loadingList[1]).toMatchObject({
      nidoperacion: other,
      scodlistacarga: first,
      sdesviadespacho: 'Marítimo',
      scodestadolista: 'ENCREA',
      ncantidadra: 1,
      // 3 × 0,06 + 2 × 0,5 m³
      nvolumeningresadom3: 1.18,
    });
    const byCode = (await call('GET', `?codigoBodegaOrigen=BDSCL&codigoListaCarga=${first}`)).json();
    expect(byCode.loadingList.map((l: { scodlistacarga: string }) => l.scodlistacarga)).toEqual([first]);
    const closedOnes = (await call('GET', '?codigoBodegaOrigen=BDSCL&estado=CERRADA')).json();
    expect(closedOnes).toEqual({ loadingList: [], totalPaginas: 1 });
    const nowhere = (await call('GET', '?codigoBodegaOrigen=BDSCL&codigoBodegaDestino=BDSCL')).json();
    expect(nowhere.loadingList).toEqual([]);
    expect((await call('GET', '')).statusCode).toBe(400);
  });

  it('offers only loadable RAs of the operation route with free units', async () => {
    const code = await createList();
    const ready = await insertWarehouseRa(ctx.db);
    const preparing = await insertWarehouseRa(ctx.db, undefined, { scodestado: 'ENPREP' });
    const elsewhere = await insertWarehouseRa(ctx.db, undefined, { scodbodegadestino: 'BDSCL' });
    const url = (query: string) => `/${code}/RA/Available/List?operacionId=${operation}&${query}`;
    const all = (await call('GET', url('raId=0&clienteId=0'))).json();
    const ids = all.map((r: { nidra: number }) => r.nidra);
    expect(ids).toContain(ready.nidra);
    expect(ids).not.toContain(preparing.nidra);
    expect(ids).not.toContain(elsewhere.nidra);
    const one = (await call('GET', url(`raId=${ready.nidra}`))).json();
    expect(one).toEqual([
      expect.objectContaining({
        nidra: ready.nidra,
        scodestado: 'BORIG',
        ncantidadbultos: 5,
        ncantidadbultosdispo: 5,
        npesodisponible: 236,
        nvolumendisponible: 1.18,
      }),
    ]);
    const mismatch = await call('GET', `/${code}/RA/Available/List?operacionId=999999`);
    expect(mismatch.statusCode).toBe(400);
  });

  it('adds RAs with all their free units, moves them to ENLIS and writes the history', async () => {
    const code = await createList();
    const a = await insertWarehouseRa(ctx.db);
    const b = await insertWarehouseRa(ctx.db, [
      { ncantidadbultos: 4, npesobultokg: 5, nlargocm: 10, nanchocm: 10, naltocm: 10 },
    ]);
    const response = await addRas(code, [b.nidra, a.nidra]);
    expect(response.statusCode).toBe(200);
    expect(await stateOf(a.nidra)).toBe('ENLIS');
    const history = await historyOf(a.nidra);
    expect(history.at(-1)).toMatchObject({
      saccion: 'EN_LISTA',
      sestadoanterior: 'BORIG',
      sestadonuevo: 'ENLIS',
      sdetalle: `Agregado a la lista de carga ${code} (5 bultos)`,
    });
    const cards = (await call('GET', `/${code}/RA/List?Page=1`)).json();
    expect(cards.totalPaginas).toBe(1);
    const cardA = cards.list.find((c: { nidra: number }) => c.nidra === a.nidra);
    expect(cardA).toEqual({
      nidra: a.nidra,
      snomremitente: 'Ferretería Magallanes',
      snomdestinatario: 'María Pérez',
      sdescripcioncarga: 'Repuestos de maquinaria',
      sindsintarifa: 'S',
      dfhoingreso: expect.any(String),
      ncantidadbultosdispo: 0,
      npesodisponible: 0,
      nvolumendisponible: 0,
      ncantidadingresada: 5,
      npesoingresado: 236,
      nvolumeningresado: 1.18,
      sobservaciones: '',
    });
    const { resumen } = (await call('GET', `/${code}`)).json();
    expect(resumen).toMatchObject({
      totalBultos: 9,
      totalPesoKg: 256,
      totalVolumenM3: 1.184,
      totalPesoVolumetrico: 394.272,
    });

    // Nothing left of A for a second list; B's state does not change when it already is ENLIS.
    const second = await createList();
    const nothing = await addRas(second, [a.nidra]);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(messages.raNothingAvailable);
  });

  it('refuses RAs that are not loadable, go elsewhere or do not exist, and a foreign operation', async () => {
    const code = await createList();
    const preparing = await insertWarehouseRa(ctx.db, undefined, { scodestado: 'ENPREP' });
    const elsewhere = await insertWarehouseRa(ctx.db, undefined, { scodbodegadestino: 'BDSCL' });
    const notLoadable = await addRas(code, [preparing.nidra]);
    expect(notLoadable.statusCode).toBe(409);
    expect(notLoadable.json().message).toBe(messages.raNotLoadable);
    const wrongRoute = await addRas(code, [elsewhere.nidra]);
    expect(wrongRoute.statusCode).toBe(409);
    expect(wrongRoute.json().message).toBe(messages.raWrongRoute);
    expect((await addRas(code, [999_999])).statusCode).toBe(404);
    const ok = await insertWarehouseRa(ctx.db);
    expect((await addRas(code, [ok.nidra], 999_999)).statusCode).toBe(400);
    const empty = await addRas(code, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(messages.raListRequired);
    // A refused batch leaves nothing behind: one transaction.
    expect((await addRas(code, [ok.nidra, preparing.nidra])).statusCode).toBe(409);
    expect(await stateOf(ok.nidra)).toBe('BORIG');
  });

  it('edits the units of a list: never above free + entered, 0 removes the row', async () => {
    const code = await createList();
    const ra = await insertWarehouseRa(ctx.db);
    await addRas(code, [ra.nidra]);
    const [boxes, pallets] = ra.items;
    const packages = (await call('GET', `/${code}/RA/${ra.nidra}/Package`)).json();
    expect(packages).toMatchObject({ ntotalbultos: 5, npesototalkg: 236, nvolumentotalm3: 1.18 });
    expect(packages.bultoList[0]).toMatchObject({
      niditem: boxes,
      sdestipobulto: 'Caja',
      ncantidadbultos: 3,
      ncantidadingresada: 3,
      ncantidadbultosdispo: 0,
      nvolumenbultom3: 0.06,
    });

    const over = await call('PUT', `/${code}/RA/${ra.nidra}/Package`, {
      body: [{ niditem: boxes, ncantidadbultos: 4 }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(messages.quantityOverAvailable);
    const foreign = await call('PUT', `/${code}/RA/${ra.nidra}/Package`, {
      body: [{ niditem: 999_999, ncantidadbultos: 1 }],
    });
    expect(foreign.statusCode).toBe(400);

    const reduced = await call('PUT', `/${code}/RA/${ra.nidra}/Package`, {
      body: [
        { niditem: boxes, ncantidadbultos: 1 },
        { niditem: pallets, ncantidadbultos: 0 },
      ],
    });
    expect(reduced.statusCode).toBe(200);
    const rows = await ctx.db
      .select()
      .from(loadingListPackages)
      .where(eq(loadingListPackages.nidra, ra.nidra));
    expect(rows.map((r) => [r.niditem, r.ncantidadingresada])).toEqual([[boxes, 1]]);
    const card = (await call('GET', `/${code}/RA/List`)).json().list[0];
    expect(card).toMatchObject({ ncantidadingresada: 1, ncantidadbultosdispo: 4, npesodisponible: 224 });
    expect((await historyOf(ra.nidra)).at(-1)).toMatchObject({ saccion: 'BULTOS_LISTA', sestadonuevo: null });

    // The free units go to a second list; the first may then not grow beyond what it has.
    const second = await createList();
    expect((await addRas(second, [ra.nidra])).statusCode).toBe(200);
    expect(
      (
        await call('PUT', `/${code}/RA/${ra.nidra}/Package`, {
          body: [{ niditem: boxes, ncantidadbultos: 2 }],
        })
      ).statusCode,
    ).toBe(400);

    // 0 everywhere takes the RA off the first list; it stays ENLIS, being on the second.
    const none = await call('PUT', `/${code}/RA/${ra.nidra}/Package`, {
      body: [{ niditem: boxes, ncantidadbultos: 0 }],
    });
    expect(none.statusCode).toBe(200);
    expect((await call('GET', `/${code}/RA/List`)).json().list).toEqual([]);
    expect(await stateOf(ra.nidra)).toBe('ENLIS');
    expect((await call('GET', `/${code}/RA/${ra.nidra}/Package`)).statusCode).toBe(404);
  });

  it('comments an RA of the list (max 500)', async () => {
    const code = await createList();
    const ra = await insertWarehouseRa(ctx.db);
    await addRas(code, [ra.nidra]);
    const ok = await call('PUT', `/${code}/RA/${ra.nidra}/Comment`, {
      body: { sobservaciones: 'Frágil, arriba' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', `/${code}/RA/List`)).json().list[0].sobservaciones).toBe('Frágil, arriba');
    const long = await call('PUT', `/${code}/RA/${ra.nidra}/Comment`, {
      body: { sobservaciones: 'x'.repeat(501) },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.observationTooLong);
    expect(
      (await call('PUT', `/${code}/RA/999999/Comment`, { body: { sobservaciones: 'a' } })).statusCode,
    ).toBe(404);
  });

  it('removes an RA: back to BORIG when on no list, with history', async () => {
    const code = await createList();
    const ra = await insertWarehouseRa(ctx.db);
    await addRas(code, [ra.nidra]);
    expect((await call('DELETE', `/${code}/999999/RA/${ra.nidra}`)).statusCode).toBe(400);
    const response = await call('DELETE', `/${code}/${operation}/RA/${ra.nidra}`);
    expect(response.statusCode).toBe(200);
    expect(await stateOf(ra.nidra)).toBe('BORIG');
    expect((await historyOf(ra.nidra)).at(-1)).toMatchObject({
      saccion: 'FUERA_LISTA',
      sestadoanterior: 'ENLIS',
      sestadonuevo: 'BORIG',
    });
    const again = await call('DELETE', `/${code}/${operation}/RA/${ra.nidra}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(messages.raNotOnList);
  });

  it('closes a list with truck data; empty lists, bad data and closed lists are refused', async () => {
    const code = await createList();
    const empty = await call('PUT', `/${code}/Close`, { body: closePayload() });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().message).toBe(messages.loadingListEmpty);

    const ra = await insertWarehouseRa(ctx.db);
    await addRas(code, [ra.nidra]);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ spatentecamion: '' }, 'La patente es obligatoria'],
      [{ spatenteacoplado: ' ' }, 'La patente de acoplado es obligatoria'],
      [{ snombreconductor: '' }, 'El nombre es obligatorio'],
      [{ spreftelefonoconductor: '' }, 'El prefijo es obligatorio'],
      [{ nnumtelefonoconductor: '' }, 'El celular es obligatorio'],
      [{ nnumtelefonoconductor: '9123a' }, messages.onlyNumbers],
      [{ spreftelefonoconductor: '+56' }, messages.onlyNumbers],
      // Issue 29: a plate is a Chilean plate.
      [{ spatentecamion: 'XYZ' }, messages.truckPlateFormat],
      [{ spatentecamion: 'ABCD12' }, messages.truckPlateFormat],
      [{ spatenteacoplado: 'AB123' }, messages.trailerPlateFormat],
    ];
    for (const [overrides, message] of cases) {
      const response = await call('PUT', `/${code}/Close`, { body: closePayload(overrides) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    // Typed as people type them, the plates are kept in one spelling (issue 29).
    const closed = await call('PUT', `/${code}/Close`, {
      body: closePayload({ spatentecamion: 'bc-df-12', spatenteacoplado: 'jk 34 56' }),
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ scodlistacarga: code, scodestadolista: 'CERRADA' });
    const detail = (await call('GET', `/${code}`)).json().loadingListDetail;
    expect(detail).toMatchObject({
      scodestadolista: 'CERRADA',
      spatentecamion: 'BCDF12',
      spatenteacoplado: 'JK3456',
      snombreconductor: 'Juan Soto',
      spreftelefonoconductor: '56',
      nnumtelefonoconductor: '912345678',
    });
    expect(detail.dfhocierre).not.toBeNull();
    // A plate stored as typed before issue 29 is shown in the same spelling, here and on the RA's detail.
    await ctx.db
      .update(loadingLists)
      .set({ spatenteacoplado: 'jk-34-56' })
      .where(eq(loadingLists.scodlistacarga, code));
    expect((await call('GET', `/${code}`)).json().loadingListDetail.spatenteacoplado).toBe('JK3456');
    const admin = (await login(ctx.app, 'admin')).accessToken;
    const raDetail = await ctx.call('GET', `/api/Shipment/Detail/${ra.nidra}`, { token: admin });
    expect(raDetail.json().listaCargaList[0].spatenteacoplado).toBe('JK3456');

    // A closed list takes no change at all.
    const other = await insertWarehouseRa(ctx.db);
    const refused = [
      await call('PUT', `/${code}/Close`, { body: closePayload() }),
      await addRas(code, [other.nidra]),
      await call('PUT', `/${code}/RA/${ra.nidra}/Comment`, { body: { sobservaciones: 'tarde' } }),
      await call('PUT', `/${code}/RA/${ra.nidra}/Package`, {
        body: [{ niditem: ra.items[0], ncantidadbultos: 1 }],
      }),
      await call('DELETE', `/${code}/${operation}/RA/${ra.nidra}`),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([409, 409, 409, 409, 409]);
    expect(refused[1]?.json().message).toBe(messages.loadingListNotEditable);
    // Still readable, and the RA's packages can be viewed.
    expect((await call('GET', `/${code}/RA/${ra.nidra}/Package`)).statusCode).toBe(200);
  });

  it('costs the list from its operation costs and shows its lists on the RA detail', async () => {
    const op = await insertOperation(ctx.db);
    const code = await createList(op);
    const ra = await insertWarehouseRa(ctx.db);
    const elsewhere = await insertWarehouseRa(ctx.db);
    expect((await addRas(code, [ra.nidra], op)).statusCode).toBe(200);
    const [admin] = await ctx.db
      .select({ id: users.nidusuario })
      .from(users)
      .where(eq(users.susuario, 'admin'));
    const cost = { nidoperacion: op, scodtipocosto: 'FLETE', nidusuario: present(admin, 'admin').id };
    await ctx.db.insert(operationCosts).values([
      { ...cost, nmontocosto: 100_000 },
      { ...cost, nmontocosto: 20_000, scodtipoasignacion: 'RA', nidra: ra.nidra },
      { ...cost, nmontocosto: 7_000, scodtipoasignacion: 'RA', nidra: elsewhere.nidra },
    ]);
    const { resumen } = (await call('GET', `/${code}`)).json();
    // No tariff for the demo RA's billing party: it sells 0, and the list loses its cost.
    expect(resumen).toMatchObject({ totalBultos: 5, totalCosto: 120_000, totalVenta: 0, profit: -120_000 });

    const admin2 = (await login(ctx.app, 'admin')).accessToken;
    const detail = await ctx.call('GET', `/api/Shipment/Detail/${ra.nidra}`, { token: admin2 });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().listaCargaList).toEqual([
      {
        nidoperacion: op,
        scodlistacarga: code,
        snombreconductor: null,
        spatentecamion: null,
        spatenteacoplado: null,
        spreftelefonoconductor: null,
        nnumtelefonoconductor: null,
      },
    ]);
  });

  it('downloads both spreadsheets with the spec file names', async () => {
    const code = await createList();
    const ra = await insertWarehouseRa(ctx.db);
    await addRas(code, [ra.nidra]);
    const warehouseList = await call('GET', `/${code}/Report`);
    expect(warehouseList.statusCode).toBe(200);
    expect(warehouseList.headers['content-type']).toContain('spreadsheetml');
    expect(warehouseList.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="Reporte lista carga \\(${code}\\) \\d{2}-\\d{2}-\\d{4}\\.xlsx"$`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(warehouseList.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Lista bodega')!;
    const values = sheet.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : row));
    expect(values).toContainEqual([
      ra.nidra,
      'Ferretería Magallanes',
      'María Pérez',
      'Repuestos de maquinaria',
      'Caja',
      3,
      36,
      0.18,
      '50 × 40 × 30 cm',
    ]);
    expect(values).toContainEqual(['Total', '', '', '', '', 5, 236, 1.18]);

    const valued = await call('GET', `/${code}/Report/Valued`);
    expect(valued.statusCode).toBe(200);
    expect(valued.headers['content-disposition']).toMatch(
      new RegExp(`filename="Reporte valorizado \\(${code}\\) \\d{2}-\\d{2}-\\d{4}\\.xlsx"$`),
    );
    expect((await call('GET', `/${code}/Report`, { token: tokens.otherWarehouse })).statusCode).toBe(403);
    expect((await call('GET', `/${code}/Report/Valued`, { token: tokens.customer })).statusCode).toBe(403);
  });

  it('keeps the package rows of the tables consistent: no row with 0 units', async () => {
    const rows = await ctx.db
      .select()
      .from(loadingListPackages)
      .where(and(eq(loadingListPackages.ncantidadingresada, 0)));
    expect(rows).toEqual([]);
  });
});
