import { messages } from '@carga/domain';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf, raStateOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

describe.each(drivers)('reception at destination on %s', (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });

  const stateOf = (nidra: number) => raStateOf(ctx.db, nidra);
  const historyOf = (nidra: number) => raHistoryOf(ctx.db, nidra);
  const count = (code: string, nidra: number, lines: unknown[]) =>
    flow.call('PUT', `/api/Destination/${code}/RA/${nidra}/Package`, { body: lines, token: flow.tokens.puq });
  const get = async (url: string) => (await flow.ok('GET', `/api${url}`, { token: flow.tokens.puq })).json();

  it('refuses customers, staff without BOD-RECIBIR and the origin warehouse', async () => {
    const { code, nidra, items } = await flow.dispatchedList();
    const { office, customer, scl } = flow.tokens;
    for (const token of [office, customer, scl]) {
      expect((await flow.call('GET', `/api/Destination/${code}`, { token })).statusCode).toBe(403);
      expect((await flow.call('PUT', `/api/Destination/${code}`, { token })).statusCode).toBe(403);
      const counted = await flow.call('PUT', `/api/Destination/${code}/RA/${nidra}/Package`, {
        body: [{ niditem: items[0], ncantidadbultos: 3 }],
        token,
      });
      expect(counted.statusCode).toBe(403);
      expect((await flow.call('GET', `/api/Destination/${code}/Report`, { token })).statusCode).toBe(403);
    }
    const foreign = await flow.call('GET', '/api/Destination?codigoBodegaDestino=BDPUQ', { token: scl });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(messages.loadingListNotForWarehouse);
    expect((await flow.call('GET', '/api/Destination/LC999999', { token: flow.tokens.puq })).statusCode).toBe(
      404,
    );
    expect(await stateOf(nidra)).toBe('ENTRA');
  });

  it('lists the lists travelling to the warehouse, by state', async () => {
    const { code: closed } = await flow.closedList();
    const { code: dispatched } = await flow.dispatchedList();
    const codes = async (query: string) =>
      (await get(`/Destination?codigoBodegaDestino=BDPUQ${query}`)).list.map(
        (item: { scodlistacarga: string }) => item.scodlistacarga,
      );
    expect(await codes('')).toEqual(expect.arrayContaining([closed, dispatched]));
    expect(await codes('&estado=DESPA')).toContain(dispatched);
    expect(await codes('&estado=DESPA')).not.toContain(closed);
    expect(await codes(`&codigoListaCarga=${dispatched}`)).toEqual([dispatched]);
    expect(await codes('&codigoBodegaOrigen=BDPUQ')).toEqual([]);
    const item = (await get(`/Destination?codigoBodegaDestino=BDPUQ&codigoListaCarga=${dispatched}`)).list[0];
    expect(item).toMatchObject({ ncantidaddespachada: 5, ncantidadrecibida: 0, ncantidadfaltante: 0 });
    const filters = await get('/Destination/Filters');
    expect(filters.estadoList.map((s: { scodparametro01: string }) => s.scodparametro01)).toContain('RECEP');
  });

  it('counts only a dispatched list, and checks every line', async () => {
    const { code: closed, nidra, items } = await flow.closedList();
    const early = await count(closed, nidra, [{ niditem: items[0], ncantidadbultos: 3 }]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.loadingListNotReceivable);
    expect(
      (await flow.call('PUT', `/api/Destination/${closed}`, { token: flow.tokens.puq })).statusCode,
    ).toBe(409);

    expect((await flow.dispatch(closed)).statusCode).toBe(200);
    const before = await get(`/Destination/${closed}/RA/${nidra}/Package`);
    expect(before.ntotalbultos).toBe(5);
    expect(before.bultoList[0]).toMatchObject({ ncantidadingresada: 3, ncantidadrecibida: null });

    const cases: Array<[unknown[], string]> = [
      [[{ niditem: items[0], ncantidadbultos: 4 }], messages.receivedOverDispatched],
      [[{ niditem: items[0], ncantidadbultos: 2 }], messages.differenceReasonRequired],
      [[{ niditem: items[0], ncantidadbultos: 3, ncantidaddanada: 1 }], messages.differenceReasonRequired],
      [
        [{ niditem: items[0], ncantidadbultos: 1, ncantidaddanada: 2, smotivodiferencia: 'x' }],
        messages.damagedOverReceived,
      ],
      [[{ niditem: items[0], ncantidadbultos: 'dos' }], messages.onlyNumbers],
      [[{ niditem: 999999, ncantidadbultos: 1 }], messages.packageNotOnRa],
      [[], messages.validation],
    ];
    for (const [lines, message] of cases) {
      const response = await count(closed, nidra, lines);
      expect(response.statusCode, JSON.stringify(lines)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const { nidra: stranger } = await insertWarehouseRa(ctx.db);
    expect((await count(closed, stranger, [{ niditem: items[0], ncantidadbultos: 1 }])).statusCode).toBe(404);
    expect(
      (
        await flow.call('GET', `/api/Destination/${closed}/RA/${stranger}/Package`, {
          token: flow.tokens.puq,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('keeps what arrived short, shows it on the list, the RA, its history and the origin dashboard', async () => {
    const { code, nidra, items } = await flow.dispatchedList();
    const before = (
      await flow.ok('GET', '/api/Shipment/OriginStatistics?codigoOficinaOrigen=OFISCL', {
        token: flow.tokens.office,
      })
    ).json();

    // One pallet missing, one box damaged; the boxes' count is then corrected to all arrived.
    expect(
      (
        await count(code, nidra, [
          { niditem: items[1], ncantidadbultos: 1, smotivodiferencia: 'No llegó en el camión' },
        ])
      ).statusCode,
    ).toBe(200);
    const partial = (await get(`/Destination/${code}/RA/List`)).list[0];
    expect(partial).toMatchObject({
      nidra,
      ncantidaddespachada: 5,
      ncantidadrecibida: 1,
      ncantidadfaltante: 1,
      scontado: 'N',
    });
    expect(
      (
        await count(code, nidra, [
          { niditem: items[0], ncantidadbultos: 3, ncantidaddanada: 1, smotivodiferencia: 'Caja mojada' },
        ])
      ).statusCode,
    ).toBe(200);
    const packages = await get(`/Destination/${code}/RA/${nidra}/Package`);
    expect(packages.recepcion).toEqual({
      ncantidaddespachada: 5,
      ncantidadrecibida: 4,
      ncantidadfaltante: 1,
      ncantidaddanada: 1,
    });
    expect(packages.bultoList[1]).toMatchObject({
      ncantidadrecibida: 1,
      ncantidadfaltante: 1,
      smotivodiferencia: 'No llegó en el camión',
    });
    const counted = (await historyOf(nidra)).filter((h) => h.saccion === 'CONTEO_DESTINO');
    expect(counted).toHaveLength(2);
    expect(counted[1]?.sdetalle).toContain(
      '4 de 5 bultos recibidos; faltantes: 1; dañados: 1; motivo: Caja mojada; No llegó en el camión',
    );
    expect(await stateOf(nidra)).toBe('ENTRA');

    const received = await flow.call('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq });
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ scodlistacarga: code, scodestadolista: 'RECEP' });
    expect(await stateOf(nidra)).toBe('BDEST');
    expect((await historyOf(nidra)).at(-1)).toMatchObject({
      saccion: 'RECEPCION_DESTINO',
      sestadoanterior: 'ENTRA',
      sestadonuevo: 'BDEST',
    });
    expect((await historyOf(nidra)).at(-1)!.sdetalle).toContain(
      'faltantes: 1; dañados: 1; motivo: Caja mojada; No llegó en el camión',
    );

    // Once: a second reception and any later count are refused.
    expect((await flow.call('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq })).statusCode).toBe(
      409,
    );
    expect((await count(code, nidra, [{ niditem: items[1], ncantidadbultos: 2 }])).statusCode).toBe(409);

    const detail = await get(`/Destination/${code}`);
    expect(detail.loadingListDetail).toMatchObject({
      scodestadolista: 'RECEP',
      sselloseguridad: 'SELLO-001',
    });
    expect(detail.recepcion).toMatchObject({
      ncantidadfaltante: 1,
      ncantidaddanada: 1,
      ncantidadradiferencia: 1,
    });
    // The Recibir card carries the same count (read in the page's own statement).
    const card = (await get(`/Destination?codigoBodegaDestino=BDPUQ&codigoListaCarga=${code}`)).list[0];
    expect(card).toMatchObject({
      ncantidaddespachada: detail.recepcion.ncantidaddespachada,
      ncantidadrecibida: detail.recepcion.ncantidadrecibida,
      ncantidadfaltante: 1,
      ncantidaddanada: 1,
      ncantidadradiferencia: 1,
    });
    const ra = (await flow.ok('GET', `/api/Shipment/Detail/${nidra}`, { token: flow.tokens.office })).json();
    expect(ra.diferenciaList).toEqual([
      expect.objectContaining({
        scodlistacarga: code,
        ncantidaddespachada: 3,
        ncantidadrecibida: 3,
        ncantidaddanada: 1,
      }),
      expect.objectContaining({
        ncantidaddespachada: 2,
        ncantidadrecibida: 1,
        ncantidadfaltante: 1,
        smotivodiferencia: 'No llegó en el camión',
      }),
    ]);
    const after = (
      await flow.ok('GET', '/api/Shipment/OriginStatistics?codigoOficinaOrigen=OFISCL', {
        token: flow.tokens.office,
      })
    ).json();
    expect(after.diferenciasEnDestino).toBe(before.diferenciasEnDestino + 1);
    const differences = (
      await flow.ok('GET', '/api/Shipment/Differences?codigoOficinaOrigen=OFISCL', {
        token: flow.tokens.office,
      })
    ).json();
    expect(differences.list.filter((d: { nidra: number }) => d.nidra === nidra)).toHaveLength(2);
    expect(
      (
        await flow.call('GET', '/api/Shipment/Differences?codigoOficinaOrigen=OFIPUQ', {
          token: flow.tokens.office,
        })
      ).statusCode,
    ).toBe(403);
    const main = (
      await flow.ok('GET', '/api/Shipment/MainStatistics?codigo=BDPUQ', { token: flow.tokens.puq })
    ).json();
    expect(main.cargasPendientesDeEntrega).toBeGreaterThanOrEqual(1);
  });

  it('takes uncounted lines as arrived whole, and writes the reception report', async () => {
    const { code, nidra } = await flow.receivedList();
    expect(await stateOf(nidra)).toBe('BDEST');
    const packages = await get(`/Destination/${code}/RA/${nidra}/Package`);
    expect(packages.recepcion).toEqual({
      ncantidaddespachada: 5,
      ncantidadrecibida: 5,
      ncantidadfaltante: 0,
      ncantidaddanada: 0,
    });
    expect((await historyOf(nidra)).at(-1)!.sdetalle).toContain('5 de 5 bultos recibidos');

    const report = await flow.ok('GET', `/api/Destination/${code}/Report`, { token: flow.tokens.puq });
    expect(report.headers['content-disposition']).toMatch(
      new RegExp(`filename="Reporte lista carga \\(${code}\\) \\d{2}-\\d{2}-\\d{4}\\.xlsx"`),
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const rows = book
      .getWorksheet('Recepción')!
      .getSheetValues()
      .map((row) => (Array.isArray(row) ? row.slice(1) : []));
    expect(rows).toContainEqual([nidra, 'Ferretería Magallanes', 'María Pérez', 'Pallet', 2, 2, 0, 0, '']);
    expect(rows).toContainEqual(['Total', '', '', '', 5, 5, 0, 0, '']);
  });

  it('moves an RA that travels on two lists to the destination only when both are received', async () => {
    const { nidra, items } = await insertWarehouseRa(ctx.db);
    const first = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } }))
      .body;
    await flow.ok('POST', `/api/LoadingList/${first}/RA`, {
      body: { operacionId: flow.operation, raList: [nidra] },
    });
    await flow.ok('PUT', `/api/LoadingList/${first}/RA/${nidra}/Package`, {
      body: [{ niditem: items[1], ncantidadbultos: 0 }],
    });
    const second = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } }))
      .body;
    await flow.ok('POST', `/api/LoadingList/${second}/RA`, {
      body: { operacionId: flow.operation, raList: [nidra] },
    });
    for (const code of [first, second]) {
      await flow.ok('PUT', `/api/LoadingList/${code}/Close`, {
        body: {
          spatentecamion: 'AB1234',
          spatenteacoplado: 'CD5678',
          snombreconductor: 'Ana',
          spreftelefonoconductor: '56',
          nnumtelefonoconductor: '911111111',
          sconfirmasintarifa: 'S',
        },
      });
    }
    await flow.dispatch(first);
    expect(await stateOf(nidra)).toBe('ENLIS');
    await flow.dispatch(second);
    expect(await stateOf(nidra)).toBe('ENTRA');
    await flow.ok('PUT', `/api/Destination/${first}`, { token: flow.tokens.puq });
    expect(await stateOf(nidra)).toBe('ENTRA');
    await flow.ok('PUT', `/api/Destination/${second}`, { token: flow.tokens.puq });
    expect(await stateOf(nidra)).toBe('BDEST');
  });
});
