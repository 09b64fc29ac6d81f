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
import { assertReadable, loadReadableRa } from '../../core/ra/ra-access.ts';
import { listRaHistory } from '../../core/ra/ra-history.repo.ts';
import { transitionRa } from '../../core/ra/ra-transition.repo.ts';
import { parameterGroups as g, parameterDescription } from '../../core/reference/parameters.repo.ts';
import type { Db } from '../../db/client.ts';
import { extend } from '../../db/row-mapper.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { sealIncidentsOfRa } from '../destination/arrival-seal.repo.ts';
import { isOnAnyList, listsOfRa } from '../loading-list/loading-list.repo.ts';
import { freePickup } from '../pickup/pickup-ra.ts';
import { findRaDetailHead } from './detail.repo.ts';

export function createDetailService(db: Db) {
  return {
    /** 'Detalle de recepción' for staff on the RA's route, 'Detalle de carga' for the customer whose cargo it is. */
    async detail(principal: Principal, nidra: number): Promise<RaDetailResponse> {
      const head = await findRaDetailHead(db, nidra);
      // Not found is the answer to anyone, staff or customer, for an RA that does not exist.
      if (!head) throw notFound(messages.raNotFound);
      const ra = assertReadable(principal, head.ra);
      const { item, sdestipocarga, sdesestadocarga, snomoficinaorigen } = head;
      // Independent reads, sent at once; the journey's only where the head says the RA has one.
      const none = Promise.resolve([]);
      const [
        bultoList,
        reempaqueList,
        documents,
        adjuntoList,
        listaCargaList,
        diferenciaList,
        incidenciaSelloList,
        delivery,
      ] = await Promise.all([
        listPackages(db, nidra),
        listDescribedRepacks(db, nidra),
        listDocuments(db, nidra),
        listAttachments(db, nidra),
        head.enLista ? listsOfRa(db, nidra) : none,
        head.diferencias ? differencesOfRa(db, nidra) : none,
        // A seal incident is for staff to look into; customers see what arrived short or damaged instead.
        head.incidenciaSello && principal.rut === null ? sealIncidentsOfRa(db, nidra) : none,
        head.entregada ? deliveryOf(db, nidra) : Promise.resolve(null),
      ] as const);
      // A customer reads who handed the cargo over by role, never the staff account (issue 29).
      const entrega =
        delivery && principal.rut !== null
          ? { ...delivery, susuario: staffRoleAt(ra.scodbodegadestino ?? ra.scodoficinadestino) }
          : delivery;
      const totals = totalPackages(bultoList);
      return {
        // Set on the list row, not spread: a spread adding keys to a wide row is V8's slow path
        // (`extend`, row-mapper.ts).
        ra: extend(item, {
          snomoficinaorigen: snomoficinaorigen ?? ra.scodoficinaorigen,
          sfacturar: ra.sfacturar,
          srutfacturar: ra.srutfacturar,
          srutagente: ra.srutagente,
          snomagente: ra.snomagente,
          stiporecepcion: ra.stiporecepcion,
          smodalidadenvio: ra.smodalidadenvio,
          sotraviadespacho: ra.sotraviadespacho,
          sidtrackingext: ra.sidtrackingext,
          scodtipocarga: ra.scodtipocarga,
          sdestipocarga,
          sdescripcioncarga: ra.sdescripcioncarga,
          scondicioncarga: ra.scondicioncarga,
          scondicionadicional: ra.scondicionadicional,
          scodestadocarga: ra.scodestadocarga,
          sdesestadocarga,
        }),
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
