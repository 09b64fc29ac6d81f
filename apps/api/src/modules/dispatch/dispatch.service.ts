import type {
  DispatchDetailResponse,
  DispatchFilters,
  DispatchRequest,
  DispatchResponse,
  DispatchSealRequest,
  DispatchSealResult,
  z,
} from '@carga/domain';
import { type dispatchQuery, isListDispatchable, type LoadingListState, messages } from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { lockRa, settleRa } from '../../core/ra/ra-transition.repo.ts';
import { ensureUnits } from '../../core/ra/units.repo.ts';
import { placeName } from '../../core/reference/place-names.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { type CarrierReportData, carrierReportOf } from '../../reports/xlsx/dispatch.xlsx.ts';
import { assertTruckChecked, dispatchListUnits, truckCheckOf } from '../custody/dispatch-units.ts';
import { packageLines } from '../loading-list/list-packages.repo.ts';
import { findListHeader } from '../loading-list/list-query.repo.ts';
import { moveList } from '../loading-list/list-transition.repo.ts';
import { findLoadingList, listRaIds } from '../loading-list/loading-list.repo.ts';
import type { LoadingListService } from '../loading-list/loading-list.service.ts';
import { recordCargoEvents } from '../notifications/events.ts';
import { pageDispatch, saveSealOnClosedList } from './dispatch.repo.ts';

type Query = z.output<typeof dispatchQuery>;

/** A list of a warehouse the caller works at, as its origin. */
async function loadOriginList(db: Db | Tx, principal: Principal, code: string, forUpdate = false) {
  const found = await findLoadingList(db, code, { forUpdate });
  if (!found) throw notFound(messages.loadingListNotFound);
  if (!worksAt(principal, found.operation.scodbodegaorigen))
    throw forbidden(messages.loadingListWrongWarehouse);
  return found;
}

const unitsOf = (lines: Awaited<ReturnType<typeof packageLines>>) =>
  lines.reduce((total, line) => total + line.onThisList, 0);

/** Despacho's filters (the list and its export): closed lists of one of the caller's warehouses. */
export function dispatchFiltersOf(principal: Principal, query: Omit<Query, 'Page'>) {
  if (!worksAt(principal, query.codigoBodegaOrigen)) throw forbidden(messages.loadingListWrongWarehouse);
  return {
    originWarehouse: query.codigoBodegaOrigen,
    operation: query.idOperacion,
    destinationWarehouse: query.codigoBodegaDestino,
    via: query.codigoViaDespacho,
  };
}

// Despacho (spec 2): a closed list leaves its origin warehouse with a seal; its RAs go in transit.
export function createDispatchService(db: Db, lists: LoadingListService) {
  return {
    list(principal: Principal, query: Query): Promise<DispatchResponse> {
      return pageDispatch(db, dispatchFiltersOf(principal, query), query.Page);
    },

    /** The load lists' filters without the state one: Despacho shows closed lists only. */
    async filters(): Promise<DispatchFilters> {
      const { bodegaList, medioEnvioList } = await lists.filters();
      return { bodegaList, medioEnvioList };
    },

    async detail(principal: Principal, code: string, nidoperacion: number): Promise<DispatchDetailResponse> {
      const found = await loadOriginList(db, principal, code);
      if (nidoperacion !== 0 && found.list.nidoperacion !== nidoperacion)
        throw badRequest(messages.operationMismatch, 'operation');
      const [detalle, resumen, verificacion] = await Promise.all([
        findListHeader(db, found.list.nidlistacarga),
        lists.summaryFor(found),
        truckCheckOf(db, found.list.nidlistacarga),
      ]);
      return { detalle, resumen, verificacion };
    },

    /**
     * 'Despachar lista': CERRADA → DESPA with the seal, once. The list row is locked first and the update
     * is conditional on CERRADA, so a second dispatch of the same list waits and then answers 409.
     */
    async dispatch(principal: Principal, body: DispatchRequest) {
      return db.transaction(async (tx) => {
        const found = await loadOriginList(tx, principal, body.scodlistacarga, true);
        const now = new Date();
        // The state is checked first (a dispatched list answers its own 409), then the truck check.
        if (isListDispatchable(found.list.scodestadolista))
          await assertTruckChecked(tx, found.list.nidlistacarga, body.sconfirmasinverificar === 'S');
        await moveList(tx, found.list, found.list.scodestadolista as LoadingListState, 'DESPA', {
          sselloseguridad: body.sselloseguridad,
          scomentariodespacho: body.scomentariodespacho,
          dfhodespacho: now,
        });
        const { scodlistacarga, nidlistacarga } = found.list;
        const destination = await placeName(tx, found.operation.scodbodegadestino);
        const nidras = await listRaIds(tx, nidlistacarga);
        for (const nidra of nidras) {
          const ra = await lockRa(tx, nidra);
          await ensureUnits(tx, nidra);
          const units = unitsOf(await packageLines(tx, [nidra], nidlistacarga));
          await settleRa(
            tx,
            principal,
            ra,
            'DESPACHO',
            `Despachado en la lista de carga ${scodlistacarga} hacia ${destination}: ${units} bultos, sello ${body.sselloseguridad}`,
          );
        }
        // Every RA of the list is dispatched: one set-based insert of events and notices (issue 16).
        await recordCargoEvents(tx, {
          sevento: 'DESPACHADA',
          sreferencia: String(nidlistacarga),
          ras: nidras.map((nidra) => ({ nidra })),
        });
        await dispatchListUnits(tx, principal, {
          nidlistacarga,
          scodlistacarga,
          place: found.operation.scodbodegaorigen,
        });
        return { scodlistacarga, scodestadolista: 'DESPA', dfhodespacho: now.toISOString() };
      });
    },

    /**
     * 'Guardar sello': the seal and comment kept on a closed list before it leaves, so the carrier list
     * printed for the truck shows them. Only while CERRADA (the update is conditional on it): a dispatched
     * list keeps the seal it left with.
     */
    async saveSeal(principal: Principal, body: DispatchSealRequest): Promise<DispatchSealResult> {
      return db.transaction(async (tx) => {
        const found = await loadOriginList(tx, principal, body.scodlistacarga, true);
        if (!isListDispatchable(found.list.scodestadolista)) throw conflict(messages.sealListNotClosed);
        const seal = { sselloseguridad: body.sselloseguridad, scomentariodespacho: body.scomentariodespacho };
        if (!(await saveSealOnClosedList(tx, found.list.nidlistacarga, seal))) {
          throw conflict(messages.sealListNotClosed);
        }
        const { scodlistacarga } = found.list;
        return {
          scodlistacarga,
          sselloseguridad: body.sselloseguridad,
          scomentariodespacho: body.scomentariodespacho,
        };
      });
    },

    /** 'Lista valorizada' from the dispatch screen: the same spreadsheet as the load list's. */
    async valuedReport(principal: Principal, code: string, now = new Date()) {
      return lists.reportFor(await loadOriginList(db, principal, code), now);
    },

    /** 'Lista transportista': the load with the truck, driver and seal, without prices. */
    async carrierReport(principal: Principal, code: string, now = new Date()): Promise<CarrierReportData> {
      const found = await loadOriginList(db, principal, code);
      return carrierReportOf(await lists.reportFor(found, now), found.list);
    },
  };
}

export type DispatchService = ReturnType<typeof createDispatchService>;
