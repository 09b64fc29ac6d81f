// Drawing on a ZPL II label at 203 dpi (8 dots per mm): text, rules and a Code 128, as command strings.
// Every field that carries text goes through fieldData, so what a user typed is always data and never a
// command: '^' and '~' start commands anywhere in the stream, even inside ^FD.

/** Printed on the label as field data once cleaned; measured in characters, never in glyphs. */
export interface TextField {
  x: number;
  y: number;
  /** Font 0's height in dots (its width follows it). */
  height: number;
  /** The room the text has, in dots; longer text is cut with '...'. */
  width: number;
  /** Wrapped at spaces over at most this many lines (default 1), one field per line. */
  maxLines?: number;
  /** Distance between line tops, in dots (default 1.15 × height). */
  lineHeight?: number;
}

/**
 * Font 0 (CG Triumvirate Bold Condensed) averages about half its height per character; 0.56 keeps mixed
 * and upper-case text inside its room. The printer has no metrics to ask, so text is measured this way.
 */
const CHAR_WIDTH = 0.56;

/** A text's width in dots at a font height, as estimated. */
export const estimateWidth = (text: string, height: number) =>
  Math.ceil([...text].length * CHAR_WIDTH * height);

/** How many characters of a font's height fit a width. */
export const charsThatFit = (width: number, height: number) =>
  Math.max(1, Math.floor(width / (CHAR_WIDTH * height)));

/** The font height (between min and max, in dots) at which a text fits a width. */
export function heightToFit(text: string, width: number, max: number, min: number): number {
  const fits = Math.floor(width / (CHAR_WIDTH * Math.max(1, [...text].length)));
  return Math.max(min, Math.min(max, fits));
}

/**
 * Text as it may be printed: Unicode composed (an 'é' typed as 'e' + accent is one character for the
 * font), line breaks, tabs and other control characters as spaces, runs of spaces as one.
 */
export function cleanText(text: string): string {
  return (
    text
      .normalize('NFC')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Clean text as ^FD data after ^FH: '^' and '~' (the command prefixes), '_' (the ^FH escape itself) and
 * '\' (^FB's escape, in case a block is ever used) are sent as hex bytes, so '^XZ' in a name prints as
 * text and cannot end the label. Everything else goes as UTF-8, which ^CI28 prints (accents, 'ñ').
 */
export function fieldData(text: string): string {
  return cleanText(text).replace(
    /[\\^_~]/g,
    (c) => `_${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** Up to maxLines lines of at most `chars` characters, broken at spaces; the last one cut with '...'. */
export function wrapLines(text: string, chars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let rest = [...cleanText(text)];
  while (rest.length > 0 && lines.length < maxLines) {
    if (rest.length <= chars) {
      lines.push(rest.join(''));
      rest = [];
      break;
    }
    const last = lines.length === maxLines - 1;
    const room = last ? chars - 3 : chars;
    // Break at the last space that fits; a word longer than the line is cut where the line ends.
    let cut = rest.lastIndexOf(' ', room);
    if (cut <= 0) cut = room;
    lines.push(rest.slice(0, cut).join('').trimEnd() + (last ? '...' : ''));
    rest = rest.slice(cut);
    while (rest[0] === ' ') rest.shift();
  }
  return lines;
}

/** One ^FH/^FD field at (x, y) in font 0. */
const field = (x: number, y: number, height: number, data: string) =>
  `^FO${Math.round(x)},${Math.round(y)}^A0N,${height},${height}^FH_^FD${data}^FS`;

/** Text that may come from users, wrapped and cut to its room; returns the y below its last line. */
export function text(out: string[], value: string, f: TextField): number {
  const lineHeight = f.lineHeight ?? Math.round(f.height * 1.15);
  const lines = wrapLines(value, charsThatFit(f.width, f.height), f.maxLines ?? 1);
  lines.forEach((line, i) => {
    out.push(field(f.x, f.y + i * lineHeight, f.height, fieldData(line)));
  });
  return f.y + Math.max(1, lines.length) * lineHeight;
}

/**
 * A text of ours (dates, counts, codes: never a user's) aligned in a block of `width` dots with ^FB, which
 * knows the glyphs' widths; it stays one line, so it must fit.
 */
export function alignedText(
  out: string[],
  value: string,
  f: { x: number; y: number; height: number; width: number; align: 'R' | 'C' },
) {
  out.push(
    `^FO${Math.round(f.x)},${Math.round(f.y)}^A0N,${f.height},${f.height}` +
      `^FB${Math.round(f.width)},1,0,${f.align}^FH_^FD${fieldData(value)}^FS`,
  );
}

/** A horizontal rule. */
export const hRule = (out: string[], x: number, y: number, width: number, thickness = 2) => {
  out.push(`^FO${Math.round(x)},${Math.round(y)}^GB${Math.round(width)},${thickness},${thickness}^FS`);
};

/** A vertical rule. */
export const vRule = (out: string[], x: number, y: number, height: number, thickness = 2) => {
  out.push(`^FO${Math.round(x)},${Math.round(y)}^GB${thickness},${Math.round(height)},${thickness}^FS`);
};

/** An arrow pointing right, `width` dots long, centred on y (origin → destination). */
export function arrow(out: string[], x: number, y: number, width: number) {
  const head = 12;
  out.push(`^FO${x},${y - 2}^GB${width - 2},4,4^FS`);
  out.push(`^FO${x + width - head},${y - head}^GD${head},${head},4,B,L^FS`);
  out.push(`^FO${x + width - head},${y}^GD${head},${head},4,B,R^FS`);
}

/** Code 128 asks for 10 modules of blank space on each side of the bars. */
const QUIET_ZONE_MODULES = 10;

/**
 * Modules of a Code 128 in subset B, which ^BC uses when the data has no start code: start, one symbol
 * per character, the check symbol (11 modules each) and the 13-module stop.
 */
export const code128Modules = (data: string) => 11 * (data.length + 2) + 13;

/**
 * A Code 128 centred in the label's width, with the widest bars (2 to 4 dots, 0.25 to 0.5 mm) that keep
 * its quiet zones on the label. Only printable ASCII without '^', '~' and '>' is accepted: ^BC reads '>'
 * as the start of a subset switch, and the unit codes never hold any of them.
 */
export function code128(out: string[], data: string, f: { y: number; height: number; labelWidth: number }) {
  if (!/^[\x20-\x7d]+$/.test(data) || /[>^~_\\]/.test(data)) {
    throw new RangeError(`Texto no imprimible como Code 128 en ZPL: ${data}`);
  }
  const modules = code128Modules(data);
  const moduleWidth = Math.max(2, Math.min(4, Math.floor(f.labelWidth / (modules + 2 * QUIET_ZONE_MODULES))));
  const x = Math.round((f.labelWidth - modules * moduleWidth) / 2);
  // ^BY: module width, ratio (unused by Code 128), height; ^BC: normal, height, no interpretation line
  // (ours is printed below in a larger font), not above, no UCC check digit, no mode (subset B).
  out.push(`^BY${moduleWidth},3,${f.height}^FO${x},${f.y}^BCN,${f.height},N,N,N^FD${data}^FS`);
}
