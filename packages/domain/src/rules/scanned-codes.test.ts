import { describe, expect, it } from 'vitest';
import { readSeal, readUnitCode, sealKey } from './scanned-codes.ts';
import { sealsDiffer } from './seals.ts';

const read = (text: string) => {
  const reading = readUnitCode(text);
  return reading.ok ? reading.code : `✗ ${reading.reason}`;
};

describe('readUnitCode', () => {
  it('reads the label as printed', () => {
    expect(readUnitCode('RA-000123-03/05')).toEqual({
      ok: true,
      code: 'RA-000123-03/05',
      unit: { nidra: 123, k: 3, n: 5 },
    });
    expect(read('RA-000123-007/200')).toBe('RA-000123-007/200');
  });

  it('reads a US-layout scanner on a Latin-American or Spanish keyboard, Shift or not', () => {
    // '-' arrives as "'" ('?' with Shift), '/' as '-' ('_' with Shift).
    expect(read("RA'000002'02-02")).toBe('RA-000002-02/02');
    expect(read('RA?000002?02_02')).toBe('RA-000002-02/02');
    expect(read("RA'000002'02/02")).toBe('RA-000002-02/02');
    expect(read('RA-000123-03-05')).toBe('RA-000123-03/05');
  });

  it('reads lower case, spaces around and missing leading zeros', () => {
    expect(read(" ra'000002'02-02\n")).toBe('RA-000002-02/02');
    expect(read('RA-2-1/2')).toBe('RA-000002-01/02');
    expect(read('RA-000123-7/200')).toBe('RA-000123-007/200');
  });

  it('refuses, with the reason, what it cannot read with certainty', () => {
    expect(read('RA-XYZ-01')).toBe('✗ Etiqueta desconocida: RA-XYZ-01 no tiene la forma RA-NNNNNN-PP/TT');
    expect(read('lc000042')).toBe('✗ Etiqueta desconocida: LC000042 no tiene la forma RA-NNNNNN-PP/TT');
    expect(read('RA-000002-0202')).toMatch(/no tiene la forma/);
    // A separator no layout types in that place.
    expect(read('RA.000002.02.02')).toBe(
      '✗ Etiqueta desconocida: RA.000002.02.02 tiene «.» donde la etiqueta lleva «-» (RA-NNNNNN-PP/TT)',
    );
    expect(read('RA-000002/02/02')).toMatch(/tiene «\/» donde la etiqueta lleva «-»/);
    expect(read("RA-000002-02'02")).toMatch(/tiene «'» donde la etiqueta lleva «\/»/);
    expect(read('RA-000002-03/02')).toBe(
      '✗ Etiqueta desconocida: RA-000002-03/02 nombra el bulto 03 de 02, que no existe',
    );
    expect(read('RA-000002-00/02')).toMatch(/que no existe/);
    // Past PostgreSQL's integer: refused here, never sent to the database.
    expect(read('RA-2147483648-01/01')).toBe(
      '✗ Etiqueta desconocida: RA-2147483648-01/01 nombra el RA 2147483648, que no existe',
    );
    expect(read('RA-9999999999999999-01/01')).toMatch(/nombra el RA 9999999999999999, que no existe$/);
    expect(read('RA-2147483647-01/2147483648')).toMatch(/nombra el bulto 01 de 2147483648, que no existe$/);
    expect(read('RA-2147483647-01/01')).toBe('RA-2147483647-01/01');
  });
});

describe('readSeal', () => {
  it('reads a seal as typed, trimmed and in capitals', () => {
    expect(readSeal(' sello-778899 ')).toEqual({ ok: true, seal: 'SELLO-778899' });
  });

  it("reads a US-layout scanner's seal back on that layout when it typed an apostrophe or a '?'", () => {
    expect(readSeal("SELLO'778899")).toEqual({ ok: true, seal: 'SELLO-778899' });
    expect(readSeal("ab'12-34")).toEqual({ ok: true, seal: 'AB-12/34' });
    expect(readSeal('AB?12')).toEqual({ ok: true, seal: 'AB_12' });
  });

  it('refuses keys of that layout that stand for several characters, and control characters', () => {
    const refused = readSeal('SELLO¿778899');
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason).toMatch(/^El sello SELLO¿778899 tiene «¿»/);
    expect(readSeal('SELLO\u0007').ok).toBe(false);
  });

  it('compares seals read by either layout, with or without leading zeros', () => {
    expect(sealKey("sello'0778899")).toBe(sealKey('SELLO-778899'));
    expect(sealsDiffer('SELLO-778899', "sello'778899")).toBe(false);
    // A '/' seal read as '-' by a scanner that typed no apostrophe.
    expect(sealsDiffer('AB/12', 'AB-12')).toBe(false);
    expect(sealsDiffer('SELLO-778899', 'SELLO-778898')).toBe(true);
  });
});
