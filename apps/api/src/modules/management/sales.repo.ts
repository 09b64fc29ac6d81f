import type { SalesResponse } from '@carga/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rawStatement, runPrepared, slot, slotted } from '../../db/prepared.ts';
import { operations as o } from '../../db/schema.ts';
import { isoUtc } from '../../db/sql-helpers.ts';
import { salePending } from '../operation/operations.repo.ts';
import { withSales } from '../operation/operations.service.ts';
import { chileMidnight, type ManagementScope } from './management.repo.ts';

// 'Ventas': sale, cost and margin per month and the operations of largest sale, chosen in one statement.
// Over two years that is ~1,000 operations: reading them all into Node to sum the months and sort them was
// 3.4 ms of the database and ~8 ms of Node a request (85 requests/s at 16 clients against 306 raw).

interface SalesRow {
  meses: SalesResponse['meses'] | null;
  operaciones: SalesResponse['operaciones'] | null;
  /** The operations of the scope whose sale is not kept yet or has changes pending. */
  pendientes: number[] | null;
}

function salesStatement(s: ManagementScope, listed: number | undefined) {
  const where = and(
    inArray(o.scodbodegaorigen, s.warehouses),
    sql`${o.dfhocreacion} >= ${chileMidnight(s.desde)}`,
    sql`${o.dfhocreacion} < ${chileMidnight(s.hasta)} + interval '1 day'`,
    s.via ? eq(o.scodigovia, s.via) : undefined,
  );
  const limit = listed === undefined ? sql`` : sql`limit ${listed}`;
  // `frescas`: the sales computed on the fly for the pending ones ({"id": sale}), in place of the kept ones.
  return sql`
    with frescas as (
      select key::int nidoperacion, value::float8 nventa from jsonb_each_text(${slot('frescas')}::jsonb)
    ),
    ops as (
      select ${o.nidoperacion} nidoperacion, ${o.sdescripcion} sdescripcion,
        ${o.scodbodegaorigen} scodbodegaorigen, ${o.scodbodegadestino} scodbodegadestino,
        ${o.scodigovia} scodigovia, ${o.dfhocreacion} dfhocreacion,
        to_char(${o.dfhocreacion} at time zone 'America/Santiago', 'YYYY-MM') mes,
        coalesce(f.nventa, ${o.nventa}, 0) nventa,
        f.nventa is null and (${o.nventa} is null or ${salePending}) pendiente,
        ${o.ncostototal}::float8 ncosto
      from ${o} left join frescas f on f.nidoperacion = ${o.nidoperacion} where ${where}
    )
    select
      (select json_agg(m order by m.mes) from (
        select mes, count(*)::int noperaciones, sum(nventa) nventa, sum(ncosto) ncosto,
          sum(nventa) - sum(ncosto) nmargen
        from ops group by mes) m) meses,
      (select json_agg(t) from (
        select nidoperacion, sdescripcion, scodbodegaorigen, scodbodegadestino, scodigovia,
          ${isoUtc(sql`dfhocreacion`)} dfhocreacion,
          nventa, ncosto, nventa - ncosto nmargen
        from ops order by nventa desc, nidoperacion ${limit}) t) operaciones,
      (select array_agg(nidoperacion) from ops where pendiente) pendientes`;
}

/**
 * Sale, cost and margin of the operations of the scope's origin warehouses created in the range, per month
 * and per operation (the `listed` of largest sale, or all). The sale is the one the operation keeps
 * (`nventa`): where it is not kept yet or a change is pending, it is computed as the operations list does
 * (`withSales`: kept where nobody holds the operation, never waited on) and read in its place, so it is the
 * list's figure; the cost is the sum of the operation's costs, kept with it (migration 0029).
 */
export async function salesFigures(db: Db, s: ManagementScope, listed?: number): Promise<SalesResponse> {
  if (s.warehouses.length === 0) return { meses: [], operaciones: [] };
  // Built once per shape of the scope and prepared (db/prepared.ts).
  const { template, values, shape } = slotted({ ...s, listed });
  const read = async (frescas: Record<number, number>) =>
    (
      await runPrepared(db, `gestion-ventas:${shape}`, { ...values, frescas: JSON.stringify(frescas) }, () =>
        rawStatement<SalesRow>(db, salesStatement(template, template.listed)),
      )
    ).rows[0];
  let row = await read({});
  if (row?.pendientes?.length) {
    const fresh = await withSales(
      db,
      row.pendientes.map((nidoperacion) => ({ nidoperacion, nventa: null, ventapendiente: true })),
    );
    row = await read(Object.fromEntries(fresh.map((op) => [op.nidoperacion, op.nventaoperacion])));
  }
  return { meses: row?.meses ?? [], operaciones: row?.operaciones ?? [] };
}
