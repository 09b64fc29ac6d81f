import { messages } from '@carga/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { raStateOf } from '../../../test/factories.ts';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { drivers } from '../../../test/test-app.ts';
import { loadingListPackages as lb, loadingLists } from '../../db/schema.ts';
import { scanKey, unitsOf } from './custody.test-support.ts';

describe.each(drivers)('scanning the arrival at the destination on %s', (driver) => {
  const ctx = useScanSuite(driver, {
    origin: 'bodega.scl',
    destination: 'bodega.puq',
    customer: 'cliente',
  });
  const { tokens, calls } = ctx;

  const post = (url: string, payload: unknown, token: string) =>
    ctx.call('POST', url, { token, body: payload });
  const arrive = async (list: string, scodigo: string) => {
    const response = await calls.scan('Arrival', list, scodigo, tokens.destination);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const damage = (list: string, scodigo: string, smotivo = 'Caja aplastada') =>
    post(`/api/Scan/Arrival/${list}/Damaged`, { scodigo, smotivo, sclave: scanKey() }, tokens.destination);
  const receive = (list: string, payload?: unknown) =>
    ctx.call('PUT', `/api/Destination/${list}`, { token: tokens.destination, body: payload });
  const dispatchedListOfFive = () => calls.dispatchedListOfFive(tokens.origin);
  const linesOf = async (list: string) => {
    const [row] = await ctx.db.select().from(loadingLists).where(eq(loadingLists.scodlistacarga, list));
    return ctx.db
      .select()
      .from(lb)
      .where(and(eq(lb.nidlistacarga, row?.nidlistacarga ?? 0)))
      .orderBy(lb.niditem);
  };

  it('fills the counts line by line, records an extra unit, marks a damaged one and, confirmed, the missing one', async () => {
    const { list, nidra, codes } = await dispatchedListOfFive();
    const other = await dispatchedListOfFive();
    for (const code of codes.slice(0, 4)) expect((await arrive(list, code)).stipoevento).toBe('LLEGADA');
    const extra = await arrive(list, other.codes[0] ?? '');
    expect(extra).toMatchObject({
      sresultado: 'RECHAZADO',
      sanomalia: 'SOBRANTE',
      nbultosescaneados: 4,
      nbultoslista: 5,
    });
    expect(extra.smensaje).toContain(`pertenece a la lista ${other.list}`);
    expect((await arrive(list, codes[0] ?? '')).sanomalia).toBe('YA_ESCANEADA');
    const marked = await damage(list, codes[1] ?? '');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({
      stipoevento: 'DANADA',
      smensaje: `Bulto 02/05 del RA ${nidra} dañado: Caja aplastada`,
    });
    const notArrived = await damage(list, codes[4] ?? '');
    expect(notArrived.statusCode).toBe(409);
    expect(notArrived.json().message).toBe(messages.damagedNotArrived);
    expect((await damage(list, codes[0] ?? '', ' ')).statusCode).toBe(400);
    expect(
      (await linesOf(list)).map((l) => [l.ncantidadingresada, l.ncantidadrecibida, l.ncantidaddanada]),
    ).toEqual([
      [3, 3, 1],
      [2, 1, 0],
    ]);

    const unconfirmed = await receive(list);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(
      `${messages.missingOnReception}: Bulto 05/05 del RA ${nidra}. ${messages.confirmMissingOnReception}`,
    );
    const confirmed = await receive(list, { sconfirmafaltantes: 'S' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await raStateOf(ctx.db, nidra)).toBe('BDEST');
    expect((await unitsOf(ctx.db, nidra)).map((u) => u.sestado)).toEqual([
      'RECIBIDA',
      'DANADA',
      'RECIBIDA',
      'RECIBIDA',
      'FALTANTE',
    ]);
    const lines = await linesOf(list);
    expect(lines[1]).toMatchObject({
      ncantidadrecibida: 1,
      smotivodiferencia: 'Faltante: no escaneado a la llegada',
    });
    expect(lines[0]).toMatchObject({
      ncantidadrecibida: 3,
      ncantidaddanada: 1,
      smotivodiferencia: 'Caja aplastada',
    });
    const trail = (await eventsOf(ctx.db, 'custody', nidra))
      .filter((e) => e.scodlugar === 'BDPUQ')
      .map((e) => e.stipoevento);
    expect(trail).toEqual(['LLEGADA', 'LLEGADA', 'LLEGADA', 'LLEGADA', 'ANOMALIA', 'DANADA', 'FALTANTE']);
  });

  it('receives a list nobody scanned by its typed counts: units arrive, or go missing, as the counts say', async () => {
    const { list, nidra } = await dispatchedListOfFive();
    const [boxes] = await linesOf(list);
    const counted = await ctx.call('PUT', `/api/Destination/${list}/RA/${nidra}/Package`, {
      token: tokens.destination,
      body: [
        {
          niditem: boxes?.niditem,
          ncantidadbultos: 2,
          ncantidaddanada: 0,
          smotivodiferencia: 'Se perdió una caja',
        },
      ],
    });
    expect(counted.statusCode, counted.body).toBe(200);
    expect((await receive(list)).statusCode).toBe(200);
    expect((await unitsOf(ctx.db, nidra)).map((u) => u.sestado)).toEqual([
      'RECIBIDA',
      'RECIBIDA',
      'FALTANTE',
      'RECIBIDA',
      'RECIBIDA',
    ]);
    const manual = (await eventsOf(ctx.db, 'custody', nidra)).filter((e) => e.scodlugar === 'BDPUQ');
    expect(manual.every((e) => e.sorigen === 'MANUAL')).toBe(true);
  });

  it('refuses lists not dispatched and callers who do not receive at the destination', async () => {
    const { list, codes } = await dispatchedListOfFive();
    for (const token of [tokens.origin, tokens.customer]) {
      const response = await post(
        `/api/Scan/Arrival/${list}`,
        { scodigo: codes[0], sclave: scanKey() },
        token,
      );
      expect(response.statusCode).toBe(403);
    }
    expect((await receive(list)).statusCode).toBe(200);
    const late = await post(
      `/api/Scan/Arrival/${list}`,
      { scodigo: codes[0], sclave: scanKey() },
      tokens.destination,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.loadingListNotReceivable);
  });
});
