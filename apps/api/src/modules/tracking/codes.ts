import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client.ts';
import { insertTrackingCodes, trackingCodesOf } from './codes.repo.ts';

// The RA's public tracking code: random, so that it cannot be guessed from the RA number or from a
// neighbour's code. 20 characters of a 32-letter alphabet are 100 bits.

/** Crockford-like base32 without the letters people confuse (I, L, O, U) or read as digits. */
export const TRACKING_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TRACKING_CODE_LENGTH = 20;
/** What a code may look like; anything else is answered as an unknown code without touching the index. */
export const TRACKING_CODE_PATTERN = new RegExp(`^[${TRACKING_ALPHABET}]{${TRACKING_CODE_LENGTH}}$`);

/** A fresh random code: each character takes 5 bits of one random byte (32 divides 256: no bias). */
export function newTrackingCode(): string {
  const bytes = randomBytes(TRACKING_CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += TRACKING_ALPHABET[byte & 31];
  return code;
}

/**
 * The RA's tracking code, created when it has none. Two callers racing both insert with `on conflict
 * do nothing` and then read the one row that won, so both answer the same code.
 */
export async function ensureTrackingCode(tx: Db | Tx, nidra: number): Promise<string> {
  const code = (await ensureTrackingCodes(tx, [nidra])).get(nidra);
  if (!code) throw new Error(`No tracking code for RA ${nidra}`);
  return code;
}

/** The codes of several RAs (the wizard's finish, of one RA or of an import's every RA), as above. */
export async function ensureTrackingCodes(tx: Db | Tx, nidras: number[]): Promise<Map<number, string>> {
  if (nidras.length === 0) return new Map();
  const codesOf = () => trackingCodesOf(tx, nidras);
  const existing = await codesOf();
  const missing = nidras.filter((nidra) => !existing.has(nidra));
  if (missing.length === 0) return existing;
  // A clash on the code itself (1 in 2^100) would surface as a unique-index error rather than a wrong code.
  await insertTrackingCodes(
    tx,
    missing.map((nidra) => ({ nidra, scodigo: newTrackingCode() })),
  );
  const codes = await codesOf();
  for (const nidra of nidras) if (!codes.has(nidra)) throw new Error(`No tracking code for RA ${nidra}`);
  return codes;
}

/** The public page that follows the RA, as printed in the receipt's QR and sent in the notices. */
export function trackingUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/seguimiento/${code}`;
}
