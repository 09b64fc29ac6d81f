import {
  type DifferencesByRouteResponse,
  type IntakeQuery,
  type IntakeResponse,
  intakeGrain,
  isWarehouseCode,
  type LeadTimeQuery,
  type LeadTimeResponse,
  type ManagementQuery,
  messages,
  type PendingResponse,
  SALES_LISTED_OPERATIONS,
  type SalesResponse,
} from '@carga/domain';
import { type Principal, worksAt } from '../../core/principal.ts';
import { listParameters, parameterGroups } from '../../core/reference/parameters.repo.ts';
import type { Db } from '../../db/client.ts';
import { forbidden } from '../../errors.ts';
import { leadTimeFigures } from './lead-times.repo.ts';
import * as repo from './management.repo.ts';
import { salesFigures } from './sales.repo.ts';

/** The scope of a chart: the office or warehouse asked for (one of the caller's), or all of the caller's. */
export function scopeOf(principal: Principal, q: ManagementQuery): repo.ManagementScope {
  const base = { via: q.codigoVia || undefined, desde: q.desde, hasta: q.hasta };
  if (q.codigo) {
    if (!worksAt(principal, q.codigo)) throw forbidden(messages.officeNotAllowed);
    return isWarehouseCode(q.codigo)
      ? { ...base, offices: [], warehouses: [q.codigo] }
      : { ...base, offices: [q.codigo], warehouses: [] };
  }
  return { ...base, offices: [...principal.oficinas], warehouses: [...principal.bodegas] };
}

export function createManagementService(db: Db) {
  return {
    async intake(principal: Principal, q: IntakeQuery): Promise<IntakeResponse> {
      const agrupar = intakeGrain(q);
      return { agrupar, filas: await repo.intake(db, scopeOf(principal, q), agrupar) };
    },
    /** Every operation with `all` (the export), else the SALES_LISTED_OPERATIONS of largest sale. */
    sales(principal: Principal, q: ManagementQuery, all = false): Promise<SalesResponse> {
      return salesFigures(db, scopeOf(principal, q), all ? undefined : SALES_LISTED_OPERATIONS);
    },
    leadTimes(principal: Principal, q: LeadTimeQuery): Promise<LeadTimeResponse> {
      return leadTimeFigures(db, scopeOf(principal, q), q.etapa, q.umbralHoras);
    },
    async differences(principal: Principal, q: ManagementQuery): Promise<DifferencesByRouteResponse> {
      return { filas: await repo.differencesByRoute(db, scopeOf(principal, q)) };
    },
    pending(principal: Principal, q: ManagementQuery): Promise<PendingResponse> {
      return repo.pending(db, scopeOf(principal, q));
    },
    /** The vías the screen filters by. */
    vias: () => listParameters(db, parameterGroups.via),
  };
}
export type ManagementService = ReturnType<typeof createManagementService>;
