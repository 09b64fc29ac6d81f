import { beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import {
  cashPayment,
  createBillingUsers,
  insertChargeableRa,
  openCaja,
  PLAIN_RUT,
} from '../billing/billing.test-support.ts';
import { configureTestDte } from './dte.test-support.ts';

// Issue 34: 'Mis documentos' — a customer lists the documents issued to them (their RUT as the receptor),
// newest first, and downloads them, also where they are not a party of the RA (a payer only); nobody else's.
const CUSTOMER_RUT = '76086428-5';

describe.each(drivers)("a customer's documents on %s", (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', office: 'oficina.scl', customer: 'cliente' },
    createBillingUsers,
  );
  const { tokens } = ctx;
  let caja = 0;
  beforeAll(async () => {
    caja = await openCaja(ctx.call, tokens.office, 'OFISCL', 0);
    await configureTestDte(ctx.call, tokens.admin);
  });

  async function boletaPaidBy(payerRut: string) {
    const nidra = await insertChargeableRa(ctx.db, { price: 9_900, payerRut });
    const paid = await ctx.call('POST', `/api/Billing/RA/${nidra}/Pago`, {
      token: tokens.office,
      body: cashPayment(caja, 9_900),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const issued = await ctx.call('POST', '/api/Dte/Documento', { token: tokens.office, body: { nidra } });
    expect(issued.statusCode, issued.body).toBe(200);
    return issued.json() as { nid: number; nfolio: number; srutreceptor: string };
  }
  const mine = (query = '', token = tokens.customer) =>
    ctx.call('GET', `/api/Dte/MisDocumentos${query}`, { token });

  it('lists the documents issued to the customer, newest first, and lets them download each', async () => {
    const ids = await clientIdsByRut(ctx.db);
    expect(ids[CUSTOMER_RUT]).toBeDefined();
    expect((await mine()).json()).toEqual({ list: [], totalPaginas: 1 });

    const first = await boletaPaidBy(CUSTOMER_RUT);
    const someoneElse = await boletaPaidBy(PLAIN_RUT);
    const second = await boletaPaidBy(CUSTOMER_RUT);
    expect(first.srutreceptor).toBe(CUSTOMER_RUT);

    const listed = await mine();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().list.map((d: { nid: number }) => d.nid)).toEqual([second.nid, first.nid]);
    expect(listed.json().list[0]).toMatchObject({ ntipo: 39, stipo: 'Boleta electrónica', ntotal: 9_900 });
    expect(listed.json().totalPaginas).toBe(1);

    // The receptor downloads it even where the RA names other parties (the payer only).
    const pdf = await ctx.call('GET', `/api/Dte/Documento/${second.nid}/Pdf`, { token: tokens.customer });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xml = await ctx.call('GET', `/api/Dte/Documento/${second.nid}/Xml`, { token: tokens.customer });
    expect(xml.statusCode).toBe(200);
    // Not another payer's.
    expect(
      (await ctx.call('GET', `/api/Dte/Documento/${someoneElse.nid}/Pdf`, { token: tokens.customer }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses staff (403) and a bad page (400); a page past the end is empty', async () => {
    expect((await mine('', tokens.office)).statusCode).toBe(403);
    expect((await mine('?Page=0')).statusCode).toBe(400);
    expect((await mine('?Page=abc')).statusCode).toBe(400);
    const past = await mine('?Page=50');
    expect(past.statusCode).toBe(200);
    expect(past.json().list).toEqual([]);
  });
});
