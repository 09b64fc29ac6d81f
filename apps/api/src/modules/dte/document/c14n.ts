// Inclusive Canonical XML 1.0 (https://www.w3.org/TR/2001/REC-xml-c14n-20010315) of one element written
// as text, for the XML Carga itself writes: elements, attributes, text, the five entities and character
// references. Anything else (comments, CDATA, processing instructions, a DOCTYPE, prefixed attributes)
// answers null, and the caller canonicalises with a DOM (xml-crypto) instead.
//
// Why: the Documento's signature spent most of its time in xml-crypto parsing the whole DTE into a DOM and
// finding the element by XPath, only to write back text Carga had just written (issue 34, the counter's p99).
// The output is checked against xml-crypto's and libxml2's canonical forms in c14n.test.ts.

/** The namespaces in scope, prefix ('' for the default) to URI, in the order they were declared. */
export type Namespaces = ReadonlyMap<string, string>;

const NAME = '[A-Za-z_][\\w.\\-]*(?::[A-Za-z_][\\w.\\-]*)?';
const TAG = new RegExp(`<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*(?:"[^"<]*"|'[^'<]*'))*)\\s*(/?)>`, 'y');
const ATTRIBUTE = new RegExp(`(${NAME})\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`, 'g');
const TEXT = /[^<]+/y;
const REFERENCE = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));|&/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class Unsupported extends Error {}

/** The characters a text or an attribute value stands for (entities and character references resolved). */
function decode(raw: string): string {
  return raw.replace(REFERENCE, (whole, named?: string, decimal?: string, hex?: string) => {
    if (named) return NAMED[named] ?? '';
    const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : Number.NaN;
    if (whole === '&' || !Number.isInteger(code) || code > 0x10ffff) throw new Unsupported();
    return String.fromCodePoint(code);
  });
}

const escapeText = (text: string) =>
  text.replace(/[&<>\r]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&#xD;'));

const escapeAttribute = (value: string) =>
  value.replace(/[&<"\t\n\r]/g, (c) =>
    c === '&'
      ? '&amp;'
      : c === '<'
        ? '&lt;'
        : c === '"'
          ? '&quot;'
          : c === '\t'
            ? '&#x9;'
            : c === '\n'
              ? '&#xA;'
              : '&#xD;',
  );

/** A parser's attribute-value normalisation: literal tabs and line breaks are spaces (references are kept). */
function attributeValue(raw: string): string {
  return decode(raw.replace(/\r\n|[\t\n\r]/g, ' '));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The canonical form of the element that starts at the beginning of `xml` (its end tag closes it; what
 * follows is ignored), with `inScope` the namespaces its ancestors declared. Null when the text holds
 * something this writer does not handle.
 */
export function canonicalElement(xml: string, inScope: Namespaces): string | null {
  try {
    return canonicalize(xml, inScope);
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
}

function canonicalize(xml: string, inScope: Namespaces): string {
  let out = '';
  // Per open element: its namespaces in scope and those its nearest output ancestor rendered.
  const stack: { name: string; scope: Map<string, string>; rendered: Map<string, string> }[] = [];
  let pos = 0;
  do {
    if (xml.charCodeAt(pos) !== 0x3c) {
      TEXT.lastIndex = pos;
      const text = TEXT.exec(xml);
      if (!text || stack.length === 0) throw new Unsupported();
      out += escapeText(decode(text[0].replace(/\r\n?/g, '\n')));
      pos = TEXT.lastIndex;
      continue;
    }
    TAG.lastIndex = pos;
    const tag = TAG.exec(xml);
    if (!tag) throw new Unsupported(); // a comment, CDATA, a PI or a DOCTYPE
    pos = TAG.lastIndex;
    const [, closing, name = '', attributeText = '', selfClosing] = tag;
    if (closing) {
      if (attributeText || selfClosing || stack.pop()?.name !== name) throw new Unsupported();
      out += `</${name}>`;
      continue;
    }
    const parent = stack.at(-1);
    const scope = new Map(parent ? parent.scope : inScope);
    const attributes: [string, string][] = [];
    const declared = new Set<string>();
    for (const [, attrName = '', double, single] of attributeText.matchAll(ATTRIBUTE)) {
      const value = attributeValue(double ?? single ?? '');
      if (attrName === 'xmlns' || attrName.startsWith('xmlns:')) {
        const prefix = attrName === 'xmlns' ? '' : attrName.slice(6);
        scope.set(prefix, value);
        declared.add(prefix);
      } else if (attrName.includes(':')) {
        throw new Unsupported(); // a namespaced attribute sorts by its URI: not written by Carga
      } else {
        attributes.push([attrName, value]);
      }
    }
    // The apex renders every namespace in scope; a descendant, those that differ from what was rendered.
    const rendered = new Map(parent ? parent.rendered : []);
    const namespaces: [string, string][] = [];
    for (const prefix of parent ? declared : scope.keys()) {
      const uri = scope.get(prefix) ?? '';
      if ((rendered.get(prefix) ?? '') === uri) continue;
      rendered.set(prefix, uri);
      namespaces.push([prefix, uri]);
    }
    namespaces.sort(([a], [b]) => byCodeUnits(a, b));
    attributes.sort(([a], [b]) => byCodeUnits(a, b));
    out += `<${name}`;
    for (const [prefix, uri] of namespaces)
      out += ` ${prefix ? `xmlns:${prefix}` : 'xmlns'}="${escapeAttribute(uri)}"`;
    for (const [attrName, value] of attributes) out += ` ${attrName}="${escapeAttribute(value)}"`;
    out += '>';
    if (selfClosing) out += `</${name}>`;
    else stack.push({ name, scope, rendered });
  } while (stack.length > 0 && pos < xml.length);
  if (stack.length > 0) throw new Unsupported();
  return out;
}
