import { createPrivateKey, createPublicKey, sign } from 'node:crypto';
import type { DteType } from '@carga/domain';
import forge from 'node-forge';
import { TEST_SII_IDK } from './sii-keys.ts';
import {
  TEST_CAF_PRIVATE_KEYS,
  TEST_CERTIFICATE_PRIVATE_KEY,
  TEST_SII_PRIVATE_KEY,
} from './test-keys.fixture.ts';

// TEST CREDENTIALS, WITH NO TAX VALIDITY (issue 34): a self-signed digital certificate as a .p12, and CAFs
// signed by Carga's test "SII" key, built from the committed test keys (test-keys.fixture.ts) so that no key
// is generated at start-up. Used by the tests and by the demo data; what they make is marked sindprueba='S'.

/** The demo's test company: a valid RUT that names no real company's documents here. */
export const TEST_EMISOR = {
  srutemisor: '76086428-5',
  srazonsocial: 'CARGA DEMO SPA',
  sgiro: 'TRANSPORTE DE CARGA POR CARRETERA',
  nactividadeconomica: 492300,
  sdireccion: 'AV. PRUEBA 123',
  scomuna: 'SANTIAGO',
  soficinasii: 'SANTIAGO CENTRO',
  nnumeroresolucion: 0,
  dfecharesolucion: '2026-01-01',
} as const;

/** The person the test certificate names (the SII's certificates name a person by RUT). */
export const TEST_CERTIFICATE_RUT = '11111111-1';
export const TEST_CERTIFICATE_PASSWORD = 'prueba1234';

const DAY = 86_400_000;

export interface TestCertificateOptions {
  password?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** false: a .p12 with the certificate only, no private key. */
  withKey?: boolean;
  rut?: string;
}

const cache = new Map<string, Buffer>();

/** A self-signed test certificate as .p12 bytes; valid from yesterday for two years unless told. */
export function buildTestCertificate(options: TestCertificateOptions = {}): Buffer {
  const now = Date.now();
  const notBefore = options.notBefore ?? new Date(Math.floor(now / DAY) * DAY - DAY);
  const notAfter = options.notAfter ?? new Date(notBefore.getTime() + 730 * DAY);
  const password = options.password ?? TEST_CERTIFICATE_PASSWORD;
  const withKey = options.withKey ?? true;
  const rut = options.rut ?? TEST_CERTIFICATE_RUT;
  const id = JSON.stringify([notBefore.getTime(), notAfter.getTime(), password, withKey, rut]);
  const cached = cache.get(id);
  if (cached) return cached;

  const key = forge.pki.privateKeyFromPem(TEST_CERTIFICATE_PRIVATE_KEY) as forge.pki.rsa.PrivateKey;
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '01';
  cert.validity.notBefore = notBefore;
  cert.validity.notAfter = notAfter;
  const name = [
    { name: 'commonName', value: 'USUARIO DE PRUEBA CARGA' },
    { type: '2.5.4.5', value: rut },
    { name: 'organizationName', value: 'CERTIFICADO DE PRUEBA SIN VALIDEZ' },
    { name: 'countryName', value: 'CL' },
  ];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(key, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(withKey ? key : null, [cert], password, { algorithm: '3des' });
  const bytes = Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary');
  cache.set(id, bytes);
  return bytes;
}

export interface TestCafOptions {
  tipo: DteType | number;
  desde: number;
  hasta: number;
  /** FA, yyyy-MM-dd: today (UTC) unless told. */
  fecha?: string;
  rut?: string;
  razonSocial?: string;
  /** Sign with another key than the test SII's (a forged CAF). */
  signerPem?: string;
  /** RSASK of another key than RSAPK's. */
  mismatchedKey?: boolean;
}

/** A CAF XML as the SII writes it (pretty-printed), signed by the test "SII" key. */
export function buildTestCaf(options: TestCafOptions): string {
  const tipo = options.tipo;
  const ownPem = TEST_CAF_PRIVATE_KEYS[tipo as DteType] ?? TEST_CAF_PRIVATE_KEYS[33];
  const jwk = createPublicKey(createPrivateKey(ownPem)).export({ format: 'jwk' });
  const b64 = (value: string | undefined) => Buffer.from(value ?? '', 'base64url').toString('base64');
  const fecha = options.fecha ?? new Date().toISOString().slice(0, 10);
  const da =
    `<DA><RE>${options.rut ?? TEST_EMISOR.srutemisor}</RE><RS>${options.razonSocial ?? TEST_EMISOR.srazonsocial}</RS>` +
    `<TD>${tipo}</TD><RNG><D>${options.desde}</D><H>${options.hasta}</H></RNG><FA>${fecha}</FA>` +
    `<RSAPK><M>${b64(jwk.n)}</M><E>${b64(jwk.e)}</E></RSAPK><IDK>${TEST_SII_IDK}</IDK></DA>`;
  const frma = sign(
    'sha1',
    Buffer.from(da, 'latin1'),
    createPrivateKey(options.signerPem ?? TEST_SII_PRIVATE_KEY),
  );
  const rsask = options.mismatchedKey ? TEST_CAF_PRIVATE_KEYS[tipo === 33 ? 34 : 33] : ownPem;
  const rsapubk = createPublicKey(createPrivateKey(ownPem)).export({ format: 'pem', type: 'spki' });
  return (
    '<?xml version="1.0"?>\n<AUTORIZACION>\n<CAF version="1.0">\n' +
    `${da}\n<FRMA algoritmo="SHA1withRSA">${frma.toString('base64')}</FRMA>\n</CAF>\n` +
    `<RSASK>${rsask.trim()}</RSASK>\n<RSAPUBK>${String(rsapubk).trim()}</RSAPUBK>\n</AUTORIZACION>\n`
  );
}
