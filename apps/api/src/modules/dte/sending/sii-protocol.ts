import { DOMParser, type Document } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import type { Firma } from '../document/types.ts';
import { C14N, keyInfoContent, RSA_SHA1, SHA1 } from '../document/xml-signature.ts';

// The SII's upload protocol as documented for the DTE web services (issue 34), shared by the client
// (sii-client.ts) and the local server the tests run (sii-fake-server.test-support.ts):
//
//   1. CrSeed.jws, SOAP getSeed → RESPUESTA with SEMILLA (ESTADO 00).
//   2. GetTokenFromSeed.jws, SOAP getToken(pszXml) with <getToken><item><Semilla>…</Semilla></item> signed
//      (XMLDSig enveloped: Reference URI "", enveloped-signature + C14N, SHA-1, RSA-SHA1, KeyInfo with the
//      RSA key and the certificate) → RESPUESTA with TOKEN (ESTADO 00; other states with their GLOSA).
//   3. POST /cgi_dte/UPL/DTEUpload, multipart rutSender, dvSender, rutCompany, dvCompany, archivo, with
//      Cookie TOKEN=… → RECEPCIONDTE with STATUS 0 and TRACKID, or another STATUS.
//   4. QueryEstUp.jws, SOAP getEstUp(RutCompania, DvCompania, TrackId, Token) → RESPUESTA with ESTADO
//      (and, once processed, the counts INFORMADOS, ACEPTADOS, RECHAZADOS, REPAROS).

export const SII_PATHS = {
  seed: '/DTEWS/CrSeed.jws',
  token: '/DTEWS/GetTokenFromSeed.jws',
  upload: '/cgi_dte/UPL/DTEUpload',
  status: '/DTEWS/QueryEstUp.jws',
} as const;

/** The User-Agent the SII's upload documentation asks for. */
export const SII_USER_AGENT = 'Mozilla/4.0 (compatible; PROG 1.0; Windows NT 5.0; YComp 5.0.2.4)';

/** What each STATUS of RECEPCIONDTE means (the SII's upload manual). */
export const UPLOAD_STATUS: Record<string, string> = {
  '0': 'Envío recibido',
  '1': 'El usuario que envía no tiene permiso para enviar',
  '2': 'Error en el tamaño del archivo (muy grande o muy chico)',
  '3': 'Archivo cortado (el tamaño no es el informado)',
  '5': 'No está autenticado',
  '6': 'La empresa no está autorizada a enviar archivos',
  '7': 'Esquema inválido',
  '8': 'Error en la firma del documento',
  '9': 'Sistema bloqueado',
};

/** getEstUp's ESTADO: how each one ends (or not) a batch. */
export const PROCESSED = 'EPR';
export const ACCEPTED_WITH_REPAROS = ['RPR', 'RLV'];
export const REJECTED: Record<string, string> = {
  RSC: 'Rechazado por error en el esquema',
  RCT: 'Rechazado por error en la carátula',
  RFR: 'Rechazado por error en la firma',
  RPT: 'Rechazado por el SII',
  RCH: 'Rechazado por el SII',
  RCO: 'Rechazado por consistencia',
  VOF: 'El archivo no es válido',
  RDH: 'Rechazado: el archivo no corresponde a la empresa',
};
/** Still being processed: asked again later. */
export const IN_PROCESS = ['REC', 'SOK', 'FOK', 'PDR', 'CRT', 'PRD'];

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

export function soapRequest(method: string, params: Record<string, string> = {}): string {
  const body = Object.entries(params)
    .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_NS}"><soapenv:Body><${method}>${body}</${method}></soapenv:Body></soapenv:Envelope>`;
}

/** The SOAP answer the SII's Axis services give: the RESPUESTA document as escaped text in `<{method}Return>`. */
export function soapResponse(method: string, inner: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="${SOAP_NS}"><soapenv:Body><ns1:${method}Response xmlns:ns1="http://DefaultNamespace"><ns1:${method}Return>${escapeXml(inner)}</ns1:${method}Return></ns1:${method}Response></soapenv:Body></soapenv:Envelope>`;
}

export function respuesta(header: Record<string, string>, body: Record<string, string> = {}): string {
  const fields = (values: Record<string, string>) =>
    Object.entries(values)
      .map(([name, value]) => `<${name}>${escapeXml(value)}</${name}>`)
      .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><SII:RESPUESTA xmlns:SII="http://www.sii.cl/XMLSchema"><SII:RESP_BODY>${fields(body)}</SII:RESP_BODY><SII:RESP_HDR>${fields(header)}</SII:RESP_HDR></SII:RESPUESTA>`;
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The document, or null when the text is not well-formed XML. */
export function parseXml(text: string): Document | null {
  let failed = false;
  try {
    const doc = new DOMParser({
      onError: (level: string) => {
        if (level !== 'warning') failed = true;
      },
    }).parseFromString(text, 'text/xml');
    return failed || !doc.documentElement ? null : doc;
  } catch {
    return null;
  }
}

/** The text of the first element of that local name (any namespace), or undefined. */
export function field(doc: Document, name: string): string | undefined {
  const node = doc.getElementsByTagNameNS('*', name)[0] ?? doc.getElementsByTagName(name)[0];
  return node?.textContent?.trim() ?? undefined;
}

/** The parameter of a SOAP call (`method`'s child `name`), or the RESPUESTA inside a SOAP answer. */
export function soapText(text: string, name: string): string | undefined {
  const doc = parseXml(text);
  return doc ? field(doc, name) : undefined;
}

/** The getToken request: the seed, signed as the SII asks (enveloped, over the whole document). */
export function signedTokenRequest(seed: string, firma: Firma): string {
  const xml = `<getToken><item><Semilla>${escapeXml(seed)}</Semilla></item></getToken>`;
  const signer = new SignedXml({
    privateKey: firma.privateKeyPem,
    publicCert: firma.certificatePem,
    signatureAlgorithm: RSA_SHA1,
    canonicalizationAlgorithm: C14N,
    getKeyInfoContent: () => keyInfoContent(firma),
  });
  signer.addReference({
    xpath: '/*',
    uri: '',
    isEmptyUri: true,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature', C14N],
    digestAlgorithm: SHA1,
  });
  signer.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
  return `<?xml version="1.0" encoding="UTF-8"?>${signer.getSignedXml()}`;
}

/** '76086428-5' → ['76086428', '5']. */
export function splitRut(rut: string): [string, string] {
  const clean = rut.replace(/[.\s]/g, '').toUpperCase();
  const dash = clean.lastIndexOf('-');
  return dash < 0 ? [clean.slice(0, -1), clean.slice(-1)] : [clean.slice(0, dash), clean.slice(dash + 1)];
}
