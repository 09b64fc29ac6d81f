import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { billingMessages, formatPesos } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { payRa, priceRaAt, reversePayment, setCollection, setCtacte } from '../../../test/billing-support.ts';
import { clientIdsByRut, conditions, insertRa, raStateOf, stepOne } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import { deliveries, receptions } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { closePayload, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// Issue 33 in the RA's flow: the condition proposed at step 2, the payment fields of every list, and what
// an unpaid RA blocks (a delivery of POR PAGAR, the close of a load list carrying PAGADO) while 'Cobro en
// Carga' is on and the RA has a condition.

const LOS_ANDES = '77123456-9';
const CUSTOMER_RUT = '76086428-5';

describe.each(drivers)("the RA's payment in its flow on %s", (driver) => {
  const ctx = useTestApp(driver);
  let flow: Awaited<ReturnType<typeof flowClient>>;
  let losAndes: number;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
    losAndes = (await clientIdsByRut(ctx.db))[LOS_ANDES]!;
    await setCollection(ctx.db, 'S');
  });
  afterEach(async () => {
    await setCollection(ctx.db, 'S');
    await setCtacte(ctx.db, losAndes, 'N');
  });

  const office = () => flow.tokens.office;
  const newRa = async () =>
    (
      await flow.ok('POST', '/api/Shipment/OriginAndDestinationOfCargo', { body: stepOne(), token: office() })
    ).json() as number;
  const saveConditions = (nidra: number, overrides: Parameters<typeof conditions>[0] = {}) =>
    flow.call('PUT', `/api/Shipment/ReceptionConditions/${nidra}`, {
      body: conditions(overrides),
      token: office(),
    });
  const readConditions = async (nidra: number) =>
    (await flow.ok('GET', `/api/Shipment/ReceptionConditions/${nidra}`, { token: office() })).json();

  it('proposes the condition at step 2 from the billing party and the payer terms', async () => {
    // The demo data gives Los Andes a cuenta corriente: first as a payer without one.
    await setCtacte(ctx.db, losAndes, 'N', 0);
    const nidra = await newRa();
    const cases = [
      [{ sfacturar: 'DESTI' }, 'PORPAGAR'],
      [{ sfacturar: 'REMIT' }, 'PAGADO'],
      [{ sfacturar: 'OTRO', srutfacturar: LOS_ANDES }, 'PAGADO'],
    ] as const;
    for (const [body, expected] of cases) {
      expect((await saveConditions(nidra, body)).statusCode).toBe(200);
      const read = await readConditions(nidra);
      expect(read.ra.scondicionpago, body.sfacturar).toBe(expected);
      expect(read.credito).toBeNull();
    }
    // A payer with cuenta corriente is proposed CTACTE, and step 2 shows its credit.
    await setCtacte(ctx.db, losAndes, 'S', 50_000);
    expect((await saveConditions(nidra, { sfacturar: 'OTRO', srutfacturar: LOS_ANDES })).statusCode).toBe(
      200,
    );
    const ctacte = await readConditions(nidra);
    expect(ctacte.ra.scondicionpago).toBe('CTACTE');
    expect(ctacte.credito).toEqual({ nsaldo: 0, nlimitecredito: 50_000, sindexcedido: 'N' });
    // The person may still choose another condition for it.
    const chosen = await saveConditions(nidra, {
      sfacturar: 'OTRO',
      srutfacturar: LOS_ANDES,
      scondicionpago: 'PORPAGAR',
    });
    expect(chosen.statusCode).toBe(200);
    expect((await readConditions(nidra)).ra.scondicionpago).toBe('PORPAGAR');
  });

  it('refuses cuenta corriente for a payer without one, and an unknown condition', async () => {
    const nidra = await newRa();
    const refused = await saveConditions(nidra, { sfacturar: 'REMIT', scondicionpago: 'CTACTE' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(billingMessages.ctacteNotAllowed);
    const bad = await saveConditions(nidra, { scondicionpago: 'GRATIS' as never });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(billingMessages.conditionInvalid);
    const [row] = await ctx.db.select().from(receptions).where(eq(receptions.nidra, nidra));
    expect(row?.scondicionpago).toBeNull();
  });

  it('warns at step 2 when the payer is over its credit limit', async () => {
    await setCtacte(ctx.db, losAndes, 'S', 10_000);
    const owing = await insertRa(ctx.db, {
      scondicionpago: 'CTACTE',
      nidpagador: losAndes,
      srutfacturar: LOS_ANDES,
    });
    await priceRaAt(ctx.db, owing, 25_000);
    await syncDebt(ctx.db, owing);
    const nidra = await newRa();
    expect((await saveConditions(nidra, { sfacturar: 'OTRO', srutfacturar: LOS_ANDES })).statusCode).toBe(
      200,
    );
    const read = await readConditions(nidra);
    expect(read.credito).toMatchObject({ nlimitecredito: 10_000, sindexcedido: 'S' });
    expect(read.credito.nsaldo).toBeGreaterThanOrEqual(25_000);
  });

  it('keeps the condition of a paid RA: changing it is refused', async () => {
    const nidra = await newRa();
    expect((await saveConditions(nidra, { sfacturar: 'REMIT' })).statusCode).toBe(200);
    await priceRaAt(ctx.db, nidra, 8_000);
    await payRa(ctx.db, nidra, 8_000, 'oficina.scl', 'OFISCL');
    const changed = await saveConditions(nidra, { sfacturar: 'REMIT', scondicionpago: 'PORPAGAR' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(billingMessages.conditionLocked);
    // Saved again without a condition, the RA keeps the one it was paid under (not proposed again).
    expect((await saveConditions(nidra, { sfacturar: 'DESTI' })).statusCode).toBe(200);
    expect((await readConditions(nidra)).ra.scondicionpago).toBe('PAGADO');
  });

  const recepciones = async (query: string) =>
    (
      await flow.ok('GET', `/api/Shipment/Receptions/List?codigoOrigen=OFISCL&${query}`, { token: office() })
    ).json().raList as Array<Record<string, unknown>>;

  it('serves the condition and the payment state in the lists, with the condition as a filter', async () => {
    const owed = await insertRa(ctx.db, { scondicionpago: 'PORPAGAR', srutdestinatario: CUSTOMER_RUT });
    await priceRaAt(ctx.db, owed, 12_500);
    const unpriced = await insertRa(ctx.db, { scondicionpago: 'PAGADO', srutdestinatario: CUSTOMER_RUT });
    const old = await insertRa(ctx.db, { srutdestinatario: CUSTOMER_RUT });
    const fields = (row: Record<string, unknown> | undefined) => ({
      scondicionpago: row?.scondicionpago,
      sdescondicionpago: row?.sdescondicionpago,
      scodestadopago: row?.scodestadopago,
      sdesestadopago: row?.sdesestadopago,
    });
    const one = async (nidra: number) => (await recepciones(`idRA=${nidra}`))[0];
    expect(fields(await one(owed))).toEqual({
      scondicionpago: 'PORPAGAR',
      sdescondicionpago: 'Por pagar',
      scodestadopago: 'PENDIENTE',
      sdesestadopago: 'Pendiente de pago',
    });
    expect(fields(await one(unpriced))).toMatchObject({
      sdescondicionpago: 'Pagado',
      scodestadopago: 'SINTARIFA',
    });
    expect(fields(await one(old))).toEqual({
      scondicionpago: null,
      sdescondicionpago: null,
      scodestadopago: 'NOAPLICA',
      sdesestadopago: 'No aplica',
    });
    const porPagar = (await recepciones('condicionPago=PORPAGAR')).map((row) => row.nidra);
    expect(porPagar).toContain(owed);
    expect(porPagar).not.toContain(unpriced);
    expect(porPagar).not.toContain(old);
    expect(
      (await flow.call('GET', '/api/Shipment/Receptions/List?condicionPago=GRATIS', { token: office() }))
        .statusCode,
    ).toBe(400);
    // Paid, it reads PAGADO everywhere.
    await payRa(ctx.db, owed, 12_500, 'oficina.scl', 'OFISCL');
    expect((await one(owed))?.scodestadopago).toBe('PAGADO');
    // The RA detail and the customer's 'Mis cargas', with the same filter.
    const detail = (await flow.ok('GET', `/api/Shipment/Receptions/${owed}`, { token: office() })).json();
    expect(fields(detail.ra)).toMatchObject({ scondicionpago: 'PORPAGAR', sdesestadopago: 'Pagado' });
    const mine = async (query: string) =>
      (await flow.ok('GET', `/api/ExternalCustomer/List?${query}`, { token: flow.tokens.customer })).json()
        .list as Array<Record<string, unknown>>;
    const paidOnes = (await mine('condicionPago=PAGADO')).map((row) => row.nidra);
    expect(paidOnes).toContain(unpriced);
    expect(paidOnes).not.toContain(owed);
    expect(fields((await mine(`id=${owed}`))[0])).toMatchObject({ sdescondicionpago: 'Por pagar' });
  });

  it('prints the condition on the receipt, and the amount while it is owed', async () => {
    const pdfText = (bytes: Buffer) => {
      const file = path.join(mkdtempSync(path.join(tmpdir(), 'carga-pdf-')), 'doc.pdf');
      writeFileSync(file, bytes);
      return execFileSync('pdftotext', [file, '-']).toString();
    };
    const receipt = async (nidra: number) =>
      pdfText((await flow.ok('GET', `/api/Shipment/Voucher/${nidra}`, { token: office() })).rawPayload);
    const owed = await insertRa(ctx.db, { scondicionpago: 'PORPAGAR' });
    await priceRaAt(ctx.db, owed, 12_500);
    const text = await receipt(owed);
    expect(text).toContain('CONDICIÓN DE PAGO');
    expect(text).toContain('Por pagar');
    expect(text).toContain('Monto: $12.500');
    await payRa(ctx.db, owed, 12_500, 'oficina.scl', 'OFISCL');
    expect(await receipt(owed)).not.toContain('Monto:');
    expect(await receipt(await insertRa(ctx.db))).not.toContain('CONDICIÓN DE PAGO');
  });

  // ---- Delivery ------------------------------------------------------------------------------------

  const handOver = () => ({
    snombreretira: 'Pedro Vargas',
    srutretira: '12345678-5',
    dfhoentrega: new Date().toISOString(),
    ...SIGNED,
  });
  const deliver = (nidra: number) =>
    flow.call('POST', `/api/Delivery/${nidra}`, { body: handOver(), token: flow.tokens.puq });
  let keys = 0;
  const scan = (nidra: number) =>
    flow.call('POST', `/api/Scan/Delivery/${nidra}`, {
      body: { scodigo: `RA${nidra}-1`, sclave: `flow-${process.pid}-${++keys}-key` },
      token: flow.tokens.puq,
    });
  /** An RA received at BDPUQ with this condition, priced at `price` (none: 'Sin tarifa'). */
  const arrived = async (scondicionpago: string | null, price?: number) => {
    const { nidra } = await insertWarehouseRa(ctx.db, undefined, { scondicionpago });
    if (price) await priceRaAt(ctx.db, nidra, price);
    await flow.receivedList([nidra]);
    return nidra;
  };
  const deliveredRows = async (nidra: number) =>
    (await ctx.db.select().from(deliveries).where(eq(deliveries.nidra, nidra))).length;

  it('refuses to hand over an unpaid POR PAGAR RA on both routes, naming the amount, then delivers it paid', async () => {
    const nidra = await arrived('PORPAGAR', 12_500);
    const item = (
      await flow.ok('GET', `/api/Delivery?codigoBodega=BDPUQ&idRA=${nidra}`, { token: flow.tokens.puq })
    ).json().list[0];
    expect(item).toMatchObject({
      scondicionpago: 'PORPAGAR',
      scodestadopago: 'PENDIENTE',
      nadeudado: 12_500,
    });
    const message = billingMessages.unpaidDelivery(formatPesos(12_500));
    expect(message).toContain('$12.500');
    for (const refused of [await deliver(nidra), await scan(nidra)]) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(message);
    }
    expect(await raStateOf(ctx.db, nidra)).toBe('BDEST');
    expect(await deliveredRows(nidra)).toBe(0);
    // The filter of Entregar.
    const porPagar = await flow.ok('GET', '/api/Delivery?codigoBodega=BDPUQ&condicionPago=PORPAGAR', {
      token: flow.tokens.puq,
    });
    expect(porPagar.json().list.map((row: { nidra: number }) => row.nidra)).toContain(nidra);
    // Paid, then reversed: refused again; paid again: delivered.
    await reversePayment(ctx.db, await payRa(ctx.db, nidra, 12_500));
    expect((await deliver(nidra)).statusCode).toBe(409);
    await payRa(ctx.db, nidra, 12_500);
    const paidItem = (
      await flow.ok('GET', `/api/Delivery?codigoBodega=BDPUQ&idRA=${nidra}`, { token: flow.tokens.puq })
    ).json().list[0];
    expect(paidItem).toMatchObject({ scodestadopago: 'PAGADO', nadeudado: 0 });
    const done = await deliver(nidra);
    expect(done.statusCode, done.body).toBe(200);
    expect(await raStateOf(ctx.db, nidra)).toBe('ENTRE');
  });

  it('refuses a POR PAGAR RA without a tariff as not chargeable', async () => {
    const nidra = await arrived('PORPAGAR');
    const refused = await deliver(nidra);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.notPriced);
  });

  it('blocks nothing with collection off, for RAs without a condition or not por pagar', async () => {
    const old = await arrived(null, 9_000);
    expect((await deliver(old)).statusCode).toBe(200);
    const prepaid = await arrived('CTACTE', 9_000);
    expect((await deliver(prepaid)).statusCode).toBe(200);
    const unpaid = await arrived('PORPAGAR', 9_000);
    await setCollection(ctx.db, 'N');
    const listed = (
      await flow.ok('GET', `/api/Delivery?codigoBodega=BDPUQ&idRA=${unpaid}`, { token: flow.tokens.puq })
    ).json().list[0];
    expect(listed).toMatchObject({ scodestadopago: 'NOAPLICA', nadeudado: 0 });
    const done = await deliver(unpaid);
    expect(done.statusCode, done.body).toBe(200);
  });

  // ---- Load list close ---------------------------------------------------------------------------

  it('asks to confirm closing a load list carrying unpaid PAGADO RAs, naming them', async () => {
    const { nidra } = await insertWarehouseRa(ctx.db, undefined, { scondicionpago: 'PAGADO' });
    await priceRaAt(ctx.db, nidra, 7_000);
    const { nidra: paid } = await insertWarehouseRa(ctx.db, undefined, { scondicionpago: 'PAGADO' });
    await priceRaAt(ctx.db, paid, 7_000);
    await payRa(ctx.db, paid, 7_000, 'bodega.scl', 'BDSCL');
    const code = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } })).body;
    await flow.ok('POST', `/api/LoadingList/${code}/RA`, {
      body: { operacionId: flow.operation, raList: [nidra, paid] },
    });
    const asked = await flow.call('PUT', `/api/LoadingList/${code}/Close`, { body: closePayload() });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toBe(billingMessages.unpaidOnList(`RA ${nidra}`));
    // The confirmation closes it.
    const closed = await flow.call('PUT', `/api/LoadingList/${code}/Close`, {
      body: closePayload({ sconfirmapendientepago: 'S' }),
    });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  it('closes a load list with unpaid PAGADO RAs without asking when collection is off', async () => {
    const { nidra } = await insertWarehouseRa(ctx.db, undefined, { scondicionpago: 'PAGADO' });
    await priceRaAt(ctx.db, nidra, 7_000);
    await setCollection(ctx.db, 'N');
    const code = (await flow.ok('POST', '/api/LoadingList', { body: { nidoperacion: flow.operation } })).body;
    await flow.ok('POST', `/api/LoadingList/${code}/RA`, {
      body: { operacionId: flow.operation, raList: [nidra] },
    });
    const closed = await flow.call('PUT', `/api/LoadingList/${code}/Close`, { body: closePayload() });
    expect(closed.statusCode, closed.body).toBe(200);
  });

  // ---- Re-pricing --------------------------------------------------------------------------------

  it('refuses to re-price a paid RA until its payment is reversed', async () => {
    const { nidra } = await insertWarehouseRa(ctx.db, undefined, {
      scondicionpago: 'PAGADO',
      sfacturar: 'OTRO',
      srutfacturar: LOS_ANDES,
    });
    await priceRaAt(ctx.db, nidra, 5_000);
    const nidpago = await payRa(ctx.db, nidra, 5_000, 'bodega.scl', 'BDSCL');
    const refused = await flow.call('POST', `/api/Shipment/Price/${nidra}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(billingMessages.repricePaid);
    await reversePayment(ctx.db, nidpago);
    expect((await flow.call('POST', `/api/Shipment/Price/${nidra}`)).statusCode).toBe(200);
  });
});
