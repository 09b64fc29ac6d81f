import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dteMessages, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cafs, clientAddresses, clients, dteDocuments, receptions, voidedFolios } from '../../db/schema.ts';
import {
  CTACTE_RUT,
  cashPayment,
  createBillingUsers,
  insertChargeableRa,
  openCaja,
  PLAIN_RUT,
} from '../billing/billing.test-support.ts';
import { certificatePems } from './credentials/certificate.ts';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_EMISOR,
} from './credentials/test-credentials.ts';
import { checkXmlSignature, signaturesOf, verifyTed } from './document/dte.test-support.ts';

// Issue 34: a paid RA gets its boleta or factura — one, with the next folio, signed; refused in Spanish
// when it is not paid, already has one, or the company is not configured; a document that cannot be built
// voids its folio and the next one follows it.
const CUSTOMER_RUT = '76086428-5';
const certificatePem = certificatePems(buildTestCertificate(), TEST_CERTIFICATE_PASSWORD).certificatePem;

describe.each(drivers)('issuing the document of a paid RA on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', office: 'oficina.scl', customer: 'cliente', other: 'caja.otra', noCaja: 'sin.caja' },
    createBillingUsers,
  );
  const { tokens } = ctx;
  let caja = 0;
  beforeAll(async () => {
    caja = await openCaja(ctx.call, tokens.office, 'OFISCL', 0);
  });

  const issue = (body: object, token = tokens.office) =>
    ctx.call('POST', '/api/Dte/Documento', { token, body });
  const documentsOf = (nidra: number, token = tokens.office) =>
    ctx.call('GET', `/api/Dte/RA/${nidra}/Documentos`, { token });
  async function paidRa(options: Parameters<typeof insertChargeableRa>[1] = {}) {
    const nidra = await insertChargeableRa(ctx.db, { price: 12_345, ...options });
    const paid = await ctx.call('POST', `/api/Billing/RA/${nidra}/Pago`, {
      token: tokens.office,
      body: cashPayment(caja, options.price ?? 12_345),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    return nidra;
  }
  async function configure() {
    const admin = tokens.admin;
    expect((await ctx.call('PUT', '/api/Dte/Emisor', { token: admin, body: TEST_EMISOR })).statusCode).toBe(
      200,
    );
    const certificate = await ctx.call('POST', '/api/Dte/Certificado', {
      token: admin,
      body: { sarchivo: buildTestCertificate().toString('base64'), sclave: TEST_CERTIFICATE_PASSWORD },
    });
    expect(certificate.statusCode, certificate.body).toBe(200);
    for (const tipo of [33, 39]) {
      const caf = await ctx.call('POST', '/api/Dte/Caf', {
        token: admin,
        body: { sxml: buildTestCaf({ tipo, desde: 1, hasta: 20 }) },
      });
      expect(caf.statusCode, caf.body).toBe(200);
    }
  }

  it('refuses in Spanish while the company is not configured (409), an RA not paid, and bad input', async () => {
    const nidra = await paidRa();
    const unconfigured = await issue({ nidra });
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.json().message).toBe(dteMessages.issueNotConfigured);
    await configure();

    const unpaid = await insertChargeableRa(ctx.db, { price: 12_345 });
    const notPaid = await issue({ nidra: unpaid });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe(dteMessages.issueNotPaid);
    expect((await documentsOf(unpaid)).json()).toEqual({
      documentos: [],
      ntipoemitible: null,
      nidsacreditables: [],
      saviso: null,
    });

    const noRa = await issue({});
    expect(noRa.statusCode).toBe(400);
    expect(noRa.json().errors).toContainEqual({ field: 'nidra', message: dteMessages.raRequired });
    const badType = await issue({ nidra, ntipo: 61 });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().errors).toContainEqual({ field: 'ntipo', message: dteMessages.issueTypeInvalid });
    expect((await issue({ nidra: 99_999_999 })).statusCode).toBe(404);
    // Nothing was taken.
    expect(await ctx.db.select().from(dteDocuments)).toHaveLength(0);
  });

  it('issues the boleta of a paid RA with the next folio, signed, once; its PDF and XML download', async () => {
    const nidra = await paidRa();
    expect((await documentsOf(nidra)).json()).toMatchObject({ documentos: [], ntipoemitible: 39 });
    const issued = await issue({ nidra });
    expect(issued.statusCode, issued.body).toBe(200);
    const boleta = issued.json();
    expect(boleta).toMatchObject({
      ntipo: 39,
      stipo: 'Boleta electrónica',
      nfolio: 1,
      nidra,
      srutreceptor: PLAIN_RUT,
      ntotal: 12_345,
      nneto: 10_374,
      niva: 1_971,
      nexento: 0,
      sindprueba: 'S',
    });
    const again = await issue({ nidra });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(dteMessages.issueAlready('Boleta electrónica', 1));
    expect((await documentsOf(nidra)).json()).toEqual({
      documentos: [boleta],
      ntipoemitible: null,
      // The cashier may credit it with a nota de crédito (credit-note.test.ts).
      nidsacreditables: [boleta.nid],
      saviso: null,
    });

    const xml = await ctx.call('GET', `/api/Dte/Documento/${boleta.nid}/Xml`, { token: tokens.office });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toBe('application/xml; charset=ISO-8859-1');
    expect(xml.headers['content-disposition']).toContain('boleta-1.xml');
    const text = xml.rawPayload.toString('latin1');
    expect(text.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    expect(text).toContain(`Flete RA N° ${nidra} `);
    // The bytes are ISO-8859-1: 'N°' is one byte, not UTF-8's two.
    expect(xml.rawPayload.includes(Buffer.from('N\u00b0', 'latin1'))).toBe(true);
    const [signature] = signaturesOf(text);
    expect(checkXmlSignature(text, signature ?? '', certificatePem)).toBe(true);
    const ted = /<TED[\s\S]*<\/TED>/.exec(text)?.[0] ?? '';
    expect(verifyTed(ted).valid).toBe(true);

    const pdf = await ctx.call('GET', `/api/Dte/Documento/${boleta.nid}/Pdf?formato=rollo80`, {
      token: tokens.office,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('boleta-1.pdf');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dte-')), 'boleta.pdf');
    writeFileSync(file, pdf.rawPayload);
    const printed = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(printed).toContain('BOLETA ELECTR');
    expect(printed).toContain('DOCUMENTO DE PRUEBA');
    expect(printed).toContain('12.345');
  });

  it('issues a factura when the payer asked for invoices; refuses one without giro or address (400)', async () => {
    const ids = await clientIdsByRut(ctx.db);
    const payer = ids[CTACTE_RUT]!;
    await ctx.db
      .update(clients)
      .set({ sindfacturacion: 'S', srutfacturacion: CTACTE_RUT })
      .where(eq(clients.nidcliente, payer));
    await ctx.db
      .update(clientAddresses)
      .set({ sindactivo: 'N' })
      .where(eq(clientAddresses.nidcliente, payer));
    const nidra = await paidRa({ condition: 'PAGADO', payerRut: CTACTE_RUT });
    expect((await documentsOf(nidra)).json().ntipoemitible).toBe(33);

    const noGiro = await issue({ nidra });
    expect(noGiro.statusCode).toBe(400);
    expect(noGiro.json().message).toBe(dteMessages.facturaNeedsGiro);
    const noAddress = await issue({ nidra, sgiroreceptor: 'Comercio' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json().message).toBe(dteMessages.facturaNeedsAddress);
    await ctx.db.insert(clientAddresses).values({
      nidcliente: payer,
      scalle: 'Av. Colón',
      snumeracion: '1234',
      scodcomuna: '12101',
      sindfacturacion: 'S',
    });
    const factura = await issue({ nidra, sgiroreceptor: 'Comercio al por mayor' });
    expect(factura.statusCode, factura.body).toBe(200);
    expect(factura.json()).toMatchObject({ ntipo: 33, nfolio: 1, srutreceptor: CTACTE_RUT, ntotal: 12_345 });
    const xml = (
      await ctx.call('GET', `/api/Dte/Documento/${factura.json().nid}/Xml`, { token: tokens.admin })
    ).rawPayload.toString('latin1');
    expect(xml).toContain('<GiroRecep>Comercio al por mayor</GiroRecep>');
    expect(xml).toContain('<MntBruto>1</MntBruto>');
    const [signature] = signaturesOf(xml);
    expect(checkXmlSignature(xml, signature ?? '', certificatePem)).toBe(true);

    // A boleta may still be asked for such a payer.
    const other = await paidRa({ condition: 'PAGADO', payerRut: CTACTE_RUT });
    expect((await issue({ nidra: other, ntipo: 39 })).json()).toMatchObject({ ntipo: 39, nfolio: 2 });
  });

  it('lets only cashiers of the route issue; the owner customer and route staff read, others do not', async () => {
    const nidra = await paidRa();
    await ctx.db.update(receptions).set({ srutremitente: CUSTOMER_RUT }).where(eq(receptions.nidra, nidra));
    for (const token of [tokens.customer, tokens.noCaja])
      expect((await issue({ nidra }, token)).statusCode).toBe(403);
    const otherOffice = await issue({ nidra }, tokens.other);
    expect(otherOffice.statusCode).toBe(403);
    expect(otherOffice.json().message).toBe(messages.raWrongOffice);
    const issued = await issue({ nidra }, tokens.admin);
    expect(issued.statusCode, issued.body).toBe(200);
    const nid = issued.json().nid as number;

    const own = await documentsOf(nidra, tokens.customer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ documentos: [{ nid }], ntipoemitible: null });
    expect(
      (await ctx.call('GET', `/api/Dte/Documento/${nid}/Pdf`, { token: tokens.customer })).statusCode,
    ).toBe(200);
    expect((await documentsOf(nidra, tokens.other)).statusCode).toBe(403);
    expect((await ctx.call('GET', `/api/Dte/Documento/${nid}/Xml`, { token: tokens.other })).statusCode).toBe(
      403,
    );

    // Another customer's RA: 'not found', as the RA itself.
    const foreign = await paidRa();
    const foreignDoc = (await issue({ nidra: foreign })).json().nid as number;
    expect((await documentsOf(foreign, tokens.customer)).statusCode).toBe(404);
    const hidden = await ctx.call('GET', `/api/Dte/Documento/${foreignDoc}/Xml`, { token: tokens.customer });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().message).toBe(dteMessages.documentNotFound);
  });

  it('issues one document when two cashiers click at once; the other reads 409 and no folio is lost', async () => {
    const [range] = await ctx.db.select().from(cafs).where(eq(cafs.ntipodte, 39));
    const folio = range!.nsiguiente;
    const nidra = await paidRa();
    const answers = await Promise.all([issue({ nidra }), issue({ nidra }, tokens.admin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const issued = answers.find((a) => a.statusCode === 200)!.json();
    expect(issued.nfolio).toBe(folio);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe(
      dteMessages.issueAlready('Boleta electrónica', folio),
    );
    expect((await issue({ nidra: await paidRa() })).json().nfolio).toBe(folio + 1);
  });

  it('refuses text the SII cannot read before the folio; voids the folio of a document that fails after it', async () => {
    const ids = await clientIdsByRut(ctx.db);
    const [before] = await ctx.db.select().from(cafs).where(eq(cafs.ntipodte, 39));
    const folio = before!.nsiguiente;
    // A payer's name the SII cannot read (outside ISO-8859-1): known before the folio, nothing spent.
    await ctx.db
      .update(clients)
      .set({ snombrecliente: 'Comercial 漢字' })
      .where(eq(clients.nidcliente, ids[PLAIN_RUT]!));
    const nidra = await paidRa();
    const unreadable = await issue({ nidra });
    expect(unreadable.statusCode).toBe(400);
    expect(unreadable.json().message).toContain('«漢»');
    expect(unreadable.json().message).not.toMatch(/anulado/);
    const [untouched] = await ctx.db.select().from(cafs).where(eq(cafs.nidcaf, before!.nidcaf));
    expect(untouched!.nsiguiente).toBe(folio);
    await ctx.db
      .update(clients)
      .set({ snombrecliente: 'Ferretería Magallanes' })
      .where(eq(clients.nidcliente, ids[PLAIN_RUT]!));

    // A CAF whose key cannot be opened fails after the folio was taken: that folio is void, never given again.
    await ctx.db
      .update(cafs)
      .set({ sclaveprivadacifrada: 'no-es-una-clave' })
      .where(eq(cafs.nidcaf, before!.nidcaf));
    const failed = await issue({ nidra });
    expect(failed.statusCode).toBe(400);
    expect(failed.json().message).toMatch(
      new RegExp(`^No se pudo emitir el documento \\(folio ${folio} anulado\\): `),
    );
    const voided = await ctx.db
      .select({ nfolio: voidedFolios.nfolio, smotivo: voidedFolios.smotivo })
      .from(voidedFolios)
      .where(eq(voidedFolios.ntipodte, 39));
    expect(voided).toEqual([{ nfolio: folio, smotivo: expect.stringContaining('clave privada del CAF') }]);
    expect(await ctx.db.select().from(dteDocuments).where(eq(dteDocuments.nidra, nidra))).toHaveLength(0);

    await ctx.db
      .update(cafs)
      .set({ sclaveprivadacifrada: before!.sclaveprivadacifrada })
      .where(eq(cafs.nidcaf, before!.nidcaf));
    const retried = await issue({ nidra });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().nfolio).toBe(folio + 1);
    const next = await issue({ nidra: await paidRa() });
    expect(next.json().nfolio).toBe(folio + 2);
  });
});
