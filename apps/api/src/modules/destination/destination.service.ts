import type {
  DestinationDetailResponse,
  DestinationFilters,
  DestinationPackagesResponse,
  DestinationPackagesUpdate,
  DestinationRaResponse,
  DestinationResponse,
  DestinationSealRequest,
  UncountedLine,
  z,
} from '@carga/domain';
import {
  arrivalDiffers,
  type destinationQuery,
  firstArrivalCountError,
  isListReceivable,
  type LoadingListState,
  messages,
  round5,
  VOLUMETRIC_FACTOR_KG_PER_M3,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { listCount } from '../../core/ra/arrival.repo.ts';
import { recordHistory } from '../../core/ra/ra.repo.ts';
import { lockRa, settleRa } from '../../core/ra/ra-transition.repo.ts';
import { ensureUnits } from '../../core/ra/units.repo.ts';
import { placeName } from '../../core/reference/place-names.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import {
  type CarrierReportData,
  carrierReportOf,
  type ReceptionReportData,
} from '../../reports/xlsx/dispatch.xlsx.ts';
import { findListHeader } from '../loading-list/list-query.repo.ts';
import { moveList } from '../loading-list/list-transition.repo.ts';
import { isOnList, listRaIds } from '../loading-list/loading-list.repo.ts';
import type { LoadingListService } from '../loading-list/loading-list.service.ts';
import { recordCargoEvents } from '../notifications/events.ts';
import { arrivalSealOf } from './arrival-seal.repo.ts';
import { registerArrivalSeal } from './arrival-seal.service.ts';
import { assertArrivalComplete, countScannedArrival, settleArrivedUnits } from './arrival-units.ts';
import * as repo from './destination.repo.ts';
import { loadDestinationList } from './destination-access.ts';
import { previewReception } from './reception-preview.ts';

type Query = z.output<typeof destinationQuery>;

const describeCount = (lines: repo.ArrivalLine[]) => {
  const sent = lines.reduce((t, l) => t + l.ncantidadingresada, 0);
  const got = lines.reduce((t, l) => t + (l.ncantidadrecibida ?? l.ncantidadingresada), 0);
  const damaged = lines.reduce((t, l) => t + l.ncantidaddanada, 0);
  const reasons = [...new Set(lines.map((l) => l.smotivodiferencia).filter(Boolean))].join('; ');
  const differs = got < sent || damaged > 0;
  const difference = `; faltantes: ${sent - got}; dañados: ${damaged}; motivo: ${reasons}`;
  return `${got} de ${sent} bultos recibidos${differs ? difference : ''}`;
};

/** What an RA missed or had damaged on arrival, for its LLEGADA notice; null when it all arrived whole. */
const differencesOf = (lines: repo.ArrivalLine[]) => {
  const sent = lines.reduce((t, l) => t + l.ncantidadingresada, 0);
  const got = lines.reduce((t, l) => t + (l.ncantidadrecibida ?? l.ncantidadingresada), 0);
  const damaged = lines.reduce((t, l) => t + l.ncantidaddanada, 0);
  if (got >= sent && damaged === 0) return null;
  const motivos = [...new Set(lines.map((l) => l.smotivodiferencia).filter(Boolean))];
  return { nfaltantes: sent - got, ndanados: damaged, motivos };
};

/** Recibir's filters (the list and its export): the lists travelling to one of the caller's warehouses. */
export function destinationSearch(principal: Principal, query: Omit<Query, 'Page'>) {
  if (!worksAt(principal, query.codigoBodegaDestino)) throw forbidden(messages.loadingListNotForWarehouse);
  return {
    destinationWarehouse: query.codigoBodegaDestino,
    code: query.codigoListaCarga,
    originWarehouse: query.codigoBodegaOrigen,
    via: query.codigoViaDespacho,
    state: query.estado,
  };
}

// Recibir / 'Entrega de carga' (spec 2): the destination counts what arrived and receives the list.
export function createDestinationService(db: Db, lists: LoadingListService) {
  return {
    list(principal: Principal, query: Query): Promise<DestinationResponse> {
      return repo.pageDestination(db, destinationSearch(principal, query), query.Page);
    },

    filters: (): Promise<DestinationFilters> => lists.filters(),

    async detail(principal: Principal, code: string): Promise<DestinationDetailResponse> {
      const found = await loadDestinationList(db, principal, code);
      const [header, seal, resumen, count] = await Promise.all([
        findListHeader(db, found.list.nidlistacarga),
        arrivalSealOf(db, found.list.nidlistacarga),
        lists.summaryFor(found),
        listCount(db, found.list.nidlistacarga),
      ]);
      const { npendientes: _, ...recepcion } = count;
      // A blind check (issue 29): the seal the truck left with is not told to the destination's screen
      // until the seal found on it is recorded (or the list is received without one).
      const blind = isListReceivable(header.scodestadolista) && seal.ssellollegada === null;
      const sselloseguridad = blind ? null : header.sselloseguridad;
      return { loadingListDetail: { ...header, sselloseguridad, ...seal }, resumen, recepcion };
    },

    /** 'Registrar sello' (issue 14): arrival-seal.service.ts. */
    saveSeal: (principal: Principal, code: string, body: DestinationSealRequest) =>
      registerArrivalSeal(db, principal, code, body),

    /** What 'Recepcionar' will record, for its one confirmation (issue 29): reception-preview.ts. */
    async preview(principal: Principal, code: string) {
      const found = await loadDestinationList(db, principal, code);
      return previewReception(db, found.list.nidlistacarga);
    },

    /** The lines nobody counted: taken as arrived whole when the list is received. */
    async uncounted(principal: Principal, code: string): Promise<UncountedLine[]> {
      const found = await loadDestinationList(db, principal, code);
      const lines = await repo.arrivalLines(db, found.list.nidlistacarga);
      return lines
        .filter((line) => line.ncantidadrecibida === null)
        .map((line) => ({
          nidra: line.nidra,
          niditem: line.niditem,
          sdestipobulto: line.sdestipobulto,
          ncantidaddespachada: line.ncantidadingresada,
        }));
    },

    async ras(principal: Principal, code: string, page: number): Promise<DestinationRaResponse> {
      const found = await loadDestinationList(db, principal, code);
      return repo.pageDestinationRas(db, found.list.nidlistacarga, page);
    },

    async packages(principal: Principal, code: string, nidra: number): Promise<DestinationPackagesResponse> {
      const found = await loadDestinationList(db, principal, code);
      if (!(await isOnList(db, found.list.nidlistacarga, nidra))) throw notFound(messages.raNotOnList);
      const lines = await repo.arrivalLines(db, found.list.nidlistacarga, nidra);
      let weight = 0;
      let volume = 0;
      const recepcion = {
        ncantidaddespachada: 0,
        ncantidadrecibida: 0,
        ncantidadfaltante: 0,
        ncantidaddanada: 0,
      };
      for (const line of lines) {
        weight += line.ncantidadingresada * line.npesobultokg;
        volume += line.ncantidadingresada * line.nvolumenbultom3;
        recepcion.ncantidaddespachada += line.ncantidadingresada;
        recepcion.ncantidaddanada += line.ncantidaddanada;
        if (line.ncantidadrecibida !== null) {
          recepcion.ncantidadrecibida += line.ncantidadrecibida;
          recepcion.ncantidadfaltante += line.ncantidadingresada - line.ncantidadrecibida;
        }
      }
      return {
        ntotalbultos: recepcion.ncantidaddespachada,
        nvolumentotalm3: round5(volume),
        npesototalkg: round5(weight),
        npesovolumtotal: round5(volume * VOLUMETRIC_FACTOR_KG_PER_M3),
        ndensidadtotal: volume > 0 ? round5(weight / volume) : 0,
        recepcion,
        bultoList: lines.map((line) => ({
          niditem: line.niditem,
          scodtipobulto: line.scodtipobulto,
          sdestipobulto: line.sdestipobulto,
          ncantidadbultos: line.ncantidadbultos,
          ncantidadingresada: line.ncantidadingresada,
          ncantidadrecibida: line.ncantidadrecibida,
          ncantidaddanada: line.ncantidaddanada,
          ncantidadfaltante:
            line.ncantidadrecibida === null ? 0 : line.ncantidadingresada - line.ncantidadrecibida,
          smotivodiferencia: line.smotivodiferencia,
          npesobultokg: line.npesobultokg,
          nlargocm: line.nlargocm,
          nanchocm: line.nanchocm,
          naltocm: line.naltocm,
          nvolumenbultom3: line.nvolumenbultom3,
          npesovolumbulto: line.npesovolumbulto,
        })),
      };
    },

    /** Records what arrived of some lines of an RA while the list is DESPA; every count goes to the RA's history. */
    async count(principal: Principal, code: string, nidra: number, changes: DestinationPackagesUpdate) {
      return db.transaction(async (tx) => {
        const found = await loadDestinationList(tx, principal, code, true);
        if (!isListReceivable(found.list.scodestadolista)) throw conflict(messages.loadingListNotReceivable);
        const { nidlistacarga, scodlistacarga } = found.list;
        const ra = await lockRa(tx, nidra);
        const lines = await repo.arrivalLines(tx, nidlistacarga, nidra, { lock: true });
        if (lines.length === 0) throw notFound(messages.raNotOnList);
        for (const change of changes) {
          const line = lines.find((l) => l.niditem === change.niditem);
          if (!line) throw badRequest(messages.packageNotOnRa, 'niditem');
          const problem = firstArrivalCountError(change, line.ncantidadingresada);
          if (problem) throw badRequest(problem[1], problem[0]);
          const differs = arrivalDiffers(change, line.ncantidadingresada);
          await repo.setArrival(tx, nidlistacarga, line.niditem, {
            ncantidadrecibida: change.ncantidadbultos,
            ncantidaddanada: change.ncantidaddanada,
            smotivodiferencia: differs ? change.smotivodiferencia : '',
          });
        }
        const counted = await repo.arrivalLines(tx, nidlistacarga, nidra);
        await recordHistory(tx, {
          nidra: ra.nidra,
          nidusuario: principal.nidusuario,
          saccion: 'CONTEO_DESTINO',
          sdetalle: `Conteo en ${await placeName(tx, found.operation.scodbodegadestino)}, lista ${scodlistacarga}: ${describeCount(counted.filter((l) => l.ncantidadrecibida !== null))}`,
        });
        return { scodlistacarga, scodestadolista: found.list.scodestadolista, dfhorecepcion: null };
      });
    },

    /**
     * 'Recepcionar': DESPA → RECEP, once (list row locked, conditional update). Lines nobody counted
     * arrived whole; each RA moves on (to BDEST once all its lists are received) with the count in its history.
     */
    async receive(principal: Principal, code: string, body: { sconfirmafaltantes?: 'S' | 'N' } = {}) {
      return db.transaction(async (tx) => {
        const found = await loadDestinationList(tx, principal, code, true);
        const { nidlistacarga, scodlistacarga } = found.list;
        const now = new Date();
        const from = found.list.scodestadolista as LoadingListState;
        // The state first (a received list answers its own 409), then the units a scanned arrival missed.
        if (isListReceivable(from))
          await assertArrivalComplete(tx, nidlistacarga, body.sconfirmafaltantes === 'S');
        await moveList(tx, found.list, from, 'RECEP', { dfhorecepcion: now });
        await countScannedArrival(tx, nidlistacarga);
        await repo.completeUncounted(tx, nidlistacarga);
        const lines = await repo.arrivalLines(tx, nidlistacarga);
        const destination = await placeName(tx, found.operation.scodbodegadestino);
        const nidras = await listRaIds(tx, nidlistacarga);
        for (const nidra of nidras) {
          const ra = await lockRa(tx, nidra);
          await ensureUnits(tx, nidra);
          await settleRa(
            tx,
            principal,
            ra,
            'RECEPCION_DESTINO',
            `Recibido en ${destination} con la lista ${scodlistacarga}: ${describeCount(lines.filter((l) => l.nidra === nidra))}`,
          );
        }
        // Arrived at destination, with what was missing or damaged: one set-based insert (issue 16).
        await recordCargoEvents(tx, {
          sevento: 'LLEGADA',
          sreferencia: String(nidlistacarga),
          ras: nidras.map((nidra) => {
            const diferencias = differencesOf(lines.filter((l) => l.nidra === nidra));
            return { nidra, jdatos: { scodlistacarga, ...(diferencias ? { diferencias } : {}) } };
          }),
        });
        await settleArrivedUnits(tx, principal, {
          nidlistacarga,
          scodlistacarga,
          place: found.operation.scodbodegadestino,
        });
        return { scodlistacarga, scodestadolista: 'RECEP', dfhorecepcion: now.toISOString() };
      });
    },

    /** 'Lista transportista' at the destination: what the truck carried and the seal it left with. */
    async carrierReport(principal: Principal, code: string, now = new Date()): Promise<CarrierReportData> {
      const found = await loadDestinationList(db, principal, code);
      return carrierReportOf(await lists.reportFor(found, now), found.list);
    },

    /** 'Imprimir': the reception report, line by line. */
    async report(principal: Principal, code: string, now = new Date()): Promise<ReceptionReportData> {
      const found = await loadDestinationList(db, principal, code);
      const base = await lists.reportFor(found, now);
      const lines = await repo.arrivalLines(db, found.list.nidlistacarga);
      return {
        ...base,
        lines: lines.map((line) => ({
          nidra: line.nidra,
          snomremitente: line.snomremitente,
          snomdestinatario: line.snomdestinatario,
          sdestipobulto: line.sdestipobulto,
          ncantidaddespachada: line.ncantidadingresada,
          ncantidadrecibida: line.ncantidadrecibida,
          ncantidaddanada: line.ncantidaddanada,
          smotivodiferencia: line.smotivodiferencia,
        })),
      };
    },
  };
}

export type DestinationService = ReturnType<typeof createDestinationService>;
