import { billingMessages } from '@carga/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raHistoryOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cargoEvents, company, payments, receptions } from '../../db/schema.ts';
import { cashPayment, createBillingUsers, insertChargeableRa, openCaja } from './billing.test-support.ts';

// Issue 33, paying an RA: the whole amount due into the caller's own open caja, once; every refusal is a
// Spanish 4xx with nothing written; a reversal is a new movement, once.
describe.each(drivers)('payments of an RA on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      admin: 'admin',
      office: 'oficina.scl',
      office2: 'caja.scl2',
      customer: 'cliente',
      noCaja: 'sin.caja',
      other: 'caja.otra',
    },
    createBillingUsers,
  );
  const { tokens } = ctx;
  const cajas = { office: 0, office2: 0, other: 0 };
  beforeAll(async () => {
    cajas.office = await openCaja(ctx.call, tokens.office, 'OFISCL', 0);
    cajas.office2 = await openCaja(ctx.call, tokens.office2, 'OFISCL', 0);
    cajas.other = await openCaja(ctx.call, tokens.other, 'OFIVAL', 0);
  });
  const pay = (nidra: number, body: object, token = tokens.office) =>
    ctx.call('POST', `/api/Billing/RA/${nidra}/Pago`, { token, body });
  const livePayments = (nidra: number) =>
    ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.nidra, nidra), eq(payments.stipo, 'PAGO')));

  it('takes cash with the change computed, writes the Bitácora and the PAGADA event', async () => {
    const nidra = await insertChargeableRa(ctx.db, { price: 12_500 });
    const before = (await ctx.call('GET', `/api/Billing/RA/${nidra}`, { token: tokens.office })).json();
    expect(before).toMatchObject({
      scondicionpago: 'PAGADO',
      sdescondicionpago: 'Pagado',
      scodestadopago: 'PENDIENTE',
      sdesestadopago: 'Pendiente de pago',
      nmonto: 12_500,
      nadeudado: 12_500,
      sindcambiable: 'S',
      sindcobro: 'S',
      movimientos: [],
    });
    const paid = await pay(nidra, cashPayment(cajas.office, 12_500, 20_000));
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ scodestadopago: 'PAGADO', nadeudado: 0, sindcambiable: 'N' });
    expect(paid.json().movimientos).toEqual([
      expect.objectContaining({ stipo: 'PAGO', nmonto: 12_500, nmontorecibido: 20_000, nvuelto: 7_500 }),
    ]);
    const history = await raHistoryOf(ctx.db, nidra);
    expect(history.at(-1)).toMatchObject({ saccion: 'PAGO' });
    expect(history.at(-1)?.sdetalle).toContain('$12.500 en Efectivo');
    expect(history.at(-1)?.sdetalle).toContain('vuelto $7.500');
    const events = await ctx.db.select().from(cargoEvents).where(eq(cargoEvents.nidra, nidra));
    expect(events.map((e) => e.sevento)).toEqual(['PAGADA']);
    // Paid: a second payment is refused, nothing written.
    const again = await pay(nidra, cashPayment(cajas.office, 12_500));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(billingMessages.alreadyPaid);
    expect(await livePayments(nidra)).toHaveLength(1);
  });

  it('refuses too little cash, a transfer without its number, and any amount but what is due', async () => {
    const nidra = await insertChargeableRa(ctx.db, { price: 12_500 });
    const little = await pay(nidra, cashPayment(cajas.office, 12_500, 10_000));
    expect(little.statusCode).toBe(400);
    expect(little.json().message).toBe(billingMessages.receivedTooLittle('$12.500'));
    const noRef = await pay(nidra, { nidcaja: cajas.office, scodmediopago: 'TRANSFERENCIA', nmonto: 12_500 });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json().message).toBe(billingMessages.referenceRequired);
    for (const nmonto of [12_000, 13_000]) {
      const wrong = await pay(nidra, cashPayment(cajas.office, nmonto, 20_000));
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().message).toBe('El monto debe ser exactamente lo adeudado: $12.500');
    }
    expect((await pay(nidra, cashPayment(cajas.office, -5))).statusCode).toBe(400);
    expect(await livePayments(nidra)).toHaveLength(0);
    const card = await pay(nidra, {
      nidcaja: cajas.office,
      scodmediopago: 'DEBITO',
      nmonto: '$12.500',
      sreferencia: 'VOUCHER-7',
    });
    expect(card.statusCode, card.body).toBe(200);
  });

  it('refuses voided, unfinished, Sin tarifa and cuenta corriente RAs', async () => {
    const cases = [
      [await insertChargeableRa(ctx.db, { state: 'ANULA' }), billingMessages.voided],
      [await insertChargeableRa(ctx.db, { state: 'ENCREA' }), billingMessages.notFinished],
      [await insertChargeableRa(ctx.db, { price: null }), billingMessages.notPriced],
      [await insertChargeableRa(ctx.db, { condition: 'CTACTE' }), billingMessages.notChargedHere],
      [await insertChargeableRa(ctx.db, { condition: null }), billingMessages.notCollected],
    ] as const;
    for (const [nidra, message] of cases) {
      const response = await pay(nidra, cashPayment(cajas.office, 12_500));
      expect(response.statusCode, `RA ${nidra}`).toBe(409);
      expect(response.json().message).toBe(message);
      expect(await livePayments(nidra)).toHaveLength(0);
    }
    expect((await pay(999_999, cashPayment(cajas.office, 12_500))).statusCode).toBe(404);
  });

  it("refuses someone else's caja, callers without FIN-CAJA, customers and staff of another place", async () => {
    const nidra = await insertChargeableRa(ctx.db);
    const foreign = await pay(nidra, cashPayment(cajas.office2, 12_500));
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toBe(billingMessages.cajaNotYours);
    expect((await pay(nidra, cashPayment(cajas.office, 12_500), tokens.noCaja)).statusCode).toBe(403);
    expect((await pay(nidra, cashPayment(cajas.office, 12_500), tokens.customer)).statusCode).toBe(403);
    expect((await pay(nidra, cashPayment(cajas.other, 12_500), tokens.other)).statusCode).toBe(403);
    expect((await ctx.call('GET', `/api/Billing/RA/${nidra}`, { token: tokens.other })).statusCode).toBe(403);
    expect(await livePayments(nidra)).toHaveLength(0);
  });

  it('counts one of two payments of one RA at once (double click, two cashiers)', async () => {
    const nidra = await insertChargeableRa(ctx.db);
    const doubleClick = await Promise.all([
      pay(nidra, cashPayment(cajas.office, 12_500)),
      pay(nidra, cashPayment(cajas.office, 12_500)),
    ]);
    expect(doubleClick.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(doubleClick.find((r) => r.statusCode === 409)?.json().message).toBe(billingMessages.alreadyPaid);
    const other = await insertChargeableRa(ctx.db);
    const twoCashiers = await Promise.all([
      pay(other, cashPayment(cajas.office, 12_500)),
      pay(other, cashPayment(cajas.office2, 12_500), tokens.office2),
    ]);
    expect(twoCashiers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await livePayments(nidra)).toHaveLength(1);
    expect(await livePayments(other)).toHaveLength(1);
  });

  it('reverses a payment once, with a reason, into the reverser’s caja; the RA is owed again', async () => {
    const nidra = await insertChargeableRa(ctx.db);
    const paid = await pay(nidra, cashPayment(cajas.office, 12_500));
    const nidpago = paid.json().movimientos[0].nidpago as number;
    const reverse = (body: object, token = tokens.office2) =>
      ctx.call('POST', `/api/Billing/Pago/${nidpago}/Anular`, { token, body });
    const noReason = await reverse({ smotivo: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(billingMessages.reasonRequired);
    expect((await reverse({ smotivo: 'Error' }, tokens.noCaja)).statusCode).toBe(403);
    const done = await reverse({ smotivo: 'Cobrado dos veces' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({
      stipo: 'ANULACION',
      nmonto: -12_500,
      nidpagoorigen: nidpago,
      smotivo: 'Cobrado dos veces',
      susuario: 'caja.scl2',
    });
    const twice = await reverse({ smotivo: 'Otra vez' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(billingMessages.paymentAlreadyReversed);
    const state = (await ctx.call('GET', `/api/Billing/RA/${nidra}`, { token: tokens.office })).json();
    expect(state).toMatchObject({ scodestadopago: 'PENDIENTE', nadeudado: 12_500 });
    expect(state.movimientos.map((m: { sindanulado: string }) => m.sindanulado)).toEqual(['S', 'N']);
    expect((await raHistoryOf(ctx.db, nidra)).at(-1)).toMatchObject({ saccion: 'PAGO_ANULADO' });
    // Owed again: it can be paid again.
    expect((await pay(nidra, cashPayment(cajas.office, 12_500))).statusCode).toBe(200);
  });

  it('keeps the payment of a POR PAGAR RA once it was delivered', async () => {
    const nidra = await insertChargeableRa(ctx.db, { condition: 'PORPAGAR', state: 'BDEST' });
    const paid = await pay(nidra, cashPayment(cajas.office, 12_500));
    expect(paid.statusCode, paid.body).toBe(200);
    await ctx.db.update(receptions).set({ scodestado: 'ENTRE' }).where(eq(receptions.nidra, nidra));
    const nidpago = paid.json().movimientos[0].nidpago as number;
    const refused = await ctx.call('POST', `/api/Billing/Pago/${nidpago}/Anular`, {
      token: tokens.office,
      body: { smotivo: 'Error' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.reverseDelivered);
  });

  it('changes the condition until paid or departed; cuenta corriente only for a payer that has one', async () => {
    const setCondition = (nidra: number, scondicionpago: string, token = tokens.office) =>
      ctx.call('PUT', `/api/Billing/RA/${nidra}/Condicion`, { token, body: { scondicionpago } });
    const nidra = await insertChargeableRa(ctx.db);
    const refused = await setCondition(nidra, 'CTACTE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.ctacteNotAllowed);
    expect((await setCondition(nidra, 'FIADO')).statusCode).toBe(400);
    expect((await setCondition(nidra, 'PORPAGAR', tokens.customer)).statusCode).toBe(403);
    const changed = await setCondition(nidra, 'PORPAGAR');
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ scondicionpago: 'PORPAGAR', sdescondicionpago: 'Por pagar' });
    expect((await raHistoryOf(ctx.db, nidra)).at(-1)).toMatchObject({
      saccion: 'CONDICION_PAGO',
      sdetalle: 'Pagado → Por pagar',
    });

    const ctacte = await insertChargeableRa(ctx.db, { payerRut: '77123456-9', price: 40_000 });
    const toCtaCte = await setCondition(ctacte, 'CTACTE');
    expect(toCtaCte.statusCode, toCtaCte.body).toBe(200);
    expect(toCtaCte.json()).toMatchObject({ scodestadopago: 'PENDIENTE', nadeudado: 40_000 });

    const departed = await insertChargeableRa(ctx.db, { state: 'ENTRA' });
    const locked = await setCondition(departed, 'PORPAGAR');
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(billingMessages.conditionLocked);
    const paidRa = await insertChargeableRa(ctx.db);
    expect((await pay(paidRa, cashPayment(cajas.office, 12_500))).statusCode).toBe(200);
    expect((await setCondition(paidRa, 'PORPAGAR')).statusCode).toBe(409);
    // The demo customer is neither sender, recipient nor billed: another's RA is 'not found' to them.
    expect((await ctx.call('GET', `/api/Billing/RA/${nidra}`, { token: tokens.customer })).statusCode).toBe(
      404,
    );
  });

  it("charges nothing when 'Cobro en Carga' is off; only the supervisor turns it", async () => {
    expect(
      (
        await ctx.call('PUT', '/api/Billing/Configuracion', {
          token: tokens.office,
          body: { sindcobro: 'N' },
        })
      ).statusCode,
    ).toBe(403);
    const off = await ctx.call('PUT', '/api/Billing/Configuracion', {
      token: tokens.admin,
      body: { sindcobro: 'N' },
    });
    expect(off.json()).toEqual({ sindcobro: 'N' });
    const nidra = await insertChargeableRa(ctx.db);
    const refused = await pay(nidra, cashPayment(cajas.office, 12_500));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.notCollected);
    await ctx.db.update(company).set({ sindcobro: 'S' });
    const read = await ctx.call('GET', '/api/Billing/Configuracion', { token: tokens.office });
    expect(read.json()).toEqual({ sindcobro: 'S' });
  });
});
