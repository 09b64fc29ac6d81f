import { describe, expect, it } from 'vitest';
import { formatMeasures, measurePackage, totalPackages } from './measures.ts';

describe('package measures', () => {
  it('computes a line by hand: 3 boxes of 50×40×30 cm, 12 kg each', () => {
    // unit volume 50·40·30 = 60 000 cm³ = 0.06 m³; total 0.18 m³
    // unit volumetric weight 0.06 · 333 = 19.98 kg; total 59.94 kg
    // total weight 36 kg; density 12 / 0.06 = 200 kg/m³
    expect(
      measurePackage({ ncantidadbultos: 3, npesobultokg: 12, nlargocm: 50, nanchocm: 40, naltocm: 30 }),
    ).toEqual({
      nvolumenbultom3: 0.06,
      npesovolumbulto: 19.98,
      ndensidadbulto: 200,
      nvolumentotalm3: 0.18,
      npesovolumtotal: 59.94,
      npesototalkg: 36,
      ndensidadtotal: 200,
    });
  });

  it('rounds to 5 decimals: one 7×7×7 cm envelope of 1 kg', () => {
    // 343 cm³ = 0.000343 m³; volumetric 0.114219 kg → 0.11422; density 1 / 0.000343 = 2915.45190…
    const m = measurePackage({ ncantidadbultos: 1, npesobultokg: 1, nlargocm: 7, nanchocm: 7, naltocm: 7 });
    expect(m.nvolumenbultom3).toBe(0.00034);
    expect(m.npesovolumbulto).toBe(0.11422);
    expect(m.ndensidadbulto).toBe(2915.4519);
  });

  it('answers density 0 for a line without volume', () => {
    expect(
      measurePackage({ ncantidadbultos: 1, npesobultokg: 5, nlargocm: 0, nanchocm: 10, naltocm: 10 })
        .ndensidadbulto,
    ).toBe(0);
  });

  it('totals an RA: sums, and density of the whole', () => {
    // line 1: 0.18 m³, 36 kg; line 2: 1 pallet 120×100×150 = 1.8 m³, 400 kg
    const totals = totalPackages([
      { ncantidadbultos: 3, npesobultokg: 12, nlargocm: 50, nanchocm: 40, naltocm: 30 },
      { ncantidadbultos: 1, npesobultokg: 400, nlargocm: 120, nanchocm: 100, naltocm: 150 },
    ]);
    expect(totals).toEqual({
      totalBultos: 4,
      totalVolumenM3: 1.98,
      totalPesoKg: 436,
      totalPesoVolumetrico: 659.34,
      totalDensidad: 220.20202,
    });
  });
});

describe('formatMeasures', () => {
  it('writes length, width and height in that order, in cm', () => {
    expect(formatMeasures(120, 80, 100)).toBe('120 × 80 × 100 cm');
  });

  it('keeps the order when the values would sort otherwise', () => {
    expect(formatMeasures(30, 200, 5)).toBe('30 × 200 × 5 cm');
  });

  it('uses Chilean separators and up to 5 decimals', () => {
    expect(formatMeasures(40.5, 1250, 0.123456)).toBe('40,5 × 1.250 × 0,12346 cm');
  });
});
