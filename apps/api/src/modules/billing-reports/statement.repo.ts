import type { ClientCredit } from '@carga/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { isoUtc } from '../../db/sql-helpers.ts';

// What a cuenta corriente client owes (issue 33), read from deuda_ra (one row per CTACTE RA, kept by the
// billing core) and the client's abonos (pago stipo ABONO, with pago_aplicacion naming the RAs paid).
// Days are Chile's: a period 'desde'–'hasta' runs from desde 00:00 to the end of hasta in America/Santiago.

type Rows = { rows: Array<Record<string, unknown>> };
const run = async (db: Db | Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows).rows;

/** The instant a Chile calendar day starts. */
export const chileDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'America/Santiago')`;
/** The instant the Chile calendar day after `day` starts (the period's exclusive end). */
export const chileDayEnd = (day: string) =>
  sql`((${day}::date + 1)::timestamp at time zone 'America/Santiago')`;

/** A client's terms and what it owes today; undefined when there is no such client. */
export async function clientCredit(db: Db | Tx, nidcliente: number): Promise<ClientCredit | undefined> {
  const [row] = await run(
    db,
    sql`select c.nidcliente, c.srutcliente, c.snombrecliente, c.sindctacte, c.nlimitecredito, c.ndiaspago,
          coalesce((select sum(d.nmonto - d.nabonado) from deuda_ra d
            where d.nidcliente = c.nidcliente and d.nabonado < d.nmonto), 0) nsaldo
        from cliente c where c.nidcliente = ${nidcliente}`,
  );
  if (!row) return undefined;
  const nsaldo = Number(row.nsaldo);
  const nlimitecredito = Number(row.nlimitecredito);
  return {
    nidcliente: Number(row.nidcliente),
    srutcliente: String(row.srutcliente),
    snombrecliente: String(row.snombrecliente),
    sindctacte: row.sindctacte === 'S' ? 'S' : 'N',
    nlimitecredito,
    ndiaspago: Number(row.ndiaspago),
    nsaldo,
    sindexcedido: row.sindctacte === 'S' && nsaldo > nlimitecredito ? 'S' : 'N',
  };
}

/** The client whose RUT a customer signed in with. */
export async function clientIdByRut(db: Db | Tx, rut: string): Promise<number | undefined> {
  const [row] = await run(db, sql`select nidcliente from cliente where srutcliente = ${rut}`);
  return row ? Number(row.nidcliente) : undefined;
}

/** The RAs the client was charged in the period, oldest first, with what abonos paid of each. */
export async function statementLines(db: Db | Tx, nidcliente: number, desde: string, hasta: string) {
  const rows = await run(
    db,
    sql`select d.nidra, ${isoUtc(sql`d.dfecdeuda`)} dfecrecepcion, r.scodoficinaorigen, r.scodoficinadestino,
          r.scodestado, coalesce(p.sdeslargo01, r.scodestado) sdesestado, d.nmonto, d.nabonado
        from deuda_ra d
        join recepcion r on r.nidra = d.nidra
        left join parametro p on p.sgrupo = 'ESTADORA' and p.scodparametro01 = r.scodestado
        where d.nidcliente = ${nidcliente}
          and d.dfecdeuda >= ${chileDayStart(desde)} and d.dfecdeuda < ${chileDayEnd(hasta)}
        order by d.dfecdeuda, d.nidra`,
  );
  return rows.map((r) => ({
    nidra: Number(r.nidra),
    dfecrecepcion: String(r.dfecrecepcion),
    scodoficinaorigen: String(r.scodoficinaorigen),
    scodoficinadestino: r.scodoficinadestino === null ? null : String(r.scodoficinadestino),
    scodestado: String(r.scodestado),
    sdesestado: String(r.sdesestado),
    nmonto: Number(r.nmonto),
    nabonado: Number(r.nabonado),
    nsaldo: Number(r.nmonto) - Number(r.nabonado),
  }));
}

/** The client's abonos received in the period (reversed ones left out), with the RAs each paid. */
export async function statementAbonos(db: Db | Tx, nidcliente: number, desde: string, hasta: string) {
  const rows = await run(
    db,
    sql`select g.nidpago, ${isoUtc(sql`g.dfecpago`)} dfecpago, g.scodmediopago, g.sreferencia, g.nmonto,
          coalesce((select json_agg(a.nidra order by a.nidra) from pago_aplicacion a
            where a.nidpago = g.nidpago), '[]'::json) nidras
        from pago g
        where g.stipo = 'ABONO' and g.sindanulado = 'N' and g.nidcliente = ${nidcliente}
          and g.dfecpago >= ${chileDayStart(desde)} and g.dfecpago < ${chileDayEnd(hasta)}
        order by g.dfecpago, g.nidpago`,
  );
  return rows.map((r) => ({
    nidpago: Number(r.nidpago),
    dfecpago: String(r.dfecpago),
    scodmediopago: String(r.scodmediopago),
    sreferencia: String(r.sreferencia),
    nmonto: Number(r.nmonto),
    nidras: (typeof r.nidras === 'string' ? JSON.parse(r.nidras) : (r.nidras as unknown[])).map(Number),
  }));
}

/**
 * What the client owed when the period began: every charge dated before `desde` less every abono received
 * before it (a ledger: the balance is a sum of what happened, not of today's state of each RA).
 */
export async function balanceBefore(db: Db | Tx, nidcliente: number, desde: string): Promise<number> {
  const [row] = await run(
    db,
    sql`select
          coalesce((select sum(d.nmonto) from deuda_ra d
            where d.nidcliente = ${nidcliente} and d.dfecdeuda < ${chileDayStart(desde)}), 0)
          - coalesce((select sum(g.nmonto) from pago g
            where g.stipo = 'ABONO' and g.sindanulado = 'N' and g.nidcliente = ${nidcliente}
              and g.dfecpago < ${chileDayStart(desde)}), 0) n`,
  );
  return Number(row?.n ?? 0);
}
