import { billingMessages, invoicingMessages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import { paymentApplications, payments, raDebts } from '../../db/schema.ts';
import {
  CTACTE_RUT,
  createBillingUsers,
  insertChargeableRa,
  openCaja,
  PLAIN_RUT,
} from './billing.test-support.ts';

// Issue 33, cuenta corriente: a client's terms and balance, and abonos applied to the RAs named or to
// the oldest first, never past what is owed.
describe.each(drivers)('cuenta corriente on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', office: 'oficina.scl', customer: 'cliente', other: 'caja.otra' },
    createBillingUsers,
  );
  const { tokens } = ctx;
  let ids: Record<string, number> = {};
  let nidcaja = 0;
  beforeAll(async () => {
    ids = await clientIdsByRut(ctx.db);
    nidcaja = await openCaja(ctx.call, tokens.office, 'OFISCL', 0);
  });
  const debt = async (price: number, day: string) => {
    const nidra = await insertChargeableRa(ctx.db, {
      condition: 'CTACTE',
      payerRut: CTACTE_RUT,
      price,
      received: new Date(`${day}T12:00:00Z`),
    });
    await syncDebt(ctx.db, nidra);
    return nidra;
  };
  const credit = (id: number, token = tokens.admin) =>
    ctx.call('GET', `/api/Billing/Cliente/${id}/Credito`, { token });
  const abono = (body: object, token = tokens.office) =>
    ctx.call('POST', '/api/Billing/Abono', {
      token,
      body: { nidcaja, nidcliente: ids[CTACTE_RUT], scodmediopago: 'EFECTIVO', ...body },
    });
  const owed = async (nidra: number) => {
    const [row] = await ctx.db.select().from(raDebts).where(eq(raDebts.nidra, nidra));
    return row ? row.nmonto - row.nabonado : null;
  };

  it('reads and updates a client’s terms; only the supervisor changes them', async () => {
    const plain = ids[PLAIN_RUT]!;
    const read = await credit(plain, tokens.office);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ sindctacte: 'N', nsaldo: 0, sindexcedido: 'N' });
    const body = { sindctacte: 'S', nlimitecredito: '$500.000', ndiaspago: 45 };
    const put = (b: object, token = tokens.admin) =>
      ctx.call('PUT', `/api/Billing/Cliente/${plain}/Credito`, { token, body: b });
    expect((await put(body, tokens.office)).statusCode).toBe(403);
    expect((await credit(plain, tokens.customer)).statusCode).toBe(403);
    expect((await credit(plain, tokens.other)).statusCode).toBe(403);
    const bad = await put({ ...body, ndiaspago: 400 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(billingMessages.paymentDaysInvalid);
    expect((await put({ ...body, nlimitecredito: -1 })).statusCode).toBe(400);
    const saved = await put(body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ sindctacte: 'S', nlimitecredito: 500_000, ndiaspago: 45 });
    // Issue 34: how its cuenta corriente is invoiced, and its giro; left as they are when not sent.
    expect(saved.json()).toMatchObject({ sfacturactacte: 'PERIODO', sdetallefactura: 'RA', sgiro: '' });
    const invoicing = { sfacturactacte: 'RA', sdetallefactura: 'RESUMEN', sgiro: ' Ferretería ' };
    expect((await put({ ...body, ...invoicing })).json()).toMatchObject({
      ...invoicing,
      sgiro: 'Ferretería',
    });
    expect((await put(body)).json()).toMatchObject({ ...invoicing, sgiro: 'Ferretería' });
    const badInvoicing = await put({ ...body, sfacturactacte: 'MES', sgiro: 'x'.repeat(41) });
    expect(badInvoicing.statusCode).toBe(400);
    expect(badInvoicing.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'sfacturactacte', message: invoicingMessages.invoicingInvalid },
        { field: 'sgiro', message: invoicingMessages.giroTooLong },
      ]),
    );
    expect(
      (await ctx.call('PUT', '/api/Billing/Cliente/999999/Credito', { token: tokens.admin, body }))
        .statusCode,
    ).toBe(404);
  });

  it('applies an abono to the oldest debts first, then to the RAs named; never more than owed', async () => {
    const oldest = await debt(10_000, '2026-01-05');
    const middle = await debt(20_000, '2026-02-05');
    const newest = await debt(30_000, '2026-03-05');
    const before = (await credit(ids[CTACTE_RUT]!)).json();
    expect(before.nsaldo).toBe(60_000);
    expect(before.sindexcedido).toBe('N');

    const first = await abono({ nmonto: 15_000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ stipo: 'ABONO', nmonto: 15_000, nidra: null });
    expect([await owed(oldest), await owed(middle), await owed(newest)]).toEqual([0, 15_000, 30_000]);
    const applied = await ctx.db
      .select()
      .from(paymentApplications)
      .where(eq(paymentApplications.nidpago, first.json().nidpago));
    expect(applied.map((a) => [a.nidra, a.nmonto]).sort()).toEqual([
      [oldest, 10_000],
      [middle, 5_000],
    ]);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.nidpago, first.json().nidpago));
    expect(row?.nras).toBe(2);
    const paidState = (await ctx.call('GET', `/api/Billing/RA/${oldest}`, { token: tokens.office })).json();
    expect(paidState).toMatchObject({ scodestadopago: 'PAGADO', nadeudado: 0 });

    const named = await abono({
      nmonto: 30_000,
      nidras: [newest],
      scodmediopago: 'CHEQUE',
      sreferencia: 'CH-1',
    });
    expect(named.statusCode, named.body).toBe(200);
    expect([await owed(middle), await owed(newest)]).toEqual([15_000, 0]);

    const tooMuch = await abono({ nmonto: 15_001 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(billingMessages.abonoTooMuch('$15.000'));
    const notOwed = await abono({ nmonto: 1_000, nidras: [oldest] });
    expect(notOwed.statusCode).toBe(409);
    expect(notOwed.json().message).toBe(billingMessages.abonoRaNotOwed(String(oldest)));
    expect((await abono({ nmonto: 1_000, scodmediopago: 'TRANSFERENCIA' })).statusCode).toBe(400);
    expect((await abono({ nmonto: 1_000 }, tokens.customer)).statusCode).toBe(403);
    expect((await abono({ nmonto: 1_000, nidcliente: ids[PLAIN_RUT] })).json().message).toBe(
      billingMessages.abonoNothingDue,
    );

    // Reversing the first abono owes its RAs again.
    const reversed = await ctx.call('POST', `/api/Billing/Pago/${first.json().nidpago}/Anular`, {
      token: tokens.office,
      body: { smotivo: 'Cheque sin fondos' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect([await owed(oldest), await owed(middle)]).toEqual([10_000, 20_000]);
    expect((await credit(ids[CTACTE_RUT]!)).json().nsaldo).toBe(30_000);
  });

  it('marks a client over its limit', async () => {
    await ctx.call('PUT', `/api/Billing/Cliente/${ids[CTACTE_RUT]}/Credito`, {
      token: tokens.admin,
      body: { sindctacte: 'S', nlimitecredito: 1_000, ndiaspago: 30 },
    });
    expect((await credit(ids[CTACTE_RUT]!)).json()).toMatchObject({
      nlimitecredito: 1_000,
      sindexcedido: 'S',
    });
  });

  it.skipIf(driver !== 'postgres')('lets two abonos at once apply no more than is owed', async () => {
    const a = await debt(10_000, '2026-04-01');
    const due = (await credit(ids[CTACTE_RUT]!)).json().nsaldo as number;
    // Two cashiers (two cajas, so only the debt rows' lock stands between them).
    const adminCaja = await openCaja(ctx.call, tokens.admin, 'OFISCL', 0);
    const racing = await Promise.all([
      abono({ nmonto: due }),
      abono({ nmonto: due, nidcaja: adminCaja }, tokens.admin),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await owed(a)).toBe(0);
    expect((await credit(ids[CTACTE_RUT]!)).json().nsaldo).toBe(0);
  });
});
