import { billingMessages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cajaCloses } from '../../db/schema.ts';
import { cashPayment, createBillingUsers, insertChargeableRa, openCaja } from './billing.test-support.ts';

// Issue 33, the cash desk: open with a float at one's own place, one open caja per person, close once
// with what was counted per method, the difference and its reason recorded, never reopened.
describe.each(drivers)('caja on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      admin: 'admin',
      office: 'oficina.scl',
      warehouse: 'bodega.puq',
      customer: 'cliente',
      noCaja: 'sin.caja',
      other: 'caja.otra',
    },
    createBillingUsers,
  );
  const { tokens } = ctx;
  const call = (...args: Parameters<typeof ctx.call>) => ctx.call(...args);

  it('refuses a negative float, a place the caller does not work at, and callers without FIN-CAJA', async () => {
    const open = (token: string, body: object) => call('POST', '/api/Billing/Caja', { token, body });
    const negative = await open(tokens.office, { scodlugar: 'OFISCL', nmontoinicial: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(billingMessages.floatInvalid);
    const elsewhere = await open(tokens.office, { scodlugar: 'OFIPUQ', nmontoinicial: 0 });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().message).toBe(billingMessages.cajaPlaceNotYours);
    expect((await open(tokens.noCaja, { scodlugar: 'OFISCL', nmontoinicial: 0 })).statusCode).toBe(403);
    expect((await open(tokens.customer, { scodlugar: 'OFISCL', nmontoinicial: 0 })).statusCode).toBe(403);
    expect((await call('GET', '/api/Billing/Caja', { token: tokens.customer })).statusCode).toBe(403);
    const none = await call('GET', '/api/Billing/Caja/Actual', { token: tokens.office });
    expect(none.json()).toEqual({ caja: null });
  });

  it('opens one caja per person; the current caja is it; a second open is 409', async () => {
    const nidcaja = await openCaja(call, tokens.warehouse, 'BDPUQ', 5_000);
    const again = await call('POST', '/api/Billing/Caja', {
      token: tokens.warehouse,
      body: { scodlugar: 'BDPUQ', nmontoinicial: 0 },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(billingMessages.cajaAlreadyOpen);
    const current = (await call('GET', '/api/Billing/Caja/Actual', { token: tokens.warehouse })).json();
    expect(current.caja).toMatchObject({
      nidcaja,
      susuario: 'bodega.puq',
      scodlugar: 'BDPUQ',
      snomlugar: 'Bodega Punta Arenas',
      sestado: 'ABIERTA',
      sdesestado: 'Abierta',
      nmontoinicial: 5_000,
      nesperado: 5_000,
      nmovimientos: 0,
      dfeccierre: null,
      ndiferencia: null,
    });
  });

  it('expects the float plus cash per method, records the difference with its reason, never reopens', async () => {
    const nidcaja = await openCaja(call, tokens.office, 'OFISCL', 10_000);
    const cashRa = await insertChargeableRa(ctx.db, { price: 12_500 });
    const transferRa = await insertChargeableRa(ctx.db, { price: 5_000, condition: 'PORPAGAR' });
    const paid = await call('POST', `/api/Billing/RA/${cashRa}/Pago`, {
      token: tokens.office,
      body: cashPayment(nidcaja, 12_500, 20_000),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const transfer = await call('POST', `/api/Billing/RA/${transferRa}/Pago`, {
      token: tokens.office,
      body: { nidcaja, scodmediopago: 'TRANSFERENCIA', nmonto: 5_000, sreferencia: 'TRX-991' },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);

    const detail = (await call('GET', `/api/Billing/Caja/${nidcaja}`, { token: tokens.office })).json();
    const totals = Object.fromEntries(
      detail.totales.map((t: { scodmediopago: string; nesperado: number }) => [t.scodmediopago, t.nesperado]),
    );
    expect(totals).toEqual({ EFECTIVO: 22_500, TRANSFERENCIA: 5_000, DEBITO: 0, CREDITO: 0, CHEQUE: 0 });
    expect(detail.nesperado).toBe(27_500);
    expect(detail.movimientos).toHaveLength(2);
    expect(detail.movimientos[0]).toMatchObject({ nidra: cashRa, nmontorecibido: 20_000, nvuelto: 7_500 });
    expect(detail.movimientos[1]).toMatchObject({ sreferencia: 'TRX-991', sdesmediopago: 'Transferencia' });

    // Someone else reads or closes it: 403.
    expect((await call('GET', `/api/Billing/Caja/${nidcaja}`, { token: tokens.other })).statusCode).toBe(403);
    const contado = [
      { scodmediopago: 'EFECTIVO', ncontado: 22_000 },
      { scodmediopago: 'TRANSFERENCIA', ncontado: 5_000 },
    ];
    const close = (body: object, token = tokens.office) =>
      call('POST', `/api/Billing/Caja/${nidcaja}/Cierre`, { token, body });
    expect((await close({ contado }, tokens.other)).statusCode).toBe(403);
    const noReason = await close({ contado });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(billingMessages.differenceReasonRequired);
    expect((await close({ contado: [{ scodmediopago: 'EFECTIVO', ncontado: -5 }] })).statusCode).toBe(400);

    const closed = await close({ contado, smotivodiferencia: 'Faltan 500 en billetes' });
    expect(closed.statusCode, closed.body).toBe(200);
    const body = closed.json();
    expect(body).toMatchObject({
      sestado: 'CERRADA',
      ndiferencia: -500,
      smotivodiferencia: 'Faltan 500 en billetes',
      susuariocierre: 'oficina.scl',
    });
    expect(body.totales.find((t: { scodmediopago: string }) => t.scodmediopago === 'EFECTIVO')).toEqual({
      scodmediopago: 'EFECTIVO',
      sdesmediopago: 'Efectivo',
      nesperado: 22_500,
      ncontado: 22_000,
      ndiferencia: -500,
    });
    const rows = await ctx.db.select().from(cajaCloses).where(eq(cajaCloses.nidcaja, nidcaja));
    expect(rows).toHaveLength(5);

    // Closed: no second close, no payment; a new caja is a new one.
    const twice = await close({ contado, smotivodiferencia: 'otra vez' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(billingMessages.cajaClosed);
    const late = await insertChargeableRa(ctx.db);
    const intoClosed = await call('POST', `/api/Billing/RA/${late}/Pago`, {
      token: tokens.office,
      body: cashPayment(nidcaja, 12_500),
    });
    expect(intoClosed.statusCode).toBe(409);
    expect(intoClosed.json().message).toBe(billingMessages.cajaClosed);
    const next = await openCaja(call, tokens.office, 'OFISCL', 0);
    expect(next).not.toBe(nidcaja);
  });

  it('closes without a reason when every count matches', async () => {
    const nidcaja = await openCaja(call, tokens.other, 'OFIVAL', 3_000);
    const closed = await call('POST', `/api/Billing/Caja/${nidcaja}/Cierre`, {
      token: tokens.other,
      body: { contado: [{ scodmediopago: 'EFECTIVO', ncontado: 3_000 }] },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ ndiferencia: 0, smotivodiferencia: '' });
  });

  it('lists only the caller’s own cajas; the supervisor sees every place and filters', async () => {
    const own = (await call('GET', '/api/Billing/Caja', { token: tokens.office })).json();
    expect(own.list.length).toBeGreaterThan(0);
    expect(own.list.every((c: { susuario: string }) => c.susuario === 'oficina.scl')).toBe(true);
    const all = (await call('GET', '/api/Billing/Caja', { token: tokens.admin })).json();
    expect(new Set(all.list.map((c: { susuario: string }) => c.susuario))).toEqual(
      new Set(['oficina.scl', 'bodega.puq', 'caja.otra']),
    );
    const puq = await call('GET', '/api/Billing/Caja', {
      token: tokens.admin,
      query: { lugar: 'BDPUQ', estado: 'ABIERTA' },
    });
    expect(puq.json().list.map((c: { scodlugar: string }) => c.scodlugar)).toEqual(['BDPUQ']);
    const closed = await call('GET', '/api/Billing/Caja', {
      token: tokens.admin,
      query: { estado: 'CERRADA' },
    });
    expect(closed.json().list.every((c: { sestado: string }) => c.sestado === 'CERRADA')).toBe(true);
    // The supervisor reads anyone's caja.
    const id = all.list[0].nidcaja;
    expect((await call('GET', `/api/Billing/Caja/${id}`, { token: tokens.admin })).statusCode).toBe(200);
  });
});
