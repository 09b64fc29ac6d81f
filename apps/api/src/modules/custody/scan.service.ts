import {
  isListDispatchable,
  isListEditable,
  LOADABLE_STATES,
  messages,
  type ScanResponse,
  scanTexts,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { settleRa } from '../../core/ra/ra-transition.repo.ts';
import {
  listCodeOf,
  placeUnitOnLine,
  unitCountsOnList,
  unitsOnListColumn,
  verifiedOnListColumn,
  verifyUnit,
} from '../../core/ra/units.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withGenericPlans } from '../../db/generic-plans.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { available, packageLines } from '../loading-list/list-packages.repo.ts';
import * as lists from '../loading-list/loading-list.repo.ts';
import { recordScan, replayedScan, type Scan, type ScanTarget } from './scan-core.ts';

/** A list of the caller's warehouse, locked: scans into one list take turns, so a key sent twice is found. */
async function lockOriginList(tx: Tx, principal: Principal, code: string) {
  const found = await lists.findLoadingList(tx, code, { forUpdate: true });
  if (!found) throw notFound(messages.loadingListNotFound);
  if (!worksAt(principal, found.operation.scodbodegaorigen))
    throw forbidden(messages.loadingListWrongWarehouse);
  return found;
}

function targetOf(found: lists.LoadingListRow, scanned: 'CARGADA' | 'VERIFICADA'): ScanTarget {
  const { nidlistacarga } = found.list;
  return {
    nidlistacarga,
    place: found.operation.scodbodegaorigen,
    counts: async (tx) => {
      const counts = await unitCountsOnList(tx, nidlistacarga);
      return { onList: counts.onList, scanned: scanned === 'CARGADA' ? counts.onList : counts.verified };
    },
    // Onto a list every unit on it is a scanned one: the verified units are counted only at the truck.
    countColumns: {
      shape: scanned,
      build: (list) => ({
        onList: unitsOnListColumn(list),
        scanned: scanned === 'CARGADA' ? unitsOnListColumn(list) : verifiedOnListColumn(list),
      }),
    },
  };
}

// Scans at the origin warehouse: onto a load list, and onto the truck. Refusals are answered 200 with their
// reason: what a scanner read is a fact to keep, not a malformed request (docs/decisions.md).
export function createScanService(db: Db) {
  return {
    /** 'Lista de carga → Escanear': the unit goes onto the open list; its RA joins it, the counts follow. */
    async loadOntoList(principal: Principal, listCode: string, scan: Scan): Promise<ScanResponse> {
      return withGenericPlans(db, async (tx) => {
        const found = await lockOriginList(tx, principal, listCode);
        const target = targetOf(found, 'CARGADA');
        const replay = await replayedScan(tx, target, scan);
        if (replay) return replay;
        if (!isListEditable(found.list.scodestadolista)) throw conflict(messages.loadingListNotEditable);
        const { nidlistacarga, scodlistacarga } = found.list;
        return recordScan(tx, principal, scan, target, async ({ ra, unit, name }) => {
          if (ra.scodestado === 'ANULA') return { refuse: 'ANULADA', message: scanTexts.voided(ra.nidra) };
          if (
            ra.scodbodegaorigen !== found.operation.scodbodegaorigen ||
            ra.scodbodegadestino !== found.operation.scodbodegadestino
          ) {
            return { refuse: 'OTRA_RUTA', message: scanTexts.otherRoute(ra.nidra) };
          }
          if (unit.nidlistacarga === nidlistacarga)
            return { refuse: 'YA_ESCANEADA', message: scanTexts.alreadyHere(name, scodlistacarga) };
          if (unit.nidlistacarga !== null) {
            const other = await listCodeOf(tx, unit.nidlistacarga);
            return { refuse: 'OTRA_LISTA', message: scanTexts.otherList(name, other) };
          }
          const notAvailable = {
            refuse: 'NO_DISPONIBLE',
            message: scanTexts.notAvailable(ra.nidra, ra.scodestado),
          } as const;
          if (!(LOADABLE_STATES as readonly string[]).includes(ra.scodestado)) return notAvailable;
          // Read after the RA's lock, unlocked: every writer of an RA's units on lists and of its package
          // lines holds the RA's row first (lockRa, editRa), so this statement sees what they committed.
          const lines = await packageLines(tx, [ra.nidra], nidlistacarga);
          const line = lines.find((l) => l.niditem === unit.niditem);
          // Units and counts change together, so a free unit is a free place on its line.
          if (!line || available(line) < 1) return notAvailable;
          return {
            accept: 'CARGADA',
            message: scanTexts.loaded(name, scodlistacarga),
            apply: async () => {
              await placeUnitOnLine(tx, unit, nidlistacarga, line.onThisList + 1, line.onThisList);
              // An RA with units on the list is on it (its lines come and go with it): asked only otherwise.
              const onListAlready = lines.some((l) => l.onThisList > 0);
              const joined = !onListAlready && !(await lists.isOnList(tx, nidlistacarga, ra.nidra));
              if (joined) await lists.addRaToList(tx, nidlistacarga, ra.nidra);
              // The RA's history records it joining the list (or changing state), not each unit: those
              // are the custody log's.
              if (joined || ra.scodestado !== 'ENLIS')
                await settleRa(
                  tx,
                  principal,
                  ra,
                  'EN_LISTA',
                  `Agregado a la lista de carga ${scodlistacarga} por escaneo`,
                );
            },
          };
        });
      });
    },

    /** 'Despacho → Verificar carga': each unit of the closed list is checked as it goes onto the truck. */
    async checkOntoTruck(principal: Principal, listCode: string, scan: Scan): Promise<ScanResponse> {
      return withGenericPlans(db, async (tx) => {
        const found = await lockOriginList(tx, principal, listCode);
        const target = targetOf(found, 'VERIFICADA');
        const replay = await replayedScan(tx, target, scan);
        if (replay) return replay;
        if (!isListDispatchable(found.list.scodestadolista)) throw conflict(messages.truckCheckNotClosed);
        const { nidlistacarga, scodlistacarga } = found.list;
        return recordScan(tx, principal, scan, target, async ({ unit, name }) => {
          if (unit.nidlistacarga !== nidlistacarga) {
            const own = unit.nidlistacarga === null ? null : await listCodeOf(tx, unit.nidlistacarga);
            return { refuse: 'NO_ESPERADA', message: scanTexts.notOnThisList(name, scodlistacarga, own) };
          }
          if (unit.sestado === 'VERIFICADA')
            return { refuse: 'YA_ESCANEADA', message: scanTexts.alreadyVerified(name) };
          return {
            accept: 'VERIFICADA',
            message: scanTexts.verified(name, scodlistacarga),
            apply: () => verifyUnit(tx, unit.nidunidad),
          };
        });
      });
    },
  };
}

export type ScanService = ReturnType<typeof createScanService>;
