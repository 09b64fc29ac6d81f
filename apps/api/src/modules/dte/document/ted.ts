import { createSign } from 'node:crypto';
import { privateKeyOf } from './keys.ts';
import { element, flattenXml, siiTimestamp, toLatin1 } from './xml-text.ts';

// The timbre electrónico (TED): the document's key data (DD) with the CAF that granted its folio, signed
// with the CAF's private key. The SII and any reader verify it from the paper alone (the PDF417), so the
// DD is signed flattened — no whitespace between elements — as ISO-8859-1 bytes, RSA with SHA-1.

export interface TedData {
  rutEmisor: string;
  tipo: number;
  folio: number;
  fechaEmision: string;
  rutReceptor: string;
  razonSocialReceptor: string;
  montoTotal: number;
  primerItem: string;
  /** The `<CAF>` element as granted. */
  caf: string;
  timestamp: Date;
}

/** The DD as written in the document (the CAF verbatim inside it). */
export function buildDd(data: TedData): string {
  return (
    '<DD>' +
    element('RE', data.rutEmisor) +
    element('TD', data.tipo) +
    element('F', data.folio) +
    element('FE', data.fechaEmision) +
    element('RR', data.rutReceptor) +
    element('RSR', data.razonSocialReceptor, 40) +
    element('MNT', data.montoTotal) +
    element('IT1', data.primerItem, 40) +
    data.caf.trim() +
    element('TSTED', siiTimestamp(data.timestamp)) +
    '</DD>'
  );
}

/** RSA-SHA1, base64, of the flattened DD in ISO-8859-1. */
export function signDd(dd: string, cafPrivateKeyPem: string): string {
  return createSign('RSA-SHA1')
    .update(toLatin1(flattenXml(dd)))
    .sign(privateKeyOf(cafPrivateKeyPem), 'base64');
}

/** The whole TED, flattened: it is what the PDF417 holds, and what the Documento carries. */
export function buildTed(data: TedData, cafPrivateKeyPem: string): string {
  const dd = flattenXml(buildDd(data));
  const frmt = signDd(dd, cafPrivateKeyPem);
  return `<TED version="1.0">${dd}<FRMT algoritmo="SHA1withRSA">${frmt}</FRMT></TED>`;
}
