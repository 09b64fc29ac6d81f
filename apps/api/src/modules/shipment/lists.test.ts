import { messages } from '@carga/domain';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createReadyRa, description, insertRa } from '../../../test/factories.ts';
import { present } from '../../../test/present.ts';
import { bearer, drivers, useTestApp } from '../../../test/test-app.ts';
import { associatedDocuments, raHistory } from '../../db/schema.ts';

describe.each(drivers)('RA lists, detail and actions on %s', (driver) => {
  const ctx = useTestApp(driver, {
    office: 'oficina.scl',
    warehouse: 'bodega.scl',
    customer: 'cliente',
    admin: 'admin',
  });
  const { tokens } = ctx;
  let mine: number[];
  let others: number[];
  beforeAll(async () => {
    // 12 RAs of other people at OFISCL, 3 of the customer (as sender, recipient, billing party), 2 at OFIPUQ.
    others = [];
    for (let i = 0; i < 12; i++) others.push(await insertRa(ctx.db, { sviadespacho: i % 2 ? 'MAR' : 'TER' }));
    mine = [
      await insertRa(ctx.db, {
        srutremitente: '76086428-5',
        snomremitente: 'Comercial Austral',
        scodestado: 'BORIG',
      }),
      await insertRa(ctx.db, {
        srutdestinatario: '76086428-5',
        snomdestinatario: 'Comercial Austral',
        scodestado: 'ENCREA',
      }),
      await insertRa(ctx.db, { srutfacturar: '76086428-5', scodestado: 'ENVIA' }),
    ];
    others.push(
      await insertRa(ctx.db, {
        scodoficinaorigen: 'OFIPUQ',
        scodoficinadestino: 'OFISCL',
        scodbodegaorigen: 'BDPUQ',
        scodbodegadestino: 'BDSCL',
      }),
    );
    others.push(
      await insertRa(ctx.db, {
        scodoficinaorigen: 'OFIPUQ',
        scodoficinadestino: 'OFISCL',
        scodbodegaorigen: 'BDPUQ',
        scodbodegadestino: 'BDSCL',
        scodestado: 'BORIG',
      }),
    );
    await ctx.db.insert(associatedDocuments).values({
      nidra: present(others[3], 'RA with an invoice'),
      scodtipodocumento: 'FACTURA',
      sidentificadordocumento: '55501',
      dfecdocumento: '2026-10-01',
    });
  });

  const get = (url: string, token: string) => ctx.call('GET', `/api${url}`, { token });
  const ids = (body: { raList?: Array<{ nidra: number }>; list?: Array<{ nidra: number }> }) =>
    (body.raList ?? body.list ?? []).map((r) => r.nidra);

  it('pages the reception list ten at a time, newest first', async () => {
    const first = (await get('/Shipment/Receptions/List?codigoOrigen=OFISCL', tokens.office)).json();
    expect(first.totalPaginas).toBe(2);
    expect(first.raList).toHaveLength(10);
    const all = [
      ...ids(first),
      ...ids((await get('/Shipment/Receptions/List?codigoOrigen=OFISCL&Page=2', tokens.office)).json()),
    ];
    expect(all).toHaveLength(15);
    expect(all).toEqual([...all].sort((a, b) => b - a));
    expect(first.raList[0]).toMatchObject({
      scodoficinaorigen: 'OFISCL',
      sdesestado: expect.any(String),
      sdesviadespacho: expect.any(String),
    });
    const empty = (await get('/Shipment/Receptions/List?idRA=99999999', tokens.office)).json();
    expect(empty).toEqual({ raList: [], totalPaginas: 1 });
    // Past the end the page is empty but the count is still read (alone).
    const past = (await get('/Shipment/Receptions/List?codigoOrigen=OFISCL&Page=3', tokens.office)).json();
    expect(past).toEqual({ raList: [], totalPaginas: 2 });
  });

  it('filters the reception list by each filter', async () => {
    const by = async (query: string) =>
      ids((await get(`/Shipment/Receptions/List?${query}`, tokens.admin)).json());
    expect(await by(`idRA=${mine[0]}`)).toEqual([mine[0]]);
    expect(await by('idRemitente=76086428')).toEqual([mine[0]]);
    expect(await by('idRemitente=comercial')).toEqual([mine[0]]);
    expect(await by('idDestinatario=Comercial%20Austral')).toEqual([mine[1]]);
    // A search's statement is prepared once per kind (RUT, words): the next one answers its own text.
    expect(await by('idRemitente=99999')).toEqual([]);
    expect(await by('idRemitente=zzzz')).toEqual([]);
    expect(await by('idDestinatario=Comercial%20Nadie')).toEqual([]);
    expect(await by('idRemitente=***')).toEqual([]);
    expect(await by('codigoEstado=ENVIA')).toEqual([mine[2]]);
    expect((await by('codigoOrigen=OFIPUQ')).sort()).toEqual(others.slice(12).sort());
    expect((await by('codigoOrigen=BDPUQ')).sort()).toEqual(others.slice(12).sort());
    expect((await by('codigoBodegadestino=BDSCL')).sort()).toEqual(others.slice(12).sort());
    expect(await by('codigoTipoDocumento=FACTURA&idDocumento=55501')).toEqual([others[3]]);
    expect(await by('idDocumento=55502')).toEqual([]);
    expect((await by('viaDespacho=MAR')).length).toBe(6);
    const bad = await get('/Shipment/Receptions/List?idRA=12a', tokens.office);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(messages.onlyNumbers);
  });

  it('scopes lists to the caller: offices, warehouses, and codes they work at', async () => {
    // oficina.scl works at OFISCL: also sees RAs headed to it (destination), not others'.
    const scl = ids((await get('/Shipment/Receptions/List?codigoOrigen=OFISCL', tokens.office)).json());
    expect(scl).not.toContain(others[12]);
    expect((await get('/Shipment/Receptions/List?codigoOrigen=OFIPUQ', tokens.office)).statusCode).toBe(403);
    // bodega.scl (Consulta RA) sees what leaves from or arrives at BDSCL.
    const consulta = (await get('/Shipment/Receptions/List', tokens.warehouse)).json();
    expect(consulta.totalPaginas).toBe(2);
    expect((await get('/Shipment/Receptions/List', tokens.customer)).statusCode).toBe(403);
    expect((await get('/Shipment/ImageCapture', tokens.warehouse)).statusCode).toBe(403);
  });

  it('lists RAs for image capture and preparation with the summary by state', async () => {
    const capture = (await get('/Shipment/ImageCapture?codigoOficinaOrigen=OFISCL', tokens.office)).json();
    expect(ids(capture)).not.toContain(mine[2]); // ENVIA is gone from origin
    const summary = (await get('/Shipment/Preparation?codigoOficinaOrigen=OFISCL', tokens.office)).json();
    expect(summary.resumenList).toEqual([
      { estado: 'ENCREA', cantidad: 1, pesoKg: 40, volumenM3: 0.5 },
      { estado: 'ENPREP', cantidad: 12, pesoKg: 480, volumenM3: 6 },
    ]);
    const onlyCreating = (
      await get('/Shipment/Preparation/List?codigoOficinaOrigen=OFISCL&codigoEstado=ENCREA', tokens.office)
    ).json();
    expect(ids(onlyCreating)).toEqual([mine[1]]);
    expect((await get('/Shipment/Preparation/List?codigoEstado=BORIG', tokens.office)).statusCode).toBe(400);
  });

  it("shows a customer only their cargo in 'Mis cargas'", async () => {
    const list = (await get('/ExternalCustomer/List', tokens.customer)).json();
    expect(ids(list).sort()).toEqual([...mine].sort());
    expect(list.totalPaginas).toBe(1);
    expect(ids((await get(`/ExternalCustomer/List?id=${others[0]}`, tokens.customer)).json())).toEqual([]);
    expect(ids((await get('/ExternalCustomer/List?codigoEstadoRa=BORIG', tokens.customer)).json())).toEqual([
      mine[0],
    ]);
    const filters = (await get('/ExternalCustomer', tokens.customer)).json();
    expect(filters.estadoList.length).toBeGreaterThan(3);
    expect((await get('/ExternalCustomer/List', tokens.office)).statusCode).toBe(403);
  });

  it('answers 404 to a customer for every call on another RA, and serves their own', async () => {
    const other = others[0];
    for (const url of [
      `/Shipment/Detail/${other}`,
      `/Shipment/Detail/${other}/Bitacora`,
      `/Shipment/Voucher/${other}`,
      `/Shipment/PrintLabels/${other}`,
      `/Shipment/Attachment/${other}`,
      `/Shipment/Attachment/${other}/1`,
    ]) {
      const response = await get(url, tokens.customer);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe(messages.raNotFound);
    }
    // Every other call that takes an RA id is for staff: a customer is refused before any RA is read.
    for (const url of [
      `/Shipment/Receptions/${other}`,
      `/Shipment/OriginAndDestinationOfCargo/${other}`,
      `/Shipment/ReceptionConditions/${other}`,
      `/Shipment/DescriptionAndStatusOfCargo/${other}`,
      `/Shipment/AssociatedDocumentation/${other}`,
      `/Shipment/Package/${other}`,
    ]) {
      expect((await get(url, tokens.customer)).statusCode, url).toBe(403);
    }
    for (const [method, url] of [
      ['POST', `/Shipment/Attachment/${other}`],
      ['DELETE', `/Shipment/Attachment/${other}/1`],
      ['POST', `/Shipment/Attachment/FinishAndPrint/${other}/ENPREP`],
      ['PUT', `/Shipment/OriginAndDestinationOfCargo/${other}`],
      ['POST', `/Shipment/Package/${other}`],
      ['DELETE', `/Shipment/AssociatedDocumentation/${other}/1`],
    ] as const) {
      const response = await ctx.app.inject({
        method,
        url: `/api${url}`,
        headers: bearer(tokens.customer),
        payload: {},
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    const action = await ctx.call('PUT', `/api/Shipment/Receptions/${other}/ANULAR`, {
      token: tokens.customer,
    });
    expect(action.statusCode).toBe(403);
    const own = await get(`/Shipment/Detail/${mine[0]}`, tokens.customer);
    expect(own.statusCode).toBe(200);
    expect(own.json().ra).toMatchObject({ nidra: mine[0], srutremitente: '76086428-5' });
    expect((await get(`/Shipment/Attachment/${mine[0]}`, tokens.customer)).statusCode).toBe(200);
  });

  it('answers the detail with packages, documents, files and totals, and the history to staff', async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    const body = (await get(`/Shipment/Detail/${id}`, tokens.office)).json();
    expect(body.ra).toMatchObject({
      nidra: id,
      scodestado: 'ENCREA',
      snomoficinaorigen: 'Santiago',
      sdescripcioncarga: 'Repuestos de maquinaria',
      // The cargo state by its name beside its code (issue 29).
      scodestadocarga: 'NORMAL',
      sdesestadocarga: 'Normal',
    });
    expect(body.bultoList).toHaveLength(1);
    expect(body.reempaqueList).toEqual([]);
    expect(body.resumenBultos).toEqual({
      ntotalbultos: 3,
      nvolumentotalm3: 0.18,
      npesototalkg: 36,
      npesovolumetricototal: 59.94,
      ndensidadtotal: 200,
    });
    expect(body.listaCargaList).toEqual([]);
    const history = (await get(`/Shipment/Detail/${id}/Bitacora`, tokens.office)).json();
    expect(history.map((h: { saccion: string }) => h.saccion)).toEqual([
      'CREAR',
      'CONDICIONES',
      'DESCRIPCION',
      'BULTO_AGREGADO',
    ]);
    expect(history[0]).toMatchObject({ susuario: 'oficina.scl', snombreusuario: 'Oficina Santiago' });
  });

  it('answers the repack recorded in step 3 with its descriptions', async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    const step3 = await ctx.call('PUT', `/api/Shipment/DescriptionAndStatusOfCargo/${id}`, {
      token: tokens.office,
      body: description({ reempaqueList: [{ scodigo: 'PALLET', ncantidad: 2 }] }),
    });
    expect(step3.statusCode).toBe(200);
    const body = (await get(`/Shipment/Detail/${id}`, tokens.office)).json();
    expect(body.reempaqueList).toEqual([{ scodigo: 'PALLET', sdesreempaque: 'Pallet', ncantidad: 2 }]);
  });

  it('answers the history as text for people: actions, states and codes by their descriptions', async () => {
    const id = await createReadyRa(ctx.app, tokens.office);
    const finished = await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${id}/ENPREP`, {
      token: tokens.office,
    });
    expect(finished.statusCode).toBe(200);
    const history = (await get(`/Shipment/Detail/${id}/Bitacora`, tokens.office)).json();
    expect(history[0]).toMatchObject({
      saccion: 'CREAR',
      sdesaccion: 'RA creado',
      sestadonuevo: 'ENCREA',
      sdesestadonuevo: 'En creación',
      sdesestadoanterior: null,
    });
    expect(history.at(-2)).toMatchObject({
      saccion: 'FINALIZAR',
      sdesaccion: 'Ingreso finalizado',
      sestadoanterior: 'ENCREA',
      sdesestadoanterior: 'En creación',
      sdesestadonuevo: 'En preparación',
    });
    // The price frozen at the finish, in words (issue 12): no tariff for this RA's billed client.
    expect(history.at(-1)).toMatchObject({
      saccion: 'PRECIO',
      sdesaccion: 'Precio registrado',
      sdetalle: expect.stringMatching(/^Precio registrado: sin tarifa: /),
    });
    const details = history.map((h: { sdetalle: string }) => h.sdetalle).join(' | ');
    // The codes the wizard sent (billing party, cargo type and state, package type) read as their descriptions.
    expect(details).toContain('Destinatario');
    expect(details).toContain('Caja');
    expect(details).toContain('Carga general');
    expect(details).not.toMatch(/\b(DESTI|CAJA|GENERAL|NORMAL|ENCREA|ENPREP)\b/);
  });

  it('voids and returns RAs only from the states the spec allows, writing the history', async () => {
    const put = (id: number, action: string, token = tokens.office) =>
      ctx.call('PUT', `/api/Shipment/Receptions/${id}/${action}`, { token });
    const voidable = present(others[1], 'RA to void');
    const voided = await put(voidable, 'ANULAR');
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toEqual({ nidra: voidable, scodestado: 'ANULA', sdesestado: 'Anulado' });
    const again = await put(voidable, 'ENVIAROFI');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.invalidTransition);
    // The origin warehouse acts on the cargo it holds (BORIG); void-return.test.ts covers who may act.
    const atWarehouse = await insertRa(ctx.db, { scodestado: 'BORIG' });
    const returned = await put(atWarehouse, 'ENVIAROFI', tokens.warehouse);
    expect(returned.json().scodestado).toBe('ENVIA');
    expect((await put(atWarehouse, 'ANULAR')).statusCode).toBe(409);
    expect((await put(present(others[4], 'RA'), 'BORRAR')).statusCode).toBe(400);
    const history = await ctx.db
      .select()
      .from(raHistory)
      .where(eq(raHistory.nidra, voidable))
      .orderBy(asc(raHistory.nidbitacora));
    expect(history).toEqual([
      expect.objectContaining({ saccion: 'ANULAR', sestadoanterior: 'ENPREP', sestadonuevo: 'ANULA' }),
    ]);
  });

  it('computes the dashboard figures from the data, per office or warehouse', async () => {
    const main = (await get('/Shipment/MainStatistics?codigo=OFISCL', tokens.office)).json();
    expect(main.ingresosDelDia).toBeGreaterThanOrEqual(14);
    expect(main.pendientesDeDespacho).toBe(1);
    expect(main).toMatchObject({ cargasEnTransito: 0, cargasPendientesDeEntrega: 0 });
    const origin = (await get('/Shipment/OriginStatistics?codigoOficinaOrigen=OFISCL', tokens.office)).json();
    expect(origin.recepcionesPendientes).toBeGreaterThanOrEqual(11);
    const before = (await get('/Operation/Statistics?codigoBodegaOrigen=BDSCL', tokens.warehouse)).json();
    // Neither RA waiting there has a price from a tariff (issue 12): both count as 'Sin tarifa'.
    expect(before).toEqual({ npendientedespacho: 1, ningresoseneldia: 0, nsintarifa: 1 });
    const id = await createReadyRa(ctx.app, tokens.office);
    await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${id}/BORIG`, { token: tokens.office });
    const after = (await get('/Operation/Statistics?codigoBodegaOrigen=BDSCL', tokens.warehouse)).json();
    expect(after).toEqual({ npendientedespacho: 2, ningresoseneldia: 1, nsintarifa: 2 });
    expect((await get('/Operation/Statistics?codigoBodegaOrigen=BDPUQ', tokens.warehouse)).statusCode).toBe(
      403,
    );
    expect((await get('/Shipment/MainStatistics', tokens.customer)).statusCode).toBe(403);
  });
});
