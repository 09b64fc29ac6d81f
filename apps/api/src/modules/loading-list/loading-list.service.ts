import type {
  AvailableOperation,
  AvailableRa,
  CloseLoadingListRequest,
  ListPackagesResponse,
  LoadingListDetailResponse,
  LoadingListFilters,
  LoadingListRaResponse,
  LoadingListResponse,
  z,
} from '@carga/domain';
import {
  billingMessages,
  isListEditable,
  LOADABLE_STATES,
  type LoadingListState,
  type loadingListQuery,
  messages,
  round5,
  VOLUMETRIC_FACTOR_KG_PER_M3,
} from '@carga/domain';
import { unpaidPrepaidRas } from '../../core/billing/ra-flow.repo.ts';
import { type Principal, worksAt } from '../../core/principal.ts';
import { followCounts, prepareUnits } from '../../core/ra/manual-units.ts';
import type { ReceptionRow } from '../../core/ra/ra.repo.ts';
import { lockRa, settleRa } from '../../core/ra/ra-transition.repo.ts';
import { parameterGroups as g, listParameters } from '../../core/reference/parameters.repo.ts';
import { unpricedRas } from '../../core/reference/prices.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { type CarrierReportData, carrierReportOf } from '../../reports/xlsx/dispatch.xlsx.ts';
import type { LoadingListReportData } from '../../reports/xlsx/loading-list.xlsx.ts';
import { listWarehouses } from '../lookups/lookups.repo.ts';
import { createListFigures, sumLines } from './list-figures.ts';
import { available, packageLines, setListUnits } from './list-packages.repo.ts';
import { findListHeader } from './list-query.repo.ts';
import { moveList } from './list-transition.repo.ts';
import * as repo from './loading-list.repo.ts';

type ListQuery = z.output<typeof loadingListQuery>;

function assertWarehouse(principal: Principal, code: string, message: string) {
  if (!worksAt(principal, code)) throw forbidden(message);
}

/** A list the caller may see: they work at its operation's origin warehouse. */
async function loadList(db: Db | Tx, principal: Principal, code: string, forUpdate = false) {
  const found = await repo.findLoadingList(db, code, { forUpdate });
  if (!found) throw notFound(messages.loadingListNotFound);
  assertWarehouse(principal, found.operation.scodbodegaorigen, messages.loadingListWrongWarehouse);
  return found;
}

function assertEditable(found: repo.LoadingListRow) {
  if (!isListEditable(found.list.scodestadolista)) throw conflict(messages.loadingListNotEditable);
}

/** The list as the custody log names it: its id, its code and the warehouse where it is loaded. */
const custodyList = (found: repo.LoadingListRow) => ({
  nidlistacarga: found.list.nidlistacarga,
  scodlistacarga: found.list.scodlistacarga,
  place: found.operation.scodbodegaorigen,
});

/** After units left a list: the RA takes the state of where the rest of its units are. */
const settleAfterRemoval = (tx: Tx, principal: Principal, ra: ReceptionRow, code: string) =>
  settleRa(tx, principal, ra, 'FUERA_LISTA', `Retirado de la lista de carga ${code}`);

/** Listas de carga's filters (the list and its export): the lists of one of the caller's warehouses. */
export function loadingListSearch(principal: Principal, query: Omit<ListQuery, 'Page'>) {
  assertWarehouse(principal, query.codigoBodegaOrigen, messages.loadingListWrongWarehouse);
  return {
    originWarehouse: query.codigoBodegaOrigen,
    code: query.codigoListaCarga,
    destinationWarehouse: query.codigoBodegaDestino,
    via: query.codigoViaDespacho,
    state: query.estado,
  };
}

export function createLoadingListService(db: Db) {
  const { summaryOf, reportFor } = createListFigures(db);

  return {
    list(principal: Principal, query: ListQuery): Promise<LoadingListResponse> {
      return repo.pageLoadingLists(db, loadingListSearch(principal, query), query.Page);
    },

    async filters(): Promise<LoadingListFilters> {
      const [warehouses, medioEnvioList, estadoList] = await Promise.all([
        listWarehouses(db),
        listParameters(db, g.via),
        listParameters(db, g.loadingListState),
      ]);
      const bodegaList = warehouses.map(({ scodbodega, snombodega }) => ({ scodbodega, snombodega }));
      return { bodegaList, medioEnvioList, estadoList };
    },

    async availableOperations(principal: Principal, warehouse: string): Promise<AvailableOperation[]> {
      assertWarehouse(principal, warehouse, messages.operationWrongWarehouse);
      return repo.listOpenOperations(db, warehouse);
    },

    /** A new list in ENCREA for an open operation of the caller's warehouse; answers its code. */
    async create(principal: Principal, nidoperacion: number): Promise<string> {
      return db.transaction(async (tx) => {
        // Shared lock: the operation cannot be closed while its list is being created.
        const operation = await repo.findOperation(tx, nidoperacion, { forShare: true });
        if (!operation) throw notFound(messages.operationNotFound);
        assertWarehouse(principal, operation.scodbodegaorigen, messages.operationWrongWarehouse);
        if (operation.sestado !== 'ABIERTA') throw conflict(messages.operationClosed);
        return repo.insertLoadingList(tx, nidoperacion, principal.nidusuario);
      });
    },

    async detail(principal: Principal, code: string): Promise<LoadingListDetailResponse> {
      const found = await loadList(db, principal, code);
      const loadingListDetail = await findListHeader(db, found.list.nidlistacarga);
      const { resumen } = await summaryOf(found);
      return { loadingListDetail, resumen };
    },

    async ras(principal: Principal, code: string, page: number): Promise<LoadingListRaResponse> {
      const found = await loadList(db, principal, code);
      return repo.pageListRas(db, found.list.nidlistacarga, page);
    },

    async availableRas(
      principal: Principal,
      code: string,
      query: { operacionId: number; raId: number; clienteId: number },
    ): Promise<AvailableRa[]> {
      const found = await loadList(db, principal, code);
      if (query.operacionId !== found.list.nidoperacion)
        throw badRequest(messages.operationMismatch, 'operacionId');
      const candidates = await repo.findCandidateRas(db, found.operation, {
        nidra: query.raId,
        nidcliente: query.clienteId,
      });
      const lines = await packageLines(
        db,
        candidates.map((c) => c.nidra),
        null,
      );
      return candidates
        .map((ra) => {
          const free = sumLines(
            lines.filter((l) => l.nidra === ra.nidra),
            available,
          );
          return {
            ...ra,
            dfhoingreso: new Date(ra.dfhoingreso).toISOString(),
            ncantidadbultosdispo: free.count,
            npesodisponible: free.weight,
            nvolumendisponible: free.volume,
          };
        })
        .filter((ra) => ra.ncantidadbultosdispo > 0);
    },

    /** Adds each RA with all its units still on no list; a BORIG RA moves to ENLIS. */
    async addRas(principal: Principal, code: string, body: { operacionId: number; raList: number[] }) {
      return db.transaction(async (tx) => {
        const found = await loadList(tx, principal, code, true);
        assertEditable(found);
        if (body.operacionId !== found.list.nidoperacion)
          throw badRequest(messages.operationMismatch, 'operacionId');
        const { nidlistacarga, scodlistacarga } = found.list;
        // Ascending ids: two lists adding overlapping RAs lock them in the same order (no deadlock).
        for (const nidra of [...new Set(body.raList)].sort((a, b) => a - b)) {
          const ra = await lockRa(tx, nidra);
          await prepareUnits(tx, nidra);
          if (!(LOADABLE_STATES as readonly string[]).includes(ra.scodestado))
            throw conflict(messages.raNotLoadable);
          if (
            ra.scodbodegaorigen !== found.operation.scodbodegaorigen ||
            ra.scodbodegadestino !== found.operation.scodbodegadestino
          ) {
            throw conflict(messages.raWrongRoute);
          }
          const lines = await packageLines(tx, [nidra], nidlistacarga, { lock: true });
          const free = lines.filter((line) => available(line) > 0);
          if (free.length === 0) throw conflict(messages.raNothingAvailable);
          for (const line of free)
            await setListUnits(tx, nidlistacarga, line, line.onThisList + available(line));
          await repo.addRaToList(tx, nidlistacarga, nidra);
          await followCounts(tx, principal, custodyList(found), nidra);
          const units = free.reduce((total, line) => total + available(line), 0);
          // Units now wait on a list: BORIG moves to ENLIS, an RA already ENLIS records the action.
          await settleRa(
            tx,
            principal,
            ra,
            'EN_LISTA',
            `Agregado a la lista de carga ${scodlistacarga} (${units} bultos)`,
          );
        }
        return { scodlistacarga, scodestadolista: found.list.scodestadolista };
      });
    },

    async removeRa(principal: Principal, code: string, nidoperacion: number, nidra: number) {
      return db.transaction(async (tx) => {
        const found = await loadList(tx, principal, code, true);
        if (nidoperacion !== found.list.nidoperacion)
          throw badRequest(messages.operationMismatch, 'operation');
        assertEditable(found);
        const ra = await lockRa(tx, nidra);
        await prepareUnits(tx, nidra);
        if (!(await repo.removeRaFromList(tx, found.list.nidlistacarga, nidra)))
          throw notFound(messages.raNotOnList);
        await followCounts(tx, principal, custodyList(found), nidra);
        await settleAfterRemoval(tx, principal, ra, found.list.scodlistacarga);
        return { scodlistacarga: found.list.scodlistacarga, scodestadolista: found.list.scodestadolista };
      });
    },

    async comment(principal: Principal, code: string, nidra: number, sobservaciones: string) {
      return db.transaction(async (tx) => {
        const found = await loadList(tx, principal, code, true);
        assertEditable(found);
        if (!(await repo.setRaComment(tx, found.list.nidlistacarga, nidra, sobservaciones))) {
          throw notFound(messages.raNotOnList);
        }
        return { scodlistacarga: found.list.scodlistacarga, scodestadolista: found.list.scodestadolista };
      });
    },

    async packages(principal: Principal, code: string, nidra: number): Promise<ListPackagesResponse> {
      const found = await loadList(db, principal, code);
      if (!(await repo.isOnList(db, found.list.nidlistacarga, nidra))) throw notFound(messages.raNotOnList);
      const lines = await packageLines(db, [nidra], found.list.nidlistacarga);
      const totals = sumLines(lines, (l) => l.onThisList);
      return {
        ntotalbultos: totals.count,
        nvolumentotalm3: totals.volume,
        npesototalkg: totals.weight,
        npesovolumtotal: round5(totals.volume * VOLUMETRIC_FACTOR_KG_PER_M3),
        ndensidadtotal: totals.volume > 0 ? round5(totals.weight / totals.volume) : 0,
        bultoList: lines.map((line) => ({
          niditem: line.niditem,
          scodtipobulto: line.scodtipobulto,
          sdestipobulto: line.sdestipobulto,
          ncantidadbultos: line.ncantidadbultos,
          ncantidadingresada: line.onThisList,
          ncantidadbultosdispo: available(line),
          ncantidadrecibida: line.ncantidadrecibida,
          npesobultokg: line.npesobultokg,
          nlargocm: line.nlargocm,
          nanchocm: line.nanchocm,
          naltocm: line.naltocm,
          nvolumenbultom3: line.nvolumenbultom3,
          npesovolumbulto: line.npesovolumbulto,
        })),
      };
    },

    /** Sets how many units of each line travel on this list: at most what is free plus what is already on it. */
    async updatePackages(
      principal: Principal,
      code: string,
      nidra: number,
      changes: Array<{ niditem: number; ncantidadbultos: number }>,
    ) {
      return db.transaction(async (tx) => {
        const found = await loadList(tx, principal, code, true);
        assertEditable(found);
        const { nidlistacarga, scodlistacarga } = found.list;
        const ra = await lockRa(tx, nidra);
        if (!(await repo.isOnList(tx, nidlistacarga, nidra))) throw notFound(messages.raNotOnList);
        await prepareUnits(tx, nidra);
        const lines = await packageLines(tx, [nidra], nidlistacarga, { lock: true });
        for (const change of changes) {
          const line = lines.find((l) => l.niditem === change.niditem);
          if (!line) throw badRequest(messages.packageNotOnRa, 'niditem');
          if (change.ncantidadbultos > available(line) + line.onThisList) {
            throw badRequest(messages.quantityOverAvailable, 'ncantidadbultos');
          }
          await setListUnits(tx, nidlistacarga, line, change.ncantidadbultos);
        }
        await followCounts(tx, principal, custodyList(found), nidra);
        const left = await packageLines(tx, [nidra], nidlistacarga);
        const units = left.reduce((total, line) => total + line.onThisList, 0);
        if (units === 0) {
          // No unit left on the list: the RA leaves it, as if removed.
          await repo.removeRaFromList(tx, nidlistacarga, nidra);
          await settleAfterRemoval(tx, principal, ra, scodlistacarga);
        } else {
          await settleRa(
            tx,
            principal,
            ra,
            'BULTOS_LISTA',
            `Bultos en la lista de carga ${scodlistacarga}: ${units}`,
          );
        }
        return { scodlistacarga, scodestadolista: found.list.scodestadolista };
      });
    },

    async close(principal: Principal, code: string, body: CloseLoadingListRequest) {
      return db.transaction(async (tx) => {
        const found = await loadList(tx, principal, code, true);
        // Only a list in creation can be empty: any other is refused by the move with its own message.
        const ras = await repo.listRaIds(tx, found.list.nidlistacarga);
        if (ras.length === 0) throw conflict(messages.loadingListEmpty);
        const { sconfirmasintarifa, sconfirmapendientepago, ...truck } = body;
        // Unpriced cargo is never closed silently (issue 12): the caller confirms, naming no RA it did not see.
        const unpriced = await unpricedRas(tx, ras);
        if (unpriced.length > 0 && sconfirmasintarifa !== 'S') {
          throw conflict(
            `${messages.unpricedOnList}: ${unpriced.map((id) => `RA ${id}`).join(', ')}. ${messages.confirmUnpricedOnList}`,
          );
        }
        // Likewise cargo paid at origin whose payment was not taken (issue 33), named in the question.
        const unpaid = await unpaidPrepaidRas(tx, ras);
        if (unpaid.length > 0 && sconfirmapendientepago !== 'S') {
          throw conflict(billingMessages.unpaidOnList(unpaid.map((id) => `RA ${id}`).join(', ')));
        }
        const from = found.list.scodestadolista as LoadingListState;
        await moveList(tx, found.list, from, 'CERRADA', { ...truck, dfhocierre: new Date() });
        return { scodlistacarga: found.list.scodlistacarga, scodestadolista: 'CERRADA' };
      });
    },

    /** The data of both spreadsheets. */
    async reportData(principal: Principal, code: string, now = new Date()): Promise<LoadingListReportData> {
      return reportFor(await loadList(db, principal, code), now);
    },

    /** 'Lista transportista' from the list's detail, also after dispatch: the truck, seal and load. */
    async carrierReportData(
      principal: Principal,
      code: string,
      now = new Date(),
    ): Promise<CarrierReportData> {
      const found = await loadList(db, principal, code);
      return carrierReportOf(await reportFor(found, now), found.list);
    },

    /** The cost and sale summary of a list the caller was allowed to read (dispatch, reception). */
    async summaryFor(found: repo.LoadingListRow) {
      return (await summaryOf(found)).resumen;
    },

    reportFor,
  };
}

export type LoadingListService = ReturnType<typeof createLoadingListService>;
