import { creditNoteMessages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { dteDocumentRas } from '../../db/schema.ts';
import {
  CTACTE_RUT,
  cashPayment,
  createBillingUsers,
  insertChargeableRa,
  openCaja,
} from '../billing/billing.test-support.ts';
import { createStaffUser } from '../customer/customer.test-support.ts';
import { certificatePems } from './credentials/certificate.ts';
import { buildTestCertificate, TEST_CERTIFICATE_PASSWORD } from './credentials/test-credentials.ts';
import { boletaOf, configureDte } from './credit-note.test-support.ts';
import { checkXmlSignature, signaturesOf } from './document/dte.test-support.ts';
import { asksForFacturas, editIssuedDocument } from './dte.test-support.ts';

// Issue 34: notas de crédito of facturas — a counter factura's (its receptor, giro and address, carried
// over) and a cuenta corriente factura's (of many RAs, Cobranza's only; annulled, its RAs are free again).
const certificatePem = certificatePems(buildTestCertificate(), TEST_CERTIFICATE_PASSWORD).certificatePem;

describe.each(drivers)('notas de crédito of facturas on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    { admin: 'admin', office: 'oficina.scl', cobranza: 'cobranza.nc' },
    async (db) => {
      await createBillingUsers(db);
      await createStaffUser(db, 'cobranza.nc', ['FIN-COBRANZA'], { oficinas: ['OFIVAL'] });
    },
  );
  const { tokens } = ctx;
  let caja = 0;
  beforeAll(async () => {
    caja = await openCaja(ctx.call, tokens.office, 'OFISCL', 0);
    await configureDte(ctx.call, tokens.admin);
  });

  const credit = (body: object, token = tokens.office) =>
    ctx.call('POST', '/api/Dte/NotaCredito', { token, body });
  const xmlOf = async (nid: number) =>
    (await ctx.call('GET', `/api/Dte/Documento/${nid}/Xml`, { token: tokens.office })).rawPayload.toString(
      'latin1',
    );
  const boleta = () => boletaOf(ctx.db, ctx.call, tokens.office, caja);

  it("annuls a factura: the nota names TpoDocRef 33 and carries the factura's receptor with its giro", async () => {
    await asksForFacturas(ctx.db, CTACTE_RUT);
    const nidra = await insertChargeableRa(ctx.db, { price: 50_000, payerRut: CTACTE_RUT });
    const paid = await ctx.call('POST', `/api/Billing/RA/${nidra}/Pago`, {
      token: tokens.office,
      body: cashPayment(caja, 50_000),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const factura = await ctx.call('POST', '/api/Dte/Documento', {
      token: tokens.office,
      body: { nidra, sgiroreceptor: 'Comercio al por mayor' },
    });
    expect(factura.json()).toMatchObject({ ntipo: 33 });
    const nota = await credit({
      nidreferencia: factura.json().nid,
      ncodref: 1,
      srazonref: 'Factura errónea',
    });
    expect(nota.statusCode, nota.body).toBe(200);
    expect(nota.json()).toMatchObject({ ntipo: 61, srutreceptor: CTACTE_RUT, ntotal: 50_000 });
    const xml = await xmlOf(nota.json().nid);
    expect(xml).toContain('<GiroRecep>Comercio al por mayor</GiroRecep>');
    expect(xml).toMatch(/<TpoDocRef>33<\/TpoDocRef><FolioRef>\d+<\/FolioRef>/);
    const [signature] = signaturesOf(xml);
    expect(checkXmlSignature(xml, signature ?? '', certificatePem)).toBe(true);
  });

  it('lets only Cobranza credit a cuenta corriente factura, and frees its RAs when annulled', async () => {
    const { nidra, boleta: doc } = await boleta();
    // A document of many RAs: no RA of its own, its RAs listed beside it (made from a boleta).
    await editIssuedDocument(ctx.db, doc.nid, { nidra: null });
    await ctx.db.insert(dteDocumentRas).values({ nid: doc.nid, nidra, nmonto: 12_345 });
    const body = { nidreferencia: doc.nid, ncodref: 1, srazonref: 'Factura mal emitida' };
    const cashier = await credit(body);
    expect(cashier.statusCode).toBe(403);
    expect(cashier.json().message).toBe(creditNoteMessages.cobranzaOnly);
    const cobranza = await credit(body, tokens.cobranza);
    expect(cobranza.statusCode, cobranza.body).toBe(200);
    expect(cobranza.json()).toMatchObject({ nidra: null, ntotal: 12_345 });
    const rows = await ctx.db.select().from(dteDocumentRas).where(eq(dteDocumentRas.nid, doc.nid));
    expect(rows).toEqual([expect.objectContaining({ nidra, sindvigente: 'N' })]);
  });
});
