import type { X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { DteError } from './dte-error.ts';
import { certificateOf, memoByText, privateKeyOf, publicKeyOf } from './keys.ts';
import type { Firma } from './types.ts';

// The XMLDSig signature the SII asks of a Documento and of a SetDTE: a Reference to the element's ID,
// canonicalised with inclusive C14N 1.0, SHA-1 digest, RSA-SHA1, and a KeyInfo holding both the RSA public
// key (Modulus, Exponent) and the certificate. The Signature is the signed element's next sibling.

export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
export const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';

/** The certificate's body: base64 without the PEM armour or line breaks. */
function certificateBase64(pem: string): string {
  return pem.replace(/-----(BEGIN|END) CERTIFICATE-----/g, '').replace(/\s+/g, '');
}

const keyInfoOf = memoByText((certificatePem: string): string => {
  const jwk = publicKeyOf(certificatePem).export({ format: 'jwk' });
  const modulus = Buffer.from(jwk.n ?? '', 'base64url').toString('base64');
  const exponent = Buffer.from(jwk.e ?? '', 'base64url').toString('base64');
  return (
    `<KeyValue><RSAKeyValue><Modulus>${modulus}</Modulus><Exponent>${exponent}</Exponent></RSAKeyValue></KeyValue>` +
    `<X509Data><X509Certificate>${certificateBase64(certificatePem)}</X509Certificate></X509Data>`
  );
});

/** The KeyInfo's content of a signature with the certificate (the RSA key and the certificate itself). */
export const keyInfoContent = (firma: Firma) => keyInfoOf(firma.certificatePem);

/** The pairs already found to match (the text of both), so that each is checked once per process. */
const matchingPairs = new Set<string>();

/** A DteError unless the key and the certificate are a pair (a mismatch is only found by the SII otherwise). */
export function checkFirma(firma: Firma): void {
  const pair = `${firma.certificatePem}\n${firma.privateKeyPem}`;
  if (matchingPairs.has(pair)) return;
  let certificate: X509Certificate;
  try {
    certificate = certificateOf(firma.certificatePem);
  } catch {
    throw new DteError('El certificado de firma no se puede leer');
  }
  let matches: boolean;
  try {
    matches = certificate.checkPrivateKey(privateKeyOf(firma.privateKeyPem));
  } catch {
    throw new DteError('La clave privada del certificado de firma no se puede leer');
  }
  if (!matches) throw new DteError('La clave privada no corresponde al certificado de firma');
  if (matchingPairs.size >= 32) matchingPairs.clear();
  matchingPairs.add(pair);
}

/**
 * The `<Signature>` of the element with that ID in `xml`. The caller places it right after the element:
 * its own text is kept as written (xml-crypto would re-serialise it), the digest being over the canonical
 * form, which the placement does not change as long as the namespaces in scope stay the same.
 */
export function signElement(xml: string, elementName: string, id: string, firma: Firma): string {
  const signer = new SignedXml({
    privateKey: privateKeyOf(firma.privateKeyPem),
    publicCert: firma.certificatePem,
    signatureAlgorithm: RSA_SHA1,
    canonicalizationAlgorithm: C14N,
    getKeyInfoContent: () => keyInfoContent(firma),
  });
  signer.addReference({
    xpath: `//*[local-name(.)='${elementName}' and @ID='${id}']`,
    transforms: [C14N],
    digestAlgorithm: SHA1,
  });
  signer.computeSignature(xml, {
    location: { reference: `//*[local-name(.)='${elementName}' and @ID='${id}']`, action: 'after' },
  });
  return signer.getSignatureXml();
}
