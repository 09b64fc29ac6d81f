import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { drivers } from '../../../test/test-app.ts';
import { closePayload, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { codesOf, scanKey } from './custody.test-support.ts';

// Issue 29: a scanner set for a US keyboard, plugged into a Latin-American or Spanish one, types "'" for '-'
// and '-' for '/'. Every hand-off reads such a code as the label (another client sends it unchanged).

/** What a US-layout scanner types on a Latin-American keyboard for the label's code. */
const onLatinKeyboard = (code: string) => code.replaceAll('-', "'").replace('/', '-').toLowerCase();

describe.each(drivers)('codes typed by a scanner set for another keyboard layout on %s', (driver) => {
  const ctx = useScanSuite(driver, { origin: 'bodega.scl', destination: 'bodega.puq' });
  const { tokens, calls } = ctx;
  const scanned = async (...args: Parameters<typeof calls.scan>) => {
    const response = await calls.scan(...args);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('accepts them onto the list, onto the truck, at the arrival, as damaged and at the delivery', async () => {
    const list = await calls.newList(tokens.origin);
    const { nidra } = await insertWarehouseRa(ctx.db);
    const codes = codesOf(nidra, 5);
    const typed = codes.map(onLatinKeyboard);
    expect(typed[1]).toBe(`ra'${String(nidra).padStart(6, '0')}'02-05`);
    for (const code of typed)
      expect(await scanned('LoadingList', list, code, tokens.origin)).toMatchObject({
        sresultado: 'ACEPTADO',
      });
    const closed = await ctx.call('PUT', `/api/LoadingList/${list}/Close`, {
      token: tokens.origin,
      body: closePayload(),
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await scanned('Dispatch', list, typed[0] ?? '', tokens.origin)).toMatchObject({
      sresultado: 'ACEPTADO',
      scodigo: codes[0],
    });
    const sent = await ctx.call('POST', '/api/Dispatch', {
      token: tokens.origin,
      body: {
        scodlistacarga: list,
        sselloseguridad: 'S-9',
        sconfirmasinverificar: 'S',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    for (const code of typed)
      expect(await scanned('Arrival', list, code, tokens.destination)).toMatchObject({
        stipoevento: 'LLEGADA',
      });
    const damaged = await ctx.call('POST', `/api/Scan/Arrival/${list}/Damaged`, {
      token: tokens.destination,
      body: {
        scodigo: typed[2],
        smotivo: 'Caja mojada',
        sclave: scanKey(),
      },
    });
    expect(damaged.json()).toMatchObject({ stipoevento: 'DANADA', scodigo: codes[2] });
    const received = await ctx.call('PUT', `/api/Destination/${list}`, {
      token: tokens.destination,
      body: {},
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(await scanned('Delivery', nidra, typed[4] ?? '', tokens.destination)).toMatchObject({
      stipoevento: 'ALISTADA',
      scodigo: codes[4],
    });
    // Every event keeps the label's own code, never the keyboard's.
    expect((await eventsOf(ctx.db, 'custody', nidra)).every((e) => codes.includes(e.scodigo ?? ''))).toBe(
      true,
    );
  });

  it('refuses, with the reason, a code still ambiguous', async () => {
    const list = await calls.newList(tokens.origin);
    const { nidra } = await insertWarehouseRa(ctx.db);
    const refused = await scanned(
      'LoadingList',
      list,
      `RA.${String(nidra).padStart(6, '0')}.01.05`,
      tokens.origin,
    );
    expect(refused).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'DESCONOCIDA' });
    expect(refused.smensaje).toContain('tiene «.» donde la etiqueta lleva «-»');
  });
});
