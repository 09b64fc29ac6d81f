import { DOMParser, type Element } from '@xmldom/xmldom';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildDte } from './build-dte.ts';
import {
  cafFor,
  checkXmlSignature,
  EMISOR,
  inputFor,
  makeCredentials,
  RECEPTOR,
  rutOf,
  signaturesOf,
  type TestCredentials,
  verifyTed,
} from './dte.test-support.ts';
import { DteError } from './dte-error.ts';
import { expectSchemaOrder } from './sii-schema.test-support.ts';
import type { DteFirmado, Linea, TipoDte } from './types.ts';

let credentials: TestCredentials;
beforeAll(() => {
  credentials = makeCredentials();
});

/** The document as the SII reads it: its ISO-8859-1 bytes, parsed. */
function parse(dte: DteFirmado): Element {
  const doc = new DOMParser().parseFromString(dte.bytes.toString('latin1'), 'text/xml');
  const root = doc.documentElement;
  if (!root) throw new Error('sin elemento raíz');
  return root;
}

const text = (root: Element, name: string) => root.getElementsByTagName(name)[0]?.textContent ?? null;

describe.each([33, 34, 39, 61] as TipoDte[])('DTE tipo %i', (tipo) => {
  let dte: DteFirmado;
  beforeAll(() => {
    dte = buildDte(inputFor(credentials, tipo));
  });

  it('parses, declares ISO-8859-1 and follows the order of the SII schema', () => {
    expect(dte.xml.startsWith('<?xml version="1.0" encoding="ISO-8859-1"?>')).toBe(true);
    const root = parse(dte);
    expect(root.localName).toBe('DTE');
    expect(root.namespaceURI).toBe('http://www.sii.cl/SiiDte');
    expect(root.getAttribute('version')).toBe('1.0');
    expect(text(root, 'TipoDTE')).toBe(String(tipo));
    expect(text(root, 'Folio')).toBe('7');
    expectSchemaOrder(root, tipo === 39);
    expect(root.getElementsByTagName('Documento')[0]?.getAttribute('ID')).toBe(`F7T${tipo}`);
  });

  it('carries a TED whose FRMT verifies over the flattened DD with the CAF key', () => {
    const inDocument = /<TED version="1.0">[\s\S]*?<\/TED>/.exec(dte.bytes.toString('latin1'))?.[0] ?? '';
    expect(inDocument).toBe(dte.ted);
    const { valid, publicKeyPem } = verifyTed(inDocument);
    expect(valid).toBe(true);
    expect(publicKeyPem).toBe(credentials.cafPublicKeyPem);
    expect(dte.ted).toContain(`<TD>${tipo}</TD><F>7</F><FE>2026-11-27</FE>`);
    expect(dte.ted).toContain(`<MNT>${dte.totales.total}</MNT>`);
    expect(dte.ted).toContain('<TSTED>2026-11-27T12:30:00</TSTED>');
    expect(dte.ted).toContain('<FRMT algoritmo="SHA1withRSA">');
  });

  it('fails the TED when its amount is changed', () => {
    const tampered = dte.ted.replace(
      `<MNT>${dte.totales.total}</MNT>`,
      `<MNT>${dte.totales.total - 1}</MNT>`,
    );
    expect(tampered).not.toBe(dte.ted);
    expect(verifyTed(tampered).valid).toBe(false);
  });

  it("signs the Documento with the company's certificate (xml-crypto verifies it)", () => {
    const xml = dte.bytes.toString('latin1');
    const [signature] = signaturesOf(xml);
    expect(signature).toBeDefined();
    expect(signature).toContain(`<Reference URI="#F7T${tipo}">`);
    expect(signature).toContain(
      '<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>',
    );
    expect(signature).toContain('<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>');
    expect(signature).toContain('<DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>');
    expect(signature).toMatch(
      /<KeyValue><RSAKeyValue><Modulus>[^<]+<\/Modulus><Exponent>AQAB<\/Exponent><\/RSAKeyValue><\/KeyValue>/,
    );
    expect(signature).toMatch(/<X509Data><X509Certificate>[A-Za-z0-9+/=]+<\/X509Certificate><\/X509Data>/);
    expect(checkXmlSignature(xml, signature ?? '', credentials.firma.certificatePem)).toBe(true);
  });

  it('fails the signature when an amount is changed', () => {
    const xml = dte.bytes.toString('latin1');
    const total = `<MntTotal>${dte.totales.total}</MntTotal>`;
    expect(xml).toContain(total);
    const tampered = xml.replace(total, `<MntTotal>${dte.totales.total + 1000}</MntTotal>`);
    expect(
      checkXmlSignature(tampered, signaturesOf(tampered)[0] ?? '', credentials.firma.certificatePem),
    ).toBe(false);
  });
});

describe('totals', () => {
  const build = (tipo: TipoDte, lineas: Linea[], montosBrutos?: boolean) =>
    buildDte(inputFor(credentials, tipo, { lineas, montosBrutos }));

  it('factura: net lines, IVA 19 % rounded half up, exempt lines apart', () => {
    const dte = build(33, [
      { nombre: 'Flete', cantidad: 2, precioUnitario: 10000 },
      { nombre: 'Seguro', cantidad: 1, precioUnitario: 5001 },
      { nombre: 'Peaje', cantidad: 1, precioUnitario: 3000, exento: true },
    ]);
    // 25.001 × 19 % = 4.750,19 → 4.750.
    expect(dte.totales).toEqual({ neto: 25001, exento: 3000, tasaIva: 19, iva: 4750, total: 32751 });
    const root = parse(dte);
    expect(text(root, 'MntNeto')).toBe('25001');
    expect(text(root, 'MntExe')).toBe('3000');
    expect(text(root, 'TasaIVA')).toBe('19');
    expect(text(root, 'IVA')).toBe('4750');
    expect(text(root, 'MntTotal')).toBe('32751');
    expect(root.getElementsByTagName('IndExe')).toHaveLength(1);
    expect(text(root, 'MntBruto')).toBeNull();
  });

  it('factura from gross tariffs: the total is what the client paid, MntBruto set', () => {
    const dte = build(33, [{ nombre: 'Flete', cantidad: 1, precioUnitario: 10000 }], true);
    // 10.000 / 1,19 = 8.403,36 → 8.403; IVA the rest.
    expect(dte.totales).toEqual({ neto: 8403, exento: 0, tasaIva: 19, iva: 1597, total: 10000 });
    expect(text(parse(dte), 'MntBruto')).toBe('1');
  });

  it('factura exenta: everything exempt, no IVA', () => {
    const dte = build(34, [
      { nombre: 'Flete internacional', cantidad: 1, precioUnitario: 250000 },
      { nombre: 'Bodegaje', cantidad: 3, precioUnitario: 1333 },
    ]);
    expect(dte.totales).toMatchObject({ neto: 0, exento: 253999, iva: 0, total: 253999 });
    const root = parse(dte);
    expect(text(root, 'MntNeto')).toBeNull();
    expect(text(root, 'IVA')).toBeNull();
    expect(text(root, 'TasaIVA')).toBeNull();
    expect(text(root, 'MntExe')).toBe('253999');
  });

  it('boleta: gross amounts, net and IVA derived, no TasaIVA', () => {
    const dte = build(39, [{ nombre: 'Envío', cantidad: 3, precioUnitario: 5000 }]);
    expect(dte.totales).toMatchObject({ neto: 12605, iva: 2395, total: 15000 });
    const root = parse(dte);
    expect(text(root, 'IndServicio')).toBe('3');
    expect(text(root, 'TasaIVA')).toBeNull();
    expect(text(root, 'RznSocEmisor')).toBe(EMISOR.razonSocial);
  });

  it('nota de crédito: totals as a factura, the reference to the document it annuls', () => {
    const dte = build(61, [{ nombre: 'Anula flete RA 123', cantidad: 1, precioUnitario: 148870 }]);
    // 148.870 × 19 % = 28.285,3 → 28.285.
    expect(dte.totales).toEqual({ neto: 148870, exento: 0, tasaIva: 19, iva: 28285, total: 177155 });
    const root = parse(dte);
    expect(text(root, 'NroLinRef')).toBe('1');
    expect(text(root, 'TpoDocRef')).toBe('33');
    expect(text(root, 'FolioRef')).toBe('5');
    expect(text(root, 'FchRef')).toBe('2026-11-20');
    expect(text(root, 'CodRef')).toBe('1');
    expect(text(root, 'RazonRef')).toBe('Anula RA 123 anulado');
  });

  it('a quantity with decimals rounds the line to whole pesos', () => {
    const dte = build(33, [{ nombre: 'Flete por kg', cantidad: 12.5, precioUnitario: 333 }]);
    expect(dte.lineas[0]?.monto).toBe(4163);
    expect(text(parse(dte), 'QtyItem')).toBe('12.5');
  });
});

describe('texts', () => {
  it('keeps Ñuñoa and accents through ISO-8859-1 and escapes &', () => {
    const dte = buildDte(inputFor(credentials, 33));
    expect(dte.bytes.includes(Buffer.from('Ñuñoa', 'latin1'))).toBe(true);
    expect(dte.bytes.includes(Buffer.from('Ñuñoa', 'utf8'))).toBe(false);
    const root = parse(dte);
    expect(text(root, 'CmnaOrigen')).toBe('Ñuñoa');
    expect(text(root, 'CmnaRecep')).toBe('Peñalolén');
    expect(text(root, 'RznSocRecep')).toBe('Comercial Peñalolén & Cía. Ltda.');
    expect(dte.xml).toContain('Comercial Peñalolén &amp; Cía. Ltda.');
    // The en dash of the line's name is outside ISO-8859-1: written as a hyphen.
    expect(text(root, 'NmbItem')).toBe('Flete Santiago - Puerto Montt, 4 bultos');
  });

  it('cuts RSR and IT1 of the timbre to 40 characters', () => {
    const long = 'Distribuidora de Productos Alimenticios del Sur Limitada';
    const dte = buildDte(
      inputFor(credentials, 33, {
        receptor: { ...RECEPTOR, razonSocial: long },
        lineas: [{ nombre: `${long} — flete`, cantidad: 1, precioUnitario: 1000 }],
      }),
    );
    expect(dte.ted).toContain(`<RSR>${long.slice(0, 40).trimEnd()}</RSR>`);
    // 40 characters end in a space here: cut there, and the space dropped.
    expect(/<IT1>([^<]*)<\/IT1>/.exec(dte.ted)?.[1]).toBe(long.slice(0, 40).trimEnd());
    expect(verifyTed(dte.ted).valid).toBe(true);
  });

  it('refuses characters the SII cannot read', () => {
    expect(() =>
      buildDte(
        inputFor(credentials, 33, { lineas: [{ nombre: 'Flete 🚚', cantidad: 1, precioUnitario: 1 }] }),
      ),
    ).toThrow(DteError);
  });
});

describe('refusals, in Spanish', () => {
  const refusal = (build: () => unknown) => {
    try {
      build();
    } catch (error) {
      expect(error).toBeInstanceOf(DteError);
      return (error as Error).message;
    }
    throw new Error('no se rechazó');
  };

  it('a folio outside the CAF', () => {
    expect(refusal(() => buildDte(inputFor(credentials, 33, { folio: 101 })))).toBe(
      'El folio 101 está fuera del rango del CAF (1–100)',
    );
  });

  it('a CAF of another type or another RUT', () => {
    expect(refusal(() => buildDte(inputFor(credentials, 33, { caf: cafFor(credentials, 34) })))).toBe(
      'El CAF es para el tipo de documento 34, no para el 33',
    );
    const other = rutOf(99500840);
    expect(refusal(() => buildDte(inputFor(credentials, 33, { caf: cafFor(credentials, 33, other) })))).toBe(
      `El CAF es del RUT ${other}, no del emisor ${EMISOR.rut}`,
    );
  });

  it('a factura without the receptor RUT', () => {
    expect(refusal(() => buildDte(inputFor(credentials, 33, { receptor: { ...RECEPTOR, rut: '' } })))).toBe(
      'La factura necesita el RUT del receptor',
    );
  });

  it("a nota de crédito of a boleta keeps the boleta's receptor; of a factura it needs giro and address", () => {
    const ofBoleta = [{ tipo: 39, folio: 5, fecha: '2026-11-20', codigo: 1 as const, razon: 'Anula' }];
    const anonymous = { rut: '66666666-6', razonSocial: 'Sin receptor' };
    const dte = buildDte(inputFor(credentials, 61, { receptor: anonymous, referencias: ofBoleta }));
    expect(dte.receptor).toMatchObject(anonymous);
    expect(dte.xml).not.toContain('<GiroRecep>');
    expect(refusal(() => buildDte(inputFor(credentials, 61, { receptor: anonymous })))).toBe(
      'La nota de crédito necesita el giro, la dirección y la comuna del receptor',
    );
  });

  it('a boleta without receptor goes to the anonymous RUT', () => {
    const dte = buildDte(inputFor(credentials, 39, { receptor: { rut: '', razonSocial: '' } }));
    expect(dte.receptor.rut).toBe('66666666-6');
    expect(dte.ted).toContain('<RR>66666666-6</RR>');
  });

  it('a nota de crédito without a reference', () => {
    expect(refusal(() => buildDte(inputFor(credentials, 61, { referencias: [] })))).toBe(
      'La nota de crédito necesita al menos una referencia al documento que corrige',
    );
  });

  it('amounts that are not whole pesos, or negative', () => {
    expect(
      refusal(() =>
        buildDte(
          inputFor(credentials, 33, { lineas: [{ nombre: 'Flete', cantidad: 1, precioUnitario: 100.5 }] }),
        ),
      ),
    ).toBe('El precio de la línea 1 debe ser un número entero de pesos, cero o más: 100.5');
    expect(
      refusal(() =>
        buildDte(
          inputFor(credentials, 33, { lineas: [{ nombre: 'Flete', cantidad: 1, precioUnitario: -1 }] }),
        ),
      ),
    ).toMatch(/línea 1 debe ser un número entero de pesos/);
    expect(
      refusal(() =>
        buildDte(
          inputFor(credentials, 33, { lineas: [{ nombre: 'Flete', cantidad: 0, precioUnitario: 1 }] }),
        ),
      ),
    ).toBe('La cantidad de la línea 1 debe ser mayor que cero');
  });

  it('a certificate that does not match its key', () => {
    // The CAF's key is another key: no second generation in this file.
    const firma = { ...credentials.firma, privateKeyPem: credentials.cafPrivateKeyPem };
    expect(refusal(() => buildDte(inputFor(credentials, 33, { firma })))).toBe(
      'La clave privada no corresponde al certificado de firma',
    );
  });
});
