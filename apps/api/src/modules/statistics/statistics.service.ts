import {
  IN_TRANSIT_STATES,
  isWarehouseCode,
  messages,
  PENDING_DELIVERY_STATES,
  PENDING_DISPATCH_STATES,
  PENDING_RECEPTION_STATES,
} from '@carga/domain';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { countOfficeDifferenceRas, pageOfficeDifferences } from '../destination/arrival.repo.ts';
import { countOfficeSealIncidents, pageOfficeSealIncidents } from '../destination/arrival-seal.repo.ts';
import {
  countAtDestination,
  countAtOrigin,
  countEnteredToday,
  countOnRoute,
  countUnpricedWaiting,
  type StatisticsScope,
} from './statistics.repo.ts';

/** The codes a figure covers: the one asked for (if it is the caller's), or all of the caller's. */
function scopeCodes(principal: Principal, code: string | undefined): StatisticsScope {
  if (code) {
    if (!worksAt(principal, code)) throw forbidden(messages.officeNotAllowed);
    return isWarehouseCode(code) ? { offices: [], warehouses: [code] } : { offices: [code], warehouses: [] };
  }
  return { offices: principal.oficinas, warehouses: principal.bodegas };
}

export function createStatisticsService(db: Db) {
  return {
    async main(principal: Principal, code: string | undefined) {
      const scope = scopeCodes(principal, code);
      const [ingresosDelDia, pendientesDeDespacho, cargasEnTransito, cargasPendientesDeEntrega] =
        await Promise.all([
          countEnteredToday(db, scope),
          countAtOrigin(db, scope, PENDING_DISPATCH_STATES),
          countOnRoute(db, scope, IN_TRANSIT_STATES),
          countAtDestination(db, scope, PENDING_DELIVERY_STATES),
        ]);
      return { ingresosDelDia, pendientesDeDespacho, cargasEnTransito, cargasPendientesDeEntrega };
    },

    async origin(principal: Principal, office: string | undefined) {
      const { offices } = scopeCodes(principal, office);
      const scope = { offices, warehouses: [] };
      const [ingresosDelDia, recepcionesPendientes, diferenciasEnDestino, sellosDistintos] =
        await Promise.all([
          countEnteredToday(db, scope),
          countAtOrigin(db, scope, PENDING_RECEPTION_STATES),
          countOfficeDifferenceRas(db, offices),
          countOfficeSealIncidents(db, offices),
        ]);
      return { ingresosDelDia, recepcionesPendientes, diferenciasEnDestino, sellosDistintos };
    },

    /** The office's RAs on lists that arrived with another seal than they left with (last 30 days). */
    async sealIncidents(principal: Principal, office: string | undefined, page: number) {
      const { offices } = scopeCodes(principal, office);
      return pageOfficeSealIncidents(db, offices, page);
    },

    /** What arrived short or damaged of the office's RAs: the origin learns of it, nothing is fixed silently. */
    async differences(principal: Principal, office: string | undefined, page: number) {
      const { offices } = scopeCodes(principal, office);
      return pageOfficeDifferences(db, offices, page);
    },

    async warehouse(principal: Principal, warehouse: string | undefined) {
      const { warehouses } = scopeCodes(principal, warehouse);
      const scope = { offices: [], warehouses };
      const [npendientedespacho, ningresoseneldia, nsintarifa] = await Promise.all([
        countAtOrigin(db, scope, PENDING_DISPATCH_STATES),
        countEnteredToday(db, scope),
        countUnpricedWaiting(db, scope),
      ]);
      return { npendientedespacho, ningresoseneldia, nsintarifa };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
