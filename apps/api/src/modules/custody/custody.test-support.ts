import { unitCodeText } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client.ts';
import { custodyEvents, loadingListPackages, units } from '../../db/schema.ts';

// Test data and reads of this module's tests (never imported by the app).

let keyNumber = 0;
/** A device's key for one scan, unique within the test run. */
export function scanKey() {
  keyNumber += 1;
  return `test-${process.pid}-${Date.now()}-${keyNumber}`;
}

/** The label codes of an RA's n units. */
export const codesOf = (nidra: number, n: number) =>
  Array.from({ length: n }, (_, i) => unitCodeText(nidra, i + 1, n));

export async function eventsOf(db: Db, nidra: number) {
  return db
    .select()
    .from(custodyEvents)
    .where(eq(custodyEvents.nidra, nidra))
    .orderBy(custodyEvents.nidevento);
}

export async function unitsOf(db: Db, nidra: number) {
  return db.select().from(units).where(eq(units.nidra, nidra)).orderBy(units.nnumero);
}

/** Units of an RA on one list by the counts (lista_carga_bulto). */
export async function countedOn(db: Db, nidlistacarga: number, nidra: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${loadingListPackages.ncantidadingresada}), 0)::int` })
    .from(loadingListPackages)
    .where(
      sql`${loadingListPackages.nidlistacarga} = ${nidlistacarga} and ${loadingListPackages.nidra} = ${nidra}`,
    );
  return Number(row?.n ?? 0);
}

type Call = (
  method: 'POST',
  url: string,
  token: string | null,
  payload?: unknown,
) => Promise<LightMyRequestResponse>;
export type ScanKind = 'LoadingList' | 'Dispatch' | 'Arrival';

/** The two calls every scanning test makes: a new load list of the operation, and a scan at a hand-off. */
export function scanApi(ctx: { call: Call }, operation: () => number) {
  return {
    async newList(token: string) {
      const response = await ctx.call('POST', '/api/LoadingList', token, { nidoperacion: operation() });
      if (response.statusCode !== 200) throw new Error(`new list: ${response.body}`);
      return response.body;
    },
    scan: (kind: ScanKind, list: string, scodigo: string, token: string, sclave = scanKey()) =>
      ctx.call('POST', `/api/Scan/${kind}/${list}`, token, { scodigo, sclave, sdispositivo: 'Prueba' }),
  };
}
