import {
  IN_TRANSIT_STATES,
  isWarehouseCode,
  messages,
  PENDING_DELIVERY_STATES,
  PENDING_DISPATCH_STATES,
  PENDING_RECEPTION_STATES,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { officeDifferenceRasQuery, pageOfficeDifferences } from '../../core/ra/arrival.repo.ts';
import type { Db } from '../../db/client.ts';
import { slotted } from '../../db/prepared.ts';
import { readCountsPrepared } from '../../db/sql-helpers.ts';
import { forbidden } from '../../errors.ts';
import { officeSealIncidentsQuery, pageOfficeSealIncidents } from '../destination/arrival-seal.repo.ts';
import {
  atDestinationQuery,
  atOriginQuery,
  enteredTodayQuery,
  onRouteQuery,
  type StatisticsScope,
  unpricedWaitingQuery,
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
      // Each dashboard's figures in one statement (one round trip, not four), built once per shape of the
      // scope (how many offices and warehouses) and prepared (db/prepared.ts).
      const { template: scope, values, shape } = slotted(scopeCodes(principal, code));
      return readCountsPrepared(db, `principales:${shape}`, values, () => ({
        ingresosDelDia: enteredTodayQuery(db, scope),
        pendientesDeDespacho: atOriginQuery(db, scope, PENDING_DISPATCH_STATES),
        cargasEnTransito: onRouteQuery(db, scope, IN_TRANSIT_STATES),
        cargasPendientesDeEntrega: atDestinationQuery(db, scope, PENDING_DELIVERY_STATES),
      }));
    },

    async origin(principal: Principal, office: string | undefined) {
      const { template, values, shape } = slotted({ offices: scopeCodes(principal, office).offices });
      const scope = { offices: template.offices, warehouses: [] };
      return readCountsPrepared(db, `origen:${shape}`, values, () => ({
        ingresosDelDia: enteredTodayQuery(db, scope),
        recepcionesPendientes: atOriginQuery(db, scope, PENDING_RECEPTION_STATES),
        diferenciasEnDestino: officeDifferenceRasQuery(db, scope.offices),
        sellosDistintos: officeSealIncidentsQuery(db, scope.offices),
      }));
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
      const { template, values, shape } = slotted({
        warehouses: scopeCodes(principal, warehouse).warehouses,
      });
      const scope = { offices: [], warehouses: template.warehouses };
      return readCountsPrepared(db, `bodega:${shape}`, values, () => ({
        npendientedespacho: atOriginQuery(db, scope, PENDING_DISPATCH_STATES),
        ningresoseneldia: enteredTodayQuery(db, scope),
        nsintarifa: unpricedWaitingQuery(db, scope),
      }));
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
