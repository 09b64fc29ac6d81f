import { describe, expect, it } from 'vitest';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { drivers } from '../../../test/test-app.ts';
import { scanKey } from '../custody/custody.test-support.ts';

// 'Recepcionar' asks once (issue 29): the preview names what the reception will record.

describe.each(drivers)('what a reception will record on %s', (driver) => {
  const ctx = useScanSuite(driver, {
    origin: 'bodega.scl',
    destination: 'bodega.puq',
    office: 'oficina.scl',
  });
  const { tokens, calls } = ctx;
  const preview = (list: string, token = tokens.destination) =>
    ctx.call('GET', `/api/Destination/${list}/Recepcion`, { token });

  it('names the damaged and the missing units of a scanned arrival, as the reception then records them', async () => {
    const { list, nidra, codes } = await calls.dispatchedListOfFive(tokens.origin);
    for (const code of codes.slice(0, 4)) await calls.scan('Arrival', list, code, tokens.destination);
    await ctx.call('POST', `/api/Scan/Arrival/${list}/Damaged`, {
      token: tokens.destination,
      body: {
        scodigo: codes[1],
        smotivo: 'Caja aplastada',
        sclave: scanKey(),
      },
    });
    const answer = await preview(list);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      sescaneada: 'S',
      ncantidaddespachada: 5,
      ncantidadrecibida: 4,
      ncantidaddanada: 1,
      ncantidadfaltante: 1,
      danados: [`Bulto 02/05 del RA ${nidra}`],
      faltantes: [`Bulto 05/05 del RA ${nidra}`],
      sincontar: [],
    });
    // Received with the one confirmation: the figures are the preview's.
    await ctx.call('PUT', `/api/Destination/${list}`, {
      token: tokens.destination,
      body: { sconfirmafaltantes: 'S' },
    });
    const detail = (await ctx.call('GET', `/api/Destination/${list}`, { token: tokens.destination })).json();
    expect(detail.recepcion).toMatchObject({
      ncantidadrecibida: 4,
      ncantidaddanada: 1,
      ncantidadfaltante: 1,
    });
  });

  it('names the lines nobody counted when nothing was scanned, and refuses who may not receive', async () => {
    const { list, nidra } = await calls.dispatchedListOfFive(tokens.origin);
    const answer = (await preview(list)).json();
    expect(answer).toMatchObject({ sescaneada: 'N', ncantidadrecibida: 0, faltantes: [], danados: [] });
    expect(answer.sincontar.map((l: { nidra: number }) => l.nidra)).toEqual([nidra, nidra]);
    expect(
      answer.sincontar.reduce(
        (t: number, l: { ncantidaddespachada: number }) => t + l.ncantidaddespachada,
        0,
      ),
    ).toBe(5);
    expect((await preview(list, tokens.origin)).statusCode).toBe(403);
    expect((await preview('LC999999')).statusCode).toBe(404);
  });

  it('answers a Spanish 4xx to a malformed code or no session, and writes nothing', async () => {
    const { list } = await calls.dispatchedListOfFive(tokens.origin);
    const longCode = await preview('L'.repeat(80));
    expect(longCode.statusCode).toBe(400);
    expect(longCode.json().message).toMatch(/[a-záéíóúñ]/i);
    const withNul = await preview('LC%00');
    expect([400, 404]).toContain(withNul.statusCode);
    expect((await ctx.call('GET', `/api/Destination/${list}/Recepcion`)).statusCode).toBe(401);
    // A preview only reads: the list is still waiting to be received, with nothing counted.
    const again = (await preview(list)).json();
    expect(again).toMatchObject({ sescaneada: 'N', ncantidadrecibida: 0 });
  });
});
