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
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operations as o, operationCosts } from '../../db/schema.ts';
import { forbidden } from '../../errors.ts';
import { type Principal, worksAt } from '../../plugins/auth.ts';
import { listParameters, parameterGroups } from '../lookups/parameters.repo.ts';
import { salePending } from '../operation/operations.repo.ts';
import { withSales } from '../operation/operations.service.ts';
import * as repo from './management.repo.ts';

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

const chileMonth = (column: typeof o.dfhocreacion) =>
  sql<string>`to_char(${column} at time zone 'America/Santiago', 'YYYY-MM')`;

/**
 * Sale, cost and margin of the operations of the scope's origin warehouses created in the range. The sale
 * is the one the operation keeps (`nventa`), computed again where a change is pending (`withSales`), so it
 * is the operations list's figure; the cost is the sum of its costs.
 */
async function sales(db: Db, s: repo.ManagementScope, listed?: number): Promise<SalesResponse> {
  if (s.warehouses.length === 0) return { meses: [], operaciones: [] };
  const rows = await db
    .select({
      nidoperacion: o.nidoperacion,
      sdescripcion: o.sdescripcion,
      scodbodegaorigen: o.scodbodegaorigen,
      scodbodegadestino: o.scodbodegadestino,
      scodigovia: o.scodigovia,
      dfhocreacion: o.dfhocreacion,
      mes: chileMonth(o.dfhocreacion),
      // Qualified by hand: a one-table select renders its columns without the table.
      ncosto: sql<number>`coalesce((select sum(c.nmontocosto) from ${operationCosts} c
        where c.nidoperacion = "operacion"."nidoperacion"), 0)::float8`,
      nventa: o.nventa,
      ventapendiente: salePending,
    })
    .from(o)
    .where(
      and(
        inArray(o.scodbodegaorigen, s.warehouses),
        sql`${o.dfhocreacion} >= ${repo.chileMidnight(s.desde)}`,
        sql`${o.dfhocreacion} < ${repo.chileMidnight(s.hasta)} + interval '1 day'`,
        s.via ? eq(o.scodigovia, s.via) : undefined,
      ),
    )
    .orderBy(o.dfhocreacion, o.nidoperacion);
  const priced = await withSales(db, rows);
  const operaciones = priced.map(({ mes: _, nventaoperacion, ncosto, dfhocreacion, ...op }) => ({
    ...op,
    dfhocreacion: new Date(dfhocreacion).toISOString(),
    nventa: nventaoperacion,
    ncosto: Number(ncosto),
    nmargen: nventaoperacion - Number(ncosto),
  }));
  const months = new Map<string, SalesResponse['meses'][number]>();
  priced.forEach((op, i) => {
    const row = operaciones[i];
    if (!row) return;
    const m = months.get(op.mes) ?? { mes: op.mes, noperaciones: 0, nventa: 0, ncosto: 0, nmargen: 0 };
    m.noperaciones += 1;
    m.nventa += row.nventa;
    m.ncosto += row.ncosto;
    m.nmargen += row.nmargen;
    months.set(op.mes, m);
  });
  // The screen lists the largest; the months above count every operation (a page of 999 operations
  // was 163 KB of JSON for a table nobody reads through).
  const largest = [...operaciones].sort((a, b) => b.nventa - a.nventa || a.nidoperacion - b.nidoperacion);
  return {
    meses: [...months.values()],
    operaciones: listed === undefined ? largest : largest.slice(0, listed),
  };
}

export function createManagementService(db: Db) {
  return {
    async intake(principal: Principal, q: IntakeQuery): Promise<IntakeResponse> {
      const agrupar = intakeGrain(q);
      return { agrupar, filas: await repo.intake(db, scopeOf(principal, q), agrupar) };
    },
    /** Every operation with `all` (the export), else the SALES_LISTED_OPERATIONS of largest sale. */
    sales(principal: Principal, q: ManagementQuery, all = false): Promise<SalesResponse> {
      return sales(db, scopeOf(principal, q), all ? undefined : SALES_LISTED_OPERATIONS);
    },
    async leadTimes(principal: Principal, q: LeadTimeQuery): Promise<LeadTimeResponse> {
      const scope = scopeOf(principal, q);
      const [rutas, sobreUmbral] = await Promise.all([
        repo.leadTimePercentiles(db, scope),
        repo.overThreshold(db, scope, q.etapa, q.umbralHoras),
      ]);
      return { rutas, sobreUmbral };
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
