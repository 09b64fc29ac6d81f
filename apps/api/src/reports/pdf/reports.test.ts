import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import { present } from '../../../test/present.ts';
import { encodeCode128, packageBarcodeText, parsePackageBarcode } from './barcode.ts';
import {
  formatClp,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatIsoDate,
  formatRaNumber,
} from './format.ts';
import { buildLabelsPdf, listPackageUnits } from './labels.pdf.ts';
import type { RaReportData } from './report-data.ts';
import { sampleRaReportData } from './sample-data.ts';
import { buildVoucherPdf } from './voucher.pdf.ts';

const A6 = { width: 297.64, height: 419.53 };
const A4 = { width: 595.28, height: 841.89 };

let dir: string;
let fileCount = 0;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'carga-pdf-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function save(pdf: Buffer): string {
  const file = join(dir, `report-${++fileCount}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

function pdfInfo(file: string): Record<string, string> {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Object.fromEntries(
    out.split('\n').map((line) => [line.split(':')[0], line.slice(line.indexOf(':') + 1).trim()]),
  );
}

function pageCount(file: string): number {
  return Number(pdfInfo(file).Pages);
}

function pageText(file: string, page?: number): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return execFileSync('pdftotext', ['-layout', ...range, file, '-'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
}

interface Word {
  page: number;
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its box, from poppler's own layout of the PDF. */
function words(file: string): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8', maxBuffer: 64 << 20 });
  const result: Word[] = [];
  let page = 0;
  for (const match of html.matchAll(
    /<page |<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g,
  )) {
    const [, xMin, yMin, xMax, yMax, text] = match;
    // '<page ' matches without the word's groups.
    if (text === undefined) page++;
    else
      result.push({
        page,
        text,
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      });
  }
  return result;
}

function wordsOutside(file: string, size: { width: number; height: number }, margin: number): Word[] {
  const slack = 0.5;
  return words(file).filter(
    (w) =>
      w.xMin < margin - slack ||
      w.yMin < margin - slack - 4 ||
      w.xMax > size.width - margin + slack ||
      w.yMax > size.height - margin + slack,
  );
}

const longTexts: Partial<RaReportData> = {
  nidra: 1_234_567,
  origin: {
    office: 'OFISCL',
    officeName: 'Santiago Centro Oficina Principal de Recepción de Carga Nacional e Internacional',
    warehouse: 'BDSCL',
    warehouseName: 'Bodega Central de Santiago Quilicura Norte Sector Industrial',
  },
  destination: { office: null, officeName: null, warehouse: null, warehouseName: null },
  recipient: {
    rut: '12345678-5',
    name: 'Comercializadora y Distribuidora de Productos Agrícolas del Extremo Sur de Chile y Magallanes SpA Limitada',
    address:
      "Avenida Presidente Bernardo O'Higgins 1234, oficina 56, Punta Arenas, Región de Magallanes y de la Antártica Chilena",
  },
  description: 'Descripción '.repeat(60),
  packages: [
    {
      type: 'Pallet de madera reforzado para exportación marítima',
      quantity: 2,
      weightKg: 12_350.12345,
      lengthCm: 120,
      widthCm: 100,
      heightCm: 150,
      reference: 'ReferenciaExtremadamenteLargaSinEspaciosQueNoCabeEnNingunaParte y más texto todavía',
      volumeM3: 3.6,
      totalWeightKg: 24_700.2469,
      volumetricKg: 1198.8,
    },
  ],
};

describe('format', () => {
  it('writes CLP with a symbol, dots and no decimals', () => {
    expect(formatClp(1_250_000)).toBe('$1.250.000');
    expect(formatClp(1234)).toBe('$1.234');
    expect(formatClp(999)).toBe('$999');
    expect(formatClp(0)).toBe('$0');
    expect(formatClp(1999.5)).toBe('$2.000');
    expect(formatClp(-1500)).toBe('-$1.500');
  });

  it('writes quantities with es-CL separators and at most 5 decimals', () => {
    expect(formatDecimal(0.072)).toBe('0,072');
    expect(formatDecimal(0.123456)).toBe('0,12346');
    expect(formatDecimal(1234.5)).toBe('1.234,5');
    expect(formatDecimal(3)).toBe('3');
    expect(formatDecimal(-0.000001)).toBe('0');
    expect(formatDecimal(2.345, 2)).toBe('2,35');
  });

  it('writes dates as dd/MM/yyyy and instants on Chile time', () => {
    expect(formatIsoDate('2025-01-14')).toBe('14/01/2025');
    expect(formatIsoDate('sin fecha')).toBe('sin fecha');
    // January is summer time (UTC-3), July is winter time (UTC-4).
    expect(formatDateTime(new Date('2025-01-15T13:04:05Z'))).toBe('15/01/2025 10:04:05');
    expect(formatDateTime(new Date('2025-07-15T13:04:05Z'))).toBe('15/07/2025 09:04:05');
    expect(formatDateTime(new Date('2025-01-15T02:00:00Z'))).toBe('14/01/2025 23:00:00');
    expect(formatDate(new Date('2025-01-15T02:00:00Z'))).toBe('14/01/2025');
  });

  it('pads the RA number to 6 digits', () => {
    expect(formatRaNumber(123)).toBe('000123');
    expect(formatRaNumber(1_234_567)).toBe('1234567');
  });
});

describe('package barcode text', () => {
  it('pads the RA to 6 digits and k/n to the width of n, at least 2', () => {
    expect(packageBarcodeText(123, 3, 5)).toBe('RA-000123-03/05');
    expect(packageBarcodeText(123, 99, 99)).toBe('RA-000123-99/99');
    expect(packageBarcodeText(123, 7, 200)).toBe('RA-000123-007/200');
    expect(packageBarcodeText(123, 10, 100)).toBe('RA-000123-010/100');
    expect(packageBarcodeText(1_234_567, 1, 1)).toBe('RA-1234567-01/01');
    expect(packageBarcodeText(5, 12, 1500)).toBe('RA-000005-0012/1500');
  });

  it('refuses impossible packages', () => {
    expect(() => packageBarcodeText(123, 0, 5)).toThrow(RangeError);
    expect(() => packageBarcodeText(123, 6, 5)).toThrow(RangeError);
    expect(() => packageBarcodeText(123, 1.5, 5)).toThrow(RangeError);
    expect(() => packageBarcodeText(-1, 1, 5)).toThrow(RangeError);
  });

  it('parses back what it writes', () => {
    for (const [nidra, k, n] of [
      [123, 1, 1],
      [123, 2, 5],
      [987_654, 99, 99],
      [1, 100, 100],
      [123, 7, 200],
      [12_345_678, 1234, 5000],
    ] as const) {
      expect(parsePackageBarcode(packageBarcodeText(nidra, k, n))).toEqual({ nidra, k, n });
    }
  });

  it('rejects codes that are not ours', () => {
    for (const text of [
      '',
      'RA-000123-3/5',
      'RA-123-03/05',
      'RA-000123-003/005',
      'RA-000123-06/05',
      'RA-000123-00/05',
      'RA-000123-02-05',
      'ra-000123-02/05',
      'RA-000123-02/05X',
    ]) {
      expect(parsePackageBarcode(text), text).toBeNull();
    }
  });

  it('encodes Code 128 bars that start with a start code and end with the stop pattern', () => {
    const { widths, modules } = encodeCode128('RA-000123-02/05');
    // Start A/B/C all begin with 2 1 1; the stop pattern is 2 3 3 1 1 1 2.
    expect(widths.slice(0, 3)).toEqual([2, 1, 1]);
    expect(widths.slice(-7)).toEqual([2, 3, 3, 1, 1, 1, 2]);
    expect(widths.length % 2).toBe(1);
    // Every symbol is 11 modules, plus 2 for the stop's final bar.
    expect((modules - 2) % 11).toBe(0);
  });
});

describe('labels PDF', () => {
  it('numbers package units across all lines', () => {
    const units = listPackageUnits(sampleRaReportData().packages);
    expect(units.map((u) => `${u.k}/${u.n} ${u.line.type}`)).toEqual([
      '1/5 Caja',
      '2/5 Caja',
      '3/5 Caja',
      '4/5 Pallet',
      '5/5 Pallet',
    ]);
    expect(() =>
      listPackageUnits([{ ...present(sampleRaReportData().packages[0], 'package line'), quantity: 1.5 }]),
    ).toThrow(RangeError);
  });

  it('prints one A6 page per package with the RA, the package count and its weight', async () => {
    const file = save(await buildLabelsPdf(sampleRaReportData()));
    const info = pdfInfo(file);
    expect(info.Pages).toBe('5');
    expect(info.Title).toBe('Etiquetas RA 123');
    expect(info['Page size']).toMatch(/^297\.64 x 419\.53 pts/);

    const second = pageText(file, 2);
    expect(second).toContain('RA 000123');
    expect(second).toContain('Bulto 2 de 5');
    expect(second).toContain('RA-000123-02/05');
    expect(second).toContain('Comercial Magallanes SpA');
    expect(second).toContain('RUT 12345678-5');
    expect(second).toContain('OFISCL');
    expect(second).toContain('OFIPUQ');
    // Warehouses written as everywhere: 'Bodega Santiago (BDSCL)' (issue 12).
    expect(second).toContain('Bodega: Bodega Santiago (BDSCL)');
    expect(second).toContain('12,5 kg');
    // The measures under the weight, largo × ancho × alto.
    expect(second).toContain('40 × 30 × 20 cm');
    expect(second).toContain('Pedido 4471');
    expect(second).toContain('Expertos en logística nacional e internacional');

    const fourth = pageText(file, 4);
    expect(fourth).toContain('Bulto 4 de 5');
    expect(fourth).toContain('350,12345 kg');
    expect(fourth).toContain('120 × 100 × 150 cm');
    expect(fourth).toContain('Pallet');
    expect(fourth).not.toContain('Bulto 2 de 5');
  });

  it('keeps long names inside the label', async () => {
    const file = save(await buildLabelsPdf(sampleRaReportData({}, longTexts)));
    expect(pageCount(file)).toBe(2);
    expect(wordsOutside(file, A6, 14)).toEqual([]);
    const text = pageText(file, 1);
    expect(text).toContain('…');
    expect(text).toContain('12.350,12345 kg'); // the weight shrinks, never cut
    expect(text).toContain('Sin definir');
    expect(text).toContain('RA-1234567-01/02');
  });

  it('prints 200 labels for 200 packages', async () => {
    const file = save(await buildLabelsPdf(sampleRaReportData({ packageLines: 200 })));
    expect(pageCount(file)).toBe(200);
    const last = pageText(file, 200);
    expect(last).toContain('Bulto 200 de 200');
    expect(last).toContain('RA-000123-200/200');
  });

  it('refuses an RA without packages', async () => {
    await expect(buildLabelsPdf(sampleRaReportData({}, { packages: [] }))).rejects.toThrow(/no tiene bultos/);
  });
});

describe('labels barcode, read by a scanner', () => {
  beforeAll(async () => {
    // The wasm comes from the installed package: no download from a CDN.
    const wasm = readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm'));
    const wasmBinary = wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer;
    await prepareZXingModule({ overrides: { wasmBinary }, fireImmediately: true });
  });

  async function scanPage(file: string, page: number): Promise<string[]> {
    const png = execFileSync(
      'pdftoppm',
      ['-r', '300', '-f', String(page), '-l', String(page), '-png', file],
      {
        maxBuffer: 64 << 20,
      },
    );
    const results = await readBarcodes(new Uint8Array(png), { formats: ['Code128'], tryHarder: true });
    return results.filter((r) => r.isValid).map((r) => r.text);
  }

  it('decodes package 2 of 5 back to the RA and the package', async () => {
    const file = save(await buildLabelsPdf(sampleRaReportData()));
    const texts = await scanPage(file, 2);
    expect(texts).toEqual(['RA-000123-02/05']);
    expect(parsePackageBarcode(present(texts[0], 'decoded code'))).toEqual({ nidra: 123, k: 2, n: 5 });
  });

  it("decodes one unit's label printed again alone (unit 4 of 5)", async () => {
    const file = save(await buildLabelsPdf(sampleRaReportData(), { only: 4 }));
    expect(pageCount(file)).toBe(1);
    expect(pageText(file)).toContain('Bulto 4 de 5');
    expect(await scanPage(file, 1)).toEqual(['RA-000123-04/05']);
  });

  it('decodes the longest code, on the narrowest bars', async () => {
    const file = save(await buildLabelsPdf(sampleRaReportData({ packageLines: 200 }, { nidra: 1_234_567 })));
    const texts = await scanPage(file, 7);
    expect(texts).toEqual(['RA-1234567-007/200']);
    expect(parsePackageBarcode(present(texts[0], 'decoded code'))).toEqual({
      nidra: 1_234_567,
      k: 7,
      n: 200,
    });
  });
});

describe('voucher PDF', () => {
  it('prints the reception on one A4 page', async () => {
    const file = save(await buildVoucherPdf(sampleRaReportData()));
    const info = pdfInfo(file);
    expect(info.Pages).toBe('1');
    expect(info.Title).toBe('Comprobante de recepción RA 123');
    expect(info['Page size']).toMatch(/^595\.28 x 841\.89 pts/);
    const text = pageText(file);
    for (const expected of [
      'Comprobante de recepción',
      'RA 000123',
      '15/01/2025 10:04:05',
      'En creación (ENCREA)',
      'Santiago (OFISCL)',
      'Bodega Punta Arenas (BDPUQ)',
      'Terrestre',
      'Carga física',
      'Importadora Ñandú Ltda.',
      'Agencia de Aduanas Pérez',
      'Repuestos de lavadoras y refrigeradores',
      'Frágil · Refrigerada (4 °C)',
      'Pallet: 2',
      'Largo × ancho × alto',
      '40 × 30 × 20 cm',
      '120 × 100 × 150 cm',
      'F-10293',
      '14/01/2025',
      '$1.250.000',
      'Sin valor',
      '350,12345',
      '0,072',
      '1.222,776',
      '200,91147',
      'Recibido por: María José Pérez',
      'Firma del cliente',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toContain('Sin descripción');
    expect(text).not.toContain('No hay documentos adjuntos');
  });

  it('says so when there is no description and no documents', async () => {
    const file = save(
      await buildVoucherPdf(sampleRaReportData({}, { description: '  ', documents: [], agent: null })),
    );
    const text = pageText(file);
    expect(text).toContain('Sin descripción');
    expect(text).toContain('No hay documentos adjuntos');
    expect(text).toContain('Sin agente');
    expect(text).not.toContain('$1.250.000');
  });

  it('continues 200 package lines over several pages without losing or overflowing any', async () => {
    const data = sampleRaReportData({ packageLines: 200 });
    const file = save(await buildVoucherPdf(data));
    const pages = pageCount(file);
    expect(pages).toBeGreaterThan(1);
    const text = pageText(file);
    const references = text.match(/Orden de compra \d+/g) ?? [];
    expect(new Set(references).size).toBe(200);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(pageText(file, pages)).toContain('Recibido por: María José Pérez');
    expect(pageText(file, 2)).toContain('Referencia'); // the header is repeated
    expect(wordsOutside(file, A4, 40)).toEqual([]);
  });

  it('keeps long texts inside the page', async () => {
    const file = save(await buildVoucherPdf(sampleRaReportData({}, longTexts)));
    expect(wordsOutside(file, A4, 40)).toEqual([]);
    expect(pageText(file)).toContain('Sin definir');
  });
});
