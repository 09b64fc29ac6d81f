import type { RaPriceResponse } from '@carga/domain';
import { messages, NO_TARIFF_FOR_SINTARIFA, priceCargo, SIN_TARIFA } from '@carga/domain';
import type { Db, Tx } from '../../db/client.ts';
import type { Principal } from '../../plugins/auth.ts';
import { sumDocumentValues } from '../shipment/items.repo.ts';
import type { ReceptionRow } from '../shipment/ra.repo.ts';
import { loadReadableRa } from '../shipment/ra-access.ts';
import { findClientById, findClientByRut } from './clients.repo.ts';
import { findTariff } from './tariffs.repo.ts';

/** The billed client: the RA's payer, or the client whose RUT it bills. */
async function billingClient(db: Db | Tx, ra: ReceptionRow) {
  if (ra.nidpagador) return findClientById(db, ra.nidpagador);
  return ra.srutfacturar ? findClientByRut(db, ra.srutfacturar) : undefined;
}

/** The measures that are charged; by default the whole RA's. A load list may carry only part of it. */
export interface ChargedMeasures {
  weightKg: number;
  volumeM3: number;
  volumetricKg: number;
  packages: number;
}

/**
 * What the company charges for an RA: the billed client's active tariff on the RA's route, vía,
 * modality and cargo type, applied by the domain's pricing rule. An RA that cannot be priced says why.
 */
export async function priceReception(
  db: Db | Tx,
  ra: ReceptionRow,
  measures?: ChargedMeasures,
): Promise<RaPriceResponse> {
  const cargo = {
    scodtipocarga: ra.scodtipocarga,
    weightKg: measures?.weightKg ?? ra.npesobrutokg,
    volumeM3: measures?.volumeM3 ?? ra.nvolumenm3,
    volumetricKg: measures?.volumetricKg ?? ra.npesovolumetrico,
    packages: measures?.packages ?? ra.ncantidadbultos,
    declaredValue: await sumDocumentValues(db, ra.nidra),
    imo: ra.sindcargaimo === 'S',
  };
  // SINTARIFA cargo is never priced, whoever pays for it: that reason comes before any other.
  if (ra.scodtipocarga === SIN_TARIFA) return { priced: false, reason: NO_TARIFF_FOR_SINTARIFA };
  if (!ra.scodoficinadestino || !ra.scodtipocarga) return { priced: false, reason: messages.priceNeedsRoute };
  const client = await billingClient(db, ra);
  if (!client) return { priced: false, reason: messages.priceNeedsBillingClient };
  const key = {
    nidcliente: client.nidcliente,
    scodoficinaorigen: ra.scodoficinaorigen,
    scodoficinadestino: ra.scodoficinadestino,
    svia: ra.sviadespacho,
    scodmodalidad: ra.smodalidadenvio,
    scodtipocarga: ra.scodtipocarga,
  };
  const tariff = await findTariff(db, key, { activeOnly: true });
  const result = priceCargo(cargo, tariff);
  if (!result.priced) return result;
  return {
    priced: true,
    tarifa: { ...key, srutcliente: client.srutcliente, snombrecorto: client.snombrecorto },
    price: result.price,
  };
}

export function createPricingService(db: Db) {
  return {
    /** The price of an RA for staff on its route (the 'Valor del servicio' card). */
    async priceRa(principal: Principal, nidra: number): Promise<RaPriceResponse> {
      const ra = await loadReadableRa(db, principal, nidra);
      return priceReception(db, ra);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
