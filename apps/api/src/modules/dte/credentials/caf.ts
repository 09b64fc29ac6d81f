import { createPrivateKey, createPublicKey, verify } from 'node:crypto';
import { CAF_EXPIRING_TYPES, CAF_VALID_MONTHS, type DteType, dteMessages, isDteType } from '@carga/domain';
import { DOMParser } from '@xmldom/xmldom';
import { badRequest } from '../../../errors.ts';
import type { TrustedCafKey } from './sii-keys.ts';

// A CAF (Código de Autorización de Folios) as the SII grants it (issue 34): <AUTORIZACION><CAF><DA>…</DA>
// <FRMA/></CAF><RSASK/><RSAPUBK/></AUTORIZACION>. Read with @xmldom/xmldom; the FRMA is checked over the
// <DA> element's own text, as it is written in the file.

export interface CafInfo {
  srutemisor: string;
  srazonsocial: string;
  ntipodte: DteType;
  nfoliodesde: number;
  nfoliohasta: number;
  /** FA, the day the SII authorised it (yyyy-MM-dd). */
  dfechaautorizacion: string;
  nidk: number;
  /** The <CAF>…</CAF> element verbatim: each document's TED carries it. */
  scafxml: string;
  /** RSASK, the range's private key (PEM). */
  sclaveprivada: string;
  /** Verified by the test "SII" key: a test CAF. */
  test: boolean;
}

const MAX_FOLIO = 2_147_483_647;
const unreadable = () => badRequest(dteMessages.cafUnreadable, 'sxml');

function parse(xml: string) {
  const problems: string[] = [];
  try {
    const doc = new DOMParser({
      onError: (level: string, message: string) => {
        if (level !== 'warning') problems.push(message);
      },
    }).parseFromString(xml, 'text/xml');
    if (problems.length > 0 || doc.documentElement?.nodeName !== 'AUTORIZACION') throw unreadable();
    return doc;
  } catch {
    throw unreadable();
  }
}

/** The element `open…close` exactly as written (the first one). */
function rawElement(xml: string, name: string): string | null {
  const start = xml.search(new RegExp(`<${name}[\\s>]`));
  const end = xml.indexOf(`</${name}>`, start);
  return start < 0 || end < 0 ? null : xml.slice(start, end + name.length + 3);
}

/** A base64 integer (RSAPK's M and E) as unsigned big-endian bytes without leading zeros. */
function unsignedBytes(base64: string): Buffer {
  const bytes = Buffer.from(base64.replace(/\s/g, ''), 'base64');
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  return bytes.subarray(i);
}

/** Reads a CAF and checks what needs no database: type, range, the SII's signature, RSASK against RSAPK. */
export function readCaf(xml: string, keys: TrustedCafKey[], today: string): CafInfo {
  const doc = parse(xml);
  const textOf = (name: string) => {
    const node = doc.getElementsByTagName(name)[0];
    return node?.textContent?.trim() ?? null;
  };
  const [re, rs, td, d, h, fa, m, e, idk, frma, rsask] = [
    'RE',
    'RS',
    'TD',
    'D',
    'H',
    'FA',
    'M',
    'E',
    'IDK',
    'FRMA',
    'RSASK',
  ].map(textOf);
  const da = rawElement(xml, 'DA');
  const caf = rawElement(xml, 'CAF');
  if (!re || !td || !d || !h || !fa || !m || !e || !idk || !frma || !rsask || !da || !caf) throw unreadable();

  const tipo = Number(td);
  if (!/^\d{1,3}$/.test(td) || !isDteType(tipo)) throw badRequest(dteMessages.cafTypeInvalid(td), 'sxml');
  const desde = Number(d);
  const hasta = Number(h);
  if (!/^\d{1,10}$/.test(d) || !/^\d{1,10}$/.test(h) || desde < 1 || hasta < desde || hasta > MAX_FOLIO)
    throw badRequest(dteMessages.cafRangeInvalid, 'sxml');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(fa) || Number.isNaN(Date.parse(`${fa}T00:00:00Z`))) throw unreadable();

  // The SII signs <DA> as written; its files are pretty-printed, so the text without the blanks between
  // tags is tried too (as other SII clients do). Both as ISO-8859-1 bytes, the CAF's own encoding.
  const flattened = da.replace(/>\s+</g, '><');
  const signature = Buffer.from(frma.replace(/\s/g, ''), 'base64');
  const signer = keys
    .filter((k) => k.idk === Number(idk))
    .find((k) =>
      [da, flattened].some((text) => {
        try {
          return verify('sha1', Buffer.from(text, 'latin1'), k.key, signature);
        } catch {
          return false;
        }
      }),
    );
  if (!signer) throw badRequest(dteMessages.cafSignatureInvalid, 'sxml');

  let matches = false;
  try {
    const jwk = createPublicKey(createPrivateKey(rsask)).export({ format: 'jwk' });
    matches =
      Buffer.from(jwk.n ?? '', 'base64url').equals(unsignedBytes(m)) &&
      Buffer.from(jwk.e ?? '', 'base64url').equals(unsignedBytes(e));
  } catch {
    matches = false;
  }
  if (!matches) throw badRequest(dteMessages.cafKeyMismatch, 'sxml');

  if (CAF_EXPIRING_TYPES.includes(tipo) && addMonths(fa, CAF_VALID_MONTHS) < today)
    throw badRequest(dteMessages.cafExpired, 'sxml');

  return {
    srutemisor: re,
    srazonsocial: rs ?? '',
    ntipodte: tipo,
    nfoliodesde: desde,
    nfoliohasta: hasta,
    dfechaautorizacion: fa,
    nidk: Number(idk),
    scafxml: caf,
    sclaveprivada: rsask,
    test: signer.test,
  };
}

/** yyyy-MM-dd plus whole months (the last day of a shorter month when the day is past it). */
export function addMonths(day: string, months: number): string {
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
