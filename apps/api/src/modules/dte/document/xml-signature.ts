import { createHash, createSign, type X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { canonicalElement } from './c14n.ts';
import { DteError } from './dte-error.ts';
import { certificateOf, memoByText, privateKeyOf, publicKeyOf } from './keys.ts';
import type { Firma } from './types.ts';

// The XMLDSig signature the SII asks of a Documento and of a SetDTE: a Reference to the element's ID,
// canonicalised with inclusive C14N 1.0, SHA-1 digest, RSA-SHA1, and a KeyInfo holding both the RSA public
// key (Modulus, Exponent) and the certificate. The Signature is the signed element's next sibling.

export const C14N = 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315';
export const RSA_SHA1 = 'http://www.w3.org/2000/09/xmldsig#rsa-sha1';
export const SHA1 = 'http://www.w3.org/2000/09/xmldsig#sha1';
export const DSIG = 'http://www.w3.org/2000/09/xmldsig#';

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
 * its own text is kept as written, the digest being over the canonical form, which the placement does not
 * change as long as the namespaces in scope stay the same. The element Carga signs (a Documento, a SetDTE)
 * is the first child of the root: its canonical form is written from the text itself (c14n.ts); anything
 * else goes through xml-crypto's DOM, which gives the same signature, only slower (xml-signature.test.ts).
 */
export function signElement(xml: string, elementName: string, id: string, firma: Firma): string {
  return signFirstChild(xml, elementName, id, firma) ?? signWithDom(xml, elementName, id, firma);
}

const ROOT_START = /^(?:<\?xml[^>]*\?>\s*)?<[A-Za-z_][\w.-]*((?:\s+[A-Za-z_][\w.:-]*\s*=\s*"[^"<]*")*)\s*>/;
const DECLARATION = /\s(xmlns(?::[A-Za-z_][\w.-]*)?)\s*=\s*"([^"<]*)"/g;

/** The signature written without a DOM, or null when the element is not the root's first child. */
function signFirstChild(xml: string, elementName: string, id: string, firma: Firma): string | null {
  const root = ROOT_START.exec(xml);
  if (!root || !xml.startsWith(`<${elementName} ID="${id}"`, root[0].length)) return null;
  const rootScope = new Map<string, string>();
  for (const [, name = '', uri = ''] of (root[1] ?? '').matchAll(DECLARATION))
    rootScope.set(name === 'xmlns' ? '' : name.slice(6), uri);
  const canonical = canonicalElement(xml.slice(root[0].length), rootScope);
  if (canonical === null) return null;
  const digest = createHash('sha1').update(canonical, 'utf8').digest('base64');
  const signedInfo =
    `<SignedInfo><CanonicalizationMethod Algorithm="${C14N}"/><SignatureMethod Algorithm="${RSA_SHA1}"/>` +
    `<Reference URI="#${id}"><Transforms><Transform Algorithm="${C14N}"/></Transforms>` +
    `<DigestMethod Algorithm="${SHA1}"/><DigestValue>${digest}</DigestValue></Reference></SignedInfo>`;
  // SignedInfo is canonicalised where it stands: in the Signature (the xmldsig default namespace), under
  // the root (its other namespaces, xsi).
  const signatureScope = new Map(rootScope).set('', DSIG);
  const canonicalSignedInfo = canonicalElement(signedInfo, signatureScope);
  if (canonicalSignedInfo === null) return null;
  const value = createSign('RSA-SHA1')
    .update(canonicalSignedInfo, 'utf8')
    .sign(privateKeyOf(firma.privateKeyPem), 'base64');
  return (
    `<Signature xmlns="${DSIG}">${signedInfo}<SignatureValue>${value}</SignatureValue>` +
    `<KeyInfo>${keyInfoContent(firma)}</KeyInfo></Signature>`
  );
}

/** The same signature through xml-crypto (a DOM and XPath): for an element anywhere in the document. */
export function signWithDom(xml: string, elementName: string, id: string, firma: Firma): string {
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
