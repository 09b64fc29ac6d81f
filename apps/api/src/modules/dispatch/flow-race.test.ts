import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { raStateOf } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { deliveries, raHistory } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';

// Two people pressing 'Despachar lista', 'Recepcionar' or 'Entregar' on the same thing at once: only
// PostgreSQL has real concurrency (PGlite is one connection), so this runs when TEST_DATABASE_URL is set.
describe.skipIf(!process.env.TEST_DATABASE_URL)('dispatch, reception and delivery racing on postgres', () => {
  const ctx = useTestApp('postgres');
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });

  const entries = async (nidra: number, saccion: string) =>
    (
      await ctx.db
        .select()
        .from(raHistory)
        .where(and(eq(raHistory.nidra, nidra), eq(raHistory.saccion, saccion)))
    ).length;
  const stateOf = (nidra: number) => raStateOf(ctx.db, nidra);
  const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();

  it('dispatches a list once when two people dispatch it at the same time', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = [await insertWarehouseRa(ctx.db), await insertWarehouseRa(ctx.db)];
      const { code } = await flow.closedList([a.nidra, b.nidra]);
      const results = await Promise.all([flow.dispatch(code, 'SELLO-A'), flow.dispatch(code, 'SELLO-B')]);
      expect(statuses(results)).toEqual([200, 409]);
      for (const { nidra } of [a, b]) {
        expect(await stateOf(nidra)).toBe('ENTRA');
        expect(await entries(nidra, 'DESPACHO')).toBe(1);
      }
    }
  });

  it('receives a list once when two people receive it at the same time', async () => {
    for (let round = 0; round < 5; round++) {
      const { code, nidra } = await flow.dispatchedList();
      const receive = () => flow.call('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq });
      expect(statuses(await Promise.all([receive(), receive()]))).toEqual([200, 409]);
      expect(await stateOf(nidra)).toBe('BDEST');
      expect(await entries(nidra, 'RECEPCION_DESTINO')).toBe(1);
    }
  });

  it('hands an RA over once when two deliveries are recorded at the same time', async () => {
    const { nidra } = await flow.receivedList();
    const deliver = (name: string) =>
      flow.call('POST', `/api/Delivery/${nidra}`, {
        body: {
          ...SIGNED,
          snombreretira: name,
          srutretira: '12345678-5',
          dfhoentrega: new Date().toISOString(),
        },
        token: flow.tokens.puq,
      });
    expect(statuses(await Promise.all([deliver('Ana'), deliver('Luis')]))).toEqual([200, 409]);
    expect(await ctx.db.select().from(deliveries).where(eq(deliveries.nidra, nidra))).toHaveLength(1);
    expect(await entries(nidra, 'ENTREGA')).toBe(1);
  });
});
