import { messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { loadingLists } from '../../db/schema.ts';

// 'Guardar sello' (issue 12): the seal saved with a closed list before dispatch shows on the carrier list,
// and the carrier and valued spreadsheets stay downloadable after dispatch and reception.

const sheetRows = async (payload: unknown, name: string) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as ArrayBuffer);
  const sheet = book.getWorksheet(name);
  expect(sheet, name).toBeDefined();
  return sheet!.getSheetValues().map((row) => (Array.isArray(row) ? row.slice(1) : []));
};

describe.each(drivers)('dispatch seal on %s', (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const save = (body: object, token?: string) => flow.call('PUT', '/api/Dispatch/Sello', { body, token });
  const listRow = async (code: string) =>
    (await ctx.db.select().from(loadingLists).where(eq(loadingLists.scodlistacarga, code)))[0]!;

  it('saves the seal of a closed list without dispatching it; the carrier list shows it', async () => {
    const { code } = await flow.closedList();
    const saved = await save({
      scodlistacarga: code,
      sselloseguridad: ' SELLO-PRE ',
      scomentariodespacho: 'Andén 3',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      scodlistacarga: code,
      sselloseguridad: 'SELLO-PRE',
      scomentariodespacho: 'Andén 3',
    });
    expect(await listRow(code)).toMatchObject({
      scodestadolista: 'CERRADA',
      sselloseguridad: 'SELLO-PRE',
      scomentariodespacho: 'Andén 3',
      dfhodespacho: null,
    });
    const detail = (await flow.ok('GET', `/api/Dispatch/${code}/0`)).json().detalle;
    expect(detail).toMatchObject({ sselloseguridad: 'SELLO-PRE', scomentariodespacho: 'Andén 3' });
    for (const url of [`/Dispatch/${code}/Report/Carrier`, `/LoadingList/${code}/Report/Carrier`]) {
      const rows = await sheetRows((await flow.ok('GET', `/api${url}`)).rawPayload, 'Lista transportista');
      expect(rows).toContainEqual(['Sello de seguridad', 'SELLO-PRE']);
      expect(rows).toContainEqual(['Comentario', 'Andén 3']);
    }
    // Saved again (a new seal), then dispatched with what the form sends.
    await flow.ok('PUT', '/api/Dispatch/Sello', {
      body: { scodlistacarga: code, sselloseguridad: 'SELLO-2' },
    });
    expect(await listRow(code)).toMatchObject({ sselloseguridad: 'SELLO-2', scomentariodespacho: '' });
    expect((await flow.dispatch(code, 'SELLO-2')).statusCode).toBe(200);
    expect((await listRow(code)).scodestadolista).toBe('DESPA');
  });

  it('refuses a bad seal, a list that is not closed or already left, and unknown lists', async () => {
    const { code } = await flow.closedList();
    const blank = await save({ scodlistacarga: code, sselloseguridad: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(messages.sealRequired);
    const long = await save({ scodlistacarga: code, sselloseguridad: 'S'.repeat(200) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(messages.sealTooLong);
    const comment = await save({
      scodlistacarga: code,
      sselloseguridad: 'S',
      scomentariodespacho: 'x'.repeat(2001),
    });
    expect(comment.statusCode).toBe(400);
    expect(comment.json().message).toBe(messages.dispatchCommentTooLong);
    expect((await save({ scodlistacarga: 'LC999999', sselloseguridad: 'S' })).statusCode).toBe(404);

    const open = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } })).body;
    const notClosed = await save({ scodlistacarga: open, sselloseguridad: 'S' });
    expect(notClosed.statusCode).toBe(409);
    expect(notClosed.json().message).toBe(messages.sealListNotClosed);

    expect((await flow.dispatch(code, 'SELLO-SALIDA')).statusCode).toBe(200);
    const left = await save({ scodlistacarga: code, sselloseguridad: 'OTRO' });
    expect(left.statusCode).toBe(409);
    expect(left.json().message).toBe(messages.sealListNotClosed);
    expect((await listRow(code)).sselloseguridad).toBe('SELLO-SALIDA');
  });

  it('refuses customers, staff without BOD-DESPACHO and another warehouse', async () => {
    const { code } = await flow.closedList();
    const { office, customer, puq } = flow.tokens;
    for (const token of [office, customer, puq]) {
      expect((await save({ scodlistacarga: code, sselloseguridad: 'S' }, token)).statusCode).toBe(403);
    }
    expect((await listRow(code)).sselloseguridad).toBeNull();
  });

  it('keeps the carrier and valued spreadsheets downloadable after dispatch and reception', async () => {
    const { code } = await flow.receivedList();
    expect((await listRow(code)).scodestadolista).toBe('RECEP');
    for (const [url, sheet] of [
      [`/Dispatch/${code}/Report/Carrier`, 'Lista transportista'],
      [`/Dispatch/${code}/Report/Valued`, 'Lista valorizada'],
      [`/LoadingList/${code}/Report/Carrier`, 'Lista transportista'],
      [`/LoadingList/${code}/Report/Valued`, 'Lista valorizada'],
    ] as const) {
      const rows = await sheetRows((await flow.ok('GET', `/api${url}`)).rawPayload, sheet);
      if (sheet === 'Lista transportista') expect(rows).toContainEqual(['Sello de seguridad', 'SELLO-001']);
    }
    // At the destination, Recibir's staff read the carrier list with the seal the truck left with.
    const atDestination = await flow.ok('GET', `/api/Destination/${code}/Report/Carrier`, {
      token: flow.tokens.puq,
    });
    expect(atDestination.headers['content-disposition']).toContain(`Reporte transportista (${code})`);
    expect(await sheetRows(atDestination.rawPayload, 'Lista transportista')).toContainEqual([
      'Sello de seguridad',
      'SELLO-001',
    ]);
    for (const token of [flow.tokens.scl, flow.tokens.office, flow.tokens.customer]) {
      expect((await flow.call('GET', `/api/Destination/${code}/Report/Carrier`, { token })).statusCode).toBe(
        403,
      );
    }
    // The load list's carrier spreadsheet is for its origin warehouse's staff with BOD-LISTACARGA.
    for (const token of [flow.tokens.office, flow.tokens.customer, flow.tokens.puq]) {
      expect((await flow.call('GET', `/api/LoadingList/${code}/Report/Carrier`, { token })).statusCode).toBe(
        403,
      );
    }
  });
});
