import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  differenceMonths as dif,
  leadTimeHistogram as hist,
  intakeFigures as ing,
  pendingFigures as pend,
  leadTimePeriods as periods,
  intakeWeeks as weeks,
} from '../../db/schema.ts';
import { foldableRows } from '../../db/sql-helpers.ts';

const ORIGIN = ['scodoficinaorigen', 'scodbodegaorigen'];
const ROUTE = [...ORIGIN, 'scodoficinadestino', 'sviadespacho'];
const INTAKE = { ncantidadra: '::int', ncantidadbultos: '::int', npesokg: '', nvolumenm3: '' };

/**
 * One table's deltas folded into one row per key (`sums`: column → cast of its sum), a key whose sums
 * are all zero dropped. The column names are these constants, never input.
 */
async function fold(db: Db, table: PgTable, keys: string[], sums: Record<string, string>) {
  const columns = Object.keys(sums);
  const key = sql.raw(keys.join(', '));
  const nonZero = sql.raw(columns.map((c) => `sum(${c}) <> 0`).join(' or '));
  await db.execute(sql`
    with folded as (delete from ${table} where ctid in (${foldableRows(table, key, sql`not (${nonZero})`)}) returning *)
    insert into ${table} (${key}, ${sql.raw(columns.join(', '))})
    select ${key}, ${sql.raw(columns.map((c) => `sum(${c})${sums[c]}`).join(', '))}
    from folded group by ${key} having ${nonZero}`);
}

/** The lead-time periods' array rows folded into one per (route, vía, period, stage), hour by hour. */
async function foldPeriods(db: Db) {
  const key = sql.raw([...ROUTE, 'sgrano', 'dinicio', 'setapa'].join(', '));
  await db.execute(sql`
    with folded as (delete from ${periods} where ctid in (${foldableRows(periods, key, sql`false`)}) returning *),
    horas as (
      select ${key}, x.hora, sum(x.n)::int n
      from folded cross join lateral unnest(folded.nhoras, folded.ncantidades) x(hora, n)
      group by ${key}, x.hora having sum(x.n) <> 0
    )
    insert into ${periods} (${key}, nhoras, ncantidades)
    select ${key}, array_agg(hora order by hora), array_agg(n order by hora) from horas group by ${key}`);
}

/**
 * Folds the insert-only deltas of the intake (per day, then per week), the lead-time histograms (per
 * month, then per quarter and year), the monthly differences and the waiting RAs into one row per key,
 * as `compactCounters` does for `contador_ra`: rows inserted meanwhile by other transactions are not seen
 * by the delete and stay; every key's sum is unchanged, so servers may compact at the same time.
 */
export async function compactManagementFigures(db: Db) {
  await fold(db, ing, [...ORIGIN, 'sviadespacho', 'dfecha'], INTAKE);
  // After the days: their fold moved the weeks (a delete and an insert of the same sums).
  await fold(db, weeks, [...ORIGIN, 'sviadespacho', 'dsemana'], INTAKE);
  await fold(db, hist, [...ROUTE, 'dmes', 'setapa', 'nhoras'], { ncantidad: '::int' });
  // After the months (their fold moved the periods, as the days' moved the weeks).
  await foldPeriods(db);
  await fold(db, dif, [...ROUTE, 'dmes'], { nmovidas: '::int', nfaltantes: '::int', ndanadas: '::int' });
  await fold(db, pend, [...ORIGIN, 'sviadespacho', 'ssintarifa'], { ncantidad: '::int' });
}
