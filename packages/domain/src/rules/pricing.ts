// What the company charges for one RA, from the client's tariff on that route (issue 5).
// All amounts are CLP; each component is rounded to whole pesos and the total is their sum.
import { SIN_TARIFA } from '../contract/shipment-wizard.ts';

export interface TariffValues {
  /** CLP per kg of real weight. */
  nvalortarifakg: number;
  /** CLP per m³. */
  nvalortarifam3: number;
  /** CLP per kg of volumetric weight. */
  nvalorpesovolum: number;
  /** CLP per package. */
  nvalorcantidad: number;
  /** CLP per package for internal handling, charged on top of the freight. */
  nvalorcantinterno: number;
  /** % of the declared cargo value, for insurance. */
  nporcentajeseguro: number;
  /** % surcharge on the freight for IMO (dangerous) cargo. */
  nporcentajecargaimo: number;
  /** The least the freight can cost. */
  ntarifaminima: number;
}

export interface ChargeableCargo {
  scodtipocarga: string | null;
  weightKg: number;
  volumeM3: number;
  volumetricKg: number;
  packages: number;
  /** Sum of the associated documents' values, CLP. */
  declaredValue: number;
  imo: boolean;
}

export type FreightBasis = 'PESO' | 'VOLUMEN' | 'PESO_VOLUMETRICO' | 'CANTIDAD' | 'MINIMO';

export interface Price {
  /** The measure that set the freight: the greatest of the four, or the minimum tariff. */
  basis: FreightBasis;
  freight: number;
  internalHandling: number;
  imoSurcharge: number;
  insurance: number;
  total: number;
}

export type PriceResult = { priced: true; price: Price } | { priced: false; reason: string };

export const NO_TARIFF_FOR_SINTARIFA = 'La carga sin tarifa (SINTARIFA) no se cobra por tarifa';
export const NO_MATCHING_TARIFF =
  'No hay una tarifa vigente para el cliente en esta ruta, vía, modalidad y tipo de carga';

const pesos = (value: number) => Math.round(value);

/**
 * The freight is the greatest of weight × CLP/kg, volume × CLP/m³, volumetric weight × CLP/kg and
 * packages × CLP/package (a carrier charges what the cargo costs it most), never below the minimum tariff.
 * On top: internal handling per package, the IMO surcharge on the freight, and insurance on the declared value.
 */
export function priceCargo(cargo: ChargeableCargo, tariff: TariffValues | null | undefined): PriceResult {
  if (cargo.scodtipocarga === SIN_TARIFA) return { priced: false, reason: NO_TARIFF_FOR_SINTARIFA };
  if (!tariff) return { priced: false, reason: NO_MATCHING_TARIFF };
  const candidates: Array<[FreightBasis, number]> = [
    ['PESO', cargo.weightKg * tariff.nvalortarifakg],
    ['VOLUMEN', cargo.volumeM3 * tariff.nvalortarifam3],
    ['PESO_VOLUMETRICO', cargo.volumetricKg * tariff.nvalorpesovolum],
    ['CANTIDAD', cargo.packages * tariff.nvalorcantidad],
  ];
  let [basis, freight] = candidates.reduce((best, next) => (next[1] > best[1] ? next : best));
  if (freight < tariff.ntarifaminima) [basis, freight] = ['MINIMO', tariff.ntarifaminima];
  freight = pesos(freight);
  const internalHandling = pesos(cargo.packages * tariff.nvalorcantinterno);
  const imoSurcharge = cargo.imo ? pesos((freight * tariff.nporcentajecargaimo) / 100) : 0;
  const insurance = pesos((cargo.declaredValue * tariff.nporcentajeseguro) / 100);
  return {
    priced: true,
    price: {
      basis,
      freight,
      internalHandling,
      imoSurcharge,
      insurance,
      total: freight + internalHandling + imoSurcharge + insurance,
    },
  };
}
