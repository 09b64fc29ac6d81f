import type { RaState } from '@carga/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../core/principal.ts';
import type { Db, Tx } from '../../db/client.ts';
import { dteDocumentRas } from '../../db/schema.ts';
import { chileDayEnd, chileDayStart } from '../billing-reports/statement.repo.ts';

// Issue 34: what cuenta corriente invoicing reads and writes. A client's RAs to invoice are its debts
// (deuda_ra, issue 33: one row per finished, priced CTACTE RA, at the RA's frozen tariff price) dated in the
// period — Chile's days — whose RA is still CTACTE with that payer and not voided, that no standing factura
// covers (dte_documento_ra, sindvigente 'S') and that have no counter boleta or factura of their own.

const VOIDED: RaState = 'ANULA';
const IN_CREATION: RaState = 'ENCREA';

type Rows<R> = { rows: R[] };
const run = async <R>(db: Db | Tx, query: SQL) => ((await db.execute(query)) as unknown as Rows<R>).rows;

export interface Period {
  dperiododesde: string;
  dperiodohasta: string;
}

/** The RAs of `d` (deuda_ra) still to invoice, as a condition on the surrounding query. */
const pendingDebt = (period: Period) => sql`
  d.dfecdeuda >= ${chileDayStart(period.dperiododesde)} and d.dfecdeuda < ${chileDayEnd(period.dperiodohasta)}
  and r.scondicionpago = 'CTACTE' and r.nidpagador = d.nidcliente
  and r.scodestado not in (${VOIDED}, ${IN_CREATION})
  and not exists (select 1 from dte_documento_ra v where v.nidra = d.nidra and v.sindvigente = 'S')
  and not exists (select 1 from dte_documento x
    where x.nidra = d.nidra and x.ntipo in (33, 34, 39) and x.sindanulado = 'N')`;

export interface PendingClientRow {
  nidcliente: number;
  srutcliente: string;
  srutfacturacion: string | null;
  snombrecliente: string;
  sgiro: string | null;
  sfacturactacte: string;
  sdetallefactura: string;
  sdireccion: string | null;
  scomuna: string | null;
  nras: number;
  ntotal: number;
}

/**
 * Per client, the period's RAs to invoice (count and total), with what its facturas need: the RUT, giro
 * and billing address (the active one marked for invoices first, with its comuna). Clients with none to
 * invoice are left out; `nidclientes` narrows to those.
 */
export async function pendingClients(db: Db | Tx, period: Period, nidclientes?: number[]) {
  const only =
    nidclientes === undefined
      ? sql``
      : nidclientes.length === 0
        ? sql`and false`
        : sql`and c.nidcliente in (${sql.join(
            nidclientes.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  return run<PendingClientRow>(
    db,
    sql`select c.nidcliente, c.srutcliente, c.srutfacturacion, c.snombrecliente, c.sgiro,
        c.sfacturactacte, c.sdetallefactura, a.sdireccion, a.scomuna, p.nras::int nras, p.ntotal::bigint ntotal
      from cliente c
      cross join lateral (
        select count(*) nras, coalesce(sum(d.nmonto), 0) ntotal
        from deuda_ra d join recepcion r on r.nidra = d.nidra
        where d.nidcliente = c.nidcliente and ${pendingDebt(period)}
      ) p
      left join lateral (
        select trim(concat_ws(' ', nullif(x.scalle, ''), nullif(x.snumeracion, ''), nullif(x.srestodireccion, '')))
            sdireccion, ci.snomciudad scomuna
        from direccion x left join ciudad ci on ci.scodciudad = x.scodcomuna
        where x.nidcliente = c.nidcliente and x.sindactivo = 'S'
        order by x.sindfacturacion desc, x.niddireccion limit 1
      ) a on true
      where p.nras > 0 ${only}
      order by c.snombrecliente, c.nidcliente`,
  ).then((rows) => rows.map((row) => ({ ...row, ntotal: Number(row.ntotal) })));
}

export interface PendingRa {
  nidra: number;
  nmonto: number;
  /** The debt's day in Chile, dd/mm/yyyy. */
  sfecha: string;
  sorigen: string;
  sdestino: string;
}

/** One client's RAs to invoice in the period, oldest first (or just `nidra`'s, when it still is one). */
export async function pendingRas(db: Db | Tx, nidcliente: number, period: Period, nidra?: number) {
  return run<PendingRa>(
    db,
    sql`select d.nidra, d.nmonto::int nmonto,
        to_char(d.dfecdeuda at time zone 'America/Santiago', 'DD/MM/YYYY') sfecha,
        coalesce(o.snomoficina, r.scodoficinaorigen) sorigen,
        coalesce(t.snomoficina, r.scodoficinadestino, '') sdestino
      from deuda_ra d join recepcion r on r.nidra = d.nidra
      left join oficina o on o.scodoficina = r.scodoficinaorigen
      left join oficina t on t.scodoficina = r.scodoficinadestino
      where d.nidcliente = ${nidcliente} and ${pendingDebt(period)}
        ${nidra === undefined ? sql`` : sql`and d.nidra = ${nidra}`}
      order by d.dfecdeuda, d.nidra`,
  );
}

/** The client's row lock: one invoicing of a client at a time; the second reads what the first wrote. */
export async function lockClient(tx: Tx, nidcliente: number) {
  await tx.execute(sql`select nidcliente from cliente where nidcliente = ${nidcliente} for update`);
}

/** The RAs a factura covers (`dte_documento_ra_vigente_idx` refuses an RA a standing factura has). */
export async function insertDocumentRas(tx: Tx, nid: number, ras: Array<{ nidra: number; nmonto: number }>) {
  for (let i = 0; i < ras.length; i += 1_000) {
    await tx
      .insert(dteDocumentRas)
      .values(ras.slice(i, i + 1_000).map((ra) => ({ nid, nidra: ra.nidra, nmonto: ra.nmonto })));
  }
}

/** The client a customer signed in as (by RUT) owns the document's client: may they read it? */
export async function isCustomersClient(db: Db | Tx, nidcliente: number, rut: string) {
  const rows = await run<{ one: number }>(
    db,
    sql`select 1 one from cliente where nidcliente = ${nidcliente} and srutcliente = ${rut}`,
  );
  return rows.length > 0;
}

/**
 * Who reads a document of no RA (a cuenta corriente factura): staff with FIN-COBRANZA, and the customer
 * whose client it is.
 */
export async function mayReadInvoice(
  db: Db | Tx,
  principal: Principal,
  row: { nidcliente: number | null },
): Promise<boolean> {
  if (principal.rut === null) return principal.menus.includes('FIN-COBRANZA');
  return row.nidcliente !== null && (await isCustomersClient(db, row.nidcliente, principal.rut));
}
