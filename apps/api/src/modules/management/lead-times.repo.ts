import type { LeadTimeGrain, LeadTimeResponse } from '@carga/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rawStatement, runPrepared, slotted } from '../../db/prepared.ts';
import { leadTimes as lead, leadTimePeriods as periods } from '../../db/schema.ts';
import { isoUtc } from '../../db/sql-helpers.ts';
import { atOrigin, chileMidnight, type ManagementScope, viaIs } from './management.repo.ts';

// 'Plazos': median and 90th percentile of the lead times per route and stage over a range, and the RAs over
// a threshold, read in one statement from the figures of migrations 0022 and 0027 (schema/management.ts).

/**
 * The months from `desde`'s to `hasta`'s (first days, YYYY-MM-DD) as whole years, whole quarters and
 * single months, taken greedily from the first: 2024-11 to 2026-11 is two months, 2025, three quarters of
 * 2026 and two months.
 */
export function monthCover(desde: string, hasta: string) {
  const index = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1;
  const first = (m: number) => `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-01`;
  const cover = { years: [] as string[], quarters: [] as string[], months: [] as string[] };
  const last = index(hasta);
  for (let m = index(desde); m <= last; ) {
    const [part, span] =
      m % 12 === 0 && m + 11 <= last
        ? [cover.years, 12]
        : m % 3 === 0 && m + 2 <= last
          ? [cover.quarters, 3]
          : [cover.months, 1];
    part.push(first(m));
    m += span;
  }
  return cover;
}

const dates = (days: string[]) =>
  sql.join(
    days.map((day) => sql`${day}::date`),
    sql`, `,
  );

type Cover = ReturnType<typeof monthCover>;

/** The lead-time periods of a cover of the range's months. */
function periodsOf(cover: Cover) {
  const grains = (
    [
      ['M', cover.months],
      ['T', cover.quarters],
      ['A', cover.years],
    ] as const satisfies ReadonlyArray<readonly [LeadTimeGrain, string[]]>
  )
    .filter(([, starts]) => starts.length > 0)
    .map(
      ([grain, starts]) => sql`(${periods.sgrano} = ${grain} and ${periods.dinicio} in (${dates(starts)}))`,
    );
  return sql`(${sql.join(grains, sql` or `)})`;
}

/**
 * One period's histogram of a route and stage: origin, destination, stage, and its hours with how many RAs
 * took each (`jhistograma`, kept as JSON with the row).
 */
type PeriodRow = [string, string, string, [number[], number[]]];

interface RouteHours {
  scodoficinaorigen: string;
  scodoficinadestino: string;
  setapa: string;
  /** RAs per whole hour, indexed by the hour (0 or more, as migration 0022 computes it). */
  hours: number[];
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The periods' histograms merged per route and stage, and of each its median and 90th percentile: the
 * smallest whole hour whose cumulative count reaches ⌈p·n⌉ (the lower median for an even count). The hours
 * are small whole numbers, so each route's counts sit in an array indexed by the hour, walked in order: over
 * two years that is ~10,000 (hour, count) pairs a request, which a map and a sort took 180 µs to merge.
 */
export function percentiles(rows: readonly PeriodRow[]): LeadTimeResponse['rutas'] {
  const routes = new Map<string, RouteHours>();
  for (const [o, d, e, [hours, counts]] of rows) {
    const key = `${o}|${d}|${e}`;
    let route = routes.get(key);
    if (!route) {
      route = { scodoficinaorigen: o, scodoficinadestino: d, setapa: e, hours: [] };
      routes.set(key, route);
    }
    const kept = route.hours;
    for (let i = 0; i < hours.length; i++) {
      const hour = hours[i] as number;
      while (kept.length <= hour) kept.push(0);
      kept[hour] = (kept[hour] as number) + Number(counts[i]);
    }
  }
  const byRoute = (a: RouteHours, b: RouteHours) =>
    compare(a.scodoficinaorigen, b.scodoficinaorigen) ||
    compare(a.scodoficinadestino, b.scodoficinadestino) ||
    compare(a.setapa, b.setapa);
  return [...routes.values()].sort(byRoute).flatMap((route) => {
    const total = route.hours.reduce((sum, n) => (n > 0 ? sum + n : sum), 0);
    if (total <= 0) return [];
    const { scodoficinaorigen, scodoficinadestino, setapa } = route;
    return [
      {
        scodoficinaorigen,
        scodoficinadestino,
        setapa,
        ncantidad: total,
        nmediana: reaching(route.hours, Math.ceil(total / 2)),
        np90: reaching(route.hours, Math.ceil((total * 9) / 10)),
      },
    ];
  });
}

/** The smallest hour whose cumulative count reaches `wanted` (counts indexed by the hour). */
function reaching(counts: readonly number[], wanted: number) {
  let cumulative = 0;
  let last = 0;
  for (let hour = 0; hour < counts.length; hour++) {
    const n = counts[hour] as number;
    if (n <= 0) continue;
    last = hour;
    cumulative += n;
    if (cumulative >= wanted) return hour;
  }
  return last;
}

/**
 * Longest first. Over a long range the hours index is walked from the top (`desc nulls last`, as it is
 * built); over two months or less, the stage's RAs of the range are read by date and the slowest sorted
 * out (`+ 0` keeps the planner off the hours index, which would skip through every older RA first).
 */
const slowestFirst = (shortRange: boolean) =>
  shortRange ? sql`${lead.nhoras} + 0 desc` : sql`${lead.nhoras} desc nulls last`;

const isShortRange = (s: ManagementScope) => (Date.parse(s.hasta) - Date.parse(s.desde)) / 86_400_000 <= 62;

/** The RAs received in the range whose lead time to `stage` is at least `hours`, the 100 longest. */
function overThreshold(s: ManagementScope, stage: string, hours: number, shortRange: boolean) {
  const where: SQL | undefined = and(
    eq(lead.setapa, stage),
    sql`${lead.nhoras} >= ${hours}`,
    sql`${lead.dfecrecepcion} >= ${chileMidnight(s.desde)}`,
    sql`${lead.dfecrecepcion} < ${chileMidnight(s.hasta)} + interval '1 day'`,
    atOrigin(lead, s),
    viaIs(lead.sviadespacho, s.via),
  );
  return sql`select ${lead.nidra} nidra, ${lead.scodoficinaorigen} scodoficinaorigen,
      coalesce(${lead.scodoficinadestino}, '') scodoficinadestino, ${lead.setapa} setapa,
      ${lead.nhoras} nhoras, ${isoUtc(lead.dfecrecepcion)} dfecrecepcion
    from ${lead} where ${where} order by ${slowestFirst(shortRange)}, ${lead.nidra} limit 100`;
}

/**
 * Plazos in one statement (a round trip costs the server more than these reads): the histograms of the
 * range's periods, a few hundred array rows merged here (`percentiles`), and the RAs over the threshold,
 * longest first. Both come back as JSON: pg's parser of integer arrays took a third of the server's time,
 * and the histograms' JSON is stored with them, so a read copies it instead of printing every integer.
 */
export async function leadTimeFigures(
  db: Db | Tx,
  scope: ManagementScope,
  stage: string,
  hours: number,
): Promise<LeadTimeResponse> {
  // Built once per shape (the scope's lists, how many periods of each grain, a short range or not) and
  // prepared (db/prepared.ts); the cover's days and the threshold are values.
  const filters = {
    ...scope,
    cover: monthCover(scope.desde, scope.hasta),
    stage,
    hours,
    shortRange: isShortRange(scope),
  };
  const { template: f, values, shape } = slotted(filters);
  const build = () => {
    const histograms = sql`select ${periods.scodoficinaorigen} o, coalesce(${periods.scodoficinadestino}, '') d,
      ${periods.setapa} e, ${periods.jhistograma} j
    from ${periods} where ${and(periodsOf(f.cover), atOrigin(periods, f), viaIs(periods.sviadespacho, f.via))}`;
    return rawStatement<{ periodos: PeriodRow[] | null; lentos: LeadTimeResponse['sobreUmbral'] | null }>(
      db,
      sql`select
      (select json_agg(json_build_array(a.o, a.d, a.e, a.j)) from (${histograms}) a) periodos,
      (select json_agg(t order by t.nhoras desc, t.nidra) from (${overThreshold(f, f.stage, f.hours, filters.shortRange)}) t) lentos`,
    );
  };
  const { rows } = await runPrepared(db, `gestion-plazos:${shape}`, values, build);
  return { rutas: percentiles(rows[0]?.periodos ?? []), sobreUmbral: rows[0]?.lentos ?? [] };
}
