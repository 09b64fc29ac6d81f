import {
  ARRIVED_UNIT_STATES,
  DELIVERABLE_STATES,
  messages,
  type ScanResponse,
  scanTexts,
  UNIT_STATE_NAMES,
  type UnitState,
} from '@carga/domain';
import { assertPaidForDelivery } from '../../core/billing/ra-flow.repo.ts';
import { type Principal, worksAt } from '../../core/principal.ts';
import { assertNotOnRoute } from '../../core/ra/door-route.repo.ts';
import { lockRa } from '../../core/ra/ra-transition.repo.ts';
import { setUnitState } from '../../core/ra/units.repo.ts';
import type { Db } from '../../db/client.ts';
import { withGenericPlans } from '../../db/generic-plans.ts';
import { conflict, forbidden } from '../../errors.ts';
import { deliveryCounts } from './delivery-units.ts';
import { recordScan, replayedScan, type Scan, type ScanTarget } from './scan-core.ts';

// 'Entregar → Escanear bultos' (issue 14): at the destination's counter each unit of the RA is scanned as it
// is handed over; the delivery itself ('Confirmar entrega') then delivers the scanned units.
export function createDeliveryScanService(db: Db) {
  return {
    async readyForDelivery(principal: Principal, nidra: number, scan: Scan): Promise<ScanResponse> {
      return withGenericPlans(db, async (tx) => {
        const ra = await lockRa(tx, nidra);
        if (!ra.scodbodegadestino || !worksAt(principal, ra.scodbodegadestino))
          throw forbidden(messages.raNotAtWarehouse);
        const target: ScanTarget = {
          nidlistacarga: null,
          place: ra.scodbodegadestino,
          onlyRa: nidra,
          counts: (t) => deliveryCounts(t, nidra),
        };
        const replay = await replayedScan(tx, target, scan);
        if (replay) return replay;
        if (!(DELIVERABLE_STATES as readonly string[]).includes(ra.scodestado))
          throw conflict(messages.raNotDeliverable);
        // An RA planned for the door is the route's (issue 35).
        await assertNotOnRoute(tx, nidra);
        // POR PAGAR is paid before its units are handed over (issue 33), checked under the RA's lock.
        await assertPaidForDelivery(tx, nidra);
        return recordScan(tx, principal, scan, target, async ({ unit, name }) => {
          if (unit.sestado === 'ALISTADA')
            return { refuse: 'YA_ESCANEADA', message: scanTexts.alreadyReady(name) };
          if (unit.sestado === 'ENTREGADA')
            return { refuse: 'YA_ESCANEADA', message: scanTexts.alreadyDelivered(name) };
          if (!ARRIVED_UNIT_STATES.includes(unit.sestado as UnitState))
            return {
              refuse: 'NO_DISPONIBLE',
              message: scanTexts.notArrived(
                name,
                UNIT_STATE_NAMES[unit.sestado as UnitState] ?? unit.sestado,
              ),
            };
          return {
            accept: 'ALISTADA',
            message: scanTexts.readyForDelivery(name),
            apply: () => setUnitState(tx, unit.nidunidad, 'ALISTADA'),
          };
        });
      });
    },
  };
}

export type DeliveryScanService = ReturnType<typeof createDeliveryScanService>;
