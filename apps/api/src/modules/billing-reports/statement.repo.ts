import { STATEMENT_ABONO_RAS } from '@carga/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rawStatement, runPrepared, slot } from '../../db/prepared.ts';
import { isoUtc } from '../../db/sql-helpers.ts';

// What a cuenta corriente client owes (issue 33), read from deuda_ra (one row per CTACTE RA, kept by the
// billing core) and the client's abonos (pago stipo ABONO, with pago_aplicacion naming the RAs paid).
// Days are Chile's: a period 'desde'–'hasta' runs from desde 00:00 to the end of hasta in America/Santiago.

type Rows = { rows: Array<Record<string, unknown>> };
const run = async (db: Db | Tx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as Rows).rows;

/** The instant a Chile calendar day starts. */
export const chileDayStart = (day: string | SQL) =>
  sql`(${day}::date::timestamp at time zone 'America/Santiago')`;
/** The instant the Chile calendar day after `day` starts (the period's exclusive end). */
export const chileDayEnd = (day: string | SQL) =>
  sql`((${day}::date + 1)::timestamp at time zone 'America/Santiago')`;

/** The client whose RUT a customer signed in with. */
export async function clientIdByRut(db: Db | Tx, rut: string): Promise<number | undefined> {
  const [row] = await run(db, sql`select nidcliente from cliente where srutcliente = ${rut}`);
  return row ? Number(row.nidcliente) : undefined;
}

interface LineRow {
  nidra: number;
  dfecrecepcion: string;
  scodoficinaorigen: string;
  scodoficinadestino: string | null;
  scodestado: string;
  sdesestado: string;
  nmonto: number;
  nabonado: number;
}
interface AbonoRow {
  nidpago: number;
  dfecpago: string;
  scodmediopago: string;
  sreferencia: string;
  nmonto: number;
  nidras: number[];
  nras: number;
}
interface StatementRow {
  nlineas: number;
  ncargos: number | string;
  nsaldoanterior: number | string;
  lineas: LineRow[] | null;
  abonos: AbonoRow[] | null;
}

const client = slot('cliente');
const from = chileDayStart(sql`${slot('desde')}`);
const until = chileDayEnd(sql`${slot('hasta')}`);

/**
 * The statement in one prepared statement: the period's RAs (a page of them, cut on deuda_ra's covering
 * index before the RAs are joined, or all: `limite` null); its charges, summed from the client's kept
 * charges per day (cargo_cliente_dia, ~365 rows a year); what the client owed when it began — every charge dated before `desde` less every abono received
 * before it (a ledger: a sum of what happened, not of today's state); the period's abonos (reversed ones
 * left out) with the RAs each paid.
 */
const build = (db: Db | Tx) => () =>
  rawStatement<StatementRow>(
    db,
    sql`select c.nlineas, c.ncargos,
      coalesce((select sum(k.nmonto) from cargo_cliente_dia k
          where k.nidcliente = ${client} and k.dia < ${slot('desde')}::date), 0)
        - coalesce((select sum(g.nmonto) from pago g
          where g.stipo = 'ABONO' and g.sindanulado = 'N' and g.nidcliente = ${client} and g.dfecpago < ${from}), 0)
        nsaldoanterior,
      (select json_agg(l order by l.dfecdeuda, l.nidra) from (
        select d.nidra, d.dfecdeuda, ${isoUtc(sql`d.dfecdeuda`)} dfecrecepcion, r.scodoficinaorigen,
          r.scodoficinadestino, r.scodestado, coalesce(p.sdeslargo01, r.scodestado) sdesestado, d.nmonto, d.nabonado
        from (select nidra, dfecdeuda, nmonto, nabonado from deuda_ra
          where nidcliente = ${client} and dfecdeuda >= ${from} and dfecdeuda < ${until}
          order by dfecdeuda, nidra limit ${slot('limite')} offset ${slot('saltar')}) d
        join recepcion r on r.nidra = d.nidra
        left join parametro p on p.sgrupo = 'ESTADORA' and p.scodparametro01 = r.scodestado) l) lineas,
      (select json_agg(a order by a.dfecpago, a.nidpago) from (
        select g.nidpago, ${isoUtc(sql`g.dfecpago`)} dfecpago, g.scodmediopago, g.sreferencia, g.nmonto,
          coalesce((select json_agg(x.nidra order by x.nidra) from (select nidra from pago_aplicacion
            where nidpago = g.nidpago order by nidra limit ${slot('ras')}) x), '[]'::json) nidras,
          g.nras
        from pago g
        where g.stipo = 'ABONO' and g.sindanulado = 'N' and g.nidcliente = ${client}
          and g.dfecpago >= ${from} and g.dfecpago < ${until}) a) abonos
    from (select coalesce(sum(k.ncantidad), 0)::int nlineas, coalesce(sum(k.nmonto), 0) ncargos
      from cargo_cliente_dia k
      where k.nidcliente = ${client} and k.dia between ${slot('desde')}::date and ${slot('hasta')}::date) c`,
  );

/** The client's statement of the period: its figures, one page of its RAs (all when `page` is undefined),
 *  oldest first with what abonos paid of each, and its abonos with the RAs each paid (the first few on a
 *  page, all of them for the PDF and xlsx). */
export async function statementData(
  db: Db | Tx,
  nidcliente: number,
  desde: string,
  hasta: string,
  page?: { size: number; number: number },
) {
  const values = {
    cliente: nidcliente,
    desde,
    hasta,
    limite: page ? page.size : null,
    ras: page ? STATEMENT_ABONO_RAS : null,
    saltar: page ? (page.number - 1) * page.size : 0,
  };
  const { rows } = await runPrepared(db, 'estado-cuenta', values, build(db));
  const row = rows[0];
  return {
    nlineas: Number(row?.nlineas ?? 0),
    ntotalcargos: Number(row?.ncargos ?? 0),
    nsaldoanterior: Number(row?.nsaldoanterior ?? 0),
    lineas: (row?.lineas ?? []).map((r) => ({
      nidra: Number(r.nidra),
      dfecrecepcion: r.dfecrecepcion,
      scodoficinaorigen: r.scodoficinaorigen,
      scodoficinadestino: r.scodoficinadestino,
      scodestado: r.scodestado,
      sdesestado: r.sdesestado,
      nmonto: Number(r.nmonto),
      nabonado: Number(r.nabonado),
      nsaldo: Number(r.nmonto) - Number(r.nabonado),
    })),
    abonos: (row?.abonos ?? []).map((a) => ({
      nidpago: Number(a.nidpago),
      dfecpago: a.dfecpago,
      scodmediopago: a.scodmediopago,
      sreferencia: a.sreferencia,
      nmonto: Number(a.nmonto),
      nidras: a.nidras.map(Number),
      nras: Number(a.nras),
    })),
  };
}
