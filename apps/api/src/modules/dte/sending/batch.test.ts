import { dteSendingMessages as m } from '@carga/domain';
import { DOMParser } from '@xmldom/xmldom';
import { eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../../test/test-app.ts';
import { dteBatches, dteDocuments } from '../../../db/schema.ts';
import { createBillingUsers } from '../../billing/billing.test-support.ts';
import { certificatePems } from '../credentials/certificate.ts';
import { buildTestCertificate, TEST_CERTIFICATE_PASSWORD } from '../credentials/test-credentials.ts';
import { checkXmlSignature, signaturesOf } from '../document/dte.test-support.ts';
import { configureTestCompany, documentIssuer } from './sending.test-support.ts';

// Issue 34: the documents go to the SII in batches — facturas and notas in an EnvioDTE, boletas in an
// EnvioBOLETA — each document in one batch only, even when two are made at once; the signed envelope
// downloads as ISO-8859-1 for the SII's web upload. Without SII_AMBIENTE nothing is sent; a batch of test
// documents never is.
const certificatePem = certificatePems(buildTestCertificate(), TEST_CERTIFICATE_PASSWORD).certificatePem;

describe.each(drivers)('batches to the SII on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', office: 'oficina.scl', customer: 'cliente' },
    createBillingUsers,
  );
  const { tokens } = ctx;
  let issuer: ReturnType<typeof documentIssuer>;
  beforeAll(async () => {
    const setup = { call: ctx.call, db: ctx.db, admin: tokens.admin, cashier: tokens.office };
    await configureTestCompany(setup);
    issuer = documentIssuer(setup);
  });
  const createBatch = (body: object, token = tokens.admin) =>
    ctx.call('POST', '/api/Dte/Envio', { token, body });

  it('refuses bad input, callers without Cobranza, and a batch with nothing pending', async () => {
    const bad = await createBatch({ stipo: 'FACTURAS' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: 'stipo', message: m.batchKindInvalid });
    expect((await createBatch({})).statusCode).toBe(400);
    expect((await createBatch({ stipo: 'DTE' }, tokens.office)).statusCode).toBe(403);
    expect((await createBatch({ stipo: 'DTE' }, tokens.customer)).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/Dte/Envios', { token: tokens.office })).statusCode).toBe(403);
    expect((await ctx.call('GET', '/api/Dte/Envio/1/Xml', { token: tokens.customer })).statusCode).toBe(403);
    const none = await createBatch({ stipo: 'DTE' });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe(m.nothingToSend);
    expect((await ctx.call('GET', '/api/Dte/Envio/999999/Xml', { token: tokens.admin })).statusCode).toBe(
      404,
    );
    expect((await ctx.call('GET', '/api/Dte/Envio/abc/Xml', { token: tokens.admin })).statusCode).toBe(400);
  });

  it('batches the pending facturas and the boletas apart, signed, each document once', async () => {
    const factura = await issuer.factura();
    const boletas = [await issuer.boleta(), await issuer.boleta()];
    const before = (await ctx.call('GET', '/api/Dte/Envios', { token: tokens.admin })).json();
    expect(before).toMatchObject({ sambiente: null, npendientesdte: 1, npendientesboleta: 2 });

    const dte = await createBatch({ stipo: 'DTE' });
    expect(dte.statusCode, dte.body).toBe(200);
    expect(dte.json()).toMatchObject({
      stipo: 'DTE',
      ndocumentos: 1,
      sestado: 'CREADO',
      sambiente: null,
      strackid: null,
      sindprueba: 'S',
      sglosa: m.testNotSent,
    });
    const boleta = await createBatch({ stipo: 'BOLETA' });
    expect(boleta.json()).toMatchObject({ stipo: 'BOLETA', ndocumentos: 2 });
    expect((await createBatch({ stipo: 'DTE' })).json().message).toBe(m.nothingToSend);
    expect((await createBatch({ stipo: 'BOLETA' })).statusCode).toBe(409);

    const inBatch = await ctx.db
      .select({ nid: dteDocuments.nid, nidenvio: dteDocuments.nidenvio })
      .from(dteDocuments)
      .where(isNotNull(dteDocuments.nidenvio));
    expect(inBatch).toEqual(
      expect.arrayContaining([
        { nid: factura.nid, nidenvio: dte.json().nidenvio },
        ...boletas.map((b) => ({ nid: b.nid, nidenvio: boleta.json().nidenvio })),
      ]),
    );

    const list = (await ctx.call('GET', '/api/Dte/Envios', { token: tokens.admin })).json();
    expect(list.npendientesdte).toBe(0);
    expect(list.envios.map((e: { nidenvio: number }) => e.nidenvio).slice(0, 2)).toEqual([
      boleta.json().nidenvio,
      dte.json().nidenvio,
    ]);

    // The envelope as the SII reads it: ISO-8859-1, its SetDTE signed by the company's certificate.
    const xml = await ctx.call('GET', `/api/Dte/Envio/${dte.json().nidenvio}/Xml`, { token: tokens.admin });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
    expect(xml.headers['content-disposition']).toContain(
      `attachment; filename="envio-dte-${dte.json().nidenvio}.xml"`,
    );
    const text = xml.rawPayload.toString('latin1');
    expect(text).toMatch(/^<\?xml version="1.0" encoding="ISO-8859-1"\?>\n<EnvioDTE /);
    expect(text).toContain(`<Folio>${factura.nfolio}</Folio>`);
    expect(text).toContain('<RutEnvia>11111111-1</RutEnvia>');
    const signatures = signaturesOf(text);
    expect(checkXmlSignature(text, signatures.at(-1)!, certificatePem)).toBe(true);
    const boletaXml = await ctx.call('GET', `/api/Dte/Envio/${boleta.json().nidenvio}/Xml`, {
      token: tokens.admin,
    });
    const doc = new DOMParser().parseFromString(boletaXml.rawPayload.toString('latin1'), 'text/xml');
    expect(doc.documentElement?.localName).toBe('EnvioBOLETA');
    expect(doc.getElementsByTagName('DTE')).toHaveLength(2);

    // Without SII_AMBIENTE nothing is sent: a test batch refuses first.
    const send = await ctx.call('POST', `/api/Dte/Envio/${dte.json().nidenvio}/Enviar`, {
      token: tokens.admin,
    });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toBe(m.testNotSent);
    await ctx.db
      .update(dteBatches)
      .set({ sindprueba: 'N' })
      .where(eq(dteBatches.nidenvio, dte.json().nidenvio));
    const real = await ctx.call('POST', `/api/Dte/Envio/${dte.json().nidenvio}/Enviar`, {
      token: tokens.admin,
    });
    expect(real.json().message).toBe(m.notConfigured);
    expect((await ctx.call('POST', '/api/Dte/Envio/999999/Enviar', { token: tokens.admin })).statusCode).toBe(
      404,
    );
  });

  it('never puts a document in two batches made at the same moment', async () => {
    for (let i = 0; i < 3; i++) await issuer.factura();
    const answers = await Promise.all([createBatch({ stipo: 'DTE' }), createBatch({ stipo: 'DTE' })]);
    const made = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    const refused = answers.filter((a) => a.statusCode !== 200);
    for (const answer of refused) expect(answer.json().message).toBe(m.nothingToSend);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(made.reduce((sum, b) => sum + b.ndocumentos, 0)).toBe(3);
    for (const batch of made) {
      const rows = await ctx.db.select().from(dteDocuments).where(eq(dteDocuments.nidenvio, batch.nidenvio));
      expect(rows).toHaveLength(batch.ndocumentos);
      const xml = (await ctx.db.select().from(dteBatches).where(eq(dteBatches.nidenvio, batch.nidenvio)))[0]!
        .sxml;
      expect(xml.match(/<DTE version/g)).toHaveLength(batch.ndocumentos);
    }
  });
});
