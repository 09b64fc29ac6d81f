import type { RaPriceResponse } from '@carga/domain';
import {
  billingMessages,
  chileToday,
  formatClp,
  formatDate,
  messages,
  NO_MATCHING_TARIFF,
  NO_TARIFF_FOR_SINTARIFA,
  priceCargo,
  SIN_TARIFA,
} from '@carga/domain';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import { hasLivePayment } from '../../core/billing/ra-flow.repo.ts';
import { type Principal, worksAt } from '../../core/principal.ts';
import { sumDocumentValuesOf } from '../../core/ra/items.repo.ts';
import {
  findReception,
  type HistoryEntry,
  type ReceptionRow,
  recordHistories,
} from '../../core/ra/ra.repo.ts';
import { loadReadableRa } from '../../core/ra/ra-access.ts';
import { findClientById, findClientByRut } from '../../core/reference/clients.repo.ts';
import * as repo from '../../core/reference/prices.repo.ts';
import { findTariff } from '../../core/reference/tariffs.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, forbidden } from '../../errors.ts';

// The price of an RA (issue 12): quoted live while the wizard edits it, stored when the wizard finishes it,
// and from then on read, never recomputed, until someone re-prices it explicitly before it leaves.

type Quote = Omit<repo.PriceValues, 'nidusuario'>;
type Tarifa = Extract<RaPriceResponse, { priced: true }>['tarifa'];

/**
 * What pricing reads, once per key for the RAs priced together (an import's RAs share their billed
 * clients, tariffs and versions): the billed client, the active tariff of a key, its version of a day.
 */
function pricingReads(db: Db | Tx) {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>) => {
    if (!memo.has(key)) memo.set(key, read());
    return memo.get(key) as Promise<T>;
  };
  return {
    /** The billed client: the RA's payer, or the client whose RUT it bills. */
    billingClient(ra: ReceptionRow) {
      if (ra.nidpagador) {
        const id = ra.nidpagador;
        return once(`c:${id}`, () => findClientById(db, id));
      }
      const rut = ra.srutfacturar;
      return rut ? once(`r:${rut}`, () => findClientByRut(db, rut)) : Promise.resolve(undefined);
    },
    tariff: (key: Parameters<typeof findTariff>[1]) =>
      once(`t:${JSON.stringify(key)}`, () => findTariff(db, key, { activeOnly: true })),
    version: (nidtarifa: number, day: string) =>
      once(`v:${nidtarifa}:${day}`, () => repo.versionOn(db, nidtarifa, day)),
  };
}

/** The RA's price now: the billed client's active tariff on its route, in the version of its reception day. */
export async function quoteReception(
  db: Db | Tx,
  ra: ReceptionRow,
): Promise<{ quote: Quote; tarifa?: Tarifa }> {
  return (await quoteReceptions(db, [ra]))[0]!;
}

/** The quotes of several RAs, in their order: their documents summed in one statement, the rest read once. */
export async function quoteReceptions(db: Db | Tx, ras: ReceptionRow[]) {
  const declared = await sumDocumentValuesOf(
    db,
    ras.map((ra) => ra.nidra),
  );
  const reads = pricingReads(db);
  const quotes: Array<{ quote: Quote; tarifa?: Tarifa }> = [];
  for (const ra of ras) quotes.push(await quoteOne(ra, declared.get(ra.nidra) ?? 0, reads));
  return quotes;
}

async function quoteOne(
  ra: ReceptionRow,
  documentsValue: number,
  reads: ReturnType<typeof pricingReads>,
): Promise<{ quote: Quote; tarifa?: Tarifa }> {
  const measured = {
    ncantidadbultos: ra.ncantidadbultos,
    npesokg: ra.npesobrutokg,
    nvolumenm3: ra.nvolumenm3,
    npesovolumetrico: ra.npesovolumetrico,
    nvalordeclarado: Math.round(documentsValue),
  };
  const unpriced = (scodmotivo: 'SINTARIFA' | 'NOTARIFA', sdesmotivo: string) => ({
    quote: { ...measured, scodmotivo, sdesmotivo },
  });
  // SINTARIFA cargo is never priced, whoever pays for it: that reason comes before any other.
  if (ra.scodtipocarga === SIN_TARIFA) return unpriced('SINTARIFA', NO_TARIFF_FOR_SINTARIFA);
  if (!ra.scodoficinadestino || !ra.scodtipocarga) return unpriced('NOTARIFA', messages.priceNeedsRoute);
  const client = await reads.billingClient(ra);
  if (!client) return unpriced('NOTARIFA', messages.priceNeedsBillingClient);
  const key = {
    nidcliente: client.nidcliente,
    scodoficinaorigen: ra.scodoficinaorigen,
    scodoficinadestino: ra.scodoficinadestino,
    svia: ra.sviadespacho,
    scodmodalidad: ra.smodalidadenvio,
    scodtipocarga: ra.scodtipocarga,
  };
  const tariff = await reads.tariff(key);
  const version = tariff && (await reads.version(tariff.nidtarifa, chileToday(ra.dfecrecepcion)));
  if (!tariff || !version) return unpriced('NOTARIFA', NO_MATCHING_TARIFF);
  const result = priceCargo(
    {
      scodtipocarga: ra.scodtipocarga,
      weightKg: measured.npesokg,
      volumeM3: measured.nvolumenm3,
      volumetricKg: measured.npesovolumetrico,
      packages: measured.ncantidadbultos,
      declaredValue: measured.nvalordeclarado,
      imo: ra.sindcargaimo === 'S',
    },
    version,
  );
  if (!result.priced) return unpriced('NOTARIFA', result.reason);
  const { price } = result;
  return {
    quote: {
      ...measured,
      scodmotivo: 'TARIFA',
      sdesmotivo: '',
      nidtarifa: tariff.nidtarifa,
      nidversion: version.nidversion,
      sbase: price.basis,
      nflete: price.freight,
      ntarifaminima: Math.round(version.ntarifaminima),
      nmanipulacion: price.internalHandling,
      nrecargoimo: price.imoSurcharge,
      nseguro: price.insurance,
      ntotal: price.total,
    },
    tarifa: {
      ...key,
      srutcliente: client.srutcliente,
      snombrecorto: client.snombrecorto,
      dvigenciadesde: version.dvigenciadesde,
    },
  };
}

type Stamp = Pick<RaPriceResponse, 'stored' | 'dfecprecio' | 'repricable' | 'clientefacturado'>;

/** The client whose tariffs price the RA, as the answer names it (its short name, else its full name). */
async function billedClientOf(db: Db | Tx, ra: ReceptionRow): Promise<Stamp['clientefacturado']> {
  const client = await pricingReads(db).billingClient(ra);
  if (!client) return null;
  return {
    srutcliente: client.srutcliente,
    snombrecorto: client.snombrecorto || client.snombrecliente,
    sfacturar: ra.sfacturar,
  };
}

function toResponse(quote: Quote, tarifa: Tarifa | undefined, stamp: Stamp): RaPriceResponse {
  if (quote.scodmotivo !== 'TARIFA' || !tarifa) {
    const scodmotivo = quote.scodmotivo === 'SINTARIFA' ? 'SINTARIFA' : 'NOTARIFA';
    return { priced: false, scodmotivo, reason: quote.sdesmotivo ?? '', ...stamp };
  }
  return {
    priced: true,
    tarifa,
    price: {
      basis: quote.sbase as Extract<RaPriceResponse, { priced: true }>['price']['basis'],
      freight: quote.nflete ?? 0,
      minimum: quote.ntarifaminima ?? 0,
      internalHandling: quote.nmanipulacion ?? 0,
      imoSurcharge: quote.nrecargoimo ?? 0,
      insurance: quote.nseguro ?? 0,
      total: quote.ntotal ?? 0,
    },
    ...stamp,
  };
}

/** How the history tells a price: '$54.271 (tarifa vigente desde 01/12/2026)' or 'Sin tarifa: why'. */
const priceText = (quote: Pick<Quote, 'scodmotivo' | 'sdesmotivo' | 'ntotal'>, validFrom?: string | null) =>
  quote.scodmotivo === 'TARIFA'
    ? `${formatClp(quote.ntotal ?? 0)}${validFrom ? ` (tarifa vigente desde ${formatDate(`${validFrom}T12:00:00Z`)})` : ''}`
    : `sin tarifa: ${quote.sdesmotivo}`;

/**
 * Prices the RA and stores it, in the caller's transaction: the wizard's finish and the explicit
 * re-pricing. The history says the price (and, when it replaces another, the old one).
 */
export async function storeRaPrice(
  tx: Tx,
  principal: Principal,
  ra: ReceptionRow,
  action: 'FINALIZAR' | 'RECALCULAR_PRECIO',
) {
  return (await storeRaPrices(tx, principal, [ra], action))[0]!;
}

/** The same for several RAs (the wizard's finish of an import's every RA): a few statements in all. */
export async function storeRaPrices(
  tx: Tx,
  principal: Principal,
  ras: ReceptionRow[],
  action: 'FINALIZAR' | 'RECALCULAR_PRECIO',
) {
  const stored = await repo.findStoredPrices(
    tx,
    ras.map((ra) => ra.nidra),
  );
  const quotes = await quoteReceptions(tx, ras);
  const prices: Array<{ nidra: number; values: repo.PriceValues }> = [];
  const history: HistoryEntry[] = [];
  ras.forEach((ra, i) => {
    const before = stored.get(ra.nidra);
    const { quote, tarifa } = quotes[i]!;
    // Finishing again (an ENPREP RA sent to the warehouse) at the same price changes nothing.
    const same =
      before &&
      before.price.scodmotivo === quote.scodmotivo &&
      before.price.ntotal === (quote.ntotal ?? 0) &&
      before.price.nidversion === (quote.nidversion ?? null);
    if (same && action === 'FINALIZAR') return;
    prices.push({ nidra: ra.nidra, values: { ...quote, nidusuario: principal.nidusuario } });
    const now = priceText(quote, tarifa?.dvigenciadesde);
    history.push({
      nidra: ra.nidra,
      nidusuario: principal.nidusuario,
      saccion: action === 'FINALIZAR' && !before ? 'PRECIO' : 'RECALCULAR_PRECIO',
      sdetalle: before
        ? `Precio recalculado: ${priceText(before.price, before.dvigenciadesde)} → ${now}`
        : `Precio registrado: ${now}`,
      sestadoanterior: ra.scodestado,
      sestadonuevo: ra.scodestado,
    });
  });
  await repo.storePrices(tx, prices);
  await recordHistories(tx, history);
  return quotes;
}

/** States in which an RA has a price that may still be recalculated (finished, not voided nor sent away). */
const REPRICABLE_STATES = ['ENPREP', 'BORIG', 'ENLIS'];
const REPRICE_MENUS = ['ORIG-INGRESO', 'BOD-OPERACION', 'CNF-TARIFAS'];

/** Who may re-price: staff of the RA's origin office or warehouse holding one of the menus above. */
const mayReprice = (principal: Principal, ra: ReceptionRow) =>
  principal.rut === null &&
  REPRICE_MENUS.some((menu) => principal.menus.includes(menu)) &&
  [ra.scodoficinaorigen, ra.scodbodegaorigen].some((code) => code && worksAt(principal, code));

async function repricable(db: Db | Tx, principal: Principal, ra: ReceptionRow) {
  return (
    mayReprice(principal, ra) &&
    REPRICABLE_STATES.includes(ra.scodestado) &&
    !(await repo.hasDispatchedUnits(db, ra.nidra))
  );
}

export function createPricingService(db: Db) {
  async function read(principal: Principal, ra: ReceptionRow): Promise<RaPriceResponse> {
    const canReprice = await repricable(db, principal, ra);
    const clientefacturado = await billedClientOf(db, ra);
    const stored = await repo.findStoredPrice(db, ra.nidra);
    if (stored) {
      const { price, tariff, dvigenciadesde } = stored;
      const tarifa =
        tariff?.srutcliente && dvigenciadesde
          ? {
              ...tariff,
              srutcliente: tariff.srutcliente,
              snombrecorto: tariff.snombrecorto ?? '',
              dvigenciadesde,
            }
          : undefined;
      return toResponse(price, tarifa as Tarifa | undefined, {
        stored: true,
        dfecprecio: price.dfecprecio.toISOString(),
        repricable: canReprice,
        clientefacturado,
      });
    }
    // An RA still in the wizard has no price yet: it is quoted by the tariff it would get now.
    if (ra.scodestado === 'ENCREA') {
      const { quote, tarifa } = await quoteReception(db, ra);
      return toResponse(quote, tarifa, {
        stored: false,
        dfecprecio: null,
        repricable: false,
        clientefacturado,
      });
    }
    // Finished before prices were stored: it has none until someone re-prices it (if it has not left).
    return {
      priced: false,
      scodmotivo: 'NOTARIFA',
      reason: messages.priceNotStored,
      stored: false,
      dfecprecio: null,
      repricable: canReprice,
      clientefacturado,
    };
  }

  return {
    /** The 'Valor del servicio' card: the stored price, or the quote of an RA still in the wizard. */
    async priceRa(principal: Principal, nidra: number): Promise<RaPriceResponse> {
      return read(principal, await loadReadableRa(db, principal, nidra));
    },

    /** Re-prices the RA by the tariff version valid on its reception day: before any unit leaves only. */
    async reprice(principal: Principal, nidra: number): Promise<RaPriceResponse> {
      await db.transaction(async (tx) => {
        const ra = await loadReadableRa(tx, principal, nidra);
        if (!mayReprice(principal, ra)) throw forbidden(messages.raWrongOffice);
        const locked = (await findReception(tx, nidra, { forUpdate: true }))!;
        if (['ANULA', 'ENVIA'].includes(locked.scodestado)) throw conflict(messages.repriceVoided);
        if (!REPRICABLE_STATES.includes(locked.scodestado)) {
          throw conflict(
            locked.scodestado === 'ENCREA' ? messages.repriceNotFinished : messages.repriceAfterDispatch,
          );
        }
        if (await repo.hasDispatchedUnits(tx, nidra)) throw conflict(messages.repriceAfterDispatch);
        // What was charged is what it was worth (issue 33): a paid RA is re-priced after its payment is reversed.
        if (await hasLivePayment(tx, nidra)) throw conflict(billingMessages.repricePaid);
        await storeRaPrice(tx, principal, locked, 'RECALCULAR_PRECIO');
        await syncDebt(tx, nidra);
      });
      return this.priceRa(principal, nidra);
    },
  };
}

export type PricingService = ReturnType<typeof createPricingService>;
