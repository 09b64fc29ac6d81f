import { createPublicKey, createSign, createVerify, generateKeyPairSync } from 'node:crypto';
import { computeRutCheckDigit } from '@carga/domain';
import forge from 'node-forge';
import { SignedXml } from 'xml-crypto';
import { buildEnvioDte, RUT_SII } from './envio-dte.ts';
import type { Caf, DteFirmado, DteInput, Emisor, EnvioInput, Firma, Receptor, TipoDte } from './types.ts';

// Test-only keys and grants: a 1024-bit RSA key standing for the CAF's, a self-signed certificate standing
// for the company's, and CAF XML written here in the SII's layout. Nothing of this is a real credential.

export const rutOf = (body: number) => `${body}-${computeRutCheckDigit(String(body))}`;

export const EMISOR: Emisor = {
  rut: rutOf(76123456),
  razonSocial: 'Transportes Carga Ñuñoa SpA',
  giro: 'Transporte de carga por carretera',
  acteco: 492300,
  direccion: 'Av. Irarrázaval 1234',
  comuna: 'Ñuñoa',
  ciudad: 'Santiago',
};

export const RECEPTOR: Receptor = {
  rut: rutOf(77654321),
  razonSocial: 'Comercial Peñalolén & Cía. Ltda.',
  giro: 'Venta al por mayor',
  direccion: 'Los Álamos 55',
  comuna: 'Peñalolén',
};

export interface TestCredentials {
  cafPrivateKeyPem: string;
  /** The CAF key's public half, as a verifier rebuilds it from RSAPK. */
  cafPublicKeyPem: string;
  firma: Firma;
  /** CAF XML per type, folios 1–100, for EMISOR. */
  cafXml: (tipo: number, rut?: string) => string;
}

/** Generates the keys once (call it in beforeAll). */
export function makeCredentials(): TestCredentials {
  const caf = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const company = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const cafPrivateKeyPem = caf.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();
  const companyKeyPem = company.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString();

  const certificate = forge.pki.createCertificate();
  certificate.publicKey = forge.pki.publicKeyFromPem(
    company.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  );
  certificate.serialNumber = '01';
  certificate.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  certificate.validity.notAfter = new Date('2029-01-01T00:00:00Z');
  const subject = [
    { name: 'commonName', value: 'Representante de Prueba' },
    { name: 'countryName', value: 'CL' },
  ];
  certificate.setSubject(subject);
  certificate.setIssuer(subject);
  certificate.sign(forge.pki.privateKeyFromPem(companyKeyPem), forge.md.sha256.create());
  const certificatePem = forge.pki.certificateToPem(certificate);

  const jwk = caf.publicKey.export({ format: 'jwk' });
  const modulus = Buffer.from(jwk.n ?? '', 'base64url').toString('base64');
  const exponent = Buffer.from(jwk.e ?? '', 'base64url').toString('base64');

  return {
    cafPrivateKeyPem,
    cafPublicKeyPem: caf.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    firma: { privateKeyPem: companyKeyPem, certificatePem },
    // Indented over several lines, as the SII's files are: the timbre must flatten it.
    cafXml: (tipo, rut = EMISOR.rut) => {
      const da = `<DA>
      <RE>${rut}</RE>
      <RS>TRANSPORTES CARGA ÑUÑOA SPA</RS>
      <TD>${tipo}</TD>
      <RNG><D>1</D><H>100</H></RNG>
      <FA>2026-11-01</FA>
      <RSAPK><M>${modulus}</M><E>${exponent}</E></RSAPK>
      <IDK>100</IDK>
    </DA>`;
      // The SII signs DA with its own key; a key of the same size stands in for it here (the CAF's), so the
      // timbre is as long as a real one and fits the PDF417 the SII asks for.
      const frma = createSign('RSA-SHA1')
        .update(Buffer.from(da.replace(/>\s+</g, '><'), 'latin1'))
        .sign(cafPrivateKeyPem, 'base64');
      return `<?xml version="1.0"?>
<AUTORIZACION>
  <CAF version="1.0">
    ${da}
    <FRMA algoritmo="SHA1withRSA">${frma}</FRMA>
  </CAF>
  <RSASK>${cafPrivateKeyPem}</RSASK>
</AUTORIZACION>`;
    },
  };
}

export function cafFor(credentials: TestCredentials, tipo: number, rut = EMISOR.rut): Caf {
  return {
    xml: credentials.cafXml(tipo, rut),
    privateKeyPem: credentials.cafPrivateKeyPem,
    rutEmisor: rut,
    tipo,
    desde: 1,
    hasta: 100,
  };
}

/** A valid input of each type; overrides replace whole fields. */
export function inputFor(
  credentials: TestCredentials,
  tipo: TipoDte,
  overrides: Partial<DteInput> = {},
): DteInput {
  const base: DteInput = {
    tipo,
    folio: 7,
    fechaEmision: '2026-11-27',
    emisor: EMISOR,
    receptor: RECEPTOR,
    lineas: [
      { nombre: 'Flete Santiago – Puerto Montt, 4 bultos', cantidad: 1, precioUnitario: 148870 },
      { nombre: 'Manipulación interna', cantidad: 4, precioUnitario: 1500 },
    ],
    caf: cafFor(credentials, tipo),
    firma: credentials.firma,
    timestamp: new Date('2026-11-27T15:30:00Z'),
  };
  if (tipo === 61) {
    base.referencias = [
      { tipo: 33, folio: 5, fecha: '2026-11-20', codigo: 1, razon: 'Anula RA 123 anulado' },
    ];
  }
  return { ...base, ...overrides };
}

/** The signatures of a document, in document order. */
export function signaturesOf(xml: string): string[] {
  return (
    xml.match(/<Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">[\s\S]*?<\/Signature>/g) ?? []
  );
}

/** xml-crypto's verdict on one signature of the document, with the certificate as the key. */
export function checkXmlSignature(xml: string, signature: string, certificatePem: string): boolean {
  const verifier = new SignedXml({ publicCert: certificatePem });
  verifier.loadSignature(signature);
  return verifier.checkSignature(xml);
}

/**
 * Verifies a TED as a reader of the paper would: the DD flattened, as ISO-8859-1 bytes, against the public
 * key the CAF inside it carries (RSAPK), and returns that key so the test can compare it with the CAF's.
 */
export function verifyTed(ted: string): { valid: boolean; publicKeyPem: string } {
  const dd = /<DD>[\s\S]*<\/DD>/.exec(ted)?.[0] ?? '';
  const frmt = /<FRMT algoritmo="SHA1withRSA">([^<]*)<\/FRMT>/.exec(ted)?.[1] ?? '';
  const m = /<M>([^<]*)<\/M>/.exec(dd)?.[1] ?? '';
  const e = /<E>([^<]*)<\/E>/.exec(dd)?.[1] ?? '';
  const key = createPublicKey({
    key: {
      kty: 'RSA',
      n: Buffer.from(m, 'base64').toString('base64url'),
      e: Buffer.from(e, 'base64').toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = createVerify('RSA-SHA1')
    .update(Buffer.from(dd.replace(/>\s+</g, '><'), 'latin1'))
    .verify(key, frmt, 'base64');
  return { valid, publicKeyPem: key.export({ type: 'spki', format: 'pem' }).toString() };
}

/** The EnvioDTE of `documentos` signed with the test certificate, to the SII, under the test resolution. */
export function testEnvio(
  credentials: TestCredentials,
  documentos: DteFirmado[],
  overrides: Partial<EnvioInput> = {},
) {
  return buildEnvioDte({
    documentos,
    emisor: EMISOR,
    rutEnvia: rutOf(12345678),
    rutReceptor: RUT_SII,
    fechaResolucion: '2026-10-01',
    numeroResolucion: 0,
    firma: credentials.firma,
    ...overrides,
  });
}
