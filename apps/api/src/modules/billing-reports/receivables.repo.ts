import { AGE_BUCKET_LABELS, AGE_BUCKETS, type ReceivablesResponse } from '@carga/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { chileDayEnd } from './statement.repo.ts';

// 'Cuentas por cobrar' (issue 33): per client, what is still owed (deuda_ra rows not fully paid, read on the
// partial index of what is owed), by age in days from the debt's Chile day to `fecha`.

export const RECEIVABLES_PAGE = 10;

type Row = ReceivablesResponse['list'][number];
type Rows = { rows: Array<Record<string, unknown>> };

/** The per-client sums of the debts dated up to `fecha`, aged to it. */
const perClient = (fecha: string) => sql`
  with owed as (
    select d.nidcliente, d.nmonto - d.nabonado saldo,
      ${fecha}::date - (d.dfecdeuda at time zone 'America/Santiago')::date dias
    from deuda_ra d
    where d.nabonado < d.nmonto and d.dfecdeuda < ${chileDayEnd(fecha)}
  ), sums as (
    select nidcliente,
      coalesce(sum(saldo) filter (where dias <= 30), 0) n0a30,
      coalesce(sum(saldo) filter (where dias between 31 and 60), 0) n31a60,
      coalesce(sum(saldo) filter (where dias between 61 and 90), 0) n61a90,
      coalesce(sum(saldo) filter (where dias > 90), 0) nmas90,
      sum(saldo) ntotal
    from owed group by nidcliente
  )
  select s.*, c.srutcliente srut, c.snombrecliente snombre, c.nlimitecredito, count(*) over () nfilas
  from sums s join cliente c on c.nidcliente = s.nidcliente`;

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

/** Every client's row, largest total first (ties by name), one page or all of them (page undefined). */
export async function receivableRows(db: Db | Tx, fecha: string, page?: number) {
  const limit =
    page === undefined ? sql`` : sql`limit ${RECEIVABLES_PAGE} offset ${(page - 1) * RECEIVABLES_PAGE}`;
  const result = (await db.execute(
    sql`${perClient(fecha)} order by s.ntotal desc, c.snombrecliente collate "und-x-icu", s.nidcliente ${limit}`,
  )) as unknown as Rows;
  return { rows: result.rows.map(toRow), count: Number(result.rows[0]?.nfilas ?? 0) };
}

/** The totals of every client per age, for the chart. */
export async function receivableTotals(db: Db | Tx, fecha: string) {
  const result = (await db.execute(
    sql`select coalesce(sum(n0a30), 0) a, coalesce(sum(n31a60), 0) b, coalesce(sum(n61a90), 0) c,
          coalesce(sum(nmas90), 0) d from (${perClient(fecha)}) t`,
  )) as unknown as Rows;
  const r = result.rows[0] ?? {};
  const amounts = [r.a, r.b, r.c, r.d].map(Number);
  const totales = AGE_BUCKETS.map((sedad, i) => ({
    sedad,
    sdesedad: AGE_BUCKET_LABELS[sedad],
    nmonto: amounts[i] ?? 0,
  }));
  return { totales, ntotal: amounts.reduce((a, b) => a + b, 0) };
}

/** The receivables screen's answer: one page of rows and the totals of all of them. */
export async function receivables(db: Db | Tx, fecha: string, page: number): Promise<ReceivablesResponse> {
  const [{ rows, count }, { totales, ntotal }] = [
    await receivableRows(db, fecha, page),
    await receivableTotals(db, fecha),
  ];
  // A page past the end has no rows to read the count from: count again from the first page.
  const total = rows.length > 0 || page === 1 ? count : (await receivableRows(db, fecha, 1)).count;
  return { fecha, list: rows, totalPaginas: Math.ceil(total / RECEIVABLES_PAGE), totales, ntotal };
}
