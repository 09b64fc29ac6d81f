import { describe, expect, it } from 'vitest';
import { NO_MATCHING_TARIFF, NO_TARIFF_FOR_SINTARIFA, priceCargo, type TariffValues } from './pricing.ts';

const tariff = (overrides: Partial<TariffValues> = {}): TariffValues => ({
  nvalortarifakg: 0,
  nvalortarifam3: 0,
  nvalorpesovolum: 0,
  nvalorcantidad: 0,
  nvalorcantinterno: 0,
  nporcentajeseguro: 0,
  nporcentajecargaimo: 0,
  ntarifaminima: 0,
  ...overrides,
});

// The RA of the worked example: 4 packages, 436 kg, 1.98 m³, 659.34 kg volumetric, invoices for $1.250.000.
const cargo = {
  scodtipocarga: 'GENERAL',
  weightKg: 436,
  volumeM3: 1.98,
  volumetricKg: 659.34,
  packages: 4,
  declaredValue: 1_250_000,
  imo: false,
};
const rates = { nvalortarifakg: 250, nvalortarifam3: 60_000, nvalorpesovolum: 180, nvalorcantidad: 20_000 };

describe('pricing an RA from its tariff', () => {
  it('charges the greatest of weight, volume, volumetric weight and packages', () => {
    // weight 436 × 250 = 109.000; volume 1,98 × 60.000 = 118.800; volumetric 659,34 × 180 = 118.681,2; packages 4 × 20.000 = 80.000
    const result = priceCargo(cargo, tariff(rates));
    expect(result).toEqual({
      priced: true,
      price: {
        basis: 'VOLUMEN',
        freight: 118_800,
        internalHandling: 0,
        imoSurcharge: 0,
        insurance: 0,
        total: 118_800,
      },
    });
  });

  it('picks each basis when it is the greatest', () => {
    const basis = (t: Partial<TariffValues>) => {
      const r = priceCargo(cargo, tariff(t));
      return r.priced ? [r.price.basis, r.price.freight] : null;
    };
    expect(basis({ nvalortarifakg: 300 })).toEqual(['PESO', 130_800]); // 436 × 300
    expect(basis({ nvalorpesovolum: 200 })).toEqual(['PESO_VOLUMETRICO', 131_868]); // 659,34 × 200
    expect(basis({ nvalorcantidad: 35_000 })).toEqual(['CANTIDAD', 140_000]); // 4 × 35.000
    expect(basis({ nvalortarifam3: 10_000 })).toEqual(['VOLUMEN', 19_800]); // 1,98 × 10.000
  });

  it('never charges less than the minimum tariff', () => {
    const result = priceCargo(cargo, tariff({ ...rates, ntarifaminima: 150_000 }));
    expect(result.priced && result.price).toMatchObject({
      basis: 'MINIMO',
      freight: 150_000,
      total: 150_000,
    });
  });

  it('adds internal handling per package, the IMO surcharge on the freight and insurance on the declared value', () => {
    // freight 118.800; handling 4 × 1.500 = 6.000; IMO 15 % of 118.800 = 17.820; insurance 0,5 % of 1.250.000 = 6.250
    const result = priceCargo(
      { ...cargo, imo: true },
      tariff({ ...rates, nvalorcantinterno: 1_500, nporcentajecargaimo: 15, nporcentajeseguro: 0.5 }),
    );
    expect(result).toEqual({
      priced: true,
      price: {
        basis: 'VOLUMEN',
        freight: 118_800,
        internalHandling: 6_000,
        imoSurcharge: 17_820,
        insurance: 6_250,
        total: 148_870,
      },
    });
  });

  it('charges no IMO surcharge for ordinary cargo', () => {
    const result = priceCargo(cargo, tariff({ ...rates, nporcentajecargaimo: 15 }));
    expect(result.priced && result.price.imoSurcharge).toBe(0);
  });

  it('rounds each component to whole pesos and adds the rounded parts', () => {
    // volumetric 659,34 × 180 = 118.681,2 → 118.681; insurance 0,33 % of 1.250.000 = 4.125
    const result = priceCargo(cargo, tariff({ nvalorpesovolum: 180, nporcentajeseguro: 0.33 }));
    expect(result.priced && result.price).toMatchObject({
      freight: 118_681,
      insurance: 4_125,
      total: 122_806,
    });
  });

  it('says plainly when there is no tariff, and never prices SINTARIFA cargo', () => {
    expect(priceCargo(cargo, null)).toEqual({ priced: false, reason: NO_MATCHING_TARIFF });
    expect(priceCargo({ ...cargo, scodtipocarga: 'SINTARIFA' }, tariff(rates))).toEqual({
      priced: false,
      reason: NO_TARIFF_FOR_SINTARIFA,
    });
  });
});
