import { createPublicKey } from 'node:crypto';
import { normalizeRut } from '@carga/domain';
import { DteError } from './dte-error.ts';
import { memoByText, privateKeyOf } from './keys.ts';
import type { Caf } from './types.ts';

// The CAF is the SII's grant of a range of folios for one RUT and one document type. It goes into every
// timbre verbatim (the SII re-checks its own signature FRMA over DA), so it is never rebuilt, only read.

export interface CafData {
  /** The `<CAF>` element as granted. */
  element: string;
  rutEmisor: string;
  tipo: number;
  desde: number;
  hasta: number;
  /** RSAPK's modulus, base64. */
  modulus: string;
}

function tagText(xml: string, tag: string): string | undefined {
  return new RegExp(`<${tag}>\\s*([^<]*?)\\s*</${tag}>`).exec(xml)?.[1];
}

/** Reads the CAF element; a DteError when it is not one. */
export function readCaf(xml: string): CafData {
  const element = /<CAF[\s>][\s\S]*<\/CAF>/.exec(xml)?.[0];
  const da = element && /<DA>[\s\S]*<\/DA>/.exec(element)?.[0];
  const re = da && tagText(da, 'RE');
  const td = da && tagText(da, 'TD');
  const desde = da && tagText(da, 'D');
  const hasta = da && tagText(da, 'H');
  const modulus = da && tagText(da, 'M');
  if (!element || !re || !td || !desde || !hasta || !modulus) {
    throw new DteError(
      'El CAF no es válido: no se encontraron su RUT, tipo de documento, rango de folios y clave',
    );
  }
  return {
    element,
    rutEmisor: normalizeRut(re),
    tipo: Number(td),
    desde: Number(desde),
    hasta: Number(hasta),
    modulus: modulus.replace(/\s+/g, ''),
  };
}

/** A big-endian integer's bytes without leading zeros (a modulus may carry a sign byte). */
function unsigned(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start++;
  return bytes.subarray(start);
}

/**
 * Checks the CAF against what the caller says of it and against the document: same RUT, same type, the
 * folio in range, and the private key the one whose public half the SII wrote in the CAF.
 */
/** The modulus of a CAF's private key (RSASK), read once per key. */
const modulusOf = memoByText((pem: string) => {
  const jwk = createPublicKey(privateKeyOf(pem)).export({ format: 'jwk' });
  return Buffer.from(jwk.n ?? '', 'base64url');
});

export function checkCaf(caf: Caf, tipo: number, folio: number, rutEmisor: string): CafData {
  const data = readCaf(caf.xml);
  if (data.rutEmisor !== normalizeRut(caf.rutEmisor) || data.tipo !== caf.tipo) {
    throw new DteError('Los datos del CAF no coinciden con su archivo (RUT o tipo de documento)');
  }
  if (data.desde !== caf.desde || data.hasta !== caf.hasta) {
    throw new DteError(`El rango del CAF es ${data.desde}–${data.hasta}, no ${caf.desde}–${caf.hasta}`);
  }
  if (data.tipo !== tipo) {
    throw new DteError(`El CAF es para el tipo de documento ${data.tipo}, no para el ${tipo}`);
  }
  if (data.rutEmisor !== normalizeRut(rutEmisor)) {
    throw new DteError(`El CAF es del RUT ${data.rutEmisor}, no del emisor ${normalizeRut(rutEmisor)}`);
  }
  if (folio < data.desde || folio > data.hasta) {
    throw new DteError(`El folio ${folio} está fuera del rango del CAF (${data.desde}–${data.hasta})`);
  }
  let modulus: Buffer;
  try {
    modulus = modulusOf(caf.privateKeyPem);
  } catch {
    throw new DteError('La clave privada del CAF no se puede leer');
  }
  if (!unsigned(modulus).equals(unsigned(Buffer.from(data.modulus, 'base64')))) {
    throw new DteError('La clave privada no corresponde al CAF');
  }
  return data;
}
