import { unitCodeText } from '@carga/domain';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Call } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { loadingListPackages, units } from '../../db/schema.ts';
import { closePayload, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

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

export type ScanKind = 'LoadingList' | 'Dispatch' | 'Arrival' | 'Delivery';

/** The calls every scanning test makes: a new load list of the operation, and a scan at a hand-off. */
export function scanApi(ctx: { call: Call; db: Db }, operation: () => number) {
  const ok = async (response: Promise<LightMyRequestResponse>, what: string) => {
    const answer = await response;
    if (answer.statusCode !== 200) throw new Error(`${what}: ${answer.body}`);
    return answer;
  };
  const api = {
    async newList(token: string) {
      return (
        await ok(
          ctx.call('POST', '/api/LoadingList', { token, body: { nidoperacion: operation() } }),
          'new list',
        )
      ).body;
    },
    /** `list` is the list's code, or the RA's id for a delivery. */
    scan: (kind: ScanKind, list: string | number, scodigo: string, token: string, sclave = scanKey()) =>
      ctx.call('POST', `/api/Scan/${kind}/${list}`, {
        token,
        body: { scodigo, sclave, sdispositivo: 'Prueba' },
      }),
    /** A list BDSCL → BDPUQ carrying the 5 units of a new RA, loaded by scanning, closed and dispatched. */
    async dispatchedListOfFive(origin: string, ra: Parameters<typeof insertWarehouseRa>[2] = {}) {
      const list = await api.newList(origin);
      const { nidra } = await insertWarehouseRa(ctx.db, undefined, ra);
      const codes = codesOf(nidra, 5);
      for (const scodigo of codes) await ok(api.scan('LoadingList', list, scodigo, origin), 'load');
      await ok(
        ctx.call('PUT', `/api/LoadingList/${list}/Close`, { token: origin, body: closePayload() }),
        'close',
      );
      await ok(
        ctx.call('POST', '/api/Dispatch', {
          token: origin,
          body: { scodlistacarga: list, sselloseguridad: 'S-9' },
        }),
        'send',
      );
      return { list, nidra, codes };
    },
    /** That list at the destination, the `arrived` units scanned there and the list received. */
    async receivedRa(origin: string, destination: string, arrived = 5) {
      const sent = await api.dispatchedListOfFive(origin);
      for (const code of sent.codes.slice(0, arrived))
        await ok(api.scan('Arrival', sent.list, code, destination), 'arrive');
      await ok(
        ctx.call('PUT', `/api/Destination/${sent.list}`, {
          token: destination,
          body: { sconfirmafaltantes: 'S' },
        }),
        'receive',
      );
      return sent;
    },
  };
  return api;
}
