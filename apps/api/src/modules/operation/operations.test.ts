import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { operations } from '../../db/schema.ts';
import { createStaffUser } from '../customer/customer.test-support.ts';
import { costPayload, operationApi, operationPayload } from './operation.test-support.ts';

describe.each(drivers)('Operaciones on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { scl: 'bodega.scl', puq: 'bodega.puq', customer: 'cliente', listsOnly: 'solo.listas' },
    (db) => createStaffUser(db, 'solo.listas', ['BOD-LISTACARGA'], { oficinas: [], bodegas: ['BDSCL'] }),
  );
  const { tokens } = ctx;
  const { ids, call } = operationApi(ctx);
  const { clientId } = ids;
  const create = async (overrides: Parameters<typeof operationPayload>[0] = {}) => {
    const response = await call('POST', '', { body: operationPayload(overrides) });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().nidoperacion as number;
  };

  it('offers equipment with its vía, warehouses, vías, modalities and states', async () => {
    const detail = await call('GET', '/Detail/Filters');
    expect(detail.statusCode).toBe(200);
    const body = detail.json();
    expect(body.tipoEquipoList).toContainEqual({
      scodparametro01: 'CAMION',
      scodparametro02: 'TER',
      sdeslargo01: 'Camión',
    });
    expect(body.tipoEquipoList).toContainEqual(
      expect.objectContaining({ scodparametro01: 'ULD', scodparametro02: 'AER' }),
    );
    expect(body.bodegaList.map((w: { scodbodega: string }) => w.scodbodega)).toEqual(
      expect.arrayContaining(['BDSCL', 'BDPUQ']),
    );
    expect(body.medioEnvioList.map((v: { scodparametro01: string }) => v.scodparametro01)).toContain('TER');
    expect(body.modalidadEnvioList.map((m: { scodparametro01: string }) => m.scodparametro01)).toEqual([
      'LCL',
      'FCL',
      'ESP',
    ]);
    const filters = (await call('GET', '/Filters?codigoBodegaOrigen=BDSCL')).json();
    expect(filters.estadoList).toEqual([
      { scodparametro01: 'ABIERTA', sdeslargo01: 'Abierta' },
      { scodparametro01: 'CERRADA', sdeslargo01: 'Cerrada' },
    ]);
    expect(filters.bodegaList.map((w: { scodbodega: string }) => w.scodbodega)).not.toContain('BDSCL');
    expect((await call('GET', '/Filters?codigoBodegaOrigen=BDPUQ')).statusCode).toBe(403);
  });

  it('creates an LCL operation, without a full-load client whatever is sent, and lists it', async () => {
    const created = await call('POST', '', {
      body: operationPayload({ nidclientecargafull: clientId['77123456-9'], srutclientefull: '77123456-9' }),
    });
    expect(created.statusCode).toBe(201);
    const { nidoperacion, sdesestado } = created.json();
    expect(sdesestado).toBe('ABIERTA');
    const [row] = await ctx.db.select().from(operations).where(eq(operations.nidoperacion, nidoperacion));
    expect(row).toMatchObject({
      nidclientecargafull: null,
      srutclientefull: '',
      nidusuario: ids.sclId,
      sestado: 'ABIERTA',
    });

    const list = (await call('GET', `?codigoBodegaOrigen=BDSCL&id=${nidoperacion}`)).json();
    expect(list).toEqual({
      operacionList: [
        {
          nidoperacion,
          sdescripcion: 'Camión semanal a Punta Arenas',
          sdesestado: 'ABIERTA',
          svia: 'Terrestre',
          scodigovia: 'TER',
          nidusuario: ids.sclId,
          dfhocreacion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          snomproveedor: '',
          scodtipoequipo: 'CAMION',
          sdesunidadtransportadora: 'Camión',
          ncostooperacion: 0,
          nventaoperacion: 0,
          smodalidadenvio: 'Carga consolidada (LCL)',
          scodmodalidadenvio: 'LCL',
          scodbodegaorigen: 'BDSCL',
          scodbodegadestino: 'BDPUQ',
          snombodegadestino: expect.any(String),
          nidclientecargafull: 0,
          srutclientecargafull: '',
          srutclientefull: '',
          snombrecorto: '',
          totalRegistros: 1,
        },
      ],
      totalPaginas: 1,
    });
  });

  it('keeps the full-load client of an FCL operation, checked against its rut', async () => {
    const id = await create({
      scodmodalidadenvio: 'FCL',
      scodigovia: 'MAR',
      scodtipoequipo: 'CONT40',
      nidclientecargafull: clientId['77123456-9'],
      srutclientefull: '77123456-9',
    });
    const [item] = (await call('GET', `?id=${id}`)).json().operacionList;
    expect(item).toMatchObject({
      nidclientecargafull: clientId['77123456-9'],
      srutclientecargafull: '77123456-9',
      srutclientefull: '77123456-9',
      snombrecorto: 'Los Andes',
      smodalidadenvio: 'Contenedor completo (FCL)',
      svia: 'Marítimo',
      sdesunidadtransportadora: 'Contenedor 40 pies',
    });
    const mismatch = await call('POST', '', {
      body: operationPayload({
        scodmodalidadenvio: 'FCL',
        nidclientecargafull: clientId['77123456-9'],
        srutclientefull: '76086428-5',
      }),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toEqual([
      { field: 'srutclientefull', message: messages.clientRutMismatch },
    ]);
  });

  it('refuses invalid operations with the field and its Spanish message', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ sdescripcion: 'x'.repeat(101) }, 'sdescripcion', messages.operationDescriptionTooLong],
      [{ scodbodegadestino: 'BDSCL' }, 'scodbodegadestino', messages.sameWarehouses],
      [{ scodbodegadestino: '' }, 'scodbodegadestino', messages.warehouseRequired],
      [{ scodbodegadestino: 'BDXXX' }, 'scodbodegadestino', messages.warehouseUnknown],
      [{ scodigovia: '' }, 'scodigovia', messages.viaRequired],
      [{ scodigovia: 'TREN' }, 'scodigovia', messages.unknownCode],
      [{ scodtipoequipo: '' }, 'scodtipoequipo', messages.equipmentRequired],
      [{ scodtipoequipo: 'CONT20' }, 'scodtipoequipo', messages.equipmentNotForVia],
      [{ scodtipoequipo: 'NAVE' }, 'scodtipoequipo', messages.unknownCode],
      [{ scodmodalidadenvio: 'XYZ', nidclientecargafull: 1 }, 'scodmodalidadenvio', messages.unknownCode],
      [{ scodmodalidadenvio: 'FCL' }, 'nidclientecargafull', messages.fullLoadClientRequired],
      [
        { scodmodalidadenvio: 'FCL', nidclientecargafull: 999999 },
        'nidclientecargafull',
        messages.clientNotFound,
      ],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '', { body: operationPayload(overrides) });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors, JSON.stringify(overrides)).toContainEqual({ field, message });
    }
    expect(
      (await call('POST', '', { body: operationPayload({ sdescripcion: 'x'.repeat(100) }) })).statusCode,
    ).toBe(201);
    // ESP, like LCL, has no full-load client.
    expect(
      (await call('POST', '', { body: operationPayload({ scodmodalidadenvio: 'ESP' }) })).statusCode,
    ).toBe(201);
    // The origin must be the caller's warehouse.
    const elsewhere = await call('POST', '', {
      body: operationPayload({ scodbodegaorigen: 'BDPUQ', scodbodegadestino: 'BDSCL' }),
    });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(messages.operationWrongWarehouse);
  });

  it('updates an open operation with the same checks', async () => {
    const id = await create();
    const updated = await call('PUT', `/${id}`, {
      body: operationPayload({ sdescripcion: 'Vuelo', scodigovia: 'AER', scodtipoequipo: 'ULD' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ nidoperacion: id, sdesestado: 'ABIERTA' });
    const [item] = (await call('GET', `?id=${id}`)).json().operacionList;
    expect(item).toMatchObject({ sdescripcion: 'Vuelo', scodigovia: 'AER', scodtipoequipo: 'ULD' });
    const bad = await call('PUT', `/${id}`, { body: operationPayload({ scodtipoequipo: 'ULD' }) });
    expect(bad.json().errors).toEqual([{ field: 'scodtipoequipo', message: messages.equipmentNotForVia }]);
    const missing = await call('PUT', '/999999', { body: operationPayload() });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.operationNotFound);
  });

  it('closes once; a closed operation takes no edits, costs or deletions (409)', async () => {
    const id = await create();
    const cost = await call('POST', '/Cost', { body: costPayload(id) });
    expect(cost.statusCode).toBe(201);
    const { nidcosto } = cost.json();
    const closed = await call('PUT', `/Close/${id}`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toEqual({ nidoperacion: id, sdesestado: 'CERRADA' });
    const again = await call('PUT', `/Close/${id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.operationAlreadyClosed);
    for (const [method, url, payload] of [
      ['PUT', `/${id}`, operationPayload()],
      ['POST', '/Cost', costPayload(id)],
      ['PUT', `/Cost/${nidcosto}`, costPayload(id)],
      ['DELETE', `/Cost/${id}/${nidcosto}`, undefined],
    ] as const) {
      const response = await call(method, url, { body: payload });
      expect(response.statusCode, `${method} ${url}`).toBe(409);
      expect(response.json().message).toBe(messages.operationNotEditable);
    }
    // Still readable.
    expect((await call('GET', `/Cost/${id}?getSummary=true`)).json().costoList).toHaveLength(1);
    expect((await call('GET', `?id=${id}&estado=CERRADA`)).json().operacionList[0].sdesestado).toBe(
      'CERRADA',
    );
    expect((await call('GET', `?id=${id}&estado=ABIERTA`)).json().operacionList).toEqual([]);
  });

  it('pages by 10, newest first, and filters by code, destination, vía and state', async () => {
    for (let i = 0; i < 11; i++) await create({ sdescripcion: `Serie ${i}` });
    const first = (await call('GET', '?codigoBodegaOrigen=BDSCL')).json();
    expect(first.operacionList).toHaveLength(10);
    const ids = first.operacionList.map((o: { nidoperacion: number }) => o.nidoperacion);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(first.operacionList[0].sdescripcion).toBe('Serie 10');
    const total = first.operacionList[0].totalRegistros;
    expect(first.totalPaginas).toBe(Math.ceil(total / 10));
    const second = (await call('GET', '?codigoBodegaOrigen=BDSCL&Page=2')).json();
    expect(second.operacionList[0].nidoperacion).toBeLessThan(ids[9]);
    // Past the end: no rows, and the page count (read alone then) is still the whole filter's.
    const beyond = (await call('GET', `?codigoBodegaOrigen=BDSCL&Page=${first.totalPaginas + 1}`)).json();
    expect(beyond).toEqual({ operacionList: [], totalPaginas: first.totalPaginas });
    expect(
      (await call('GET', '?codigoViaDespacho=AER'))
        .json()
        .operacionList.every((o: { scodigovia: string }) => o.scodigovia === 'AER'),
    ).toBe(true);
    expect((await call('GET', '?codigoBodegaDestino=BDSCL')).json().operacionList).toEqual([]);
    const badId = await call('GET', '?id=12a');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toBe(messages.onlyNumbers);
    // Another warehouse sees none of them.
    expect((await call('GET', '', { token: tokens.puq })).json()).toEqual({
      operacionList: [],
      totalPaginas: 1,
    });
  });

  it('is for BOD-OPERACION staff of the origin warehouse: 403 to customers, other warehouses and other menus', async () => {
    const id = await create();
    const cost = (await call('POST', '/Cost', { body: costPayload(id) })).json().nidcosto;
    const calls = [
      ['GET', '?codigoBodegaOrigen=BDSCL', undefined],
      ['GET', '/Filters?codigoBodegaOrigen=BDSCL', undefined],
      ['POST', '', operationPayload()],
      ['PUT', `/${id}`, operationPayload()],
      ['PUT', `/Close/${id}`, undefined],
      ['GET', `/Cost/${id}?getSummary=true`, undefined],
      ['GET', `/Cost/Filters/${id}`, undefined],
      ['POST', '/Cost', costPayload(id)],
      ['PUT', `/Cost/${cost}`, costPayload(id)],
      ['DELETE', `/Cost/${id}/${cost}`, undefined],
      ['GET', `/Sale/${id}?getSummary=true`, undefined],
    ] as const;
    for (const token of [tokens.customer, tokens.puq, tokens.listsOnly]) {
      for (const [method, url, payload] of calls) {
        const response = await call(method, url, { body: payload, token });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
      }
    }
    for (const token of [tokens.customer, tokens.listsOnly])
      expect((await call('GET', '/Detail/Filters', { token })).statusCode).toBe(403);
    // Nothing changed.
    expect((await call('GET', `?id=${id}`)).json().operacionList[0].sdesestado).toBe('ABIERTA');
  });
});
