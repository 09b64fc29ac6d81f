import { messages, scanTexts } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { clientIdsByRut, raStateOf } from '../../../test/factories.ts';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { drivers } from '../../../test/test-app.ts';
import { loadingLists } from '../../db/schema.ts';
import { closePayload, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { codesOf, countedOn, scanKey, unitsOf } from './custody.test-support.ts';

describe.each(drivers)('scanning units onto a load list on %s', (driver) => {
  const ctx = useScanSuite(driver, {
    warehouse: 'bodega.scl',
    otherWarehouse: 'bodega.puq',
    office: 'oficina.scl',
    customer: 'cliente',
  });
  const { tokens, calls } = ctx;

  const newList = () => calls.newList(tokens.warehouse);
  const listId = async (code: string) => {
    const [row] = await ctx.db
      .select({ id: loadingLists.nidlistacarga })
      .from(loadingLists)
      .where(eq(loadingLists.scodlistacarga, code));
    return row?.id ?? 0;
  };
  const scan = (list: string, scodigo: string, sclave = scanKey(), token = tokens.warehouse) =>
    calls.scan('LoadingList', list, scodigo, token, sclave);
  const scanOk = async (list: string, scodigo: string, sclave?: string) => {
    const response = await scan(list, scodigo, sclave);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('puts each scanned unit on the open list: the RA joins it, the counts and the state follow', async () => {
    const list = await newList();
    const { nidra } = await insertWarehouseRa(ctx.db); // 3 boxes and 2 pallets: units 1–3 and 4–5
    const codes = codesOf(nidra, 5);
    const first = await scanOk(list, codes[0] ?? '');
    expect(first).toMatchObject({
      sresultado: 'ACEPTADO',
      stipoevento: 'CARGADA',
      sanomalia: null,
      nidra,
      snumerobulto: '01/05',
      sduplicado: 'N',
      nbultoslista: 1,
      smensaje: scanTexts.loaded(`Bulto 01/05 del RA ${nidra}`, list),
    });
    expect(await raStateOf(ctx.db, nidra)).toBe('ENLIS');
    // Lower case and the scanner's dash for the slash read as the label.
    const dashed = (codes[3] ?? '').toLowerCase().replace('/', '-');
    expect((await scanOk(list, dashed)).snumerobulto).toBe('04/05');
    const id = await listId(list);
    expect(await countedOn(ctx.db, id, nidra)).toBe(2);
    const onList = (await unitsOf(ctx.db, nidra)).filter((u) => u.nidlistacarga === id).map((u) => u.nnumero);
    expect(onList).toEqual([1, 4]);
    const events = await eventsOf(ctx.db, 'custody', nidra);
    expect(events.map((e) => [e.stipoevento, e.sorigen, e.scodlugar, e.sdispositivo])).toEqual([
      ['CARGADA', 'ESCANEO', 'BDSCL', 'Prueba'],
      ['CARGADA', 'ESCANEO', 'BDSCL', 'Prueba'],
    ]);
    // The list's RA screen reads the same counts as a list loaded by hand.
    const packages = await ctx.call('GET', `/api/LoadingList/${list}/RA/${nidra}/Package`, {
      token: tokens.warehouse,
    });
    expect(packages.json().ntotalbultos).toBe(2);
  });

  it('counts a scan sent twice with the same key once, answering the first answer', async () => {
    const list = await newList();
    const { nidra } = await insertWarehouseRa(ctx.db);
    const key = scanKey();
    const code = codesOf(nidra, 5)[1] ?? '';
    const first = await scanOk(list, code, key);
    const again = await scanOk(list, code, key);
    expect(again).toEqual({ ...first, sduplicado: 'S' });
    expect(await eventsOf(ctx.db, 'custody', nidra)).toHaveLength(1);
    expect(await countedOn(ctx.db, await listId(list), nidra)).toBe(1);
    // A refusal replayed is the same refusal, not a second event.
    const unknownKey = scanKey();
    const refused = await scanOk(list, 'XYZ-123', unknownKey);
    expect(await scanOk(list, 'XYZ-123', unknownKey)).toEqual({ ...refused, sduplicado: 'S' });
  });

  it('refuses, with the reason, a unit already scanned, on another list, of another route, voided or not in the warehouse', async () => {
    const [list, other] = [await newList(), await newList()];
    const { nidra } = await insertWarehouseRa(ctx.db);
    const [one, two] = codesOf(nidra, 5);
    await scanOk(list, one ?? '');
    const again = await scanOk(list, one ?? '');
    expect(again).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'YA_ESCANEADA', nbultoslista: 1 });
    expect(again.smensaje).toBe(scanTexts.alreadyHere(`Bulto 01/05 del RA ${nidra}`, list));
    const elsewhere = await scanOk(other, one ?? '');
    expect(elsewhere).toMatchObject({ sanomalia: 'OTRA_LISTA', nbultoslista: 0 });
    expect(elsewhere.smensaje).toBe(scanTexts.otherList(`Bulto 01/05 del RA ${nidra}`, list));
    // Another unit of the same RA may travel on the other list (an RA may travel in parts).
    expect((await scanOk(other, two ?? '')).sresultado).toBe('ACEPTADO');

    const otherRoute = (await insertWarehouseRa(ctx.db, undefined, { scodbodegadestino: 'BDSCL' })).nidra;
    expect(await scanOk(list, codesOf(otherRoute, 5)[0] ?? '')).toMatchObject({
      sanomalia: 'OTRA_RUTA',
      smensaje: scanTexts.otherRoute(otherRoute),
    });
    const voided = (await insertWarehouseRa(ctx.db, undefined, { scodestado: 'ANULA' })).nidra;
    expect((await scanOk(list, codesOf(voided, 5)[0] ?? '')).sanomalia).toBe('ANULADA');
    const atOffice = (await insertWarehouseRa(ctx.db, undefined, { scodestado: 'ENPREP' })).nidra;
    expect((await scanOk(list, codesOf(atOffice, 5)[0] ?? '')).sanomalia).toBe('NO_DISPONIBLE');
    expect(await raStateOf(ctx.db, atOffice)).toBe('ENPREP');

    for (const code of ['XYZ-123', 'RA-999999-01/05', `RA-${String(nidra).padStart(6, '0')}-01/09`]) {
      expect(await scanOk(list, code), code).toMatchObject({
        sresultado: 'RECHAZADO',
        sanomalia: 'DESCONOCIDA',
      });
    }
    const refusals = (await eventsOf(ctx.db, 'custody', nidra)).filter((e) => e.stipoevento === 'ANOMALIA');
    expect(refusals.map((e) => e.sanomalia)).toEqual(['YA_ESCANEADA', 'OTRA_LISTA', 'DESCONOCIDA']);
  });

  it('refuses bad input, closed lists and callers who may not load the list', async () => {
    const list = await newList();
    const { nidra } = await insertWarehouseRa(ctx.db);
    const code = codesOf(nidra, 5)[0] ?? '';
    const noKey = await ctx.call('POST', `/api/Scan/LoadingList/${list}`, {
      token: tokens.warehouse,
      body: {
        scodigo: code,
      },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().errors[0].message).toBe(messages.scanKeyInvalid);
    const empty = await scan(list, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(messages.scanCodeRequired);
    expect((await scan(list, 'x'.repeat(61))).statusCode).toBe(400);
    for (const token of [tokens.customer, tokens.office])
      expect((await scan(list, code, scanKey(), token)).statusCode).toBe(403);
    const foreign = await scan(list, code, scanKey(), tokens.otherWarehouse);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(messages.loadingListWrongWarehouse);
    expect((await scan('LC999999', code)).statusCode).toBe(404);
    await scanOk(list, code);
    const closed = await ctx.call('PUT', `/api/LoadingList/${list}/Close`, {
      token: tokens.warehouse,
      body: closePayload(),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await scan(list, codesOf(nidra, 5)[1] ?? '');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.loadingListNotEditable);
    expect(await eventsOf(ctx.db, 'custody', nidra)).toHaveLength(1);
  });

  it('moves units with the counts typed by hand, with MANUAL events, so scans and counts agree', async () => {
    const list = await newList();
    const { nidra, items } = await insertWarehouseRa(ctx.db);
    const added = await ctx.call('POST', `/api/LoadingList/${list}/RA`, {
      token: tokens.warehouse,
      body: {
        operacionId: ctx.operation,
        raList: [nidra],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const id = await listId(list);
    expect(
      (await unitsOf(ctx.db, nidra)).every((u) => u.nidlistacarga === id && u.sestado === 'CARGADA'),
    ).toBe(true);
    // Two of the three boxes stay: box 3 (the highest number) leaves the list.
    const lowered = await ctx.call('PUT', `/api/LoadingList/${list}/RA/${nidra}/Package`, {
      token: tokens.warehouse,
      body: [{ niditem: items[0], ncantidadbultos: 2 }],
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const box3 = (await unitsOf(ctx.db, nidra)).find((u) => u.nnumero === 3);
    expect(box3).toMatchObject({ nidlistacarga: null, sestado: 'BODEGA' });
    const events = await eventsOf(ctx.db, 'custody', nidra);
    expect(events.map((e) => `${e.stipoevento}:${e.sorigen}`)).toEqual([
      ...Array(5).fill('CARGADA:MANUAL'),
      'RETIRADA:MANUAL',
    ]);
    // The freed box is scanned back on; scanning one still on the list is refused.
    expect((await scanOk(list, codesOf(nidra, 5)[2] ?? '')).sresultado).toBe('ACEPTADO');
    expect((await scanOk(list, codesOf(nidra, 5)[0] ?? '')).sanomalia).toBe('YA_ESCANEADA');
    expect(await countedOn(ctx.db, id, nidra)).toBe(5);
    // Taking the RA off the list frees every unit.
    const removed = await ctx.call('DELETE', `/api/LoadingList/${list}/${ctx.operation}/RA/${nidra}`, {
      token: tokens.warehouse,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await unitsOf(ctx.db, nidra)).every((u) => u.nidlistacarga === null)).toBe(true);
    expect(await raStateOf(ctx.db, nidra)).toBe('BORIG');
  });

  it("shows each unit's trail to staff on its route and to the customer whose cargo it is, nobody else", async () => {
    const list = await newList();
    const clients = await clientIdsByRut(ctx.db);
    const { nidra } = await insertWarehouseRa(ctx.db, undefined, {
      srutdestinatario: '76086428-5',
      niddestinatario: clients['76086428-5'],
    });
    await scanOk(list, codesOf(nidra, 5)[4] ?? '');
    const staff = await ctx.call('GET', `/api/Shipment/Detail/${nidra}/Bultos`, { token: tokens.warehouse });
    expect(staff.statusCode, staff.body).toBe(200);
    const units = staff.json().unidadList;
    expect(units.map((u: { snumerobulto: string }) => u.snumerobulto)).toEqual([
      '01/05',
      '02/05',
      '03/05',
      '04/05',
      '05/05',
    ]);
    expect(units[4]).toMatchObject({
      sestado: 'CARGADA',
      scodlistacarga: list,
      sdestipobulto: expect.any(String),
    });
    expect(units[4].eventoList).toEqual([
      expect.objectContaining({
        stipoevento: 'CARGADA',
        sdesevento: 'Cargado en lista de carga',
        sorigen: 'ESCANEO',
        scodlistacarga: list,
        slugar: expect.stringContaining('(BDSCL)'),
        susuario: 'bodega.scl',
      }),
    ]);
    expect(units[0].eventoList).toEqual([]);
    const customer = await ctx.call('GET', `/api/Shipment/Detail/${nidra}/Bultos`, {
      token: tokens.customer,
    });
    expect(customer.statusCode).toBe(200);
    // The customer reads the same trail without the staff accounts and devices.
    const [seen] = customer.json().unidadList[4].eventoList;
    expect(seen).toMatchObject({
      stipoevento: 'CARGADA',
      susuario: '',
      srol: 'Personal de bodega',
      sdispositivo: '',
      slugar: expect.stringContaining('(BDSCL)'),
    });
    // Issue 29: the staff account is nowhere in the customer's answer, not only hidden by the screen.
    expect(customer.body).not.toContain('bodega.scl');
    expect(customer.json().unidadList.map((u: { sestado: string }) => u.sestado)).toEqual(
      staff.json().unidadList.map((u: { sestado: string }) => u.sestado),
    );
    const notTheirs = (await insertWarehouseRa(ctx.db)).nidra;
    expect(
      (await ctx.call('GET', `/api/Shipment/Detail/${notTheirs}/Bultos`, { token: tokens.customer }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.call('GET', '/api/Shipment/Detail/999999/Bultos', { token: tokens.warehouse })).statusCode,
    ).toBe(404);
  });
});
