import { creditNoteMessages, dteMessages, messages } from '@carga/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cafs, dteDocuments, receptions } from '../../db/schema.ts';
import { cashPayment, createBillingUsers, openCaja } from '../billing/billing.test-support.ts';
import { createStaffUser } from '../customer/customer.test-support.ts';
import { certificatePems } from './credentials/certificate.ts';
import { buildTestCertificate, TEST_CERTIFICATE_PASSWORD } from './credentials/test-credentials.ts';
import { boletaOf, configureDte } from './credit-note.test-support.ts';
import { checkXmlSignature, signaturesOf, verifyTed } from './document/dte.test-support.ts';

// Issue 34: a nota de crédito (61) annuls or corrects a boleta or factura, names it in its Referencia and is
// signed and stamped like any document; every refusal is Spanish, writes nothing and takes no folio.
const certificatePem = certificatePems(buildTestCertificate(), TEST_CERTIFICATE_PASSWORD).certificatePem;

describe.each(drivers)('notas de crédito on %s', (driver) => {
  const ctx = useTestApp(
    driver,
    {
      admin: 'admin',
      office: 'oficina.scl',
      customer: 'cliente',
      other: 'caja.otra',
      noCaja: 'sin.caja',
      cobranza: 'cobranza.nc',
    },
    async (db) => {
      await createBillingUsers(db);
      // Cobranza works at a place on no test RA's route: it credits every caja's documents anyway.
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
  const documentsOf = (nidra: number, token = tokens.office) =>
    ctx.call('GET', `/api/Dte/RA/${nidra}/Documentos`, { token });
  const boleta = () => boletaOf(ctx.db, ctx.call, tokens.office, caja);
  const nextFolio61 = async () =>
    (await ctx.db.select().from(cafs).where(eq(cafs.ntipodte, 61)))[0]!.nsiguiente;
  const notasCount = async () =>
    (await ctx.db.select().from(dteDocuments).where(eq(dteDocuments.ntipo, 61))).length;
  const xmlOf = async (nid: number) =>
    (await ctx.call('GET', `/api/Dte/Documento/${nid}/Xml`, { token: tokens.office })).rawPayload.toString(
      'latin1',
    );

  it('refuses bad input, other documents and other callers in Spanish; nothing is written', async () => {
    const { nidra, boleta: doc } = await boleta();
    const folio = await nextFolio61();
    const count = await notasCount();
    const valid = { nidreferencia: doc.nid, ncodref: 1, srazonref: 'Anulación de la RA' };
    const cases: Array<[object, string, string]> = [
      [{ ...valid, nidreferencia: undefined }, 'nidreferencia', creditNoteMessages.referenceRequired],
      [{ ...valid, ncodref: 2 }, 'ncodref', creditNoteMessages.codeInvalid],
      [{ ...valid, srazonref: '   ' }, 'srazonref', creditNoteMessages.reasonRequired],
      [{ ...valid, srazonref: 'x'.repeat(91) }, 'srazonref', creditNoteMessages.reasonTooLong],
      [{ ...valid, ncodref: 3 }, 'nmonto', creditNoteMessages.amountRequired],
      [{ ...valid, ncodref: 3, nmonto: 0 }, 'nmonto', creditNoteMessages.amountRequired],
      [{ ...valid, ncodref: 3, nmonto: 12.5 }, 'nmonto', messages.wholeNumbersOnly],
    ];
    for (const [body, field, message] of cases) {
      const answer = await credit(body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().errors).toContainEqual({ field, message });
    }
    // Text the SII cannot read (outside ISO-8859-1) is refused before the folio: no folio is voided for it.
    const unreadable = await credit({ ...valid, srazonref: 'Anulación 📦' });
    expect(unreadable.statusCode, unreadable.body).toBe(400);
    expect(unreadable.json().message).not.toMatch(/folio \d+ anulado/);
    const missing = await credit({ ...valid, nidreferencia: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(dteMessages.documentNotFound);

    // Who: customers and staff without a caja are refused by the route; a cashier of another office by the RA.
    for (const token of [tokens.customer, tokens.noCaja])
      expect((await credit(valid, token)).statusCode).toBe(403);
    const otherOffice = await credit(valid, tokens.other);
    expect(otherOffice.statusCode).toBe(403);
    expect(otherOffice.json().message).toBe(messages.raWrongOffice);
    expect((await documentsOf(nidra)).json()).toMatchObject({ nidsacreditables: [doc.nid], saviso: null });

    // A nota de crédito is not credited by another.
    const nota = await credit({ ...valid, ncodref: 3, nmonto: 100 });
    expect(nota.statusCode, nota.body).toBe(200);
    const ofNota = await credit({ ...valid, nidreferencia: nota.json().nid });
    expect(ofNota.statusCode).toBe(400);
    expect(ofNota.json().message).toBe(creditNoteMessages.referenceNotCreditable);
    // Only that one nota was written and took a folio.
    expect(await notasCount()).toBe(count + 1);
    expect(await nextFolio61()).toBe(folio + 1);
  });

  it('annuls a boleta: its lines and amount again, signed, its Referencia; the boleta is annulled once', async () => {
    const { nidra, boleta: doc } = await boleta();
    const folio = await nextFolio61();
    const answer = await credit({
      nidreferencia: doc.nid,
      ncodref: 1,
      srazonref: ` Anulación de la RA N° ${nidra} `,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const nota = answer.json();
    expect(nota).toMatchObject({
      ntipo: 61,
      stipo: 'Nota de crédito electrónica',
      nfolio: folio,
      nidra,
      ntotal: 12_345,
      nneto: 10_374,
      niva: 1_971,
      nidreferencia: doc.nid,
      ncodref: 1,
      srazonref: `Anulación de la RA N° ${nidra}`,
      sindanulado: 'N',
    });

    const xml = await xmlOf(nota.nid);
    expect(xml).toContain(`<TipoDTE>61</TipoDTE><Folio>${folio}</Folio>`);
    expect(xml).toMatch(
      new RegExp(
        `<Referencia><NroLinRef>1</NroLinRef><TpoDocRef>39</TpoDocRef><FolioRef>${doc.nfolio}</FolioRef>` +
          `<FchRef>\\d{4}-\\d{2}-\\d{2}</FchRef><CodRef>1</CodRef><RazonRef>Anulación de la RA N° ${nidra}</RazonRef></Referencia>`,
      ),
    );
    expect(xml).toContain(`Flete RA N° ${nidra} `);
    expect(xml).toContain('<MntBruto>1</MntBruto>');
    expect(xml).toContain('<MntTotal>12345</MntTotal>');
    const [signature] = signaturesOf(xml);
    expect(checkXmlSignature(xml, signature ?? '', certificatePem)).toBe(true);
    const ted = /<TED[\s\S]*<\/TED>/.exec(xml)?.[0] ?? '';
    expect(verifyTed(ted).valid).toBe(true);
    expect(ted).toContain('<TD>61</TD>');

    const listed = (await documentsOf(nidra)).json();
    expect(listed.documentos).toMatchObject([
      { nid: doc.nid, sindanulado: 'S' },
      { nid: nota.nid, ntipo: 61, nidreferencia: doc.nid },
    ]);
    expect(listed).toMatchObject({ nidsacreditables: [], saviso: null });

    const again = await credit({ nidreferencia: doc.nid, ncodref: 1, srazonref: 'Otra vez' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      creditNoteMessages.alreadyAnnulled(`Boleta electrónica N° ${doc.nfolio}`, folio),
    );
    const correction = await credit({ nidreferencia: doc.nid, ncodref: 3, srazonref: 'Otra vez', nmonto: 1 });
    expect(correction.statusCode).toBe(409);
    expect(await nextFolio61()).toBe(folio + 1);
  });

  it('corrects amounts up to the document total, and then refuses to credit more (400, no folio)', async () => {
    const { boleta: doc } = await boleta();
    const first = await credit({
      nidreferencia: doc.nid,
      ncodref: 3,
      srazonref: 'Descuento convenido',
      nmonto: '2.000',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ ntipo: 61, ntotal: 2_000, ncodref: 3 });
    const xml = await xmlOf(first.json().nid);
    expect(xml).toContain('<NmbItem>Corrección de monto: Descuento convenido</NmbItem>');
    expect(xml).toContain('<CodRef>3</CodRef>');
    const [signature] = signaturesOf(xml);
    expect(checkXmlSignature(xml, signature ?? '', certificatePem)).toBe(true);

    const folio = await nextFolio61();
    const tooMuch = await credit({ nidreferencia: doc.nid, ncodref: 3, srazonref: 'Más', nmonto: 10_346 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(creditNoteMessages.exceedsDocument('$12.345', '$2.000', '$10.345'));
    // Annulling credits the whole document: more than is left.
    const annul = await credit({ nidreferencia: doc.nid, ncodref: 1, srazonref: 'Anula' });
    expect(annul.statusCode).toBe(400);
    expect(annul.json().message).toMatch(/^La nota de crédito excede el monto del documento/);
    expect(await nextFolio61()).toBe(folio);

    const rest = await credit(
      { nidreferencia: doc.nid, ncodref: 3, srazonref: 'Saldo', nmonto: 10_345 },
      tokens.cobranza,
    );
    expect(rest.statusCode, rest.body).toBe(200);
    expect(await nextFolio61()).toBe(folio + 1);
  });

  it('warns of a reversed payment; annulled, the RA is paid and billed again with a new boleta', async () => {
    const { nidra, boleta: doc } = await boleta();
    const payment = (await ctx.call('GET', `/api/Billing/RA/${nidra}`, { token: tokens.office })).json();
    const live = payment.movimientos.find((m: { stipo: string }) => m.stipo === 'PAGO');
    const reversed = await ctx.call('POST', `/api/Billing/Pago/${live.nidpago}/Anular`, {
      token: tokens.office,
      body: { smotivo: 'Cobro duplicado' },
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect((await documentsOf(nidra)).json()).toMatchObject({
      ntipoemitible: null,
      nidsacreditables: [doc.nid],
      saviso: creditNoteMessages.paymentReversed(`Boleta electrónica N° ${doc.nfolio}`),
    });
    const nota = await credit({ nidreferencia: doc.nid, ncodref: 1, srazonref: 'Pago anulado' });
    expect(nota.statusCode, nota.body).toBe(200);
    expect((await documentsOf(nidra)).json()).toMatchObject({ nidsacreditables: [], saviso: null });

    const repaid = await ctx.call('POST', `/api/Billing/RA/${nidra}/Pago`, {
      token: tokens.office,
      body: cashPayment(caja, 12_345),
    });
    expect(repaid.statusCode, repaid.body).toBe(200);
    expect((await documentsOf(nidra)).json().ntipoemitible).toBe(39);
    const second = await ctx.call('POST', '/api/Dte/Documento', { token: tokens.office, body: { nidra } });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ ntipo: 39, sindanulado: 'N' });
    expect(second.json().nfolio).toBeGreaterThan(doc.nfolio);
  });

  it('warns of a voided RA to staff, not to its customer; annulled, its boleta is not issued again', async () => {
    const { nidra, boleta: doc } = await boleta();
    await ctx.db
      .update(receptions)
      .set({ scodestado: 'ANULA', srutremitente: '76086428-5' })
      .where(eq(receptions.nidra, nidra));
    const staff = (await documentsOf(nidra)).json();
    expect(staff.saviso).toBe(creditNoteMessages.raVoided(`Boleta electrónica N° ${doc.nfolio}`));
    expect(staff.nidsacreditables).toEqual([doc.nid]);
    // Annulled, the voided RA is not billed again.
    expect((await credit({ nidreferencia: doc.nid, ncodref: 1, srazonref: 'RA anulada' })).statusCode).toBe(
      200,
    );
    expect((await documentsOf(nidra)).json()).toMatchObject({ ntipoemitible: null, saviso: null });
    const reissue = await ctx.call('POST', '/api/Dte/Documento', { token: tokens.office, body: { nidra } });
    expect(reissue.statusCode).toBe(409);
    expect(reissue.json().message).toBe(creditNoteMessages.raVoidedNoIssue);
    const own = await documentsOf(nidra, tokens.customer);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ nidsacreditables: [], saviso: null });
  });

  it('the database itself refuses to edit or delete an issued document: only its status columns change', async () => {
    const { boleta: issued } = await boleta();
    const row = eq(dteDocuments.nid, issued.nid);
    await expect(ctx.db.update(dteDocuments).set({ ntotal: 1 }).where(row)).rejects.toThrow();
    await expect(ctx.db.update(dteDocuments).set({ sxml: '<DTE/>' }).where(row)).rejects.toThrow();
    await expect(ctx.db.delete(dteDocuments).where(row)).rejects.toThrow();
    await ctx.db.update(dteDocuments).set({ sestadosii: 'ACEPTADO' }).where(row);
    const [after] = await ctx.db.select().from(dteDocuments).where(row);
    expect(after).toMatchObject({ ntotal: issued.ntotal, sestadosii: 'ACEPTADO' });
  });
});
