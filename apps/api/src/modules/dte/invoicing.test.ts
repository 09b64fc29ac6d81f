import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dteMessages, invoicingMessages } from '@carga/domain';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { dteDocumentRas, dteDocuments, receptions } from '../../db/schema.ts';
import { CTACTE_RUT, createBillingUsers, PLAIN_RUT } from '../billing/billing.test-support.ts';
import { certificatePems } from './credentials/certificate.ts';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_EMISOR,
} from './credentials/test-credentials.ts';
import { checkXmlSignature, signaturesOf, verifyTed } from './document/dte.test-support.ts';
import { AUSTRAL_RUT, ctacteRa, makeInvoiceable, voidPartlyPaid } from './invoicing.test-support.ts';

// Issue 34: a cuenta corriente client's period of RAs becomes its facturas — one per period with a line per
// RA, one summary line past 60 RAs (the RAs in the PDF's annex), or one per RA — signed and timbradas; an
// RA is invoiced once, a voided one never; a client without giro is skipped with its reason.
const certificatePem = certificatePems(buildTestCertificate(), TEST_CERTIFICATE_PASSWORD).certificatePem;

function pdfText(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'dte-')), 'factura.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe.each(drivers)('invoicing cuenta corriente periods on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', customer: 'cliente', noCobranza: 'sin.caja' },
    createBillingUsers,
  );
  const { tokens } = ctx;
  const preview = (desde: string, hasta: string, token = tokens.admin) =>
    ctx.call('GET', `/api/Dte/Facturacion?dperiododesde=${desde}&dperiodohasta=${hasta}`, { token });
  const invoice = (body: object, token = tokens.admin) =>
    ctx.call('POST', '/api/Dte/Facturacion', { token, body });
  const xmlOf = async (nid: number, token = tokens.admin) =>
    (await ctx.call('GET', `/api/Dte/Documento/${nid}/Xml`, { token })).rawPayload.toString('latin1');
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
    const caf = await ctx.call('POST', '/api/Dte/Caf', {
      token: admin,
      body: { sxml: buildTestCaf({ tipo: 33, desde: 1, hasta: 200 }) },
    });
    expect(caf.statusCode, caf.body).toBe(200);
  }

  it('refuses bad periods in Spanish, callers without FIN-COBRANZA, and runs before configuration', async () => {
    const period = { dperiododesde: '2026-03-01', dperiodohasta: '2026-03-31' };
    const inverted = await preview('2026-03-31', '2026-03-01');
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().errors).toContainEqual({
      field: 'dperiodohasta',
      message: invoicingMessages.periodInverted,
    });
    const tooLong = await invoice({ dperiododesde: '2026-01-01', dperiodohasta: '2026-06-30' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(invoicingMessages.periodTooLong);
    const impossible = await invoice({ dperiododesde: '2026-02-30', dperiodohasta: '2026-03-31' });
    expect(impossible.statusCode).toBe(400);
    expect(impossible.json().errors).toContainEqual({
      field: 'dperiododesde',
      message: invoicingMessages.dayInvalid,
    });
    expect((await invoice({ ...period, nidclientes: ['x'] })).statusCode).toBe(400);
    for (const token of [tokens.customer, tokens.noCobranza]) {
      expect((await preview('2026-03-01', '2026-03-31', token)).statusCode).toBe(403);
      expect((await invoice(period, token)).statusCode).toBe(403);
    }
    const unconfigured = await invoice(period);
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.json().message).toBe(dteMessages.issueNotConfigured);
    await configure();
    expect(await ctx.db.select().from(dteDocuments)).toHaveLength(0);
  });

  it('invoices a client’s period with one line per RA, once; a voided RA and other months stay out', async () => {
    const nidcliente = await makeInvoiceable(ctx.db, AUSTRAL_RUT);
    const ras = [
      await ctacteRa(ctx.db, AUSTRAL_RUT, '2026-04-03', 12_345),
      await ctacteRa(ctx.db, AUSTRAL_RUT, '2026-04-17', 20_000),
      await ctacteRa(ctx.db, AUSTRAL_RUT, '2026-04-30', 7_655),
    ];
    const voided = await ctacteRa(ctx.db, AUSTRAL_RUT, '2026-04-10', 50_000);
    await voidPartlyPaid(ctx.db, voided);
    await ctacteRa(ctx.db, AUSTRAL_RUT, '2026-05-01', 99_999);

    const seen = await preview('2026-04-01', '2026-04-30');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toEqual({
      dperiododesde: '2026-04-01',
      dperiodohasta: '2026-04-30',
      clientes: [
        {
          nidcliente,
          srutcliente: AUSTRAL_RUT,
          snombrecliente: expect.any(String),
          sfacturactacte: 'PERIODO',
          sdetallefactura: 'RA',
          nras: 3,
          ntotal: 40_000,
          sindfacturable: 'S',
          smotivo: null,
        },
      ],
      nras: 3,
      ntotal: 40_000,
    });

    const issued = await invoice({ dperiododesde: '2026-04-01', dperiodohasta: '2026-04-30' });
    expect(issued.statusCode, issued.body).toBe(200);
    const result = issued.json();
    expect(result).toMatchObject({ nfacturas: 1, ntotal: 40_000 });
    const [factura] = result.clientes[0].facturas;
    expect(factura).toMatchObject({
      ntipo: 33,
      nfolio: 1,
      nidra: null,
      srutreceptor: AUSTRAL_RUT,
      ntotal: 40_000,
      nneto: 33_613,
      niva: 6_387,
      nras: 3,
    });
    const covered = await ctx.db.select().from(dteDocumentRas).where(eq(dteDocumentRas.nid, factura.nid));
    expect(covered.map((r) => r.nidra).sort((a, b) => a - b)).toEqual(ras);
    const [row] = await ctx.db.select().from(dteDocuments).where(eq(dteDocuments.nid, factura.nid));
    expect(row).toMatchObject({ nidcliente, dperiododesde: '2026-04-01', dperiodohasta: '2026-04-30' });

    const xml = await xmlOf(factura.nid);
    expect(xml).toContain(`<NmbItem>RA N° ${ras[0]} · 03/04 · `);
    expect(xml.match(/<Detalle>/g)).toHaveLength(3);
    expect(xml).toContain('<GiroRecep>Comercio al por mayor</GiroRecep>');
    expect(xml).toContain('<MntBruto>1</MntBruto>');
    const [signature] = signaturesOf(xml);
    expect(checkXmlSignature(xml, signature ?? '', certificatePem)).toBe(true);
    expect(verifyTed(/<TED[\s\S]*<\/TED>/.exec(xml)?.[0] ?? '').valid).toBe(true);

    // A second run finds nothing to invoice.
    expect((await preview('2026-04-01', '2026-04-30')).json().clientes).toEqual([]);
    expect((await invoice({ dperiododesde: '2026-04-01', dperiodohasta: '2026-04-30' })).json()).toEqual({
      clientes: [],
      nfacturas: 0,
      ntotal: 0,
    });

    // The RA's documents name the factura; its client reads it, the PDF too.
    const docs = await ctx.call('GET', `/api/Dte/RA/${ras[1]}/Documentos`, { token: tokens.admin });
    expect(docs.json().documentos).toMatchObject([{ nid: factura.nid, nfolio: 1 }]);
    // The client's customer sees the RAs it sent.
    await ctx.db.update(receptions).set({ srutremitente: AUSTRAL_RUT }).where(eq(receptions.nidra, ras[1]!));
    const own = await ctx.call('GET', `/api/Dte/RA/${ras[1]}/Documentos`, { token: tokens.customer });
    expect(own.json().documentos).toMatchObject([{ nid: factura.nid }]);
    const pdf = await ctx.call('GET', `/api/Dte/Documento/${factura.nid}/Pdf`, { token: tokens.customer });
    expect(pdf.statusCode).toBe(200);
    const printed = pdfText(pdf.rawPayload);
    expect(printed).toContain('FACTURA ELECTR');
    expect(printed).toContain(`RA N° ${ras[2]}`);
    expect(printed).toContain('Timbre Electrónico SII');
    expect(printed).toContain('40.000');
    // Staff without FIN-COBRANZA: 403.
    expect(
      (await ctx.call('GET', `/api/Dte/Documento/${factura.nid}/Xml`, { token: tokens.noCobranza }))
        .statusCode,
    ).toBe(403);
  });

  it('writes one summary line past 60 RAs, the RAs printed in the annex', async () => {
    await makeInvoiceable(ctx.db, AUSTRAL_RUT);
    const ras: number[] = [];
    for (let i = 0; i < 61; i++)
      ras.push(
        await ctacteRa(ctx.db, AUSTRAL_RUT, `2026-06-${String((i % 30) + 1).padStart(2, '0')}`, 1_000),
      );
    const issued = await invoice({ dperiododesde: '2026-06-01', dperiodohasta: '2026-06-30' });
    expect(issued.statusCode, issued.body).toBe(200);
    const [factura] = issued.json().clientes[0].facturas;
    expect(factura).toMatchObject({ ntotal: 61_000, nras: 61 });
    const xml = await xmlOf(factura.nid);
    expect(xml.match(/<Detalle>/g)).toHaveLength(1);
    expect(xml).toContain(
      `<NmbItem>${invoicingMessages.summaryLine(61, '01/06/2026', '30/06/2026')}</NmbItem>`,
    );
    const pdf = await ctx.call('GET', `/api/Dte/Documento/${factura.nid}/Pdf`, { token: tokens.admin });
    const printed = pdfText(pdf.rawPayload);
    expect(printed).toContain('Detalle de RA del 01/06/2026 al 30/06/2026');
    for (const nidra of [ras[0], ras[60]]) expect(printed).toContain(String(nidra));
    expect(printed).toContain('61 RA');
  });

  it('issues one factura per RA when the client asks; skips a client without giro, with its reason', async () => {
    const austral = await makeInvoiceable(ctx.db, AUSTRAL_RUT, { sfacturactacte: 'RA' });
    const noGiro = await makeInvoiceable(ctx.db, CTACTE_RUT, { sgiro: null });
    const first = await ctacteRa(ctx.db, AUSTRAL_RUT, '2026-07-02', 11_900);
    const second = await ctacteRa(ctx.db, AUSTRAL_RUT, '2026-07-09', 23_800);
    const waiting = await ctacteRa(ctx.db, CTACTE_RUT, '2026-07-05', 5_000);
    // A paid counter RA of another client is no cuenta corriente RA.
    await ctacteRa(ctx.db, PLAIN_RUT, '2026-06-30', 1_000);

    const seen = (await preview('2026-07-01', '2026-07-31')).json();
    expect(seen.clientes).toHaveLength(2);
    expect(seen.clientes.find((c: { nidcliente: number }) => c.nidcliente === noGiro)).toMatchObject({
      nras: 1,
      sindfacturable: 'N',
      smotivo: invoicingMessages.noGiro,
    });

    const issued = await invoice({ dperiododesde: '2026-07-01', dperiodohasta: '2026-07-31' });
    expect(issued.statusCode, issued.body).toBe(200);
    const byClient = Object.fromEntries(
      issued.json().clientes.map((c: { nidcliente: number }) => [c.nidcliente, c]),
    );
    expect(byClient[noGiro]).toMatchObject({ facturas: [], smotivo: invoicingMessages.noGiro });
    const facturas = byClient[austral].facturas;
    expect(facturas.map((f: { nidra: number }) => f.nidra)).toEqual([first, second]);
    expect(facturas[1].nfolio).toBe(facturas[0].nfolio + 1);
    expect(facturas.map((f: { ntotal: number }) => f.ntotal)).toEqual([11_900, 23_800]);
    const rows = await ctx.db
      .select()
      .from(dteDocumentRas)
      .where(inArray(dteDocumentRas.nidra, [first, second, waiting]));
    expect(rows).toHaveLength(2);
    // Only the clients named.
    await makeInvoiceable(ctx.db, CTACTE_RUT);
    const named = await invoice({
      dperiododesde: '2026-07-01',
      dperiodohasta: '2026-07-31',
      nidclientes: [austral],
    });
    expect(named.json()).toEqual({ clientes: [], nfacturas: 0, ntotal: 0 });
    const rest = (await invoice({ dperiododesde: '2026-07-01', dperiodohasta: '2026-07-31' })).json();
    expect(rest.clientes).toMatchObject([{ nidcliente: noGiro, facturas: [{ nidra: null, nras: 1 }] }]);
  });
});
