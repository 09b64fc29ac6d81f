import { billingMessages, formatPesos } from '@carga/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf, userIdOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cajas, cargoEvents, deliveryStops, payments, raPrices, receptions } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { routeOnTheRoad } from './reparto.test-support.ts';

// Issue 35 with issue 33: a POR PAGAR RA collected at the door, into the driver's caja, in the same
// transaction as the hand-over; refused without the payment, as at the counter.

const PRICE = 12_500;

describe.each(drivers)('reparto: collecting at the door on %s', (driver) => {
  const ctx = useTestApp(driver, { puq: 'bodega.puq', driver: 'conductor.puq', admin: 'admin' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  let conductor = 0;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
    conductor = await userIdOf(ctx.db, 'conductor.puq');
  });
  const admin = async () => userIdOf(ctx.db, 'admin');
  /** One stop on the road whose RA is POR PAGAR with a tariff price of PRICE. */
  const unpaidStop = async () => {
    const { id, stops } = await routeOnTheRoad(
      {
        db: ctx.db,
        call: ctx.call,
        flow,
        planner: ctx.tokens.puq,
        nidconductor: conductor,
        day: '2026-12-07',
      },
      1,
      {
        prepare: async (nidra) => {
          await ctx.db
            .update(receptions)
            .set({ scondicionpago: 'PORPAGAR' })
            .where(eq(receptions.nidra, nidra));
          await ctx.db.insert(raPrices).values({
            nidra,
            scodmotivo: 'TARIFA',
            ntotal: PRICE,
            ncantidadbultos: 1,
            npesokg: 10,
            nvolumenm3: 0.1,
            npesovolumetrico: 25,
            nidusuario: await admin(),
          });
        },
      },
    );
    return { id, stop: stops[0]! };
  };
  const handOver = (cobro?: object, overrides: object = {}) => ({
    snombreretira: 'Rosa Díaz',
    srutretira: '12345678-5',
    dfhoentrega: new Date(Date.now() - 60_000).toISOString(),
    ...SIGNED,
    ...(cobro && { cobro }),
    ...overrides,
  });
  const deliver = (stop: number, body: object, token = ctx.tokens.driver) =>
    ctx.call('POST', `/api/Reparto/Parada/${stop}/Entregado`, { token, body });
  const paymentsOf = (nidra: number) => ctx.db.select().from(payments).where(eq(payments.nidra, nidra));
  const stopState = async (id: number) =>
    (await ctx.db.select().from(deliveryStops).where(eq(deliveryStops.nidparada, id)))[0]!;

  it('refuses the hand-over without the payment, then collects it into a caja opened for the driver', async () => {
    const { id, stop } = await unpaidStop();
    const route = await ctx.call('GET', `/api/Reparto/HojaRuta/${id}`, { token: ctx.tokens.puq });
    expect(route.json().paradas[0]).toMatchObject({ nacobrar: PRICE, ncobrado: 0 });

    const refused = await deliver(stop.nidparada, handOver());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.unpaidDelivery(formatPesos(PRICE)));

    const body = handOver({ scodmediopago: 'EFECTIVO', nmonto: PRICE, nmontorecibido: 20_000 });
    const paid = await deliver(stop.nidparada, body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ sestado: 'ENTREGADO', scodestado: 'ENTRE' });

    const [pago] = await paymentsOf(stop.nidra);
    expect(pago).toMatchObject({ stipo: 'PAGO', nmonto: PRICE, nmontorecibido: 20_000, nvuelto: 7_500 });
    const [caja] = await ctx.db.select().from(cajas).where(eq(cajas.nidcaja, pago!.nidcaja));
    expect(caja).toMatchObject({
      nidusuario: conductor,
      scodlugar: 'BDPUQ',
      sestado: 'ABIERTA',
      nmontoinicial: 0,
    });
    expect((await stopState(stop.nidparada)).nidpago).toBe(pago!.nidpago);
    const history = (await raHistoryOf(ctx.db, stop.nidra)).map((h) => h.saccion);
    expect(history).toEqual(expect.arrayContaining(['PAGO', 'ENTREGA']));
    const paidEvent = await ctx.db
      .select()
      .from(cargoEvents)
      .where(and(eq(cargoEvents.nidra, stop.nidra), eq(cargoEvents.sevento, 'PAGADA')));
    expect(paidEvent).toHaveLength(1);

    // The phone retrying what it sent: the same answer, no second payment.
    const again = await deliver(stop.nidparada, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(await paymentsOf(stop.nidra)).toHaveLength(1);

    const after = await ctx.call('GET', `/api/Reparto/HojaRuta/${id}`, { token: ctx.tokens.puq });
    expect(after.json()).toMatchObject({ ncobrado: PRICE, paradas: [{ ncobrado: PRICE, nacobrar: 0 }] });

    // The next door goes into the same caja; the supervisor sees what the driver must hand over.
    const second = await unpaidStop();
    const byCard = handOver({ scodmediopago: 'DEBITO', nmonto: PRICE, sreferencia: 'VOUCHER-77' });
    expect((await deliver(second.stop.nidparada, byCard)).statusCode).toBe(200);
    const [card] = await paymentsOf(second.stop.nidra);
    expect(card!.nidcaja).toBe(caja!.nidcaja);
    const detail = await ctx.call('GET', `/api/Billing/Caja/${caja!.nidcaja}`, { token: ctx.tokens.admin });
    expect(detail.statusCode, detail.body).toBe(200);
    const totals = detail.json().totales as Array<{ scodmediopago: string; nesperado: number }>;
    expect(totals.find((t) => t.scodmediopago === 'EFECTIVO')?.nesperado).toBe(PRICE);
    expect(totals.find((t) => t.scodmediopago === 'DEBITO')?.nesperado).toBe(PRICE);
  });

  it('writes nothing on a wrong amount, too little cash or a missing reference', async () => {
    const { stop } = await unpaidStop();
    const wrong = await deliver(stop.nidparada, handOver({ scodmediopago: 'EFECTIVO', nmonto: PRICE - 1 }));
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(billingMessages.amountMismatch(formatPesos(PRICE)));
    const short = await deliver(
      stop.nidparada,
      handOver({ scodmediopago: 'EFECTIVO', nmonto: PRICE, nmontorecibido: 10_000 }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(billingMessages.receivedTooLittle(formatPesos(PRICE)));
    const noReference = await deliver(
      stop.nidparada,
      handOver({ scodmediopago: 'TRANSFERENCIA', nmonto: PRICE }),
    );
    expect(noReference.statusCode).toBe(400);
    expect(noReference.json().message).toBe(billingMessages.referenceRequired);
    expect(await paymentsOf(stop.nidra)).toHaveLength(0);
    expect((await stopState(stop.nidparada)).sestado).toBe('PENDIENTE');
  });

  it('refuses to collect what is not owed, and another role collecting at the door', async () => {
    const { stop } = await routeOnTheRoad(
      {
        db: ctx.db,
        call: ctx.call,
        flow,
        planner: ctx.tokens.puq,
        nidconductor: conductor,
        day: '2026-12-07',
      },
      1,
    ).then((r) => ({ stop: r.stops[0]! }));
    const cobro = { scodmediopago: 'EFECTIVO', nmonto: PRICE };
    const notOwed = await deliver(stop.nidparada, handOver(cobro));
    expect(notOwed.statusCode).toBe(409);
    expect((await stopState(stop.nidparada)).sestado).toBe('PENDIENTE');

    const unpaid = await unpaidStop();
    const planner = await deliver(unpaid.stop.nidparada, handOver(cobro), ctx.tokens.puq);
    expect(planner.statusCode).toBe(403);
    expect(await paymentsOf(unpaid.stop.nidra)).toHaveLength(0);
  });
});
