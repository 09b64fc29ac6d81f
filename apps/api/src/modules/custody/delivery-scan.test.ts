import { type deliveryRequest, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eventsOf } from '../../../test/events.ts';
import { raHistoryOf, raStateOf } from '../../../test/factories.ts';
import { useScanSuite } from '../../../test/scan-suite.ts';
import { drivers } from '../../../test/test-app.ts';
import { custodyEvents, deliveries } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { scanKey, unitsOf } from './custody.test-support.ts';

describe.each(drivers)('scanning units as they are delivered on %s', (driver) => {
  const ctx = useScanSuite(driver, {
    origin: 'bodega.scl',
    destination: 'bodega.puq',
    customer: 'cliente',
  });
  const { tokens, calls } = ctx;

  const handOver = (
    overrides: Partial<z.input<typeof deliveryRequest>> = {},
  ): z.input<typeof deliveryRequest> => ({
    ...SIGNED,
    snombreretira: 'Pedro Vargas',
    srutretira: '12345678-5',
    dfhoentrega: new Date().toISOString(),
    ...overrides,
  });
  const deliver = (nidra: number, body: unknown = handOver(), token = tokens.destination) =>
    ctx.call('POST', `/api/Delivery/${nidra}`, { token, body });
  const ready = async (nidra: number, scodigo: string, sclave = scanKey()) => {
    const response = await calls.scan('Delivery', nidra, scodigo, tokens.destination, sclave);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const deliveryRow = async (nidra: number) =>
    (await ctx.db.select().from(deliveries).where(eq(deliveries.nidra, nidra)))[0];
  /** The customers' cargo events of the RA (issue 16): a partial delivery makes none. */
  const cargoEventsOf = async (nidra: number) =>
    (await eventsOf(ctx.db, 'cargo', nidra)).map((e) => e.sevento);
  const card = async (nidra: number) =>
    (
      await ctx.call('GET', `/api/Delivery?codigoBodega=BDPUQ&idRA=${nidra}`, { token: tokens.destination })
    ).json().list[0];

  it('delivers the scanned units, names those left, records a confirmed partial delivery, then the rest', async () => {
    const { nidra, codes } = await calls.receivedRa(tokens.origin, tokens.destination);
    const other = await calls.receivedRa(tokens.origin, tokens.destination);
    for (const code of codes.slice(0, 3)) {
      expect(await ready(nidra, code)).toMatchObject({ sresultado: 'ACEPTADO', stipoevento: 'ALISTADA' });
    }
    const again = await ready(nidra, codes[0] ?? '');
    expect(again).toMatchObject({ sanomalia: 'YA_ESCANEADA', nbultosescaneados: 3, nbultoslista: 5 });
    const foreign = await ready(nidra, other.codes[0] ?? '');
    expect(foreign).toMatchObject({ sresultado: 'RECHAZADO', sanomalia: 'NO_ESPERADA' });
    expect(foreign.smensaje).toBe(`Bulto 01/05 del RA ${other.nidra} no es del RA ${nidra} que se entrega`);
    expect((await ready(nidra, 'ETIQUETA-RARA')).sanomalia).toBe('DESCONOCIDA');
    // The other RA's units were not touched by the refusal.
    expect((await unitsOf(ctx.db, other.nidra)).every((u) => u.sestado === 'RECIBIDA')).toBe(true);

    const unconfirmed = await deliver(nidra);
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json().message).toBe(
      `${messages.undeliveredOnDelivery} (3 de 5 escaneados): Bulto 04/05 del RA ${nidra}, Bulto 05/05 del RA ${nidra}. ${messages.confirmPartialDelivery}`,
    );
    expect((await unitsOf(ctx.db, nidra)).filter((u) => u.sestado === 'ENTREGADA')).toHaveLength(0);

    const partial = await deliver(nidra, handOver({ sconfirmaparcial: 'S' }));
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({
      scodestado: 'BDEST',
      ncantidadentregada: 3,
      ncantidadpendiente: 2,
      entrega: null,
    });
    expect(await raStateOf(ctx.db, nidra)).toBe('BDEST');
    expect(await deliveryRow(nidra)).toBeUndefined();
    expect((await unitsOf(ctx.db, nidra)).map((u) => u.sestado)).toEqual([
      'ENTREGADA',
      'ENTREGADA',
      'ENTREGADA',
      'RECIBIDA',
      'RECIBIDA',
    ]);
    expect(await card(nidra)).toMatchObject({ ncantidadentregada: 3, entrega: null });
    expect(await cargoEventsOf(nidra)).not.toContain('ENTREGADA');
    expect((await raHistoryOf(ctx.db, nidra)).at(-1)?.sdetalle).toMatch(
      /^Entrega parcial en .* a Pedro Vargas \(12345678-5\) el .*: 3 bultos entregados, 2 quedan en bodega$/,
    );
    expect((await ready(nidra, codes[1] ?? '')).smensaje).toBe(
      `Bulto 02/05 del RA ${nidra} ya fue entregado`,
    );

    for (const code of codes.slice(3)) expect((await ready(nidra, code)).stipoevento).toBe('ALISTADA');
    const rest = await deliver(nidra, handOver({ snombreretira: 'Ana Díaz' }));
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ scodestado: 'ENTRE', ncantidadentregada: 5, ncantidadpendiente: 0 });
    expect(rest.json().entrega).toMatchObject({ snombreretira: 'Ana Díaz' });
    expect((await cargoEventsOf(nidra)).filter((e) => e === 'ENTREGADA')).toEqual(['ENTREGADA']);
    expect((await unitsOf(ctx.db, nidra)).every((u) => u.sestado === 'ENTREGADA')).toBe(true);
    const delivered = (await eventsOf(ctx.db, 'custody', nidra)).filter((e) => e.stipoevento === 'ENTREGADA');
    expect(delivered.map((e) => e.smensaje)).toEqual([
      `Bulto 01/05 del RA ${nidra} entregado a Pedro Vargas (12345678-5)`,
      `Bulto 02/05 del RA ${nidra} entregado a Pedro Vargas (12345678-5)`,
      `Bulto 03/05 del RA ${nidra} entregado a Pedro Vargas (12345678-5)`,
      `Bulto 04/05 del RA ${nidra} entregado a Ana Díaz (12345678-5)`,
      `Bulto 05/05 del RA ${nidra} entregado a Ana Díaz (12345678-5)`,
    ]);
    const late = await calls.scan('Delivery', nidra, codes[0] ?? '', tokens.destination);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(messages.raNotDeliverable);
  });

  it('answers a scan sent twice once, and without scans delivers every unit that arrived', async () => {
    const { nidra, codes } = await calls.receivedRa(tokens.origin, tokens.destination, 4);
    const key = scanKey();
    const first = await ready(nidra, codes[0] ?? '', key);
    const second = await ready(nidra, codes[0] ?? '', key);
    expect(second).toMatchObject({ nidevento: first.nidevento, sduplicado: 'S' });
    const events = await ctx.db.select().from(custodyEvents).where(eq(custodyEvents.sclave, key));
    expect(events).toHaveLength(1);
    // The missing unit never arrived: it cannot be scanned for delivery.
    const missing = await ready(nidra, codes[4] ?? '');
    expect(missing).toMatchObject({ sanomalia: 'NO_DISPONIBLE' });
    expect(missing.smensaje).toContain('Faltante a la llegada');

    const { nidra: manual } = await calls.receivedRa(tokens.origin, tokens.destination, 4);
    const done = await deliver(manual);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ scodestado: 'ENTRE', ncantidadentregada: 4, ncantidadpendiente: 0 });
    expect((await unitsOf(ctx.db, manual)).map((u) => u.sestado)).toEqual([
      'ENTREGADA',
      'ENTREGADA',
      'ENTREGADA',
      'ENTREGADA',
      'FALTANTE',
    ]);
    const manualEvents = (await eventsOf(ctx.db, 'custody', manual)).filter(
      (e) => e.stipoevento === 'ENTREGADA',
    );
    expect(manualEvents.map((e) => e.sorigen)).toEqual(['MANUAL', 'MANUAL', 'MANUAL', 'MANUAL']);
  });

  it('refuses bad scans, RAs not waiting for delivery and callers who may not deliver them', async () => {
    const { nidra, codes } = await calls.receivedRa(tokens.origin, tokens.destination);
    const noKey = await ctx.call('POST', `/api/Scan/Delivery/${nidra}`, {
      token: tokens.destination,
      body: {
        scodigo: codes[0],
      },
    });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe(messages.scanKeyInvalid);
    const nul = await ctx.call('POST', `/api/Scan/Delivery/${nidra}`, {
      token: tokens.destination,
      body: {
        scodigo: 'RA\u0000',
        sclave: scanKey(),
      },
    });
    expect(nul.statusCode).toBe(400);
    expect((await calls.scan('Delivery', 'abc', codes[0] ?? '', tokens.destination)).statusCode).toBe(400);
    expect((await calls.scan('Delivery', 999999, codes[0] ?? '', tokens.destination)).statusCode).toBe(404);
    // The origin warehouse has the menu, but not this RA's warehouse; a customer has neither.
    const origin = await calls.scan('Delivery', nidra, codes[0] ?? '', tokens.origin);
    expect(origin.statusCode).toBe(403);
    expect((await calls.scan('Delivery', nidra, codes[0] ?? '', tokens.customer)).statusCode).toBe(403);
    const inTransit = await calls.dispatchedListOfFive(tokens.origin);
    const early = await calls.scan('Delivery', inTransit.nidra, inTransit.codes[0] ?? '', tokens.destination);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(messages.raNotDeliverable);
    expect(
      (await eventsOf(ctx.db, 'custody', nidra)).filter((e) => e.stipoevento === 'ALISTADA'),
    ).toHaveLength(0);
    const badFlag = await deliver(nidra, { ...handOver(), sconfirmaparcial: 'X' });
    expect(badFlag.statusCode).toBe(400);
  });
});
