import {
  ARRIVED_UNIT_STATES,
  type DamageRequest,
  type damageRequest,
  isListReceivable,
  messages,
  type ScanResponse,
  scanTexts,
  type z,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import {
  arrivedCount,
  lineArrival,
  listCodeOf,
  setUnitState,
  type UnitRow,
  unitCountsOnList,
} from '../../core/ra/units.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { withGenericPlans } from '../../db/generic-plans.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { arrivalLines, setArrival } from '../destination/destination.repo.ts';
import { findLoadingList, type LoadingListRow } from '../loading-list/loading-list.repo.ts';
import { readPhoto, storePhoto } from '../shipment/photos.ts';
import { recordScan, replayedScan, type Scan, type ScanTarget } from './scan-core.ts';

type Damage = z.output<typeof damageRequest>;

/** A dispatched list travelling to a warehouse the caller works at, locked: its scans take turns. */
async function lockArrivingList(tx: Tx, principal: Principal, code: string) {
  const found = await findLoadingList(tx, code, { forUpdate: true });
  if (!found) throw notFound(messages.loadingListNotFound);
  if (!worksAt(principal, found.operation.scodbodegadestino))
    throw forbidden(messages.loadingListNotForWarehouse);
  return found;
}

function targetOf(found: LoadingListRow): ScanTarget {
  const { nidlistacarga } = found.list;
  return {
    nidlistacarga,
    place: found.operation.scodbodegadestino,
    counts: async (tx) => ({
      onList: (await unitCountsOnList(tx, nidlistacarga)).onList,
      scanned: await arrivedCount(tx, nidlistacarga),
    }),
  };
}

/**
 * The line's arrival count follows its units: arrived and damaged, keeping a reason already given. Reads the
 * lines of the unit's RA only: a scan must not read the whole list.
 */
async function countLineFromUnits(tx: Tx, nidlistacarga: number, unit: UnitRow, reason?: string) {
  const { niditem } = unit;
  const [line] = (await arrivalLines(tx, nidlistacarga, unit.nidra)).filter((l) => l.niditem === niditem);
  if (!line) return;
  const { arrived, damaged } = await lineArrival(tx, nidlistacarga, niditem);
  await setArrival(tx, nidlistacarga, niditem, {
    ncantidadrecibida: arrived,
    ncantidaddanada: damaged,
    smotivodiferencia: reason ?? line.smotivodiferencia,
  });
}

// 'Recibir → Escanear llegada' (issue 14): scanning fills the arrival counts line by line; a unit that does
// not travel on the list is recorded as 'sobrante'; 'Dañado' marks a unit scanned there with a reason.
export function createArrivalScanService(db: Db, files: FileStore) {
  return {
    async arrive(principal: Principal, listCode: string, scan: Scan): Promise<ScanResponse> {
      return withGenericPlans(db, async (tx) => {
        const found = await lockArrivingList(tx, principal, listCode);
        const target = targetOf(found);
        const replay = await replayedScan(tx, target, scan);
        if (replay) return replay;
        if (!isListReceivable(found.list.scodestadolista)) throw conflict(messages.loadingListNotReceivable);
        const { nidlistacarga, scodlistacarga } = found.list;
        return recordScan(tx, principal, scan, target, async ({ unit, name }) => {
          if (unit.nidlistacarga !== nidlistacarga) {
            const own = unit.nidlistacarga === null ? null : await listCodeOf(tx, unit.nidlistacarga);
            return { refuse: 'SOBRANTE', message: scanTexts.extra(name, scodlistacarga, own) };
          }
          if (ARRIVED_UNIT_STATES.includes(unit.sestado as never))
            return { refuse: 'YA_ESCANEADA', message: scanTexts.alreadyArrived(name) };
          return {
            accept: 'LLEGADA',
            message: scanTexts.arrived(name, scodlistacarga),
            apply: async () => {
              await setUnitState(tx, unit.nidunidad, 'RECIBIDA');
              await countLineFromUnits(tx, nidlistacarga, unit);
            },
          };
        });
      });
    },

    /**
     * 'Dañado': a unit already scanned at this arrival, with the reason (the line's reason too) and an
     * optional photo, kept with the RA's files. The photo is read before anything else and stored last: a
     * refused damage or a key sent again stores no file.
     */
    async markDamaged(principal: Principal, listCode: string, damage: Damage): Promise<ScanResponse> {
      const photo = damage.b64foto ? await readPhoto(damage.b64foto) : null;
      return withGenericPlans(db, async (tx) => {
        const found = await lockArrivingList(tx, principal, listCode);
        const target = targetOf(found);
        const replay = await replayedScan(tx, target, damage);
        if (replay) return replay;
        if (!isListReceivable(found.list.scodestadolista)) throw conflict(messages.loadingListNotReceivable);
        const { nidlistacarga } = found.list;
        return recordScan(tx, principal, damage, target, async ({ unit, name }) => {
          if (unit.nidlistacarga !== nidlistacarga || !ARRIVED_UNIT_STATES.includes(unit.sestado as never))
            throw conflict(messages.damagedNotArrived);
          return {
            accept: 'DANADA',
            message: scanTexts.damaged(name, damage.smotivo),
            apply: async () => {
              await setUnitState(tx, unit.nidunidad, 'DANADA');
              await countLineFromUnits(tx, nidlistacarga, unit, damage.smotivo);
            },
            attach: photo
              ? async () => {
                  const stored = await storePhoto(tx, files, photo, {
                    nidra: unit.nidra,
                    snombreadjunto: damage.snombrefoto || `Daño: ${name}`,
                    nidusuario: principal.nidusuario,
                  });
                  return stored.nidadjunto;
                }
              : undefined,
          };
        });
      });
    },
  };
}

export type ArrivalScanService = ReturnType<typeof createArrivalScanService>;
export type { DamageRequest };
