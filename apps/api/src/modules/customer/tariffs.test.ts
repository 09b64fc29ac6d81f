import { chileToday, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/present.ts';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { clients, tariffs, users } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/sql-helpers.ts';
import { createStaffUser, tariffPayload } from './customer.test-support.ts';

describe.each(drivers)('Tarifas on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      admin: 'admin',
      office: 'oficina.scl',
      customer: 'cliente',
      clientsAndSuppliers: 'clientes.proveedores',
      tariffsOnly: 'solo.tarifas',
    },
    async (db) => {
      await createStaffUser(db, 'clientes.proveedores', ['CNF-CLIENTES', 'CNF-PROVEEDORES']);
      await createStaffUser(db, 'solo.tarifas', ['CNF-TARIFAS']);
    },
  );
  const { tokens } = ctx;
  let adminId: number;
  let tariffsOnlyId: number;
  const clientId: Record<string, number> = {};
  beforeAll(async () => {
    const userId = async (name: string) =>
      present(
        (await ctx.db.select({ id: users.nidusuario }).from(users).where(eq(users.susuario, name)))[0],
        name,
      ).id;
    adminId = await userId('admin');
    tariffsOnlyId = await userId('solo.tarifas');
    for (const c of await ctx.db.select().from(clients)) clientId[c.srutcliente] = c.nidcliente;
  });

  const call = withDefaults(ctx.call, '/api/Customer/Tarifa', () => tokens.admin);
  const keyPath = (p: ReturnType<typeof tariffPayload>) =>
    `/${clientId[p.srutcliente]}/${p.scodoficinaorigen}/${p.scodoficinadestino}/${p.svia}/${p.scodmodalidad}/${p.scodtipocarga}`;
  const list = async (query = '') => (await call('GET', `?${query}`)).json();

  it('offers offices, vías, modalities and every cargo type but SINTARIFA', async () => {
    const response = await call('GET', '/Filters');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.oficinaList.map((o: { scodoficina: string }) => o.scodoficina)).toEqual(
      expect.arrayContaining(['OFISCL', 'OFIPUQ']),
    );
    expect(body.viaList.map((o: { scodparametro01: string }) => o.scodparametro01)).toContain('TER');
    expect(body.modalidadEnvioList.map((o: { scodparametro01: string }) => o.scodparametro01)).toContain(
      'LCL',
    );
    const cargoTypes = body.tipoCargaList.map((o: { scodparametro01: string }) => o.scodparametro01);
    expect(cargoTypes).toContain('GENERAL');
    expect(cargoTypes).not.toContain('SINTARIFA');
  });

  it('creates a tariff, reads it by its key and stores who made it', async () => {
    const payload = tariffPayload({ nporcentajeseguro: '1,25', nvalortarifakg: '500' });
    const created = await call('POST', '', { body: payload });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ nidcliente: clientId['77123456-9'], snombrecorto: 'Los Andes' });
    const read = await call('GET', keyPath(payload));
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      // The payload's values as numbers, with the client's names and who made it.
      tarifaClienteDto: {
        ...tariffPayload({ nporcentajeseguro: 1.25 }),
        nidcliente: clientId['77123456-9'],
        snombrecliente: 'Distribuidora Los Andes Limitada',
        snombrecorto: 'Los Andes',
        nidusuario: adminId,
      },
      // Its first version, valid from today (issue 12).
      versionList: [
        {
          nidversion: expect.any(Number),
          dvigenciadesde: chileToday(),
          nvalortarifakg: 500,
          nvalortarifam3: 90000,
          nvalorpesovolum: 400,
          nvalorcantidad: 5000,
          nvalorcantinterno: 1000,
          nporcentajeseguro: 1.25,
          nporcentajecargaimo: 20,
          ntarifaminima: 10000,
          snombreusuario: 'Administrador',
          dfeccreacion: expect.any(String),
          sindactual: 'S',
        },
      ],
    });
    expect((await call('GET', keyPath({ ...payload, svia: 'MAR' }))).statusCode).toBe(404);
  });

  it('defaults the values to 0 and the tariff to active', async () => {
    const payload = {
      srutcliente: '76086428-5',
      scodoficinaorigen: 'OFIPUQ',
      scodoficinadestino: 'OFISCL',
      svia: 'AER',
      scodmodalidad: 'LCL',
      scodtipocarga: 'PERECIBLE',
    };
    expect((await call('POST', '', { body: payload, token: tokens.tariffsOnly })).statusCode).toBe(201);
    const read = (await call('GET', keyPath(tariffPayload(payload)))).json().tarifaClienteDto;
    expect(read).toMatchObject({
      nvalortarifakg: 0,
      nvalortarifam3: 0,
      nvalorpesovolum: 0,
      nvalorcantidad: 0,
      nvalorcantinterno: 0,
      nporcentajeseguro: 0,
      nporcentajecargaimo: 0,
      ntarifaminima: 0,
      sindvigente: 'S',
      nidusuario: tariffsOnlyId,
    });
  });

  it('refuses a second active tariff for the same key with 409, also when two race', async () => {
    const payload = tariffPayload({ scodtipocarga: 'VALORADA' });
    expect((await call('POST', '', { body: payload })).statusCode).toBe(201);
    const again = await call('POST', '', { body: { ...payload, nvalortarifakg: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.tariffExists);
    const racing = tariffPayload({ scodtipocarga: 'PELIGROSA' });
    const both = await Promise.all([call('POST', '', { body: racing }), call('POST', '', { body: racing })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().message).toBe(messages.tariffExists);
    // What a lost race meets in the database is recognised, whatever the driver wraps it in.
    const [active] = await ctx.db.select().from(tariffs).where(eq(tariffs.scodtipocarga, 'VALORADA'));
    const { nidtarifa: _, ...copy } = present(active, 'active VALORADA tariff');
    const error = await ctx.db
      .insert(tariffs)
      .values(copy)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('refuses a tariff for SINTARIFA cargo, unknown codes and the same office twice', async () => {
    const sinTarifa = await call('POST', '', { body: tariffPayload({ scodtipocarga: 'SINTARIFA' }) });
    expect(sinTarifa.statusCode).toBe(400);
    expect(sinTarifa.json()).toEqual({
      message: messages.tariffForSinTarifa,
      errors: [{ field: 'scodtipocarga', message: messages.tariffForSinTarifa }],
    });
    const unknown: Array<[string, string]> = [
      ['scodoficinaorigen', 'OFIXXX'],
      ['scodoficinadestino', 'BDSCL'],
      ['svia', 'TREN'],
      ['scodmodalidad', 'XYZ'],
      ['scodtipocarga', 'CAJA'],
    ];
    for (const [field, code] of unknown) {
      const response = await call('POST', '', { body: tariffPayload({ [field]: code }) });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errors).toEqual([{ field, message: messages.unknownCode }]);
    }
    const same = await call('POST', '', { body: tariffPayload({ scodoficinadestino: 'OFISCL' }) });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toContainEqual({
      field: 'scodoficinadestino',
      message: messages.sameOfficeAndDestination,
    });
    const noClient = await call('POST', '', { body: tariffPayload({ srutcliente: '11111111-1' }) });
    expect(noClient.statusCode).toBe(404);
    expect(noClient.json().message).toBe(messages.clientNotFound);
  });

  it('refuses bad values: whole numbers from 0 for amounts, 0 to 100 with 2 decimals for percentages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ srutcliente: '' }, 'srutcliente', messages.rutRequired],
      [{ srutcliente: '77123456-0' }, 'srutcliente', messages.rutCheckDigit],
      [{ srutcliente: '77.123.456-9' }, 'srutcliente', messages.rutFormat],
      [{ scodoficinaorigen: '' }, 'scodoficinaorigen', messages.officeRequired],
      [{ scodoficinadestino: '' }, 'scodoficinadestino', messages.officeRequired],
      [{ svia: '' }, 'svia', messages.viaRequired],
      [{ scodmodalidad: '' }, 'scodmodalidad', messages.modalityRequired],
      [{ scodtipocarga: '' }, 'scodtipocarga', messages.tariffTypeRequired],
      [{ nvalortarifakg: '12.5' }, 'nvalortarifakg', messages.wholeNumbersOnly],
      [{ nvalortarifam3: 12.5 }, 'nvalortarifam3', messages.wholeNumbersOnly],
      [{ nvalorpesovolum: -1 }, 'nvalorpesovolum', messages.onlyNumbers],
      [{ nvalorcantidad: '1,000' }, 'nvalorcantidad', messages.wholeNumbersOnly],
      [{ nvalorcantinterno: 'abc' }, 'nvalorcantinterno', messages.onlyNumbers],
      [{ ntarifaminima: '' }, 'ntarifaminima', messages.onlyNumbers],
      [{ ntarifaminima: 1_000_000_000 }, 'ntarifaminima', messages.tariffValueTooHigh],
      [{ nporcentajeseguro: 100.5 }, 'nporcentajeseguro', messages.percentFormat],
      [{ nporcentajeseguro: '12,345' }, 'nporcentajeseguro', messages.percentFormat],
      [{ nporcentajecargaimo: -1 }, 'nporcentajecargaimo', messages.percentFormat],
      [{ nporcentajecargaimo: 'diez' }, 'nporcentajecargaimo', messages.percentFormat],
      [{ nporcentajecargaimo: 0.125 }, 'nporcentajecargaimo', messages.percentFormat],
      [{ sindvigente: 'X' }, 'sindvigente', messages.validation],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('POST', '', {
        body: tariffPayload({ scodtipocarga: 'PERECIBLE', ...overrides }),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const errors = response.json().errors as Array<{ field: string; message: string }>;
      if (field === 'sindvigente') expect(errors.map((e) => e.field)).toContain(field);
      else expect(errors).toContainEqual({ field, message });
    }
  });

  it('updates values and the active flag by key; the key never changes; history stays behind', async () => {
    const payload = tariffPayload({ svia: 'BUS' });
    expect((await call('POST', '', { body: payload })).statusCode).toBe(201);
    const nidcliente = clientId['77123456-9'];
    const updated = await call('PUT', '', {
      body: { ...payload, nidcliente, nvalortarifakg: 650, nporcentajecargaimo: 12.5, sindvigente: 'N' },
      token: tokens.tariffsOnly,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().tarifaClienteDto).toMatchObject({
      svia: 'BUS',
      nvalortarifakg: 650,
      nporcentajecargaimo: 12.5,
      sindvigente: 'N',
      nidusuario: tariffsOnlyId,
    });
    // The inactive tariff still opens by its key; a new active one may now be created for it.
    expect((await call('GET', keyPath(payload))).json().tarifaClienteDto.sindvigente).toBe('N');
    expect((await call('POST', '', { body: { ...payload, nvalortarifakg: 700 } })).statusCode).toBe(201);
    const current = (await call('GET', keyPath(payload))).json().tarifaClienteDto;
    expect(current).toMatchObject({ sindvigente: 'S', nvalortarifakg: 700 });
    // The list shows the key once: its active tariff.
    const rows = (await list('via=BUS')).list;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ sindvigente: 'S', svia: 'BUS' });
    // Editing reaches the active one; making it inactive leaves the last changed one standing.
    const off = await call('PUT', '', {
      body: { ...payload, nidcliente, nvalortarifakg: 710, sindvigente: 'N' },
    });
    expect(off.json().tarifaClienteDto).toMatchObject({ nvalortarifakg: 710, sindvigente: 'N' });
    expect((await list('via=BUS')).list).toEqual([expect.objectContaining({ sindvigente: 'N' })]);
    expect((await call('GET', keyPath(payload))).json().tarifaClienteDto.nvalortarifakg).toBe(710);

    const missing = await call('PUT', '', { body: { ...payload, nidcliente, svia: 'COU' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(messages.tariffNotFound);
    const mismatch = await call('PUT', '', { body: { ...payload, nidcliente: clientId['76086428-5'] } });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(messages.clientRutMismatch);
    expect((await call('PUT', '', { body: { ...payload, nidcliente: 999999 } })).statusCode).toBe(404);
    expect((await call('PUT', '', { body: payload })).statusCode).toBe(400);
  });

  it('lists tariffs with descriptions and filters by rut, name, offices and vía', async () => {
    const body = await list('rut=77123456-9&via=TER');
    expect(body.list).toContainEqual({
      nidcliente: clientId['77123456-9'],
      srutcliente: '77123456-9',
      snombrecliente: 'Distribuidora Los Andes Limitada',
      snombrecorto: 'Los Andes',
      scodoficinaorigen: 'OFISCL',
      snomoficinaorigen: 'Santiago',
      scodoficinadestino: 'OFIPUQ',
      snomoficinadestino: 'Punta Arenas',
      svia: 'TER',
      sdesvia: 'Terrestre',
      scodmodalidad: 'LCL',
      sdesmodalidad: 'Carga consolidada (LCL)',
      scodtipocarga: 'GENERAL',
      sdestipocarga: 'Carga general',
      sindvigente: 'S',
    });
    const viaOf = (b: { list: Array<{ svia: string }> }) => [...new Set(b.list.map((t) => t.svia))];
    expect(viaOf(await list('via=AER'))).toEqual(['AER']);
    const fromPuq = await list('codigoBodegaOrigen=OFIPUQ');
    expect(fromPuq.list.map((t: { srutcliente: string }) => t.srutcliente)).toEqual(['76086428-5']);
    expect((await list('codigoBodegaDestino=OFIPUQ&nombre=austral')).list).toEqual([]);
    expect((await list('nombre=LOS ANDES')).list.length).toBeGreaterThan(3);
    expect((await list('rut=7612')).list).toEqual([]);
    expect((await call('GET', '?rut=77.123')).statusCode).toBe(400);
  });

  it('is for CNF-TARIFAS: 403 to other staff and to customers', async () => {
    const payload = tariffPayload();
    for (const token of [tokens.office, tokens.customer, tokens.clientsAndSuppliers]) {
      expect((await call('GET', '', { token })).statusCode).toBe(403);
      expect((await call('GET', '/Filters', { token })).statusCode).toBe(403);
      expect((await call('GET', keyPath(payload), { token })).statusCode).toBe(403);
      expect((await call('POST', '', { body: payload, token })).statusCode).toBe(403);
      expect((await call('PUT', '', { body: { ...payload, nidcliente: 1 }, token })).statusCode).toBe(403);
    }
    expect((await call('GET', '', { token: tokens.tariffsOnly })).statusCode).toBe(200);
  });
});
