import { messages } from '@carga/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  boxes,
  conditions,
  createOfficeUser,
  createReadyRa,
  description,
  stepOne,
} from '../../../test/factories.ts';
import { drivers, useTestApp, withDefaults } from '../../../test/test-app.ts';
import { raHistory, receptions, warehouses } from '../../db/schema.ts';

describe.each(drivers)('RA wizard steps 1–3 and finishing on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      office: 'oficina.scl',
      admin: 'admin',
      puq: 'oficina.puq',
      warehouse: 'bodega.scl',
      customer: 'cliente',
    },
    (db) => createOfficeUser(db, 'oficina.puq', 'OFIPUQ'),
  );
  const { tokens } = ctx;

  const call = withDefaults(ctx.call, '/api/Shipment');
  const create = (token: string, overrides: Parameters<typeof stepOne>[0] = {}) =>
    call('POST', '/OriginAndDestinationOfCargo', { token, body: stepOne(overrides) });

  it('answers the step 1 combos', async () => {
    const response = await call('GET', '/OriginAndDestinationOfCargo', { token: tokens.office });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.medioEnvioList.map((o: { scodparametro01: string }) => o.scodparametro01)).toEqual(
      expect.arrayContaining(['TER', 'MAR', 'AER']),
    );
    expect(body.modalidadEnvioList.map((o: { scodparametro01: string }) => o.scodparametro01)).toEqual([
      'LCL',
      'FCL',
      'ESP',
    ]);
  });

  it('creates an RA in ENCREA, links known clients and writes the history', async () => {
    const response = await create(tokens.office);
    expect(response.statusCode).toBe(200);
    const id = response.json();
    expect(typeof id).toBe('number');
    const loaded = (await call('GET', `/OriginAndDestinationOfCargo/${id}`, { token: tokens.office })).json();
    expect(loaded).toMatchObject({
      nidra: id,
      scodestado: 'ENCREA',
      scodoficinaorigen: 'OFISCL',
      rutRemitente: '76086428-5',
      nomRemitente: 'Comercial Austral',
      tipoRecepcion: 'FISIC',
      enviadoPor: 'TER',
      modalidadEnvio: 'LCL',
    });
    expect(loaded.idRemitente).toBeGreaterThan(0);
    expect(loaded.idDestinatario).toBeGreaterThan(0);
    const history = await ctx.db.select().from(raHistory).where(eq(raHistory.nidra, id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ saccion: 'CREAR', sestadonuevo: 'ENCREA' });
  });

  it('keeps an unknown recipient as typed, without a client id', async () => {
    const id = (
      await create(tokens.office, { rutDestinatario: '15987654-3', nomDestinatario: 'Juan Soto' })
    ).json();
    const loaded = (await call('GET', `/OriginAndDestinationOfCargo/${id}`, { token: tokens.office })).json();
    expect(loaded).toMatchObject({
      idDestinatario: null,
      rutDestinatario: '15987654-3',
      nomDestinatario: 'Juan Soto',
    });
  });

  it('refuses bad step 1 input with the spec messages', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rutRemitente: '' }, 'rutRemitente', messages.senderRutRequired],
      [{ rutRemitente: '76.086.428-5' }, 'rutRemitente', messages.rutFormat],
      [{ rutRemitente: '76086428-4' }, 'rutRemitente', messages.rutCheckDigit],
      [{ nomRemitente: '  ' }, 'nomRemitente', messages.senderNameRequired],
      [{ rutDestinatario: '' }, 'rutDestinatario', messages.recipientRutRequired],
      [{ nomDestinatario: '' }, 'nomDestinatario', messages.recipientNameRequired],
      [{ rutAgente: '12345678-5' }, 'nomAgente', messages.agentNameRequired],
      [{ enviadoPor: 'OTR', otroMedio: '' }, 'otroMedio', messages.otherMediumRequired],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await create(tokens.office, overrides);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const unknownVia = await create(tokens.office, { enviadoPor: 'TREN', otroMedio: 'Tren' });
    expect(unknownVia.statusCode).toBe(400);
    expect(unknownVia.json().errors).toEqual([{ field: 'enviadoPor', message: messages.unknownCode }]);
    const wrongId = await create(tokens.office, { idRemitente: 999999 });
    expect(wrongId.statusCode).toBe(400);
    expect(wrongId.json().message).toBe(messages.clientNotFound);
  });

  it('refuses callers without the menu, customers, strangers and other offices', async () => {
    expect((await create(tokens.warehouse)).statusCode).toBe(403);
    expect((await create(tokens.customer)).statusCode).toBe(403);
    expect(
      (await call('POST', '/OriginAndDestinationOfCargo', { token: null, body: stepOne() })).statusCode,
    ).toBe(401);
    const elsewhere = await create(tokens.office, { scodoficinaorigen: 'OFIPUQ' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(messages.officeNotAllowed);

    const id = (await create(tokens.office)).json();
    const other = await call('GET', `/OriginAndDestinationOfCargo/${id}`, { token: tokens.puq });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(messages.raWrongOffice);
    expect(
      (await call('PUT', `/ReceptionConditions/${id}`, { token: tokens.puq, body: conditions() })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/OriginAndDestinationOfCargo/${id}`, { token: tokens.admin })).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', '/OriginAndDestinationOfCargo/999999', { token: tokens.office })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/OriginAndDestinationOfCargo/abc', { token: tokens.office })).statusCode).toBe(
      400,
    );
  });

  it('updates step 1 but keeps sender and recipient locked', async () => {
    const id = (await create(tokens.office)).json();
    const response = await call('PUT', `/OriginAndDestinationOfCargo/${id}`, {
      token: tokens.office,
      body: stepOne({
        rutRemitente: '96512340-7',
        nomRemitente: 'Otro',
        enviadoPor: 'AER',
        modalidadEnvio: 'FCL',
      }),
    });
    expect(response.statusCode).toBe(200);
    const loaded = (await call('GET', `/OriginAndDestinationOfCargo/${id}`, { token: tokens.office })).json();
    expect(loaded).toMatchObject({ rutRemitente: '76086428-5', enviadoPor: 'AER', modalidadEnvio: 'FCL' });
  });

  it('saves step 2, billing the recipient itself for DESTI whatever rut is sent', async () => {
    const id = (await create(tokens.office)).json();
    const saved = await call('PUT', `/ReceptionConditions/${id}`, {
      token: tokens.office,
      body: conditions({ srutfacturar: '12345678-5' }),
    });
    expect(saved.statusCode).toBe(200);
    const loaded = (await call('GET', `/ReceptionConditions/${id}`, { token: tokens.office })).json();
    expect(loaded.ra).toMatchObject({
      sfacturar: 'DESTI',
      srutfacturar: '77123456-9',
      scodbodegaorigen: 'BDSCL',
      scodbodegadestino: 'BDPUQ',
      scodoficinadestino: 'OFIPUQ',
    });
    expect(loaded.facturarAList).toHaveLength(3);
    expect(loaded.oficinaList).toHaveLength(2);

    const other = await call('PUT', `/ReceptionConditions/${id}`, {
      token: tokens.office,
      body: conditions({ sfacturar: 'OTRO', srutfacturar: '12345678-5' }),
    });
    expect(other.statusCode).toBe(200);
    expect(
      (await call('GET', `/ReceptionConditions/${id}`, { token: tokens.office })).json().ra.srutfacturar,
    ).toBe('12345678-5');
  });

  it('refuses bad step 2 input', async () => {
    const id = (await create(tokens.office)).json();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ sidtrackingext: 'x'.repeat(51) }, 'sidtrackingext', messages.trackingTooLong],
      [{ scodoficinaorigen: '' }, 'scodoficinaorigen', messages.officeRequired],
      [{ scodbodegaorigen: '' }, 'scodbodegaorigen', messages.warehouseRequired],
      [{ sfacturar: 'OTRO', srutfacturar: '' }, 'srutfacturar', messages.billingRutRequired],
      [{ scodbodegadestino: 'BDSCL' }, 'scodbodegadestino', messages.sameWarehouses],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('PUT', `/ReceptionConditions/${id}`, {
        token: tokens.office,
        body: conditions(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    const unknownWarehouse = await call('PUT', `/ReceptionConditions/${id}`, {
      token: tokens.office,
      body: conditions({ scodbodegadestino: 'BDXXX' }),
    });
    expect(unknownWarehouse.statusCode).toBe(400);
    const notMyOffice = await call('PUT', `/ReceptionConditions/${id}`, {
      token: tokens.office,
      body: conditions({ scodoficinaorigen: 'OFIPUQ', scodoficinadestino: 'OFISCL' }),
    });
    expect(notMyOffice.statusCode).toBe(403);
  });

  it('refuses a retired warehouse for new choices but keeps it on an RA that had it', async () => {
    const kept = (await create(tokens.office)).json();
    expect(
      (await call('PUT', `/ReceptionConditions/${kept}`, { token: tokens.office, body: conditions() }))
        .statusCode,
    ).toBe(200);
    await ctx.db.update(warehouses).set({ sindactivo: 'N' }).where(eq(warehouses.scodbodega, 'BDPUQ'));
    try {
      const fresh = (await create(tokens.office)).json();
      const refused = await call('PUT', `/ReceptionConditions/${fresh}`, {
        token: tokens.office,
        body: conditions(),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors).toEqual([{ field: 'scodbodegadestino', message: messages.inactiveCode }]);
      expect(
        (await call('PUT', `/ReceptionConditions/${kept}`, { token: tokens.office, body: conditions() }))
          .statusCode,
      ).toBe(200);
    } finally {
      await ctx.db.update(warehouses).set({ sindactivo: 'S' }).where(eq(warehouses.scodbodega, 'BDPUQ'));
    }
  });

  it('saves step 3 with repacks and refrigeration, and refuses bad input', async () => {
    const id = (await create(tokens.office)).json();
    const saved = await call('PUT', `/DescriptionAndStatusOfCargo/${id}`, {
      token: tokens.office,
      body: description({
        reempaqueList: [{ scodigo: 'FILM', ncantidad: 2 }],
        sindreef: 'S',
        ntemperatura: -18,
      }),
    });
    expect(saved.statusCode).toBe(200);
    const loaded = (await call('GET', `/DescriptionAndStatusOfCargo/${id}`, { token: tokens.office })).json();
    expect(loaded.ra).toMatchObject({
      scodtipocarga: 'GENERAL',
      sindrequierereemp: 'S',
      reempaqueList: [{ scodigo: 'FILM', ncantidad: 2 }],
      sindreef: 'S',
      ntemperatura: -18,
      sindfragil: 'S',
    });
    expect(loaded.tipoCargaList.map((o: { scodparametro01: string }) => o.scodparametro01)).toContain(
      'SINTARIFA',
    );

    await call('PUT', `/DescriptionAndStatusOfCargo/${id}`, {
      token: tokens.office,
      body: description({ sindreef: 'N', ntemperatura: 5 }),
    });
    expect(
      (await call('GET', `/DescriptionAndStatusOfCargo/${id}`, { token: tokens.office })).json().ra,
    ).toMatchObject({
      sindreef: 'N',
      ntemperatura: null,
      sindrequierereemp: 'N',
      reempaqueList: [],
    });

    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ scodtipocarga: '' }, 'scodtipocarga', messages.cargoTypeRequired],
      [{ sdescripcioncarga: 'x'.repeat(201) }, 'sdescripcioncarga', messages.descriptionTooLong],
      [{ sindreef: 'S', ntemperatura: null }, 'ntemperatura', messages.temperatureRequired],
      [{ sindreef: 'S', ntemperatura: '4,5' }, 'ntemperatura', messages.wholeNumbersOnly],
    ];
    for (const [overrides, field, message] of cases) {
      const response = await call('PUT', `/DescriptionAndStatusOfCargo/${id}`, {
        token: tokens.office,
        body: description(overrides),
      });
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json().errors).toContainEqual({ field, message });
    }
    expect(
      (
        await call('PUT', `/DescriptionAndStatusOfCargo/${id}`, {
          token: tokens.office,
          body: description({ scodtipocarga: 'NADA' }),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("refuses 'Enviar a bodega' for SINTARIFA cargo and finishes it in the office", async () => {
    const id = await createReadyRa(ctx.app, tokens.office, { cargoType: 'SINTARIFA' });
    const refused = await call('POST', `/Attachment/FinishAndPrint/${id}/BORIG`, { token: tokens.office });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(messages.sinTarifaToWarehouse);
    const stayed = await call('POST', `/Attachment/FinishAndPrint/${id}/ENPREP`, { token: tokens.office });
    expect(stayed.statusCode).toBe(200);
    expect(stayed.json()).toEqual({ nidra: id, scodestado: 'ENPREP', sdesestado: 'En preparación' });
  });

  it('needs steps 2, 3 and packages before finishing, and refuses an unknown target', async () => {
    const id = (await create(tokens.office)).json();
    const early = await call('POST', `/Attachment/FinishAndPrint/${id}/ENPREP`, { token: tokens.office });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.finishNeedsConditions);
    await call('PUT', `/ReceptionConditions/${id}`, { token: tokens.office, body: conditions() });
    expect(
      (await call('POST', `/Attachment/FinishAndPrint/${id}/ENPREP`, { token: tokens.office })).json()
        .message,
    ).toBe(messages.finishNeedsCargoType);
    await call('PUT', `/DescriptionAndStatusOfCargo/${id}`, { token: tokens.office, body: description() });
    expect(
      (await call('POST', `/Attachment/FinishAndPrint/${id}/ENPREP`, { token: tokens.office })).json()
        .message,
    ).toBe(messages.finishNeedsPackages);
    expect(
      (await call('POST', `/Attachment/FinishAndPrint/${id}/ANULA`, { token: tokens.office })).statusCode,
    ).toBe(400);
  });

  it('lets an ENPREP RA be edited and sent to the warehouse, then refuses every wizard edit with 409', async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    expect(
      (await call('POST', `/Attachment/FinishAndPrint/${id}/ENPREP`, { token: tokens.office })).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/OriginAndDestinationOfCargo/${id}`, { token: tokens.office, body: stepOne() }))
        .statusCode,
    ).toBe(200);
    const sent = await call('POST', `/Attachment/FinishAndPrint/${id}/BORIG`, { token: tokens.office });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().scodestado).toBe('BORIG');

    const edits = [
      call('PUT', `/OriginAndDestinationOfCargo/${id}`, { token: tokens.office, body: stepOne() }),
      call('PUT', `/ReceptionConditions/${id}`, { token: tokens.office, body: conditions() }),
      call('PUT', `/DescriptionAndStatusOfCargo/${id}`, { token: tokens.office, body: description() }),
      call('POST', `/Package/${id}`, { token: tokens.office, body: boxes() }),
      call('POST', `/AssociatedDocumentation/${id}`, {
        token: tokens.office,
        body: {
          scodtipodocumento: 'FACTURA',
          sidentificadordocumento: '1',
          dfecdocumento: '2026-01-02',
          sindsinvalor: 'S',
        },
      }),
      call('POST', `/Attachment/FinishAndPrint/${id}/ENPREP`, { token: tokens.office }),
    ];
    for (const response of await Promise.all(edits)) {
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(messages.raNotEditable);
    }
    const [row] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, id));
    expect(row?.scodestado).toBe('BORIG');
    const history = await ctx.db
      .select()
      .from(raHistory)
      .where(eq(raHistory.nidra, id))
      .orderBy(asc(raHistory.nidbitacora));
    expect(history.map((h) => h.saccion)).toEqual([
      'CREAR',
      'CONDICIONES',
      'DESCRIPCION',
      'BULTO_AGREGADO',
      'FINALIZAR',
      // The price frozen at the first finish (issue 12); finishing again at the same price adds nothing.
      'PRECIO',
      'ORIGEN_DESTINO',
      'FINALIZAR',
    ]);
    expect(history.at(-1)).toMatchObject({ sestadoanterior: 'ENPREP', sestadonuevo: 'BORIG' });
    expect(history.every((h) => h.nidusuario > 0 && h.dfecha instanceof Date)).toBe(true);
  });
});
