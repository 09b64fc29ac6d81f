import { LIMITS } from './limits.ts';
import { type UnitCode, unitCodeText } from './unit-codes.ts';

// What a keyboard-wedge scanner types is not always what the label says: the scanner sends key positions of
// its own layout (usually US) and the computer reads them with its own (Latin-American or Spanish). On those
// keyboards the US '-' key types "'" ('?' with Shift) and the US '/' key types '-' ('_' with Shift), so
// 'RA-000002-02/02' arrives as "RA'000002'02-02". These readers bring such text back to the label's own
// spelling, in the browser before a scan is sent and on the server for any client, and refuse with the
// reason what they cannot read with certainty.

/** A read code: the label's own spelling, or why it cannot be read. */
export type CodeReading =
  | { ok: true; code: string; unit: UnitCode }
  | { ok: false; code: string; reason: string };

/** A read seal: as the seal is written, or why it cannot be read. */
export type SealReading = { ok: true; seal: string } | { ok: false; seal: string; reason: string };

/** What may stand in each separator's place of 'RA-NNNNNN-PP/TT': the label's own, then the layouts'. */
const DASHES = "-'?";
const SLASHES = '/-_';
const SHAPE = 'RA-NNNNNN-PP/TT';

/**
 * The unit label's code from what a scanner or a person typed: surrounding spaces, lower case, the
 * layouts' separators (by position: the first two stand for '-', the third for '/') and missing leading
 * zeros ('RA-2-1/2') are accepted. Refused, with the reason: any other shape or separator, a unit 0, or a
 * unit past the RA's total.
 */
export function readUnitCode(text: string): CodeReading {
  const code = text.trim().toUpperCase();
  const refuse = (why: string): CodeReading => ({
    ok: false,
    code,
    reason: `Etiqueta desconocida: ${code} ${why}`,
  });
  // Any one character in each separator's place, so a foreign one is named rather than called a bad shape.
  const parts = /^RA(\D)(\d{1,16})(\D)(\d{1,16})(\D)(\d{1,16})$/.exec(code);
  if (!parts) return refuse(`no tiene la forma ${SHAPE}`);
  const [, first, ra, second, k, third, n] = parts as unknown as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  for (const [separator, allowed, meant] of [
    [first, DASHES, '-'],
    [second, DASHES, '-'],
    [third, SLASHES, '/'],
  ] as const) {
    if (!allowed.includes(separator))
      return refuse(`tiene «${separator}» donde la etiqueta lleva «${meant}» (${SHAPE})`);
  }
  const unit = { nidra: Number(ra), k: Number(k), n: Number(n) };
  // RA and package numbers are PostgreSQL integers: one past that range names nothing, and must not reach SQL.
  if (unit.nidra > LIMITS.maxInteger) return refuse(`nombra el RA ${ra.replace(/^0+/, '')}, que no existe`);
  if (unit.n < 1 || unit.k < 1 || unit.k > unit.n || unit.n > LIMITS.maxInteger)
    return refuse(`nombra el bulto ${k} de ${n}, que no existe`);
  return { ok: true, code: unitCodeText(unit.nidra, unit.k, unit.n), unit };
}

/**
 * Characters a US-configured scanner types on a Spanish or Latin-American keyboard for keys other than the
 * separators ('=', '[', ';', '`'…): they stand for several characters, so a seal holding one is refused.
 */
const FOREIGN_KEYS = /[¿¡´¨`ºª¬·°^ç]/i;
const CONTROL = /\p{Cc}/u;

/**
 * The truck's seal from what a scanner or a person typed: spaces around and letter case do not count. An
 * apostrophe or a '?' only comes from a US-configured scanner on a Spanish or Latin-American keyboard, so
 * the whole text is read back on that layout: "'" → '-', '-' → '/', '?' → '_', '_' → '?'. Refused, with the
 * reason: keys of that layout that stand for more than one character, and control characters.
 */
export function readSeal(text: string): SealReading {
  const typed = text.trim().toUpperCase();
  const foreign = FOREIGN_KEYS.exec(typed);
  if (foreign)
    return {
      ok: false,
      seal: typed,
      reason: `El sello ${typed} tiene «${foreign[0]}», que un lector configurado para otro teclado escribe en lugar de varios caracteres: revise la configuración del lector o escriba el sello`,
    };
  if (CONTROL.test(typed))
    return { ok: false, seal: typed, reason: `El sello ${typed} tiene caracteres que no se pueden leer` };
  if (!/['?]/.test(typed)) return { ok: true, seal: typed };
  const back: Record<string, string> = { "'": '-', '-': '/', '?': '_', _: '?' };
  return { ok: true, seal: typed.replace(/['\-?_]/g, (c) => back[c] ?? c) };
}

/**
 * What two seals are compared by: read as above, '-' and '/' alike (a US scanner on a Spanish keyboard
 * types '-' for '/', and a seal without a '-' cannot tell), and numbers without leading zeros (a seal
 * typed by hand as '778899' for '0778899').
 */
export function sealKey(text: string): string {
  const read = readSeal(text);
  return read.seal.replaceAll('/', '-').replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, ''));
}
