import { CHILE_TIME_ZONE } from '@carga/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { parameterGroups as g } from '../../core/reference/parameters.repo.ts';
import { withoutTariffPrice } from '../../core/reference/prices.repo.ts';
import type { Db, Tx } from '../../db/client.ts';
import { rawStatement, runPrepared, slotted } from '../../db/prepared.ts';
import {
  differenceMonths as dif,
  intakeFigures as ing,
  parameters,
  pendingFigures as pend,
  receptions as r,
  intakeWeeks as weeks,
} from '../../db/schema.ts';

// The 'Gestión' charts, read from the figures migration 0022 keeps (schema/management.ts); none of these
// walks the history: each reads the pre-aggregated rows of the range (or the index of lead times). Each
// statement is built once per shape of its scope and prepared (db/prepared.ts): written with the scope's
// slots (`slotted`), run with its values.

// The state's name beside its code, for the ten oldest of each warehouse only (a lookup by primary key each).
const stateName = sql`coalesce((select ${parameters.sdeslargo01} from ${parameters}
  where ${parameters.sgrupo} = ${g.raState} and ${parameters.scodparametro01} = ${r.scodestado}), ${r.scodestado})`;

/** Whose figures: origin offices and warehouses (the caller's, or the one chosen), and the vía. */
export interface ManagementScope {
  offices: string[];
  warehouses: string[];
  via?: string | undefined;
  desde: string;
  hasta: string;
}

type Origin = { scodoficinaorigen: AnyPgColumn; scodbodegaorigen: AnyPgColumn };

const anyOf = (column: AnyPgColumn, codes: string[]) => (codes.length ? inArray(column, codes) : undefined);

/** Rows whose origin office or warehouse is in the scope. */
export const atOrigin = (t: Origin, s: ManagementScope): SQL =>
  or(anyOf(t.scodoficinaorigen, s.offices), anyOf(t.scodbodegaorigen, s.warehouses)) ?? sql`false`;

export const viaIs = (column: AnyPgColumn, via: string | undefined) => (via ? eq(column, via) : undefined);

const chile = sql.raw(`'${CHILE_TIME_ZONE}'`);
/** Midnight in Chile of a day (YYYY-MM-DD), as a timestamp with time zone. */
export const chileMidnight = (day: string) => sql`((${day}::date)::timestamp at time zone ${chile})`;
/** The months a range touches (for figures kept per month). */
const monthsOf = (column: AnyPgColumn, s: ManagementScope) =>
  sql`${column} between date_trunc('month', ${s.desde}::date)::date and ${s.hasta}::date`;

/** The Mondays of the whole weeks inside a range: the first and the last, or null when there is none. */
export function wholeWeeks(desde: string, hasta: string) {
  const day = (text: string) => new Date(`${text}T12:00:00Z`);
  const text = (date: Date) => date.toISOString().slice(0, 10);
  const first = day(desde);
  first.setUTCDate(first.getUTCDate() + ((8 - first.getUTCDay()) % 7));
  const last = day(hasta);
  last.setUTCDate(last.getUTCDate() - ((last.getUTCDay() + 6) % 7) - (last.getUTCDay() === 0 ? 0 : 7));
  return first <= last ? { first: text(first), last: text(last) } : null;
}

const intakeSums = (t: typeof ing | typeof weeks) =>
  sql`${t.scodoficinaorigen} scodoficina, ${t.ncantidadra} ncantidadra, ${t.ncantidadbultos} ncantidadbultos,
    ${t.npesokg} npesokg, ${t.nvolumenm3} nvolumenm3`;

/**
 * Intake per day or week (its Monday) and origin office. Per week, the whole weeks of the range come from
 * `gestion_ingreso_semana` and only the days of its partial first and last weeks from `gestion_ingreso`,
 * each read as a range of its own: as one range with an OR, the generic plan of the prepared statement
 * read every day of the range (5,840 rows over two years) to keep 72, 1.8 ms against 1.1.
 */
export async function intake(db: Db | Tx, scope: ManagementScope, by: 'dia' | 'semana') {
  const whole = by === 'semana' ? wholeWeeks(scope.desde, scope.hasta) : null;
  const { template, values, shape } = slotted({ ...scope, whole });
  const build = () => {
    const { whole: w, ...s } = template;
    const inScope = (t: typeof ing | typeof weeks) => and(atOrigin(t, s), viaIs(t.sviadespacho, s.via));
    const inRange = sql`${ing.dfecha} between ${s.desde}::date and ${s.hasta}::date`;
    const rows = w
      ? sql`
        select ${weeks.dsemana} periodo, ${intakeSums(weeks)} from ${weeks}
        where ${weeks.dsemana} between ${w.first}::date and ${w.last}::date and ${inScope(weeks)}
        union all
        select date_trunc('week', ${ing.dfecha})::date, ${intakeSums(ing)} from ${ing}
        where ${ing.dfecha} >= ${s.desde}::date and ${ing.dfecha} < ${w.first}::date and ${inScope(ing)}
        union all
        select date_trunc('week', ${ing.dfecha})::date, ${intakeSums(ing)} from ${ing}
        where ${ing.dfecha} > ${w.last}::date + 6 and ${ing.dfecha} <= ${s.hasta}::date and ${inScope(ing)}`
      : sql`
        select ${by === 'dia' ? sql`${ing.dfecha}` : sql`date_trunc('week', ${ing.dfecha})::date`} periodo,
          ${intakeSums(ing)}
        from ${ing} where ${inRange} and ${inScope(ing)}`;
    return rawStatement<Record<string, string | number>>(
      db,
      sql`
      select to_char(periodo, 'YYYY-MM-DD') periodo, scodoficina, ncantidadra, ncantidadbultos, npesokg, nvolumenm3
      from (
        select periodo, scodoficina, sum(ncantidadra)::int ncantidadra, sum(ncantidadbultos)::int ncantidadbultos,
          sum(npesokg)::float8 npesokg, sum(nvolumenm3)::float8 nvolumenm3
        from (${rows}) filas
        group by 1, 2 having sum(ncantidadra) <> 0
      ) periodos order by 1, 2`,
    );
  };
  const { rows: result } = await runPrepared(db, `gestion-ingresos:${by}:${shape}`, values, build);
  return result.map((row) => ({
    periodo: String(row.periodo),
    scodoficina: String(row.scodoficina),
    ncantidadra: Number(row.ncantidadra),
    ncantidadbultos: Number(row.ncantidadbultos),
    npesokg: round(Number(row.npesokg), 3),
    nvolumenm3: round(Number(row.nvolumenm3), 3),
  }));
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Units moved, missing and damaged per month of reception at the destination and route. */
export async function differencesByRoute(db: Db | Tx, scope: ManagementScope) {
  const { template: s, values, shape } = slotted(scope);
  const { rows } = await runPrepared(db, `gestion-diferencias:${shape}`, values, () =>
    rawStatement<Record<string, string | number>>(
      db,
      sql`
      select to_char(${dif.dmes}, 'YYYY-MM') mes, ${dif.scodoficinaorigen} scodoficinaorigen,
        ${dif.scodoficinadestino} scodoficinadestino, sum(${dif.nmovidas})::int nmovidas,
        sum(${dif.nfaltantes})::int nfaltantes, sum(${dif.ndanadas})::int ndanadas
      from ${dif} where ${and(monthsOf(dif.dmes, s), atOrigin(dif, s), viaIs(dif.sviadespacho, s.via))}
      group by 1, 2, 3
      having sum(${dif.nmovidas}) <> 0 or sum(${dif.nfaltantes}) <> 0 or sum(${dif.ndanadas}) <> 0
      order by 1, 2, 3`,
    ),
  );
  return rows.map((row) => {
    const moved = Number(row.nmovidas);
    const rate = (n: number) => (moved ? round((100 * n) / moved, 2) : 0);
    return {
      mes: String(row.mes),
      scodoficinaorigen: String(row.scodoficinaorigen),
      scodoficinadestino: String(row.scodoficinadestino),
      nmovidas: moved,
      nfaltantes: Number(row.nfaltantes),
      ndanadas: Number(row.ndanadas),
      ntasafaltantes: rate(Number(row.nfaltantes)),
      ntasadanadas: rate(Number(row.ndanadas)),
    };
  });
}

/** Waiting at the origin warehouse: as written in the partial index `recepcion_espera_idx`'s predicate. */
const waiting = sql`${r.scodestado} in ('BORIG', 'ENLIS')`;

/**
 * Per origin warehouse: the RAs waiting there now and those without a tariff price (kept by 0023's
 * triggers), and the ten oldest of each, walked from `recepcion_espera_idx`.
 */
export async function pending(db: Db | Tx, scope: ManagementScope) {
  const { template: s, values, shape } = slotted(scope);
  const counts = () =>
    db
      .select({
        scodbodega: sql<string>`coalesce(${pend.scodbodegaorigen}, '')`.as('scodbodega'),
        nesperando: sql<number>`sum(${pend.ncantidad})::int`.as('nesperando'),
        nsintarifa:
          sql<number>`coalesce(sum(${pend.ncantidad}) filter (where ${pend.ssintarifa} = 'S'), 0)::int`.as(
            'nsintarifa',
          ),
      })
      .from(pend)
      .where(and(atOrigin(pend, s), viaIs(pend.sviadespacho, s.via)))
      .groupBy(sql`1`)
      .having(sql`sum(${pend.ncantidad}) <> 0`)
      .orderBy(sql`1`);
  const [bodegas, oldest] = await Promise.all([
    runPrepared(db, `gestion-pendientes:${shape}`, values, counts),
    runPrepared(db, `gestion-pendientes-antiguos:${shape}`, values, () =>
      rawStatement<Record<string, unknown>>(
        db,
        sql`
      with w as (${counts()})
      select w.scodbodega, x.* from w cross join lateral (
        select ${r.nidra} nidra, ${r.scodestado} scodestado, ${r.dfecingresobodega} dfecingresobodega,
          ${stateName} sdesestado,
          ${sql`${withoutTariffPrice}`} sintarifa,
          floor(extract(epoch from now() - coalesce(${r.dfecingresobodega}, ${r.dfecrecepcion})) / 86400)::int ndias,
          coalesce(${r.dfecingresobodega}, ${r.dfecrecepcion}) desde
        from ${r}
        where ${waiting} and coalesce(${r.scodbodegaorigen}, '') = w.scodbodega
          and ${and(atOrigin(r, s), viaIs(r.sviadespacho, s.via))}
        order by coalesce(${r.dfecingresobodega}, ${r.dfecrecepcion}), ${r.nidra} limit 10
      ) x order by 1, x.desde, x.nidra`,
      ),
    ),
  ]);
  return {
    bodegas,
    masAntiguos: oldest.rows.map((row) => ({
      scodbodega: String(row.scodbodega),
      nidra: Number(row.nidra),
      scodestado: String(row.scodestado),
      sdesestado: String(row.sdesestado),
      dfecingresobodega: row.dfecingresobodega
        ? new Date(row.dfecingresobodega as string).toISOString()
        : null,
      ndias: Number(row.ndias),
      ssintarifa: (row.sintarifa === true || row.sintarifa === 't' ? 'S' : 'N') as 'S' | 'N',
    })),
  };
}
