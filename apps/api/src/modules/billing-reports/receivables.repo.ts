import { AGE_BUCKET_LABELS, AGE_BUCKETS, chileToday, type ReceivablesResponse } from '@carga/domain';
import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { preparedWindow } from '../../db/paginate.ts';
import { rawStatement, runPrepared, slot } from '../../db/prepared.ts';
import { chileDayEnd } from './statement.repo.ts';

// 'Cuentas por cobrar' (issue 33): per client, what is still owed (deuda_ra rows not fully paid), by age in
// days from the debt's Chile day to `fecha`. Aged to today or later — the screen's default — it reads the
// kept sums (saldo_cliente pages the clients, deuda_dia ages the chart's totals) and ages only the ten
// clients of the page: one statement whatever the number of debts. Aged to a past day it must leave out the
// debts dated after that day, which the kept sums hold: it sums the debts (slower, and exact).

export const RECEIVABLES_PAGE = 10;

type Row = ReceivablesResponse['list'][number];
type Rows = { rows: Array<Record<string, unknown>> };

/** The age buckets of the saldo column `saldo` for rows `dias` old: 0–30, 31–60, 61–90, more than 90. */
const buckets = (saldo: SQL, dias: SQL) => sql`
  coalesce(sum(${saldo}) filter (where ${dias} <= 30), 0) n0a30,
  coalesce(sum(${saldo}) filter (where ${dias} between 31 and 60), 0) n31a60,
  coalesce(sum(${saldo}) filter (where ${dias} between 61 and 90), 0) n61a90,
  coalesce(sum(${saldo}) filter (where ${dias} > 90), 0) nmas90`;

/** A debt's age at `fecha` in Chile days. */
const ageOf = (fecha: SQL | Placeholder | string) =>
  sql`${fecha}::date - (d.dfecdeuda at time zone 'America/Santiago')::date`;

/** Largest total first, ties by name. */
const order = sql`ntotal desc, snombre collate "und-x-icu", nidcliente`;

const toRow = (r: Record<string, unknown>): Row => ({
  nidcliente: Number(r.nidcliente),
  srut: String(r.srut),
  snombre: String(r.snombre),
  n0a30: Number(r.n0a30),
  n31a60: Number(r.n31a60),
  n61a90: Number(r.n61a90),
  nmas90: Number(r.nmas90),
  ntotal: Number(r.ntotal),
  nlimitecredito: Number(r.nlimitecredito),
});

const toTotals = (amounts: number[]) => ({
  totales: AGE_BUCKETS.map((sedad, i) => ({
    sedad,
    sdesedad: AGE_BUCKET_LABELS[sedad],
    nmonto: amounts[i] ?? 0,
  })),
  ntotal: amounts.reduce((a, b) => a + b, 0),
});

/** Today's receivables from the kept sums: a page of clients, how many owe, and every age's total. */
async function keptReceivables(db: Db | Tx, fecha: string, page: number) {
  // No OFFSET on the first page: with one in a slot PostgreSQL planned the statement at every run (paginate.ts).
  const window = preparedWindow({ limit: RECEIVABLES_PAGE, offset: (page - 1) * RECEIVABLES_PAGE });
  const build = () =>
    rawStatement<{ nfilas: number; filas: Array<Record<string, unknown>> | null; totales: number[] }>(
      db,
      sql`with pagina as (
          select s.nidcliente, s.nsaldo, c.srutcliente srut, c.snombrecliente snombre, c.nlimitecredito
          from saldo_cliente s join cliente c on c.nidcliente = s.nidcliente
          where s.nsaldo > 0
          order by s.nsaldo desc, c.snombrecliente collate "und-x-icu", s.nidcliente
          limit ${window.limit}${window.offset ? sql` offset ${window.offset}` : sql``}
        ), filas as (
          select p.nidcliente, p.srut, p.snombre, p.nlimitecredito, a.*,
            a.n0a30 + a.n31a60 + a.n61a90 + a.nmas90 ntotal
          from pagina p cross join lateral (
            select ${buckets(sql`d.nmonto - d.nabonado`, ageOf(slot('fecha')))}
            from deuda_ra d where d.nidcliente = p.nidcliente and d.nabonado < d.nmonto) a
        )
        select (select count(*)::int from saldo_cliente where nsaldo > 0) nfilas,
          (select json_agg(f order by ${order}) from filas f) filas,
          (select json_build_array(n0a30, n31a60, n61a90, nmas90) from (
            select ${buckets(sql`k.nsaldo`, sql`${slot('fecha')}::date - k.dia`)}
            from deuda_dia k where k.nsaldo <> 0) t) totales`,
    );
  const values = { fecha, ...window.values };
  const { rows } = await runPrepared(db, `cuentas-por-cobrar:hoy|${window.shape}`, values, build);
  const row = rows[0];
  return {
    rows: (row?.filas ?? []).map(toRow),
    count: Number(row?.nfilas ?? 0),
    ...toTotals((row?.totales ?? []).map(Number)),
  };
}

/** The per-client sums of the debts dated up to `fecha`, aged to it (summed from every debt owed). */
const perClient = (fecha: string) => sql`
  with sums as (
    select d.nidcliente, ${buckets(sql`d.nmonto - d.nabonado`, ageOf(fecha))}, sum(d.nmonto - d.nabonado) ntotal
    from deuda_ra d
    where d.nabonado < d.nmonto and d.dfecdeuda < ${chileDayEnd(fecha)}
    group by d.nidcliente
  )
  select s.*, c.srutcliente srut, c.snombrecliente snombre, c.nlimitecredito, count(*) over () nfilas
  from sums s join cliente c on c.nidcliente = s.nidcliente`;

/** Every client's row, largest total first (ties by name), one page or all of them (page undefined). */
export async function receivableRows(db: Db | Tx, fecha: string, page?: number) {
  const limit =
    page === undefined ? sql`` : sql`limit ${RECEIVABLES_PAGE} offset ${(page - 1) * RECEIVABLES_PAGE}`;
  const result = (await db.execute(
    sql`select * from (${perClient(fecha)}) t order by ${order} ${limit}`,
  )) as unknown as Rows;
  return { rows: result.rows.map(toRow), count: Number(result.rows[0]?.nfilas ?? 0) };
}

/** A past day's receivables, summed from the debts dated up to it. */
async function pastReceivables(db: Db | Tx, fecha: string, page: number) {
  const totals = (await db.execute(
    sql`select coalesce(sum(n0a30), 0) a, coalesce(sum(n31a60), 0) b, coalesce(sum(n61a90), 0) c,
          coalesce(sum(nmas90), 0) d from (${perClient(fecha)}) t`,
  )) as unknown as Rows;
  const r = totals.rows[0] ?? {};
  const { rows, count } = await receivableRows(db, fecha, page);
  // A page past the end has no rows to read the count from: count again from the first page.
  const total = rows.length > 0 || page === 1 ? count : (await receivableRows(db, fecha, 1)).count;
  return { rows, count: total, ...toTotals([r.a, r.b, r.c, r.d].map(Number)) };
}

/** The receivables screen's answer: one page of rows and the totals of all of them. */
export async function receivables(db: Db | Tx, fecha: string, page: number): Promise<ReceivablesResponse> {
  const { rows, count, totales, ntotal } =
    fecha >= chileToday() ? await keptReceivables(db, fecha, page) : await pastReceivables(db, fecha, page);
  return { fecha, list: rows, totalPaginas: Math.ceil(count / RECEIVABLES_PAGE), totales, ntotal };
}
