import { describe, expect, it } from 'vitest';
import {
  carrierListFileName,
  labelsFileName,
  unitLabelFileName,
  valuedListFileName,
  voucherFileName,
  warehouseListFileName,
  zplLabelsFileName,
} from './file-names.ts';

describe('names of the downloaded documents', () => {
  // 01:00 UTC on the 2nd is still the 1st in Chile.
  const date = new Date('2026-03-02T01:00:00Z');

  it("names an RA's PDFs by its number and the day in Chile", () => {
    expect(labelsFileName(123, date)).toBe('Etiqueta 123 - 01-03-2026.pdf');
    expect(voucherFileName(123, date)).toBe('Comprobante 123 - 01-03-2026.pdf');
  });

  it("names the thermal labels and one unit's label by the RA as its codes write it", () => {
    expect(zplLabelsFileName(123)).toBe('etiquetas-RA-000123.zpl');
    expect(unitLabelFileName(123, 3, 5, 'zpl')).toBe('etiqueta-RA-000123-03-05.zpl');
    expect(unitLabelFileName(123, 7, 200, 'pdf', date)).toBe('Etiqueta 123 bulto 007-200 - 01-03-2026.pdf');
  });

  it("names a load list's spreadsheets by its code and the day in Chile", () => {
    expect(warehouseListFileName('LC000042', date)).toBe('Reporte lista carga (LC000042) 01-03-2026.xlsx');
    expect(valuedListFileName('LC000042', date)).toBe('Reporte valorizado (LC000042) 01-03-2026.xlsx');
    expect(carrierListFileName('LC000042', date)).toBe('Reporte transportista (LC000042) 01-03-2026.xlsx');
  });

  it('dates a name today when no date is given', () => {
    expect(labelsFileName(7)).toMatch(/^Etiqueta 7 - \d{2}-\d{2}-\d{4}\.pdf$/);
  });
});
