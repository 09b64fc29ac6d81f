import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { buildDte, DTE_START } from './build-dte.ts';
import { canonicalElement } from './c14n.ts';
import { inputFor, makeCredentials, RECEPTOR, type TestCredentials, testEnvio } from './dte.test-support.ts';
import type { TipoDte } from './types.ts';
import { signElement, signWithDom } from './xml-signature.ts';
import { toLatin1 } from './xml-text.ts';

// Issue 34, the counter's p99: Carga writes the canonical form of what it signs itself (c14n.ts) instead
// of xml-crypto's DOM. Checked two ways: the signature is byte for byte the one xml-crypto writes, and the
// canonical form is the one libxml2 writes (xmllint --c14n).

/** libxml2's inclusive C14N 1.0 of a whole document. */
async function libxml2C14n(xml: string | Buffer): Promise<string> {
  const result = await validateXML({ xml: { fileName: 'a.xml', contents: xml }, normalization: 'c14n' });
  // xmllint ends its output with a line break of its own.
  return result.normalized.replace(/\n$/, '');
}

let credentials: TestCredentials;
beforeAll(() => {
  credentials = makeCredentials();
});

const HARD_NAME = `Comercial "Peñalolén" & O'Higgins <Ltda.> ${'x'.repeat(30)}`;

describe('the signature of a Documento', () => {
  it.each([33, 34, 39, 61] as TipoDte[])('tipo %i: the same bytes as xml-crypto, hard texts too', (tipo) => {
    for (const receptor of [RECEPTOR, { ...RECEPTOR, razonSocial: HARD_NAME, giro: 'a > b & "c"' }]) {
      const xml = buildDte(inputFor(credentials, tipo, { receptor })).xml;
      const documento = xml.slice(xml.indexOf('<Documento'), xml.indexOf('<Signature'));
      const unsigned = `${DTE_START}${documento}</DTE>`;
      const id = /ID="([^"]+)"/.exec(documento)?.[1] ?? '';
      expect(signElement(unsigned, 'Documento', id, credentials.firma)).toBe(
        signWithDom(unsigned, 'Documento', id, credentials.firma),
      );
    }
  });

  it("an EnvioDTE's SetDTE: the same bytes as xml-crypto", () => {
    const documentos = ([33, 34, 61] as TipoDte[]).map((tipo, i) =>
      buildDte(
        inputFor(credentials, tipo, { folio: i + 1, receptor: { ...RECEPTOR, razonSocial: HARD_NAME } }),
      ),
    );
    const xml = testEnvio(credentials, documentos);
    const unsigned = `${xml.slice(0, xml.lastIndexOf('<Signature'))}${xml.slice(xml.lastIndexOf('</'))}`;
    expect(signElement(unsigned, 'SetDTE', 'SetDoc', credentials.firma)).toBe(
      signWithDom(unsigned, 'SetDTE', 'SetDoc', credentials.firma),
    );
  });

  it("an element that is not the root's first child goes through the DOM, with the same result", () => {
    const xml = `<A xmlns="urn:a"><B>1</B><C ID="x">2</C></A>`;
    expect(signElement(xml, 'C', 'x', credentials.firma)).toBe(signWithDom(xml, 'C', 'x', credentials.firma));
  });
});

describe('canonicalElement against libxml2', () => {
  it('a whole signed DTE (ISO-8859-1, Ñ, entities)', async () => {
    const dte = buildDte(inputFor(credentials, 33, { receptor: { ...RECEPTOR, razonSocial: HARD_NAME } }));
    const root = dte.xml.slice(dte.xml.indexOf('<DTE'));
    expect(canonicalElement(root, new Map())).toBe(await libxml2C14n(toLatin1(dte.xml)));
  });

  it.each([
    [
      'attributes sorted, single quotes, empty elements',
      `<r b='2' a="1"><e/><f x="&lt;&amp;&quot;&#9;"/></r>`,
    ],
    ['references and line breaks in text', '<r>a &#65;&#x42; &gt; "q" \'s\' &#13;\r\nz</r>'],
    [
      'namespaces: inherited, redundant, undeclared default',
      '<r xmlns="urn:a" xmlns:p="urn:p"><s xmlns="urn:a"><t xmlns=""><u xmlns:p="urn:q"/></t></s></r>',
    ],
    ['tabs and line breaks in an attribute', '<r a="x\ty\nz"/>'],
  ])('%s', async (_name, xml) => {
    expect(canonicalElement(xml, new Map())).toBe(await libxml2C14n(xml));
  });

  it('declines what Carga does not write (comments, CDATA, namespaced attributes, a bare &)', () => {
    for (const xml of [
      '<r><!-- c --></r>',
      '<r><![CDATA[x]]></r>',
      '<r xmlns:p="u" p:a="1"/>',
      '<r>a & b</r>',
      '<r>',
    ])
      expect(canonicalElement(xml, new Map())).toBeNull();
  });
});
