import { dteMessages, formatDate, isValidRut, normalizeRut } from '@carga/domain';
import forge from 'node-forge';
import { badRequest } from '../../../errors.ts';

// The digital certificate that signs the DTEs (issue 34): a PKCS#12 (.p12/.pfx) read with node-forge. A file
// that is no PKCS#12, a wrong password, no private key, or a certificate out of its validity is refused with
// the Spanish reason.

export interface CertificateInfo {
  ssujeto: string;
  /** The RUT the certificate names (the SII's certificates carry it as the subject's serialNumber or CN). */
  srut: string | null;
  semisor: string;
  dvigenciadesde: Date;
  dvigenciahasta: Date;
}

const SERIAL_NUMBER = '2.5.4.5';

function describeName(name: forge.pki.Certificate['subject']): string {
  return name.attributes
    .map((a) => `${a.shortName ?? a.name ?? a.type}=${String(a.value)}`)
    .join(', ')
    .slice(0, 500);
}

/** The first valid RUT in the subject's serialNumber, then in any other attribute ('RUT: 11.111.111-1'). */
function rutOf(cert: forge.pki.Certificate): string | null {
  const attributes = [...cert.subject.attributes].sort(
    (a, b) => Number(b.type === SERIAL_NUMBER) - Number(a.type === SERIAL_NUMBER),
  );
  for (const attribute of attributes) {
    const text = String(attribute.value ?? '').replace(/\./g, '');
    for (const match of text.matchAll(/(\d{1,9})-([\dkK])/g)) {
      const rut = normalizeRut(`${match[1]}-${match[2]}`);
      if (isValidRut(rut)) return rut;
    }
  }
  return null;
}

function openPkcs12(bytes: Buffer, password: string): forge.pkcs12.Pkcs12Pfx {
  let asn1: forge.asn1.Asn1;
  try {
    asn1 = forge.asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
  } catch {
    throw badRequest(dteMessages.certificateUnreadable, 'sarchivo');
  }
  try {
    return forge.pkcs12.pkcs12FromAsn1(asn1, false, password);
  } catch (error) {
    // forge says 'Invalid password?' when the MAC fails; a file that is no PFX at all names the PFX.
    const message = (error as Error).message ?? '';
    if (/PFX|PKCS#12 AuthSafe|Unsupported PKCS#12/i.test(message) && !/password/i.test(message))
      throw badRequest(dteMessages.certificateUnreadable, 'sarchivo');
    throw badRequest(dteMessages.certificateWrongPassword, 'sclave');
  }
}

const bagsOf = (p12: forge.pkcs12.Pkcs12Pfx, bagType: string | undefined) =>
  bagType ? (p12.getBags({ bagType })[bagType] ?? []) : [];

/** Reads and checks the certificate; answers what the screen shows. */
export function readCertificate(bytes: Buffer, password: string, now = new Date()): CertificateInfo {
  const p12 = openPkcs12(bytes, password);
  const keys = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag),
    ...bagsOf(p12, forge.pki.oids.keyBag),
  ].flatMap((bag) => (bag.key ? [bag.key as forge.pki.rsa.PrivateKey] : []));
  const certs = bagsOf(p12, forge.pki.oids.certBag).flatMap((bag) => (bag.cert ? [bag.cert] : []));
  if (certs.length === 0) throw badRequest(dteMessages.certificateUnreadable, 'sarchivo');
  const key = keys[0];
  if (!key) throw badRequest(dteMessages.certificateNoKey, 'sarchivo');
  // The certificate of that key (a .p12 may also carry the chain of its issuers).
  const cert =
    certs.find((c) => {
      const pub = c.publicKey as forge.pki.rsa.PublicKey;
      return pub.n?.equals(key.n) && pub.e?.equals(key.e);
    }) ?? null;
  if (!cert) throw badRequest(dteMessages.certificateNoKey, 'sarchivo');
  const { notBefore, notAfter } = cert.validity;
  if (notAfter.getTime() < now.getTime())
    throw badRequest(dteMessages.certificateExpired(formatDate(notAfter)), 'sarchivo');
  if (notBefore.getTime() > now.getTime())
    throw badRequest(dteMessages.certificateNotYetValid(formatDate(notBefore)), 'sarchivo');
  return {
    ssujeto: describeName(cert.subject),
    srut: rutOf(cert),
    semisor: describeName(cert.issuer),
    dvigenciadesde: notBefore,
    dvigenciahasta: notAfter,
  };
}

/** The key and certificate that sign the documents, as PEM, from the stored (already checked) .p12. */
export function certificatePems(
  bytes: Buffer,
  password: string,
): { privateKeyPem: string; certificatePem: string } {
  const p12 = openPkcs12(bytes, password);
  const key = [
    ...bagsOf(p12, forge.pki.oids.pkcs8ShroudedKeyBag),
    ...bagsOf(p12, forge.pki.oids.keyBag),
  ].flatMap((bag) => (bag.key ? [bag.key as forge.pki.rsa.PrivateKey] : []))[0];
  if (!key) throw badRequest(dteMessages.certificateNoKey);
  const cert = bagsOf(p12, forge.pki.oids.certBag)
    .flatMap((bag) => (bag.cert ? [bag.cert] : []))
    .find((c) => {
      const pub = c.publicKey as forge.pki.rsa.PublicKey;
      return pub.n?.equals(key.n) && pub.e?.equals(key.e);
    });
  if (!cert) throw badRequest(dteMessages.certificateNoKey);
  return { privateKeyPem: forge.pki.privateKeyToPem(key), certificatePem: forge.pki.certificateToPem(cert) };
}
