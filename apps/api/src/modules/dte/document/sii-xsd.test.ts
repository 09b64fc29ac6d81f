import { beforeAll, describe, expect, it } from 'vitest';
import { buildDte } from './build-dte.ts';
import { inputFor, makeCredentials, RECEPTOR, type TestCredentials, testEnvio } from './dte.test-support.ts';
import { siiSchemaErrors } from './sii-xsd.test-support.ts';
import type { TipoDte } from './types.ts';
import { toLatin1 } from './xml-text.ts';

// Issue 34, done when: "the XML validates against the SII's official XSDs". Every document type the SII's
// DTE_v10.xsd knows (33, 34, 61) and their EnvioDTE, and boletas (39) in their EnvioBOLETA, with the texts
// that are hardest to write (Ñ, accents, '&', quotes, the longest names), are checked by libxml2 against
// the SII's schemas themselves.

let credentials: TestCredentials;
beforeAll(() => {
  credentials = makeCredentials();
});

const HARD = {
  receptor: {
    ...RECEPTOR,
    razonSocial: `Comercial "Peñalolén" & O'Higgins ${'x'.repeat(120)}`,
    giro: `Venta <al por mayor> ${'y'.repeat(60)}`,
  },
};

describe.each([33, 34, 61] as TipoDte[])('DTE tipo %i against DTE_v10.xsd', (tipo) => {
  it('validates as built', async () => {
    const dte = buildDte(inputFor(credentials, tipo));
    expect(await siiSchemaErrors(dte.bytes, 'DTE_v10.xsd')).toEqual([]);
  });

  it('validates with the hardest texts and many lines', async () => {
    const lineas = Array.from({ length: 60 }, (_, i) => ({
      nombre: `Flete RA N° ${1000 + i} Ñuñoa - Puerto Montt "urgente" & frágil ${'z'.repeat(80)}`,
      cantidad: i % 3 === 0 ? 2.5 : 1,
      precioUnitario: 1000 + i * 7,
      ...(tipo === 34 && { exento: true }),
    }));
    const dte = buildDte(inputFor(credentials, tipo, { ...HARD, lineas, folio: 99 }));
    expect(await siiSchemaErrors(dte.bytes, 'DTE_v10.xsd')).toEqual([]);
  });
});

it('the schema does refuse a document that breaks it (a Folio of zero)', async () => {
  const dte = buildDte(inputFor(credentials, 33));
  const broken = toLatin1(dte.xml.replace('<Folio>7</Folio>', '<Folio>0</Folio>'));
  const errors = await siiSchemaErrors(broken, 'DTE_v10.xsd');
  expect(errors.join('\n')).toContain('Folio');
});

it('an EnvioDTE of facturas, an exenta and a nota validates against EnvioDTE_v10.xsd', async () => {
  const documentos = ([33, 34, 61, 33] as TipoDte[]).map((tipo, i) =>
    buildDte(inputFor(credentials, tipo, { folio: i + 1 })),
  );
  const xml = testEnvio(credentials, documentos);
  expect(await siiSchemaErrors(toLatin1(xml), 'EnvioDTE_v10.xsd')).toEqual([]);
});

describe('boletas (39) against EnvioBOLETA_v11.xsd', () => {
  it('an EnvioBOLETA of boletas validates, with and without a receptor', async () => {
    const documentos = [
      buildDte(inputFor(credentials, 39, { folio: 1 })),
      buildDte(inputFor(credentials, 39, { ...HARD, folio: 2 })),
      buildDte(
        inputFor(credentials, 39, { receptor: { rut: '66666666-6', razonSocial: 'Sin receptor' }, folio: 3 }),
      ),
    ];
    const xml = testEnvio(credentials, documentos);
    expect(xml).toContain('<EnvioBOLETA');
    expect(await siiSchemaErrors(toLatin1(xml), 'EnvioBOLETA_v11.xsd')).toEqual([]);
  });

  it('with the hardest texts and many lines', async () => {
    const lineas = Array.from({ length: 60 }, (_, i) => ({
      nombre: `Flete RA N° ${1000 + i} Ñuñoa - Puerto Montt "urgente" & frágil ${'z'.repeat(80)}`,
      cantidad: 1,
      precioUnitario: 1000 + i * 7,
    }));
    const xml = testEnvio(credentials, [buildDte(inputFor(credentials, 39, { ...HARD, lineas, folio: 9 }))]);
    expect(await siiSchemaErrors(toLatin1(xml), 'EnvioBOLETA_v11.xsd')).toEqual([]);
  });

  it('the schema does refuse a boleta that breaks it (a Folio of zero)', async () => {
    const xml = testEnvio(credentials, [buildDte(inputFor(credentials, 39, { folio: 5 }))]);
    const errors = await siiSchemaErrors(
      toLatin1(xml.replace('<Folio>5</Folio>', '<Folio>0</Folio>')),
      'EnvioBOLETA_v11.xsd',
    );
    expect(errors.join('\n')).toContain('Folio');
  });
});
