import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

// The money of the volume seed (issue 33), set-based over the RAs seed-volume.ts just wrote (ids above
// `base`): the three payment conditions, what cuenta corriente RAs owe their payer (deuda_ra), the
// abonos that paid the debts older than two months, a live PAGO for most delivered PAGADO/PORPAGAR RAs,
// and the closed cajas (one per destination warehouse and week) that took them.
// Comercial Austral (76086428-5) pays 1 RA in 70 of the last year on cuenta corriente: ~5,000 RAs at a
// million, the statement's bench client.

// The RA's condition and payer, written by the RA's insert (an update of a million RAs after it would rewrite
// every row and its indexes: minutes). 1 in 70 of the last year is Comercial Austral's; else 2 in 10 CTACTE
// (the recipient, who is billed, pays), 4 in 10 PAGADO, the rest PORPAGAR.
const austral = (g: SQL, fecha: SQL, t0: string) =>
  sql`(${g} % 70 = 0 and ${fecha} > ${t0}::timestamptz - interval '365 days')`;

export const paymentCondition = (g: SQL, fecha: SQL, t0: string) =>
  sql`case when ${austral(g, fecha, t0)} or ${g} % 10 < 2 then 'CTACTE'
    when ${g} % 10 < 6 then 'PAGADO' else 'PORPAGAR' end`;

export const payerOf = (g: SQL, fecha: SQL, t0: string, rutFacturar: SQL) =>
  sql`case when ${austral(g, fecha, t0)} then (select nidcliente from cliente where srutcliente = '76086428-5')
    when ${g} % 10 < 2 then (select c.nidcliente from cliente c where c.srutcliente = ${rutFacturar}) end`;

export async function seedVolumeMoney(
  db: Db,
  { base, t0, sclUser, puqUser }: { base: number; t0: string; sclUser: number; puqUser: number },
) {
  const run = (query: SQL) => db.execute(query);
  // What a priced, finished CTACTE RA owes its payer, dated at the RA.
  await run(sql`
    insert into deuda_ra (nidra, nidcliente, dfecdeuda, nmonto)
    select r.nidra, r.nidpagador, r.dfecrecepcion, p.ntotal
    from recepcion r join precio_ra p on p.nidra = r.nidra
    where r.nidra > ${base}::int and r.scondicionpago = 'CTACTE' and r.nidpagador is not null
      and p.ntotal > 0 and r.scodestado not in ('ENCREA', 'ANULA')`);
  // Closed cajas: one per destination warehouse and week, from the first RA's week to t0's.
  await run(sql`
    insert into caja (nidusuario, scodlugar, nmontoinicial, sestado, dfecapertura, dfeccierre, nidusuariocierre,
      smotivodiferencia)
    select case w.lugar when 'BDSCL' then ${sclUser}::int else ${puqUser}::int end, w.lugar, 50000, 'CERRADA',
      w.semana, least(w.semana + interval '7 days' - interval '1 second', ${t0}::timestamptz),
      case w.lugar when 'BDSCL' then ${sclUser}::int else ${puqUser}::int end, ''
    from (select min(dfecrecepcion) as desde from recepcion where nidra > ${base}::int) f,
      generate_series(date_trunc('week', f.desde), ${t0}::timestamptz, interval '7 days') s(semana),
      lateral (select s.semana, unnest(array['BDSCL', 'BDPUQ']) as lugar) w`);
  // Each place's caja of a week (the newest, should a seed have run twice), joined by hash, not per row.
  const weekly = sql`(select distinct on (scodlugar, dfecapertura) nidcaja, scodlugar, dfecapertura from caja
    where sestado = 'CERRADA' order by scodlugar, dfecapertura, nidcaja desc)`;
  // A live PAGO for 9 in 10 delivered PAGADO/PORPAGAR RAs, at their delivery, in that week's caja.
  await run(sql`
    insert into pago (nidcaja, stipo, nidra, nmonto, scodmediopago, sreferencia, nmontorecibido, nvuelto,
      dfecpago, nidusuario)
    select k.nidcaja, 'PAGO', r.nidra, p.ntotal,
      (array['EFECTIVO', 'EFECTIVO', 'DEBITO', 'CREDITO', 'TRANSFERENCIA'])[1 + r.nidra % 5],
      case when r.nidra % 5 = 4 then 'TRF-' || r.nidra else '' end,
      case when r.nidra % 5 < 2 then p.ntotal end, case when r.nidra % 5 < 2 then 0 end,
      e.dfhoentrega, e.nidusuario
    from recepcion r join entrega e on e.nidra = r.nidra join precio_ra p on p.nidra = r.nidra
    join ${weekly} k on k.scodlugar = e.scodbodega and k.dfecapertura = date_trunc('week', e.dfhoentrega)
    where r.nidra > ${base}::int and r.scondicionpago in ('PAGADO', 'PORPAGAR') and r.scodestado = 'ENTRE'
      and p.ntotal > 0 and r.nidra % 10 <> 9`);
  // One abono per client and month paid that month's debts once they were two months old (Santiago's caja).
  await run(sql`
    with due as (
      select d.nidra, d.nidcliente, d.nmonto, date_trunc('month', d.dfecdeuda) as mes
      from deuda_ra d where d.nidra > ${base}::int and d.dfecdeuda < ${t0}::timestamptz - interval '60 days'
    ),
    abonos as (
      insert into pago (nidcaja, stipo, nidcliente, nmonto, scodmediopago, sreferencia, dfecpago, nidusuario, nras)
      select k.nidcaja, 'ABONO', g.nidcliente, g.total, 'TRANSFERENCIA',
        'ABONO-' || to_char(g.mes, 'YYYYMM') || '-' || g.nidcliente, g.cuando, ${sclUser}::int, g.n
      from (select nidcliente, mes, sum(nmonto) as total, count(*)::int as n,
          least(mes + interval '2 months', ${t0}::timestamptz) as cuando from due group by 1, 2) g
      join ${weekly} k on k.scodlugar = 'BDSCL' and k.dfecapertura = date_trunc('week', g.cuando)
      returning nidpago, sreferencia
    ),
    applied as (
      insert into pago_aplicacion (nidpago, nidra, nmonto)
      select a.nidpago, d.nidra, d.nmonto from abonos a join due d
        on a.sreferencia = 'ABONO-' || to_char(d.mes, 'YYYYMM') || '-' || d.nidcliente
      returning nidra, nmonto
    )
    update deuda_ra d set nabonado = a.nmonto from applied a where d.nidra = a.nidra`);
  // Each caja's close per method: what it took, counted right.
  await run(sql`
    insert into caja_cierre (nidcaja, scodmediopago, nesperado, ncontado, ndiferencia)
    select k.nidcaja, m.code,
      coalesce(t.total, 0) + case when m.code = 'EFECTIVO' then k.nmontoinicial else 0 end,
      coalesce(t.total, 0) + case when m.code = 'EFECTIVO' then k.nmontoinicial else 0 end, 0
    from caja k
    cross join (values ('EFECTIVO'), ('DEBITO'), ('CREDITO'), ('TRANSFERENCIA'), ('CHEQUE')) m(code)
    left join (select nidcaja, scodmediopago, sum(nmonto) as total from pago group by 1, 2) t
      on t.nidcaja = k.nidcaja and t.scodmediopago = m.code
    where k.sestado = 'CERRADA' and not exists (select 1 from caja_cierre c where c.nidcaja = k.nidcaja)`);
}
