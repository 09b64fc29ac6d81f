import { DOMParser, type Element } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDte } from './build-dte.ts';
import {
  checkXmlSignature,
  EMISOR,
  inputFor,
  makeCredentials,
  rutOf,
  signaturesOf,
  type TestCredentials,
  testEnvio,
  verifyTed,
} from './dte.test-support.ts';
import { DteError } from './dte-error.ts';
import { childElements, expectSchemaOrder } from './sii-schema.test-support.ts';
import type { DteFirmado, EnvioInput } from './types.ts';

let credentials: TestCredentials;
let factura: DteFirmado;
let exenta: DteFirmado;
let nota: DteFirmado;
let boleta: DteFirmado;

beforeAll(() => {
  credentials = makeCredentials();
  factura = buildDte(inputFor(credentials, 33, { folio: 1 }));
  exenta = buildDte(inputFor(credentials, 34, { folio: 2 }));
  nota = buildDte(inputFor(credentials, 61, { folio: 3 }));
  boleta = buildDte(inputFor(credentials, 39, { folio: 4 }));
});

const envio = (documentos: DteFirmado[], overrides: Partial<EnvioInput> = {}) =>
  testEnvio(credentials, documentos, { timestamp: new Date('2026-11-27T15:45:00Z'), ...overrides });

function parse(xml: string): Element {
  const root = new DOMParser().parseFromString(xml, 'text/xml').documentElement;
  if (!root) throw new Error('sin elemento raíz');
  return root;
}

describe('EnvioDTE', () => {
  let xml: string;
  beforeAll(() => {
    xml = envio([factura, exenta, nota, buildDte(inputFor(credentials, 33, { folio: 5 }))]);
  });

  it('holds the Caratula and the DTEs in the order of the schema', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    const root = parse(xml);
    expect(root.localName).toBe('EnvioDTE');
    expect(root.getAttribute('xsi:schemaLocation')).toBe('http://www.sii.cl/SiiDte EnvioDTE_v10.xsd');
    expectSchemaOrder(root, false);
    const set = childElements(root)[0];
    expect(set?.getAttribute('ID')).toBe('SetDoc');
    const caratula = root.getElementsByTagName('Caratula')[0];
    expect(caratula?.getAttribute('version')).toBe('1.0');
    const field = (name: string) => caratula?.getElementsByTagName(name)[0]?.textContent;
    expect(field('RutEmisor')).toBe(EMISOR.rut);
    expect(field('RutEnvia')).toBe(rutOf(12345678));
    expect(field('RutReceptor')).toBe('60803000-K');
    expect(field('FchResol')).toBe('2026-10-01');
    expect(field('NroResol')).toBe('0');
    expect(field('TmstFirmaEnv')).toBe('2026-11-27T12:45:00');
    const subtotals = Array.from(caratula?.getElementsByTagName('SubTotDTE') ?? []).map((s) => [
      s.getElementsByTagName('TpoDTE')[0]?.textContent,
      s.getElementsByTagName('NroDTE')[0]?.textContent,
    ]);
    expect(subtotals).toEqual([
      ['33', '2'],
      ['34', '1'],
      ['61', '1'],
    ]);
    expect(root.getElementsByTagName('DTE')).toHaveLength(4);
  });

  it("signs the SetDTE, and every DTE's own signature still verifies inside it", () => {
    const signatures = signaturesOf(xml);
    // One per DTE, then the SetDTE's, last.
    expect(signatures).toHaveLength(5);
    expect(signatures[4]).toContain('<Reference URI="#SetDoc">');
    for (const signature of signatures) {
      expect(checkXmlSignature(xml, signature, credentials.firma.certificatePem)).toBe(true);
    }
    for (const ted of xml.match(/<TED version="1.0">[\s\S]*?<\/TED>/g) ?? [])
      expect(verifyTed(ted).valid).toBe(true);
  });

  it('fails the SetDTE signature when the Caratula is changed', () => {
    const tampered = xml.replace('<NroResol>0</NroResol>', '<NroResol>80</NroResol>');
    const signatures = signaturesOf(tampered);
    expect(checkXmlSignature(tampered, signatures[4] ?? '', credentials.firma.certificatePem)).toBe(false);
    // The DTEs' own signatures do not cover the Caratula.
    expect(checkXmlSignature(tampered, signatures[0] ?? '', credentials.firma.certificatePem)).toBe(true);
  });

  it("fails a DTE's signature when its amount is changed inside the envelope", () => {
    const total = `<MntTotal>${factura.totales.total}</MntTotal>`;
    const tampered = xml.replace(total, `<MntTotal>${factura.totales.total - 1}</MntTotal>`);
    expect(
      checkXmlSignature(tampered, signaturesOf(tampered)[0] ?? '', credentials.firma.certificatePem),
    ).toBe(false);
  });

  it('keeps Ñuñoa through ISO-8859-1', () => {
    const bytes = Buffer.from(xml, 'latin1');
    expect(bytes.includes(Buffer.from('Ñuñoa', 'latin1'))).toBe(true);
    expect(parse(bytes.toString('latin1')).getElementsByTagName('CmnaOrigen')[0]?.textContent).toBe('Ñuñoa');
  });
});

describe('EnvioBOLETA', () => {
  it('takes boletas in their own envelope, signed alike', () => {
    const xml = envio([boleta]);
    const root = parse(xml);
    expect(root.localName).toBe('EnvioBOLETA');
    expect(root.getAttribute('xsi:schemaLocation')).toBe('http://www.sii.cl/SiiDte EnvioBOLETA_v11.xsd');
    expectSchemaOrder(root, true);
    for (const signature of signaturesOf(xml)) {
      expect(checkXmlSignature(xml, signature, credentials.firma.certificatePem)).toBe(true);
    }
  });

  it('refuses boletas mixed with facturas', () => {
    expect(() => envio([factura, boleta])).toThrow(
      new DteError('Las boletas se envían en un EnvioBOLETA aparte de las facturas y notas'),
    );
  });
});
