import type { ClientCredit } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clientBalances, clients } from '../../db/schema.ts';

// A client's cuenta corriente terms and what it owes today (issue 33): the credit screen, the step-2
// warning and the statement's header read it. The balance is the kept saldo_cliente (deuda_ra's triggers).

/** A client's terms and what it owes today; undefined when there is no such client. */
export async function clientCredit(db: Db | Tx, nidcliente: number): Promise<ClientCredit | undefined> {
  const [row] = await db
    .select({ client: clients, nsaldo: sql<string | null>`${clientBalances.nsaldo}` })
    .from(clients)
    .leftJoin(clientBalances, eq(clientBalances.nidcliente, clients.nidcliente))
    .where(eq(clients.nidcliente, nidcliente));
  if (!row) return undefined;
  const c = row.client;
  const nsaldo = Number(row.nsaldo ?? 0);
  const ctacte = c.sindctacte === 'S';
  return {
    nidcliente: c.nidcliente,
    srutcliente: c.srutcliente,
    snombrecliente: c.snombrecliente,
    sindctacte: ctacte ? 'S' : 'N',
    nlimitecredito: c.nlimitecredito,
    ndiaspago: c.ndiaspago,
    nsaldo,
    sindexcedido: ctacte && nsaldo > c.nlimitecredito ? 'S' : 'N',
    sfacturactacte: c.sfacturactacte === 'RA' ? 'RA' : 'PERIODO',
    sdetallefactura: c.sdetallefactura === 'RESUMEN' ? 'RESUMEN' : 'RA',
    sgiro: c.sgiro ?? '',
  };
}
