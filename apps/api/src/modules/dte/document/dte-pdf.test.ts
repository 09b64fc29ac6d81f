import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { buildDte } from './build-dte.ts';
import { inputFor, makeCredentials, type TestCredentials } from './dte.test-support.ts';
import { renderDtePdf } from './dte-pdf.ts';
import { PRUEBA_NOTICE } from './dte-pdf-blocks.ts';
import {
  contentStreams,
  figureBounds,
  pageCount,
  rasteriseFigure,
  textRuns,
} from './pdf-content.test-support.ts';
import type { DteFirmado, PdfOptions, TipoDte } from './types.ts';

let credentials: TestCredentials;
beforeAll(async () => {
  credentials = makeCredentials();
  // The wasm comes from the installed package: no download from a CDN.
  const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
  const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
  await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
});

const NAMES: Record<TipoDte, string> = {
  33: 'FACTURA ELECTRÓNICA',
  34: 'FACTURA NO AFECTA O EXENTA ELECTRÓNICA',
  39: 'BOLETA ELECTRÓNICA',
  61: 'NOTA DE CRÉDITO ELECTRÓNICA',
};

const options = (formato: PdfOptions['formato'], prueba = true): PdfOptions => ({
  formato,
  prueba,
  resolucion: { numero: 80, fecha: '2014-08-22' },
  oficinaSii: 'Santiago Oriente',
});

/** The timbre read back from what the page draws, as ISO-8859-1 text. */
async function readTimbre(pdf: Buffer): Promise<string[]> {
  const stream = contentStreams(pdf).at(-1) ?? '';
  const pixels = rasteriseFigure(stream);
  const results = await readBarcodes(pixels as unknown as ImageData, {
    formats: ['PDF417'],
    tryHarder: true,
  });
  return results.filter((r) => r.isValid).map((r) => Buffer.from(r.bytes).toString('latin1'));
}

describe.each(['carta', 'rollo80'] as const)('PDF %s', (formato) => {
  describe.each([33, 34, 39, 61] as TipoDte[])('tipo %i', (tipo) => {
    let dte: DteFirmado;
    let pdf: Buffer;
    beforeAll(async () => {
      dte = buildDte(inputFor(credentials, tipo, { folio: 42 }));
      pdf = await renderDtePdf(dte, options(formato));
    });

    it('names the document and its folio in the SII box, with the emisor, receptor and totals', () => {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = contentStreams(pdf).flatMap(textRuns);
      // A long name takes two lines of the box.
      expect(text.join(' ')).toContain(NAMES[tipo]);
      expect(text).toContain('N° 42');
      expect(text).toContain(`R.U.T.: 76.123.456-${dte.emisor.rut.split('-')[1]}`);
      expect(text).toContain('S.I.I. – SANTIAGO ORIENTE');
      expect(text).toContain('Transportes Carga Ñuñoa SpA');
      expect(text).toContain('Timbre Electrónico SII');
      expect(text).toContain('Res. N° 80 de 2014');
      expect(text).toContain('Verifique documento: www.sii.cl');
      expect(text).toContain('Total');
      expect(text).toContain(`$${new Intl.NumberFormat('es-CL').format(dte.totales.total)}`);
      if (tipo !== 34) expect(text).toContain('IVA 19 %');
    });

    it('carries the TED as a PDF417 that decodes back to it', async () => {
      expect(await readTimbre(pdf)).toEqual([dte.ted]);
    });

    it('prints the timbre at a size the SII reads', () => {
      const cm = 72 / 2.54;
      const { x, width, height } = figureBounds(contentStreams(pdf).at(-1) ?? '');
      if (formato === 'carta') {
        // Between 2 × 5 cm and 4 × 9 cm.
        expect(width / cm).toBeGreaterThanOrEqual(5);
        expect(width / cm).toBeLessThanOrEqual(9.01);
        expect(height / cm).toBeGreaterThanOrEqual(2);
        expect(height / cm).toBeLessThanOrEqual(4);
      } else {
        // At least 4.5 cm wide (boletas), inside the 72 mm a thermal printer prints.
        expect(width / cm).toBeGreaterThanOrEqual(4.5);
        expect(x / cm).toBeGreaterThanOrEqual(0.4);
        expect((x + width) / cm).toBeLessThanOrEqual(7.6);
      }
    });
  });

  it("prints a nota de crédito's references, and the timbre still reads", async () => {
    const referencias = [5, 6, 7].map((folio) => ({
      tipo: 33,
      folio,
      fecha: '2026-11-20',
      codigo: 1 as const,
      razon: `Anula el flete del RA ${folio}00, anulado en oficina`,
    }));
    const lineas = Array.from({ length: 36 }, (_, i) => ({
      nombre: `RA ${500 + i}`,
      cantidad: 1,
      precioUnitario: 9000,
    }));
    const dte = buildDte(inputFor(credentials, 61, { referencias, lineas }));
    const pdf = await renderDtePdf(dte, options(formato));
    const text = contentStreams(pdf).flatMap(textRuns).join(' ');
    for (const folio of [5, 6, 7]) {
      expect(text).toContain(
        `Factura electrónica N° ${folio} del 20/11/2026 — Anula documento: Anula el flete del RA ${folio}00, anulado en oficina`,
      );
    }
    expect(await readTimbre(pdf)).toEqual([dte.ted]);
  });

  it('prints the test notice on every page, and none when not a test', async () => {
    const lineas = Array.from({ length: 60 }, (_, i) => ({
      nombre: `RA ${1000 + i}`,
      cantidad: 1,
      precioUnitario: 12000,
    }));
    const dte = buildDte(inputFor(credentials, 33, { lineas }));
    const pdf = await renderDtePdf(dte, options(formato));
    const pages = pageCount(pdf);
    if (formato === 'carta') expect(pages).toBeGreaterThan(1);
    else expect(pages).toBe(1);
    for (const stream of contentStreams(pdf)) {
      expect(textRuns(stream).filter((t) => t === PRUEBA_NOTICE)).toHaveLength(2);
    }
    expect(contentStreams(pdf)).toHaveLength(pages);
    expect(await readTimbre(pdf)).toEqual([dte.ted]);

    const real = await renderDtePdf(dte, options(formato, false));
    expect(contentStreams(real).flatMap(textRuns)).not.toContain(PRUEBA_NOTICE);
  });
});
