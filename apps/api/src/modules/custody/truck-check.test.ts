import { type dispatchRequest, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventsOf } from '../../../test/events.ts';
import { raStateOf } from '../../../test/factories.ts';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { drivers } from '../../../test/test-app.ts';
import { closePayload, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { codesOf, type ScanKind, unitsOf } from './custody.test-support.ts';

describe.each(drivers)('checking units onto the truck on %s', (driver) => {
  const ctx = useScanSuite(driver, {
    warehouse: 'bodega.scl',
    otherWarehouse: 'bodega.puq',
    office: 'oficina.scl',
    customer: 'cliente',
  });
  const { tokens, calls } = ctx;

  const scan = (kind: ScanKind, list: string, scodigo: string, token = tokens.warehouse) =>
    calls.scan(kind, list, scodigo, token);
  const check = async (list: string, scodigo: string) => {
    const response = await scan('Dispatch', list, scodigo);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const dispatch = (list: string, extra: Partial<z.input<typeof dispatchRequest>> = {}) =>
    ctx.call('POST', '/api/Dispatch', {
      token: tokens.warehouse,
      body: {
        scodlistacarga: list,
        sselloseguridad: 'S-1',
        ...extra,
      },
    });
  /** A closed list carrying the 5 units of a new RA, loaded by scanning. */
  const closedListOfFive = async () => {
    const list = await calls.newList(tokens.warehouse);
    const { nidra } = await insertWarehouseRa(ctx.db);
    const codes = codesOf(nidra, 5);
    for (const code of codes)
      expect((await scan('LoadingList', list, code)).json().sresultado).toBe('ACEPTADO');
    const closed = await ctx.call('PUT', `/api/LoadingList/${list}/Close`, {
      token: tokens.warehouse,
      body: closePayload(),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    return { list, nidra, codes };
  };

  it("checks each of the list's units once and shows '3 de 5' on the dispatch", async () => {
    const { list, codes } = await closedListOfFive();
    const first = await check(list, codes[0] ?? '');
    expect(first).toMatchObject({
      sresultado: 'ACEPTADO',
      stipoevento: 'VERIFICADA',
      nbultoslista: 5,
      nbultosescaneados: 1,
    });
    await check(list, codes[1] ?? '');
    const third = await check(list, codes[2] ?? '');
    expect(third.nbultosescaneados).toBe(3);
    const again = await check(list, codes[0] ?? '');
    expect(again).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'YA_ESCANEADA', nbultosescaneados: 3 });
    const detail = await ctx.call('GET', `/api/Dispatch/${list}/${ctx.operation}`, {
      token: tokens.warehouse,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().verificacion).toEqual({ nbultoslista: 5, nbultosverificados: 3 });
  });

  it('refuses a unit that does not travel on the list, naming its own list', async () => {
    const { list } = await closedListOfFive();
    const other = await closedListOfFive();
    const stranger = await check(list, other.codes[0] ?? '');
    expect(stranger).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'NO_ESPERADA' });
    expect(stranger.smensaje).toContain(`pertenece a la lista ${other.list}`);
    const loose = (await insertWarehouseRa(ctx.db)).nidra;
    expect((await check(list, codesOf(loose, 5)[0] ?? '')).smensaje).toContain(
      'no está en ninguna lista de carga',
    );
    expect((await check(list, 'RA-XYZ')).sanomalia).toBe('DESCONOCIDA');
  });

  it('asks to confirm a dispatch with units not checked, names them, and sends every unit in transit', async () => {
    const { list, nidra, codes } = await closedListOfFive();
    for (const code of codes.slice(0, 3)) await check(list, code);
    const refused = await dispatch(list);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `${messages.unverifiedOnDispatch} (3 de 5 verificados): Bulto 04/05 del RA ${nidra}, Bulto 05/05 del RA ${nidra}. ${messages.confirmUnverifiedOnDispatch}`,
    );
    expect(await raStateOf(ctx.db, nidra)).toBe('ENLIS');
    const confirmed = await dispatch(list, { sconfirmasinverificar: 'S' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await raStateOf(ctx.db, nidra)).toBe('ENTRA');
    expect((await unitsOf(ctx.db, nidra)).map((u) => u.sestado)).toEqual(Array(5).fill('TRANSITO'));
    const kinds = (await eventsOf(ctx.db, 'custody', nidra)).map((e) => e.stipoevento);
    expect(kinds.filter((k) => k === 'DESPACHADA')).toHaveLength(5);
    // Dispatched: no more checks.
    const late = await scan('Dispatch', list, codes[4] ?? '');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.truckCheckNotClosed);
  });

  it('dispatches a fully checked list, and one nobody checked, without asking', async () => {
    const checked = await closedListOfFive();
    for (const code of checked.codes) await check(checked.list, code);
    expect((await dispatch(checked.list)).statusCode).toBe(200);
    const unchecked = await closedListOfFive();
    expect((await dispatch(unchecked.list)).statusCode).toBe(200);
  });

  it('refuses open lists and callers who may not dispatch the list', async () => {
    const list = await calls.newList(tokens.warehouse);
    const open = await scan('Dispatch', list, 'RA-000001-01/01');
    expect(open.statusCode).toBe(409);
    expect(open.json().message).toBe(messages.truckCheckNotClosed);
    const { list: closed, codes } = await closedListOfFive();
    for (const token of [tokens.customer, tokens.office])
      expect((await scan('Dispatch', closed, codes[0] ?? '', token)).statusCode).toBe(403);
    expect((await scan('Dispatch', closed, codes[0] ?? '', tokens.otherWarehouse)).statusCode).toBe(403);
    expect((await scan('Dispatch', 'LC999999', codes[0] ?? '')).statusCode).toBe(404);
  });
});
