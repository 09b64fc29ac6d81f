import type { RaDetailResponse, RaHistoryEntry } from '@carga/domain';
import {
  actsAtOrigin,
  canTransition,
  messages,
  RA_ACTION_TARGET,
  type RaAction,
  type RaState,
  staffRoleAt,
  totalPackages,
} from '@carga/domain';
import { syncDebt } from '../../core/billing/debt.repo.ts';
import type { Principal } from '../../core/principal.ts';
import { differencesOfRa } from '../../core/ra/arrival.repo.ts';
import { listAttachments } from '../../core/ra/attachments.repo.ts';
import { deliveryOf } from '../../core/ra/delivery.repo.ts';
import { listDescribedRepacks, listDocuments, listPackages } from '../../core/ra/items.repo.ts';
import { loadReadableRa } from '../../core/ra/ra-access.ts';
import { listRaHistory } from '../../core/ra/ra-history.repo.ts';
import { transitionRa } from '../../core/ra/ra-transition.repo.ts';
import { parameterGroups as g, parameterDescription } from '../../core/reference/parameters.repo.ts';
import { findPlace, officeTable } from '../../core/reference/places.repo.ts';
import type { Db } from '../../db/client.ts';
import { one } from '../../db/sql-helpers.ts';
import { conflict, forbidden } from '../../errors.ts';
import { sealIncidentsOfRa } from '../destination/arrival-seal.repo.ts';
import { isOnAnyList, listsOfRa } from '../loading-list/loading-list.repo.ts';
import { freePickup } from '../pickup/pickup-ra.ts';
import { pageRas } from './lists.repo.ts';

export function createDetailService(db: Db) {
  return {
    /** 'Detalle de recepción' for staff on the RA's route, 'Detalle de carga' for the customer whose cargo it is. */
    async detail(principal: Principal, nidra: number): Promise<RaDetailResponse> {
      const ra = await loadReadableRa(db, principal, nidra);
      // Independent reads, sent at once (they were four of them one after another after these).
      const [
        items,
        bultoList,
        reempaqueList,
        documents,
        adjuntoList,
        cargoType,
        cargoState,
        office,
        ...journey
      ] = await Promise.all([
        pageRas(db, { nidra }, 1).then((p) => p.raList),
        listPackages(db, nidra),
        listDescribedRepacks(db, nidra),
        listDocuments(db, nidra),
        listAttachments(db, nidra),
        parameterDescription(db, g.cargoType, ra.scodtipocarga),
        parameterDescription(db, g.cargoState, ra.scodestadocarga),
        findPlace(db, officeTable, ra.scodoficinaorigen),
        listsOfRa(db, nidra),
        differencesOfRa(db, nidra),
        // A seal incident is for staff to look into; customers see what arrived short or damaged instead.
        principal.rut === null ? sealIncidentsOfRa(db, nidra) : Promise.resolve([]),
        deliveryOf(db, nidra),
      ] as const);
      const [listaCargaList, diferenciaList, incidenciaSelloList, delivery] = journey;
      // A customer reads who handed the cargo over by role, never the staff account (issue 29).
      const entrega =
        delivery && principal.rut !== null
          ? { ...delivery, susuario: staffRoleAt(ra.scodbodegadestino ?? ra.scodoficinadestino) }
          : delivery;
      const totals = totalPackages(bultoList);
      return {
        ra: {
          ...one(items, 'the RA row of its own detail'),
          snomoficinaorigen: office?.name ?? ra.scodoficinaorigen,
          sfacturar: ra.sfacturar,
          srutfacturar: ra.srutfacturar,
          srutagente: ra.srutagente,
          snomagente: ra.snomagente,
          stiporecepcion: ra.stiporecepcion,
          smodalidadenvio: ra.smodalidadenvio,
          sotraviadespacho: ra.sotraviadespacho,
          sidtrackingext: ra.sidtrackingext,
          scodtipocarga: ra.scodtipocarga,
          sdestipocarga: cargoType,
          sdescripcioncarga: ra.sdescripcioncarga,
          scondicioncarga: ra.scondicioncarga,
          scondicionadicional: ra.scondicionadicional,
          scodestadocarga: ra.scodestadocarga,
          sdesestadocarga: cargoState ?? ra.scodestadocarga,
        },
        listaCargaList,
        diferenciaList,
        incidenciaSelloList,
        entrega,
        adjuntoList,
        bultoList,
        reempaqueList,
        documentoList: documents,
        resumenBultos: {
          ntotalbultos: totals.totalBultos,
          nvolumentotalm3: totals.totalVolumenM3,
          npesototalkg: totals.totalPesoKg,
          npesovolumetricototal: totals.totalPesoVolumetrico,
          ndensidadtotal: totals.totalDensidad,
        },
      };
    },

    /** The 'Bitácora' tab: every change, who and when. Staff only. */
    async history(principal: Principal, nidra: number): Promise<RaHistoryEntry[]> {
      if (principal.rut !== null) {
        await loadReadableRa(db, principal, nidra);
        throw forbidden();
      }
      await loadReadableRa(db, principal, nidra);
      return listRaHistory(db, nidra);
    },

    /** 'Anular RA' (ANULAR → ANULA) and 'Devolver a oficina' (ENVIAROFI → ENVIA), never from ENVIA or ANULA. */
    async act(principal: Principal, nidra: number, action: RaAction) {
      const target = RA_ACTION_TARGET[action];
      return db.transaction(async (tx) => {
        const ra = await loadReadableRa(tx, principal, nidra);
        if (principal.rut !== null) throw forbidden();
        // The destination reads the RA but never voids nor returns it.
        if (!actsAtOrigin(principal, ra)) throw forbidden(messages.raWrongOffice);
        // Part of it may already travel (or have arrived) on a list while the rest waits at the origin.
        if (canTransition(ra.scodestado as RaState, target) && (await isOnAnyList(tx, nidra)))
          throw conflict(messages.raOnLoadingList);
        await transitionRa(
          tx,
          principal,
          ra,
          target,
          action,
          action === 'ANULAR' ? 'RA anulado' : 'RA devuelto a la oficina',
        );
        // A voided cuenta corriente RA owes nothing more (issue 33).
        await syncDebt(tx, nidra);
        // The pickup request it was made from is freed, to be received again (issue 35).
        if (action === 'ANULAR') await freePickup(tx, nidra);
        const sdesestado = (await parameterDescription(tx, g.raState, target)) ?? target;
        return { nidra, scodestado: target, sdesestado };
      });
    },
  };
}

export type DetailService = ReturnType<typeof createDetailService>;
