import { dteMessages, messages } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { cafs, certificates } from '../../db/schema.ts';
import {
  buildTestCaf,
  buildTestCertificate,
  TEST_CERTIFICATE_PASSWORD,
  TEST_CERTIFICATE_RUT,
  TEST_EMISOR,
} from './credentials/test-credentials.ts';
import { TEST_CAF_PRIVATE_KEYS } from './credentials/test-keys.fixture.ts';

// Issue 34, Configuraciones / Empresa: the emisor, the digital certificate and the CAFs, for the holders of
// CNF-EMPRESA only; every file checked before anything is stored, the secrets never answered.
const DAY = 86_400_000;
const base64 = (bytes: Buffer) => bytes.toString('base64');
const monthsAgo = (months: number) => {
  const day = new Date();
  day.setUTCMonth(day.getUTCMonth() - months);
  return day.toISOString().slice(0, 10);
};

describe.each(drivers)('DTE configuration on %s', (driver) => {
  const ctx = useTestApp(driver, { admin: 'admin', office: 'oficina.scl', customer: 'cliente' });
  const { tokens } = ctx;
  const call = (...args: Parameters<typeof ctx.call>) => ctx.call(...args);
  const uploadCertificate = (sarchivo: string, sclave: string, token = tokens.admin) =>
    call('POST', '/api/Dte/Certificado', { token, body: { sarchivo, sclave } });
  const uploadCaf = (sxml: string, token = tokens.admin) =>
    call('POST', '/api/Dte/Caf', { token, body: { sxml } });

  it('refuses callers without CNF-EMPRESA (403) and callers without a session (401)', async () => {
    for (const token of [tokens.office, tokens.customer]) {
      for (const path of ['/api/Dte/Emisor', '/api/Dte/Certificado', '/api/Dte/Caf'])
        expect((await call('GET', path, { token })).statusCode).toBe(403);
      expect((await call('PUT', '/api/Dte/Emisor', { token, body: TEST_EMISOR })).statusCode).toBe(403);
      const certificate = await uploadCertificate(
        base64(buildTestCertificate()),
        TEST_CERTIFICATE_PASSWORD,
        token,
      );
      expect(certificate.statusCode).toBe(403);
      expect((await uploadCaf(buildTestCaf({ tipo: 33, desde: 1, hasta: 10 }), token)).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/Dte/Emisor')).statusCode).toBe(401);
    expect((await ctx.db.select().from(certificates)).length).toBe(0);
  });

  it('keeps the emisor: null at first, the RUT checked, then saved as given', async () => {
    expect((await call('GET', '/api/Dte/Emisor', { token: tokens.admin })).json()).toBeNull();
    const badRut = await call('PUT', '/api/Dte/Emisor', {
      token: tokens.admin,
      body: { ...TEST_EMISOR, srutemisor: '76086428-4' },
    });
    expect(badRut.statusCode).toBe(400);
    expect(badRut.json().errors).toContainEqual({ field: 'srutemisor', message: messages.rutCheckDigit });
    const empty = await call('PUT', '/api/Dte/Emisor', {
      token: tokens.admin,
      body: { ...TEST_EMISOR, srazonsocial: ' ', nactividadeconomica: 'abc', dfecharesolucion: '01/02/2026' },
    });
    expect(empty.statusCode).toBe(400);
    const fields = (empty.json().errors as Array<{ field: string }>).map((e) => e.field);
    expect(fields).toEqual(
      expect.arrayContaining(['srazonsocial', 'nactividadeconomica', 'dfecharesolucion']),
    );

    const saved = await call('PUT', '/api/Dte/Emisor', {
      token: tokens.admin,
      body: { ...TEST_EMISOR, srutemisor: '76.086.428-5'.replace(/\./g, ''), nactividadeconomica: '492300' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...TEST_EMISOR, sindprueba: 'N' });
    expect((await call('GET', '/api/Dte/Emisor', { token: tokens.admin })).json()).toEqual(saved.json());
  });

  it('refuses a certificate that is no .p12, has another password, no key, or is out of its validity', async () => {
    const wrong = await uploadCertificate(base64(buildTestCertificate()), 'otra-clave');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(dteMessages.certificateWrongPassword);
    const garbage = await uploadCertificate(base64(Buffer.from('esto no es un certificado')), 'x');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe(dteMessages.certificateUnreadable);
    const noKey = await uploadCertificate(
      base64(buildTestCertificate({ withKey: false })),
      TEST_CERTIFICATE_PASSWORD,
    );
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe(dteMessages.certificateNoKey);
    const now = Date.now();
    const expired = await uploadCertificate(
      base64(buildTestCertificate({ notBefore: new Date(now - 400 * DAY), notAfter: new Date(now - DAY) })),
      TEST_CERTIFICATE_PASSWORD,
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/^El certificado digital venció el \d{2}\/\d{2}\/\d{4}$/);
    const early = await uploadCertificate(
      base64(
        buildTestCertificate({ notBefore: new Date(now + 2 * DAY), notAfter: new Date(now + 400 * DAY) }),
      ),
      TEST_CERTIFICATE_PASSWORD,
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^El certificado digital es válido recién desde el /);
    const missing = await call('POST', '/api/Dte/Certificado', {
      token: tokens.admin,
      body: { sarchivo: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect((await call('GET', '/api/Dte/Certificado', { token: tokens.admin })).json()).toBeNull();
  });

  it('stores a good certificate encrypted and answers only its subject, RUT and validity', async () => {
    const bytes = buildTestCertificate();
    const response = await uploadCertificate(
      `data:application/x-pkcs12;base64,${base64(bytes)}`,
      TEST_CERTIFICATE_PASSWORD,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(
      [
        'dfeccarga',
        'dvigenciadesde',
        'dvigenciahasta',
        'saviso',
        'semisor',
        'sindprueba',
        'srut',
        'ssujeto',
      ].sort(),
    );
    expect(body).toMatchObject({ srut: TEST_CERTIFICATE_RUT, saviso: null, sindprueba: 'N' });
    expect(body.ssujeto).toContain('USUARIO DE PRUEBA CARGA');
    expect(response.body).not.toContain(TEST_CERTIFICATE_PASSWORD);
    const [row] = await ctx.db.select().from(certificates);
    expect(row?.sarchivocifrado).toMatch(/^v1\./);
    expect(row?.sarchivocifrado).not.toContain(base64(bytes).slice(0, 40));
    expect(row?.sclavecifrada).not.toContain(TEST_CERTIFICATE_PASSWORD);
    expect((await call('GET', '/api/Dte/Certificado', { token: tokens.admin })).json()).toEqual(body);
  });

  it("warns 'El certificado digital vence el …' within 30 days of its end", async () => {
    const now = Date.now();
    const soon = buildTestCertificate({
      notBefore: new Date(now - 300 * DAY),
      notAfter: new Date(now + 10 * DAY),
    });
    const response = await uploadCertificate(base64(soon), TEST_CERTIFICATE_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().saviso).toMatch(/^El certificado digital vence el \d{2}\/\d{2}\/\d{4}$/);
  });

  it("loads a CAF of the emisor's RUT and answers its range with the folios left", async () => {
    const response = await uploadCaf(buildTestCaf({ tipo: 33, desde: 1, hasta: 100 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      ntipodte: 33,
      nfoliodesde: 1,
      nfoliohasta: 100,
      nsiguiente: 1,
      nfoliosdisponibles: 100,
      sindprueba: 'S',
    });
    const [row] = await ctx.db.select().from(cafs);
    expect(row?.scafxml).toMatch(/^<CAF version="1.0">[\s\S]*<\/CAF>$/);
    expect(row?.sclaveprivadacifrada).not.toContain('PRIVATE KEY');
    const list = (await call('GET', '/api/Dte/Caf', { token: tokens.admin })).json();
    expect(list.tipos.map((t: { ntipodte: number }) => t.ntipodte)).toEqual([33, 34, 39, 61]);
    expect(list.tipos[0]).toMatchObject({ nfolioscargados: 100, nfoliosdisponibles: 100, saviso: null });
    expect(JSON.stringify(list)).not.toContain('RSASK');
  });

  it('refuses a CAF of another RUT, type, signature or key, an overlapping one, and an old factura CAF', async () => {
    const expectRefusal = async (xml: string, status: number, message: string) => {
      const response = await uploadCaf(xml);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    };
    await expectRefusal(
      buildTestCaf({ tipo: 33, desde: 101, hasta: 200, rut: '11111111-1' }),
      400,
      dteMessages.cafOtherRut('11111111-1'),
    );
    await expectRefusal(
      buildTestCaf({ tipo: 52, desde: 1, hasta: 10 }),
      400,
      dteMessages.cafTypeInvalid('52'),
    );
    await expectRefusal(
      buildTestCaf({ tipo: 33, desde: 101, hasta: 200, signerPem: TEST_CAF_PRIVATE_KEYS[39] }),
      400,
      dteMessages.cafSignatureInvalid,
    );
    const tampered = buildTestCaf({ tipo: 33, desde: 101, hasta: 200 }).replace('<H>200</H>', '<H>900</H>');
    await expectRefusal(tampered, 400, dteMessages.cafSignatureInvalid);
    await expectRefusal(
      buildTestCaf({ tipo: 33, desde: 101, hasta: 200, mismatchedKey: true }),
      400,
      dteMessages.cafKeyMismatch,
    );
    await expectRefusal(
      buildTestCaf({ tipo: 33, desde: 101, hasta: 200, fecha: monthsAgo(7) }),
      400,
      dteMessages.cafExpired,
    );
    await expectRefusal(
      buildTestCaf({ tipo: 33, desde: 50, hasta: 150 }),
      409,
      dteMessages.cafOverlap(33, 50, 150),
    );
    await expectRefusal('<AUTORIZACION><CAF>', 400, dteMessages.cafUnreadable);
    await expectRefusal('no es xml', 400, dteMessages.cafUnreadable);
    // A boleta's CAF does not expire.
    const oldBoleta = await uploadCaf(buildTestCaf({ tipo: 39, desde: 1, hasta: 50, fecha: monthsAgo(12) }));
    expect(oldBoleta.statusCode).toBe(200);
    expect((await ctx.db.select().from(cafs)).length).toBe(2);
  });

  it('keeps the RUT while real CAFs of it are loaded; test CAFs do not hold it', async () => {
    // The CAFs above are test CAFs (the test SII key): the RUT may change.
    const other = await call('PUT', '/api/Dte/Emisor', {
      token: tokens.admin,
      body: { ...TEST_EMISOR, srutemisor: '11111111-1' },
    });
    expect(other.statusCode).toBe(200);
    const back = await call('PUT', '/api/Dte/Emisor', { token: tokens.admin, body: TEST_EMISOR });
    expect(back.statusCode).toBe(200);
  });
});
