import { formatInChile } from '@carga/domain';
import { DteError } from './dte-error.ts';

// How text goes into the SII's XML: ISO-8859-1 only, the five XML entities escaped (the SII's format asks
// for &amp; &lt; &gt; &quot; &apos; in every text), and cut to each field's length.

/** Typographic characters people paste from other programs, written as their ISO-8859-1 look-alikes. */
const LOOK_ALIKES: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u2022': '-',
  '\u20ac': 'EUR',
};

/** The text with look-alikes replaced and spaces collapsed; a DteError when something else is outside ISO-8859-1. */
export function latin1Text(value: string, field: string): string {
  let text = '';
  for (const char of value.normalize('NFC')) {
    const replaced = LOOK_ALIKES[char] ?? char;
    for (const c of replaced) {
      const code = c.codePointAt(0) ?? 0;
      if (code > 0xff) {
        throw new DteError(`${field} tiene un carácter que el SII no acepta: «${c}»`);
      }
      // Control characters (tabs, line breaks) become spaces.
      text += code < 0x20 || (code >= 0x7f && code < 0xa0) ? ' ' : c;
    }
  }
  return text.replace(/ {2,}/g, ' ').trim();
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** An element with escaped text, cut to `max` characters before escaping. */
export function element(name: string, value: string | number, max?: number): string {
  const text = typeof value === 'number' ? String(value) : max ? value.slice(0, max).trimEnd() : value;
  return `<${name}>${escapeXml(text)}</${name}>`;
}

/** An element only when there is a value. */
export function optionalElement(name: string, value: string | number | undefined, max?: number): string {
  return value === undefined || value === '' ? '' : element(name, value, max);
}

/** XML without the whitespace between elements: how the SII reads the DD it verifies. */
export function flattenXml(xml: string): string {
  return xml.replace(/>\s+</g, '><').trim();
}

/** 'yyyy-MM-ddTHH:mm:ss' on Chile's clock: the SII's timestamps (TSTED, TmstFirma, TmstFirmaEnv). */
export function siiTimestamp(instant: Date): string {
  return formatInChile(instant, 'yyyy-MM-ddTHH:mm:ss');
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="ISO-8859-1"?>';

/** The ISO-8859-1 bytes of a document whose every character was checked by `latin1Text`. */
export function toLatin1(xml: string): Buffer {
  return Buffer.from(xml, 'latin1');
}
