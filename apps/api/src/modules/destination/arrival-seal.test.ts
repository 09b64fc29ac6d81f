import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { loadingLists } from '../../db/schema.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// 'Registrar sello' at the destination (issue 14): the seal found on the truck against the dispatched one,
// on the list, on the RA detail of each RA it carried, in their history and on the origin dashboard.

const CUSTOMER_RUT = '76086428-5';

describe.each(drivers)('seal at arrival on %s', (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const seal = (code: string, body: unknown, token = flow.tokens.puq) =>
    flow.call('PUT', `/api/Destination/${code}/Sello`, { body, token });
  const listRow = async (code: string) =>
    (await ctx.db.select().from(loadingLists).where(eq(loadingLists.scodlistacarga, code)))[0]!;
  const sealLines = async (nidra: number) =>
    (await raHistoryOf(ctx.db, nidra)).filter((h) => h.saccion === 'SELLO_LLEGADA').map((h) => h.sdetalle);
  const raDetail = async (nidra: number, token = flow.tokens.office) =>
    (await flow.ok('GET', `/api/Shipment/Detail/${nidra}`, { token })).json();
  const originFigures = async () =>
    (
      await flow.ok('GET', '/api/Shipment/OriginStatistics?codigoOficinaOrigen=OFISCL', {
        token: flow.tokens.office,
      })
    ).json();

  it('records an equal seal (trimmed, any case) without an incident', async () => {
    const { code, nidra } = await flow.dispatchedList();
    const saved = await seal(code, { sselloseguridad: ' sello-001 ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      scodlistacarga: code,
      sselloseguridad: 'SELLO-001',
      ssellollegada: 'SELLO-001',
      susuariosellollegada: 'bodega.puq',
      sindincidenciasello: 'N',
    });
    const detail = (await flow.ok('GET', `/api/Destination/${code}`, { token: flow.tokens.puq })).json();
    expect(detail.loadingListDetail).toMatchObject({
      sselloseguridad: 'SELLO-001',
      ssellollegada: 'SELLO-001',
      sindincidenciasello: 'N',
    });
    expect(detail.loadingListDetail.dfhosellollegada).toEqual(expect.any(String));
    expect((await raDetail(nidra)).incidenciaSelloList).toEqual([]);
    expect(await sealLines(nidra)).toEqual([
      `Sello a la llegada: SELLO-001 (despachado: SELLO-001), igual al despachado; lista ${code}`,
    ]);
  });

  it('marks a different seal as an incident everywhere, and a correction before reception clears it', async () => {
    const before = await originFigures();
    const own = await insertWarehouseRa(ctx.db, undefined, { srutremitente: CUSTOMER_RUT });
    const other = await insertWarehouseRa(ctx.db);
    const { code } = await flow.dispatchedList([own.nidra, other.nidra]);
    expect((await seal(code, { sselloseguridad: 'SELLO-002' })).json()).toMatchObject({
      ssellollegada: 'SELLO-002',
      sindincidenciasello: 'S',
    });
    expect((await listRow(code)).sindincidenciasello).toBe('S');
    const detail = (await flow.ok('GET', `/api/Destination/${code}`, { token: flow.tokens.puq })).json();
    expect(detail.loadingListDetail).toMatchObject({ ssellollegada: 'SELLO-002', sindincidenciasello: 'S' });
    const incident = {
      scodlistacarga: code,
      sselloseguridad: 'SELLO-001',
      ssellollegada: 'SELLO-002',
      scodbodegadestino: 'BDPUQ',
      dfhosellollegada: expect.any(String),
    };
    // Staff on the route of each RA see it on the RA detail; the customer does not.
    for (const nidra of [own.nidra, other.nidra]) {
      expect((await raDetail(nidra)).incidenciaSelloList).toEqual([incident]);
      expect((await raDetail(nidra, flow.tokens.puq)).incidenciaSelloList).toEqual([incident]);
      expect(await sealLines(nidra)).toEqual([
        `Sello a la llegada: SELLO-002 (despachado: SELLO-001), distinto al despachado; lista ${code}`,
      ]);
    }
    expect((await raDetail(own.nidra, flow.tokens.customer)).incidenciaSelloList).toEqual([]);
    // The origin office counts the list once (two of its RAs travel on it) and lists its RAs.
    const after = await originFigures();
    expect(after.sellosDistintos).toBe(before.sellosDistintos + 1);
    expect(after).toMatchObject({
      ingresosDelDia: expect.any(Number),
      recepcionesPendientes: expect.any(Number),
      diferenciasEnDestino: expect.any(Number),
    });
    const listed = (
      await flow.ok('GET', '/api/Shipment/SealIncidents?codigoOficinaOrigen=OFISCL', {
        token: flow.tokens.office,
      })
    ).json();
    expect(listed.list.filter((row: { scodlistacarga: string }) => row.scodlistacarga === code)).toEqual(
      [other.nidra, own.nidra].map((nidra) => ({ ...incident, nidra })),
    );
    // An office the caller does not work at is refused.
    const none = await flow.call('GET', '/api/Shipment/SealIncidents?codigoOficinaOrigen=OFIPUQ', {
      token: flow.tokens.office,
    });
    expect(none.statusCode).toBe(403);

    // Corrected before reception: the incident goes, the history keeps both.
    expect((await seal(code, { sselloseguridad: 'SELLO-001' })).json().sindincidenciasello).toBe('N');
    expect((await raDetail(other.nidra)).incidenciaSelloList).toEqual([]);
    expect((await originFigures()).sellosDistintos).toBe(before.sellosDistintos);
    expect((await sealLines(other.nidra)).at(-1)).toBe(
      `Sello a la llegada: SELLO-001 (despachado: SELLO-001), igual al despachado; lista ${code}`,
    );

    // Different again, then received: the reception is unchanged and the seal is fixed from then on.
    await flow.ok('PUT', `/api/Destination/${code}/Sello`, {
      body: { sselloseguridad: 'SELLO-003' },
      token: flow.tokens.puq,
    });
    await flow.ok('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq });
    const late = await seal(code, { sselloseguridad: 'SELLO-001' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.arrivalSealNotDispatched);
    expect(await listRow(code)).toMatchObject({
      scodestadolista: 'RECEP',
      ssellollegada: 'SELLO-003',
      sindincidenciasello: 'S',
    });
    expect((await raDetail(other.nidra)).incidenciaSelloList).toHaveLength(1);
  });

  it('keeps the dispatched seal from the screen until a seal is recorded: a blind check (issue 29)', async () => {
    const { code } = await flow.dispatchedList();
    const detail = async () =>
      (await flow.ok('GET', `/api/Destination/${code}`, { token: flow.tokens.puq })).json().loadingListDetail;
    expect(await detail()).toMatchObject({ sselloseguridad: null, ssellollegada: null });
    // A mismatch says both seals.
    expect((await seal(code, { sselloseguridad: 'SELLO-999' })).json()).toMatchObject({
      sselloseguridad: 'SELLO-001',
      ssellollegada: 'SELLO-999',
      sindincidenciasello: 'S',
    });
    expect(await detail()).toMatchObject({ sselloseguridad: 'SELLO-001', ssellollegada: 'SELLO-999' });
  });

  it('reads a seal typed by a US-layout scanner on a Latin-American keyboard as the dispatched one (issue 29)', async () => {
    const { code } = await flow.dispatchedList();
    // 'SELLO-001' arrives as "sello'001" (and a person may drop the leading zeros).
    expect((await seal(code, { sselloseguridad: " sello'001 " })).json()).toMatchObject({
      ssellollegada: 'SELLO-001',
      sindincidenciasello: 'N',
    });
    expect((await seal(code, { sselloseguridad: 'SELLO-1' })).json().sindincidenciasello).toBe('N');
    const refused = await seal(code, { sselloseguridad: 'SELLO¿001' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/^El sello SELLO¿001 tiene «¿»/);
  });

  it('refuses a list not dispatched yet, and an unknown list', async () => {
    const { code, nidra } = await flow.closedList();
    const early = await seal(code, { sselloseguridad: 'S-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.arrivalSealNotDispatched);
    expect((await seal('LC999999', { sselloseguridad: 'S-1' })).statusCode).toBe(404);
    expect((await listRow(code)).ssellollegada).toBeNull();
    expect(await sealLines(nidra)).toEqual([]);
  });

  it('refuses an empty, too long or NUL seal in Spanish, writing nothing', async () => {
    const { code, nidra } = await flow.dispatchedList();
    for (const [body, message] of [
      [{ sselloseguridad: '   ' }, messages.sealRequired],
      [{}, messages.sealRequired],
      [{ sselloseguridad: 'S'.repeat(51) }, messages.sealTooLong],
      [{ sselloseguridad: 'S-\u0000' }, messages.forbiddenCharacters],
    ] as const) {
      const refused = await seal(code, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(message);
    }
    expect(await listRow(code)).toMatchObject({ ssellollegada: null, sindincidenciasello: 'N' });
    expect(await sealLines(nidra)).toEqual([]);
  });

  it('refuses staff of another warehouse, staff without BOD-RECIBIR and customers', async () => {
    const { code, nidra } = await flow.dispatchedList();
    for (const token of [flow.tokens.scl, flow.tokens.office, flow.tokens.customer]) {
      expect((await seal(code, { sselloseguridad: 'S-1' }, token)).statusCode).toBe(403);
    }
    const foreign = await seal(code, { sselloseguridad: 'S-1' }, flow.tokens.scl);
    expect(foreign.json().message).toBe(messages.loadingListNotForWarehouse);
    expect((await listRow(code)).ssellollegada).toBeNull();
    expect(await sealLines(nidra)).toEqual([]);
  });
});
