import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertClient, insertRaBetween, noticesOf } from './notifications.test-support.ts';
import { startSmtpServer } from './smtp.test-support.ts';

// The notices through a real SMTP server (SMTP_URL): what the customer's mailbox receives.
describe.each(drivers)('notices through SMTP on %s', (driver) => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  const mail = { outboxDir: '/nonexistent', smtpUrl: '' };
  beforeAll(async () => {
    smtp = await startSmtpServer();
    mail.smtpUrl = smtp.url;
  });
  afterAll(() => smtp.close());
  // The app is built in its own beforeAll, after the server above started and filled `mail`.
  const ctx = useTestApp(driver, {}, undefined, { mail });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });

  it('sends each event to each recipient, with the tracking link, and the proof of delivery when delivered', async () => {
    const sender = await insertClient(ctx.db, 'remitente@example.cl');
    const recipient = await insertClient(ctx.db, 'destinatario@example.cl');
    const { nidra } = await insertRaBetween(ctx.db, sender, recipient);
    const { code } = await flow.dispatchedList([nidra]);
    await flow.ok('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq });
    const handOver = {
      ...SIGNED,
      snombreretira: 'Pedro Vargas',
      srutretira: '12345678-5',
      dfhoentrega: new Date().toISOString(),
    };
    await flow.ok('POST', `/api/Delivery/${nidra}`, { body: handOver, token: flow.tokens.puq });
    await ctx.app.outbox.drain();

    const rows = await noticesOf(ctx.db, nidra);
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.sestado === 'ENVIADA' && row.sarchivo === null)).toBe(true);
    const mails = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    expect(mails).toHaveLength(6);
    for (const row of rows) {
      const sent = mails.filter((m) => m.messageId === row.smessageid);
      expect(sent, row.sasunto).toHaveLength(1);
      expect(sent[0]?.subject).toBe(row.sasunto);
      expect(sent[0]?.to && 'text' in sent[0].to ? sent[0].to.text : '').toBe(row.semail);
      expect(sent[0]?.text).toMatch(/http:\/\/localhost:3000\/seguimiento\/[0-9A-Z]{20}/);
    }
    const delivered = mails.filter((m) => m.subject === `Su carga RA ${nidra} fue entregada`);
    expect(delivered.map((m) => m.to && 'text' in m.to && m.to.text).sort()).toEqual([
      'destinatario@example.cl',
      'remitente@example.cl',
    ]);
    for (const m of delivered) {
      expect(m.text).toContain('a Pedro Vargas (12345678-5)');
      expect(m.attachments).toHaveLength(1);
      expect(m.attachments[0]).toMatchObject({
        filename: `comprobante-entrega-RA-${nidra}.pdf`,
        contentType: 'application/pdf',
      });
      expect(m.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const dispatched = mails.find((m) => m.subject === `Su carga RA ${nidra} fue despachada`);
    expect(dispatched?.text).toContain('fue despachada hacia');
    expect(dispatched?.attachments).toEqual([]);
  });
});
