import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIdsByRut, insertRa, userIdOf } from '../../../test/factories.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { type Db, openDatabase } from '../../db/client.ts';
import { webhookDeliveries, webhooks } from '../../db/schema.ts';
import { createFsFileStore } from '../../files/file-store.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import { pgClientOf } from '../outbox/boss.ts';
import { receiverPauseMs } from './receiver-health.ts';
import { resendDelivery, updateWebhook } from './webhooks.repo.ts';

// One slow receiver delays no one else (issue 30 item 2): with 8 deliveries queued to a receiver that
// accepts the connection and never answers, another client's delivery still arrives at once, because
// deliveries go out in parallel, at most `limit` per receiver; a receiver that keeps failing is paused
// with a growing wait and its deliveries wait without taking a worker. Real HTTP servers on 127.0.0.1,
// the app's own outbox (pg-boss on PostgreSQL, the in-process drainer on PGlite), small deadlines.

/** A receiver that takes the request and never answers; counts the requests. */
function hangingReceiver() {
  const state = { requests: 0 };
  const server = createServer(() => {
    state.requests++;
  });
  return { server, state };
}

/** A receiver that answers 200 at once; notes when each delivery arrived. */
function healthyReceiver() {
  const arrivals: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(Date.now());
      res.writeHead(200).end('ok');
    });
  });
  return { server, arrivals };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
const close = (server: Server) => {
  server.closeAllConnections();
  return new Promise<void>((done) => server.close(() => done()));
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A webhook of client `rut` to `surl`, straight into the database. */
async function addWebhook(db: Db, rut: string, surl: string) {
  const nidcliente = (await clientIdsByRut(db))[rut] as number;
  const [row] = await db
    .insert(webhooks)
    .values({ nidcliente, surl, ssecreto: 'whsec_prueba', nidusuario: await userIdOf(db, 'admin') })
    .returning({ id: webhooks.nidwebhook });
  return { nidwebhook: row?.id as number, nidcliente };
}

/** `count` RAs of the client, each with an event (and so one delivery to each of its webhooks). */
async function queueEvents(db: Db, nidcliente: number, count: number) {
  for (let i = 0; i < count; i++) {
    const nidra = await insertRa(db, { niddestinatario: nidcliente });
    await db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA', jdatos: {} }));
  }
}

const deliveriesOf = (db: Db, nidwebhook: number) =>
  db.select().from(webhookDeliveries).where(eq(webhookDeliveries.nidwebhook, nidwebhook));
const receiverOf = async (db: Db, nidwebhook: number) => {
  const [row] = await db.select().from(webhooks).where(eq(webhooks.nidwebhook, nidwebhook));
  return row!;
};

const policy = { limit: 2, failuresBeforePause: 3, firstPauseMs: 60_000, maxPauseMs: 3_600_000 };

describe('the pause of a receiver that keeps failing', () => {
  it('starts at the threshold and doubles with each further failure, up to its cap', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => receiverPauseMs(failures, policy))).toEqual([
      0, 0, 60_000, 120_000, 240_000, 480_000,
    ]);
    expect(receiverPauseMs(40, policy)).toBe(3_600_000);
  });
});

describe.each(drivers)('a slow webhook receiver on %s', (driver) => {
  describe("with the server's workers running", () => {
    const hanging = hangingReceiver();
    const healthy = healthyReceiver();
    const ctx = useTestApp(driver, {}, undefined, {
      outbox: { intervalMs: 100 },
      webhooks: {
        allowHttpLocalhost: true,
        timeoutMs: 1000,
        connectTimeoutMs: 500,
        receivers: policy,
        workers: 4,
      },
    });
    const ports = { hanging: 0, healthy: 0 };
    beforeAll(async () => {
      ports.hanging = await listen(hanging.server);
      ports.healthy = await listen(healthy.server);
    });
    afterAll(async () => {
      await close(hanging.server);
      await close(healthy.server);
    });

    it("delivers another client's event at once while 8 wait for a receiver that never answers, then pauses that one", async () => {
      const slow = await addWebhook(ctx.db, '77123456-9', `http://127.0.0.1:${ports.hanging}/carga`);
      const fine = await addWebhook(ctx.db, '76086428-5', `http://127.0.0.1:${ports.healthy}/carga`);
      await queueEvents(ctx.db, slow.nidcliente, 8);
      // The slow receiver's deliveries are under way when the other client's event comes.
      for (let i = 0; i < 200 && hanging.state.requests === 0; i++) await sleep(25);
      expect(hanging.state.requests).toBeGreaterThan(0);
      const queued = Date.now();
      await queueEvents(ctx.db, fine.nidcliente, 1);

      // Before: one at a time, the 8 × 1 s deadline of the batch under way ahead of it (8 s; 80 s with
      // the real 10 s).
      while (healthy.arrivals.length === 0 && Date.now() - queued < 10_000) await sleep(25);
      const latency = (healthy.arrivals[0] ?? Number.POSITIVE_INFINITY) - queued;
      console.info(`[${driver}] healthy delivery after ${latency} ms with 8 queued to a hanging receiver`);
      expect(latency).toBeLessThan(3000);
      // The slow receiver's are still waiting: never more than its limit under way at once.
      const slowRows = await deliveriesOf(ctx.db, slow.nidwebhook);
      expect(slowRows.filter((d) => d.sestado === 'ENTREGADO')).toEqual([]);
      expect(slowRows.filter((d) => d.sestado === 'ENVIANDO').length).toBeLessThanOrEqual(policy.limit);
      expect(hanging.state.requests).toBeLessThanOrEqual(policy.limit * 2);
      // Its row is marked just after the answer.
      let [fineRow] = await deliveriesOf(ctx.db, fine.nidwebhook);
      for (let i = 0; i < 40 && fineRow?.sestado !== 'ENTREGADO'; i++) {
        await sleep(25);
        [fineRow] = await deliveriesOf(ctx.db, fine.nidwebhook);
      }
      expect(fineRow?.sestado).toBe('ENTREGADO');

      // 3 failures in a row pause it: its deliveries are not tried again right away.
      let receiver = await receiverOf(ctx.db, slow.nidwebhook);
      while (!receiver.dfecpausa && Date.now() - queued < 6000) {
        await sleep(100);
        receiver = await receiverOf(ctx.db, slow.nidwebhook);
      }
      expect(receiver.nfallosseguidos).toBeGreaterThanOrEqual(policy.failuresBeforePause);
      expect(receiver.dfecpausa!.getTime()).toBeGreaterThan(Date.now() + 50_000);
      await sleep(1500); // what was under way when it was paused fails; nothing new starts
      const tried = hanging.state.requests;
      await sleep(1500);
      expect(hanging.state.requests).toBe(tried);
      for (const row of await deliveriesOf(ctx.db, slow.nidwebhook)) {
        expect(row.sestado).toBe('PENDIENTE');
        expect(row.dfecproximo.getTime()).toBeGreaterThan(Date.now() + 30_000);
      }
    });
  });

  describe("with the test's clock", () => {
    let clock = new Date();
    const hanging = hangingReceiver();
    const ctx = useTestApp(driver, {}, undefined, {
      outbox: { now: () => clock },
      webhooks: {
        allowHttpLocalhost: true,
        timeoutMs: 300,
        connectTimeoutMs: 300,
        receivers: policy,
        workers: 4,
      },
    });
    let port = 0;
    beforeAll(async () => {
      port = await listen(hanging.server);
    });
    afterAll(() => close(hanging.server));
    const drainAt = (at: Date) => {
      clock = at;
      return ctx.app.webhookOutbox.drain();
    };

    it('waits longer after each failure once paused, and a success clears the pause', async () => {
      const slow = await addWebhook(ctx.db, '77123456-9', `http://127.0.0.1:${port}/carga`);
      await queueEvents(ctx.db, slow.nidcliente, 8);
      const start = new Date();
      // Two at a time: 2 fail, 2 more fail (the 3rd failure pauses it 1 min, the 4th 2 min); the other 4 wait.
      await drainAt(start);
      expect(hanging.state.requests).toBe(4);
      let receiver = await receiverOf(ctx.db, slow.nidwebhook);
      expect(receiver.nfallosseguidos).toBe(4);
      const firstPause = receiver.dfecpausa!.getTime();
      expect(firstPause).toBe(start.getTime() + 120_000);
      const waiting = (await deliveriesOf(ctx.db, slow.nidwebhook)).filter((d) => d.nintentos === 0);
      expect(waiting.map((d) => d.dfecproximo.getTime())).toEqual([
        firstPause,
        firstPause,
        firstPause,
        firstPause,
      ]);

      // Not retried before the pause ends, though the first failures' own retry (1 min) is due.
      await drainAt(new Date(start.getTime() + 90_000));
      expect(hanging.state.requests).toBe(4);

      // After it: two more tries, two more failures: the pause grows (8 min from then).
      const later = new Date(firstPause + 1000);
      await drainAt(later);
      expect(hanging.state.requests).toBe(6);
      receiver = await receiverOf(ctx.db, slow.nidwebhook);
      expect(receiver.nfallosseguidos).toBe(6);
      expect(receiver.dfecpausa!.getTime()).toBe(later.getTime() + 480_000);
      expect(receiver.dfecpausa!.getTime() - later.getTime()).toBeGreaterThan(firstPause - start.getTime());

      // The receiver answers again: the next try after the pause delivers, and the pause is cleared.
      hanging.server.removeAllListeners('request');
      hanging.server.on('request', (_req, res) => res.writeHead(204).end());
      await drainAt(new Date(receiver.dfecpausa!.getTime() + 1000));
      receiver = await receiverOf(ctx.db, slow.nidwebhook);
      expect([receiver.nfallosseguidos, receiver.dfecpausa]).toEqual([0, null]);
      const delivered = (await deliveriesOf(ctx.db, slow.nidwebhook)).filter(
        (d) => d.sestado === 'ENTREGADO',
      );
      expect(delivered.length).toBe(8);
    });

    it("'Reenviar' lifts a pause but keeps the count; a new URL starts a clean record", async () => {
      const hook = await addWebhook(ctx.db, '77123456-9', `http://127.0.0.1:${port}/otra`);
      await queueEvents(ctx.db, hook.nidcliente, 1);
      const [delivery] = await deliveriesOf(ctx.db, hook.nidwebhook);
      const paused = { nfallosseguidos: 5, dfecpausa: new Date(Date.now() + 600_000) };
      await ctx.db.update(webhooks).set(paused).where(eq(webhooks.nidwebhook, hook.nidwebhook));

      await resendDelivery(ctx.db, delivery!.nidentrega, new Date());
      let receiver = await receiverOf(ctx.db, hook.nidwebhook);
      expect([receiver.nfallosseguidos, receiver.dfecpausa]).toEqual([5, null]);

      await ctx.db.update(webhooks).set(paused).where(eq(webhooks.nidwebhook, hook.nidwebhook));
      await updateWebhook(ctx.db, hook.nidwebhook, { surl: receiver.surl, sindactivo: 'S' });
      receiver = await receiverOf(ctx.db, hook.nidwebhook);
      expect(receiver.nfallosseguidos).toBe(5);
      expect(receiver.dfecpausa?.getTime()).toBe(paused.dfecpausa.getTime());
      await updateWebhook(ctx.db, hook.nidwebhook, { surl: 'https://nuevo.cliente.cl/carga' });
      receiver = await receiverOf(ctx.db, hook.nidwebhook);
      expect([receiver.nfallosseguidos, receiver.dfecpausa]).toEqual([0, null]);
    });
  });
});

describe.runIf(drivers.includes('postgres'))('a slow receiver and two servers on one PostgreSQL', () => {
  // Each server has its 4 workers; the receiver's limit (2) is counted in the database, so the two
  // together never have more than 2 of its deliveries under way.
  const open = { now: 0, most: 0 };
  const server = createServer((_req, res) => {
    open.now++;
    open.most = Math.max(open.most, open.now);
    res.on('close', () => open.now--);
  });
  const webhookOptions = {
    allowHttpLocalhost: true,
    timeoutMs: 1000,
    connectTimeoutMs: 500,
    receivers: { ...policy, failuresBeforePause: 100 },
    workers: 4,
  };
  const ctx = useTestApp('postgres', {}, undefined, {
    outbox: { intervalMs: 100 },
    webhooks: webhookOptions,
  });
  let second: Awaited<ReturnType<typeof buildApp>> | undefined;
  let port = 0;
  beforeAll(async () => {
    port = await listen(server);
    const pool = pgClientOf(ctx.db) as { options: { connectionString: string } } | null;
    second = await buildApp({
      database: await openDatabase({ url: pool!.options.connectionString }),
      files: createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-'))),
      jwtSecret: randomBytes(32).toString('hex'),
      outbox: { intervalMs: 100 },
      webhooks: webhookOptions,
    });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await close(server);
  });

  it('keeps the limit of one receiver across both servers', async () => {
    const slow = await addWebhook(ctx.db, '77123456-9', `http://127.0.0.1:${port}/carga`);
    await queueEvents(ctx.db, slow.nidcliente, 8);
    for (let i = 0; i < 200 && open.now === 0; i++) await sleep(25);
    await sleep(3500);
    const rows = await deliveriesOf(ctx.db, slow.nidwebhook);
    // Several rounds went out (each 1 s), never more than 2 at once.
    expect(rows.filter((d) => d.nintentos > 0).length).toBeGreaterThanOrEqual(4);
    expect(open.most).toBe(policy.limit);
  });
});
