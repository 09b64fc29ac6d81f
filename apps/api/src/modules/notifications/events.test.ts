import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { createReadyRa } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import type { Tx } from '../../db/client.ts';
import { clients, notices, webhookDeliveries, webhooks } from '../../db/schema.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { recordCargoEvent, recordCargoEvents } from './events.ts';
import { insertClient, insertRaBetween, noticesOf } from './notifications.test-support.ts';

// The cargo events of issue 16 written in the state changes' transactions: one event per change, one
// notice per recipient address, set-based for a whole load list.
describe.each(drivers)('cargo events and their notices on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const record = (...args: Parameters<typeof recordCargoEvent>[1][]) =>
    ctx.db.transaction(async (tx) => {
      for (const e of args) await recordCargoEvent(tx, e);
    });

  it('RECIBIDA when the wizard sends the RA to the origin warehouse: one notice per client who asked', async () => {
    // The demo sender (76086428-5) wants notices; the demo recipient has an address but not the flag.
    await ctx.db
      .update(clients)
      .set({ semail: 'Avisos@Austral.cl ', sindnotificar: 'S' })
      .where(eq(clients.srutcliente, '76086428-5'));
    await ctx.db
      .update(clients)
      .set({ semail: 'andes@example.cl', sindnotificar: 'N' })
      .where(eq(clients.srutcliente, '77123456-9'));
    const id = await createReadyRa(ctx.app, ctx.tokens.office);
    expect(await noticesOf(ctx.db, id)).toEqual([]);
    const finished = await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${id}/BORIG`, {
      token: ctx.tokens.office,
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const events = await eventsOf(ctx.db, 'cargo', id);
    expect(events.map((e) => e.sevento)).toEqual(['RECIBIDA']);
    const rows = await noticesOf(ctx.db, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      semail: 'avisos@austral.cl',
      srol: 'REMITENTE',
      sestado: 'PENDIENTE',
      nintentos: 0,
      sasunto: `Su carga RA ${id} fue recibida en Oficina Santiago`,
    });
  });

  it('an RA finished to stay at the office makes no event', async () => {
    const id = await createReadyRa(ctx.app, ctx.tokens.office);
    const stayed = await ctx.call('POST', `/api/Shipment/Attachment/FinishAndPrint/${id}/ENPREP`, {
      token: ctx.tokens.office,
    });
    expect(stayed.statusCode).toBe(200);
    expect(await eventsOf(ctx.db, 'cargo', id)).toEqual([]);
  });

  it('the same change recorded twice is one event with one notice per recipient', async () => {
    const sender = await insertClient(ctx.db, 'remite@example.cl');
    const recipient = await insertClient(ctx.db, 'recibe@example.cl');
    const { nidra } = await insertRaBetween(ctx.db, sender, recipient);
    await record({ nidra, sevento: 'RECIBIDA' }, { nidra, sevento: 'RECIBIDA' });
    await record({ nidra, sevento: 'RECIBIDA' });
    expect(await eventsOf(ctx.db, 'cargo', nidra)).toHaveLength(1);
    const rows = await noticesOf(ctx.db, nidra);
    expect(rows.map((r) => [r.srol, r.semail]).sort()).toEqual([
      ['DESTINATARIO', 'recibe@example.cl'],
      ['REMITENTE', 'remite@example.cl'],
    ]);
    // Two dispatches of one RA on two lists are two events (the list tells them apart).
    await record(
      { nidra, sevento: 'DESPACHADA', sreferencia: '1' },
      { nidra, sevento: 'DESPACHADA', sreferencia: '2' },
    );
    expect(await eventsOf(ctx.db, 'cargo', nidra)).toHaveLength(3);
    expect(await noticesOf(ctx.db, nidra)).toHaveLength(6);
  });

  it('a sender and recipient sharing an address get one notice; none without the flag or the address', async () => {
    const a = await insertClient(ctx.db, 'misma@example.cl');
    const b = await insertClient(ctx.db, ' MISMA@example.cl');
    const shared = await insertRaBetween(ctx.db, a, b);
    await record({ nidra: shared.nidra, sevento: 'RECIBIDA' });
    expect((await noticesOf(ctx.db, shared.nidra)).map((r) => r.semail)).toEqual(['misma@example.cl']);

    const noFlag = await insertClient(ctx.db, 'sinaviso@example.cl', 'N');
    const noAddress = await insertClient(ctx.db, null, 'S');
    const blank = await insertClient(ctx.db, '  ', 'S');
    for (const [sender, recipient] of [
      [noFlag, noAddress],
      [blank, null],
    ] as const) {
      const { nidra } = await insertRaBetween(ctx.db, sender, recipient);
      await record({ nidra, sevento: 'RECIBIDA' });
      expect(await eventsOf(ctx.db, 'cargo', nidra)).toHaveLength(1);
      expect(await noticesOf(ctx.db, nidra)).toEqual([]);
    }
  });

  it('a whole list in one statement, whatever its size, with its notices and webhook deliveries', async () => {
    const sender = await insertClient(ctx.db, 'lote@example.cl');
    const recipient = await insertClient(ctx.db, 'destino@example.cl');
    const [hook] = await ctx.db
      .insert(webhooks)
      .values({ nidcliente: recipient, surl: 'https://example.cl/hook', ssecreto: 'x', nidusuario: 1 })
      .returning();
    const nidras: number[] = [];
    for (let i = 0; i < 40; i++) nidras.push((await insertRaBetween(ctx.db, sender, recipient)).nidra);
    let statements = 0;
    await ctx.db.transaction(async (tx) => {
      const counting = new Proxy(tx, {
        get(target, property, receiver) {
          if (property === 'execute')
            return (...args: Parameters<Tx['execute']>) => {
              statements += 1;
              return target.execute(...args);
            };
          return Reflect.get(target, property, receiver);
        },
      });
      const created = await recordCargoEvents(counting, {
        sevento: 'DESPACHADA',
        sreferencia: '999',
        ras: nidras.map((nidra) => ({ nidra })),
      });
      expect(created).toHaveLength(40);
    });
    expect(statements).toBe(1);
    const rows = await ctx.db.select().from(notices).where(eq(notices.semail, 'lote@example.cl'));
    expect(rows).toHaveLength(40);
    expect(new Set(rows.map((r) => r.nidra))).toEqual(new Set(nidras));
    const deliveries = await ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.nidwebhook, hook!.nidwebhook));
    expect(deliveries).toHaveLength(40);
  });

  it('dispatching a list, receiving it with differences and delivering make one event each per RA', async () => {
    const sender = await insertClient(ctx.db, 'flujo@example.cl');
    const plain = await insertWarehouseRa(ctx.db, undefined, { nidremitente: sender });
    const counted = await insertWarehouseRa(ctx.db, undefined, { nidremitente: sender });
    const { code } = await flow.dispatchedList([plain.nidra, counted.nidra]);
    const dispatched = await eventsOf(ctx.db, 'cargo', plain.nidra);
    expect(dispatched.map((e) => e.sevento)).toEqual(['DESPACHADA']);
    expect((await noticesOf(ctx.db, counted.nidra)).map((n) => n.sasunto)).toEqual([
      `Su carga RA ${counted.nidra} fue despachada`,
    ]);
    // One box of the second RA did not arrive and one came damaged.
    const count = await flow.call('PUT', `/api/Destination/${code}/RA/${counted.nidra}/Package`, {
      body: [
        {
          niditem: counted.items[0],
          ncantidadbultos: 2,
          ncantidaddanada: 1,
          smotivodiferencia: 'Caja mojada',
        },
      ],
      token: flow.tokens.puq,
    });
    expect(count.statusCode, count.body).toBe(200);
    await flow.ok('PUT', `/api/Destination/${code}`, { token: flow.tokens.puq });
    const [, arrivedPlain] = await eventsOf(ctx.db, 'cargo', plain.nidra);
    expect(arrivedPlain).toMatchObject({ sevento: 'LLEGADA', jdatos: { scodlistacarga: code } });
    expect(arrivedPlain?.jdatos).not.toHaveProperty('diferencias');
    const [, arrivedCounted] = await eventsOf(ctx.db, 'cargo', counted.nidra);
    expect(arrivedCounted?.jdatos).toEqual({
      scodlistacarga: code,
      diferencias: { nfaltantes: 1, ndanados: 1, motivos: ['Caja mojada'] },
    });
    expect((await noticesOf(ctx.db, counted.nidra)).at(-1)?.sasunto).toBe(
      `Su carga RA ${counted.nidra} llegó a destino`,
    );

    const handOver = {
      ...SIGNED,
      snombreretira: 'Pedro Vargas',
      srutretira: '12345678-5',
      dfhoentrega: new Date().toISOString(),
    };
    await flow.ok('POST', `/api/Delivery/${plain.nidra}`, { body: handOver, token: flow.tokens.puq });
    expect((await eventsOf(ctx.db, 'cargo', plain.nidra)).map((e) => e.sevento)).toEqual([
      'DESPACHADA',
      'LLEGADA',
      'ENTREGADA',
    ]);
    expect((await noticesOf(ctx.db, plain.nidra)).map((n) => n.sasunto)).toEqual([
      `Su carga RA ${plain.nidra} fue despachada`,
      `Su carga RA ${plain.nidra} llegó a destino`,
      `Su carga RA ${plain.nidra} fue entregada`,
    ]);
  });
});
