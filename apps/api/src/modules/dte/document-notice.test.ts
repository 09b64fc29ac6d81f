import { eq, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { clients, receptions } from '../../db/schema.ts';
import {
  CTACTE_RUT,
  cashPayment,
  createBillingUsers,
  insertChargeableRa,
  openCaja,
  PLAIN_RUT,
} from '../billing/billing.test-support.ts';
import { noticesOf } from '../notifications/notifications.test-support.ts';
import { startSmtpServer } from '../notifications/smtp.test-support.ts';
import { asksForFacturas, configureTestDte } from './dte.test-support.ts';

// Issue 34: "sent with the notices". A document issued for an RA is a cargo event (FACTURADA): the payer,
// when it asked for notices, receives it by e-mail with the PDF (and a factura's XML, which a company's
// system reads); the RA's other party does not; webhooks hear RA_FACTURADA.
describe.each(drivers)('the notice of an issued document on %s', (driver) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const mail = { outboxDir: '/nonexistent', smtpUrl: '' };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mail.smtpUrl = smtp.url;
  });
  afterAll(() => smtp.close());
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl' }, createBillingUsers, { mail });
  let caja = 0;
  beforeAll(async () => {
    caja = await openCaja(ctx.call, ctx.tokens.office, 'OFISCL', 0);
    await configureTestDte(ctx.call, ctx.tokens.admin);
  });

  /** A paid RA whose payer (its sender) asked for notices at `email`; its recipient asked too. */
  async function paidRaNotifying(payerRut: string, email: string) {
    const ids = await clientIdsByRut(ctx.db);
    const payer = ids[payerRut]!;
    const other = ids[payerRut === PLAIN_RUT ? CTACTE_RUT : PLAIN_RUT]!;
    await ctx.db
      .update(clients)
      .set({ sindnotificar: 'S', semail: email })
      .where(eq(clients.nidcliente, payer));
    await ctx.db
      .update(clients)
      .set({ sindnotificar: 'S', semail: 'otra.parte@example.cl' })
      .where(eq(clients.nidcliente, other));
    const nidra = await insertChargeableRa(ctx.db, { price: 23_800, payerRut });
    await ctx.db
      .update(receptions)
      .set({ nidremitente: payer, niddestinatario: other })
      .where(eq(receptions.nidra, nidra));
    const paid = await ctx.call('POST', `/api/Billing/RA/${nidra}/Pago`, {
      token: ctx.tokens.office,
      body: cashPayment(caja, 23_800),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return nidra;
  }

  async function mailsAbout(nidra: number, subject: string) {
    await ctx.app.outbox.drain();
    const mails = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    return mails.filter((m) => m.subject === subject && m.text?.includes(`RA ${nidra}`));
  }

  it("e-mails the boleta's PDF to the payer only, and records the event for webhooks", async () => {
    const nidra = await paidRaNotifying(PLAIN_RUT, 'pagador@example.cl');
    const issued = await ctx.call('POST', '/api/Dte/Documento', {
      token: ctx.tokens.office,
      body: { nidra },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { nfolio } = issued.json();

    const subject = `Su carga RA ${nidra} tiene su Boleta electrónica N° ${nfolio}`;
    const sent = await mailsAbout(nidra, subject);
    expect(sent).toHaveLength(1);
    const [boleta] = sent;
    expect(boleta?.to && 'text' in boleta.to ? boleta.to.text : '').toBe('pagador@example.cl');
    expect(boleta?.text).toContain(
      `Se emitió la Boleta electrónica N° ${nfolio} por $23.800 de su carga RA ${nidra}.`,
    );
    expect(boleta?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`boleta-${nfolio}.pdf`, 'application/pdf'],
    ]);
    expect(boleta?.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    // The other party's notice of the event was never made.
    const notices = (await noticesOf(ctx.db, nidra)).filter((n) => n.sasunto === subject);
    expect(notices.map((n) => n.semail)).toEqual(['pagador@example.cl']);
    const events = (await ctx.db.execute(
      sql`select sevento, sreferencia, jdatos from evento_carga where nidra = ${nidra} and sevento = 'FACTURADA'`,
    )) as unknown as { rows: Array<{ sreferencia: string; jdatos: { nfolio: number; ntipo: number } }> };
    expect(events.rows).toEqual([
      expect.objectContaining({
        sreferencia: String(issued.json().nid),
        jdatos: expect.objectContaining({ ntipo: 39, nfolio }),
      }),
    ]);
  });

  it("attaches a factura's XML beside its PDF", async () => {
    await asksForFacturas(ctx.db, CTACTE_RUT);
    const nidra = await paidRaNotifying(CTACTE_RUT, 'facturas@example.cl');
    const issued = await ctx.call('POST', '/api/Dte/Documento', {
      token: ctx.tokens.office,
      body: { nidra, sgiroreceptor: 'Comercio al por mayor' },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const { nfolio, ntipo } = issued.json();
    expect(ntipo).toBe(33);
    const [factura] = await mailsAbout(
      nidra,
      `Su carga RA ${nidra} tiene su Factura electrónica N° ${nfolio}`,
    );
    expect(factura?.text).toContain('Adjuntamos el documento en PDF y su XML.');
    expect(factura?.attachments.map((a) => a.filename)).toEqual([
      `factura-${nfolio}.pdf`,
      `factura-${nfolio}.xml`,
    ]);
    const xml = factura?.attachments[1]?.content.toString('latin1') ?? '';
    expect(xml).toContain(`<Folio>${nfolio}</Folio>`);
    expect(xml).toContain('<Signature');
  });
});
