import { repartoMessages } from '@carga/domain';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { conflict } from '../../errors.ts';

// Issue 35: an RA on a pending stop of a hoja de ruta is the route's: the van takes it to the door. Every
// other way out of the warehouse (Entregar at the counter, its scans) refuses it until it is taken off the
// route, naming the route. Read under the RA's lock, which planning takes too (modules/reparto).

/** The route whose pending stop holds RA `nidra`, if any. */
export async function routeHolding(tx: Tx, nidra: number): Promise<number | null> {
  const { rows } = (await tx.execute(
    sql`select nidhojaruta from hoja_ruta_parada where nidra = ${nidra} and sindvigente = 'S'`,
  )) as unknown as { rows: Array<{ nidhojaruta: number }> };
  return rows[0] ? Number(rows[0].nidhojaruta) : null;
}

/** 409 when the RA is on a pending stop of a route (issue 35). */
export async function assertNotOnRoute(tx: Tx, nidra: number) {
  const route = await routeHolding(tx, nidra);
  if (route !== null) throw conflict(repartoMessages.raOnRouteNoCounter(nidra, route));
}
