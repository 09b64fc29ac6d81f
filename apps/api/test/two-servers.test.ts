import { randomBytes } from 'node:crypto';
import { and, count, eq, inArray, ne, notLike } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { loginThrottle, raHistory, receptions, users } from '../src/db/schema.ts';
import { DEMO_PASSWORD, demoUsers } from '../src/db/seed/demo-data.ts';
import { defaultAuthPolicy } from '../src/modules/auth/auth.service.ts';
import { defaultThrottlePolicy } from '../src/modules/auth/throttle.ts';
import {
  closePayload,
  insertOperation,
  insertWarehouseRa,
} from '../src/modules/loading-list/loading-list.test-support.ts';
import { insertRa } from './factories.ts';
import { dataUrl, PNG } from './files.ts';
import { createEmptyPostgresDatabase } from './postgres-database.ts';
import { startS3Server } from './s3.ts';
import { type ServerProcess, startServerProcess } from './server-process.ts';

// Issue 13, 'Several servers': two API servers (two `npm start` processes) on one PostgreSQL database
// and one S3-compatible store, sharing JWT_SECRET, as behind a balancer. Whatever one server did the
// other must see: sessions, refresh rotations, dispatches, files. PostgreSQL only: PGlite is one process.
describe.skipIf(!process.env.TEST_DATABASE_URL)('two API servers on one PostgreSQL database', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let database: Database;
  let s3: Awaited<ReturnType<typeof startS3Server>>;

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    s3 = await startS3Server();
    const env = {
      ...s3.env,
      DATABASE_URL: empty.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_DEMO: 'true',
    };
    // Both started at the same instant on the empty database: both migrate and seed it.
    [a, b] = await Promise.all([startServerProcess('a', env), startServerProcess('b', env)]);
    await Promise.all([a.ready(), b.ready()]);
    database = await openDatabase({ url: empty.url });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    const codes = await Promise.all([a?.stop(), b?.stop()]);
    await empty?.drop();
    await s3?.close();
    // A graceful stop: SIGTERM finishes, closes the pool and exits 0.
    expect(codes).toEqual([0, 0]);
  });

  type Server = ServerProcess;
  async function call(server: Server, method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${server.url}/api${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, text, json: () => JSON.parse(text) };
  }
  async function signIn(server: Server, username: string, password = DEMO_PASSWORD) {
    const response = await call(server, 'POST', '/Auth', undefined, { username, password });
    expect(response.status, response.text).toBe(200);
    return response.json() as { accessToken: string; refreshToken: string };
  }
  const refresh = (server: Server, refreshToken: string) =>
    call(server, 'POST', '/Auth/refresh', refreshToken);

  it('comes up twice when both servers start at the same instant on an empty database, seeded once', async () => {
    for (const server of [a, b]) {
      expect(server.child.exitCode, server.output()).toBeNull();
      const ready = await call(server, 'GET', '/health/ready');
      expect([ready.status, ready.json().state]).toEqual([200, 'ready']);
    }
    const [row] = await database.db.select({ n: count() }).from(users);
    expect(Number(row?.n)).toBe(demoUsers.length);
  });

  it('accepts on B the session signed in on A', async () => {
    const { accessToken } = await signIn(a, 'bodega.scl');
    const offices = await call(b, 'GET', '/Office', accessToken);
    expect(offices.status, offices.text).toBe(200);
    expect(offices.json().length).toBeGreaterThan(0);
  });

  it(
    'answers on B the pair of a refresh just rotated on A, refuses the replay after the grace and ends the session on both',
    async () => {
      const first = await signIn(a, 'bodega.scl');
      const rotated = await refresh(a, first.refreshToken);
      expect(rotated.status, rotated.text).toBe(200);
      const second = rotated.json() as { accessToken: string; refreshToken: string };
      expect((await call(b, 'GET', '/Office', second.accessToken)).status).toBe(200);
      // Two tabs refreshing at once through different servers: the second gets the same new pair.
      const twin = await refresh(b, first.refreshToken);
      expect(twin.status, twin.text).toBe(200);
      expect(twin.json().refreshToken).toBe(second.refreshToken);

      await new Promise((resolve) => setTimeout(resolve, defaultAuthPolicy.refreshGraceMs + 1000));
      const replayed = await refresh(b, first.refreshToken);
      expect(replayed.status, replayed.text).toBe(401);
      // A copied token was used: the whole session ends, on either server.
      expect((await refresh(a, second.refreshToken)).status).toBe(401);
      expect((await call(a, 'GET', '/Office', second.accessToken)).status).toBe(401);
    },
    defaultAuthPolicy.refreshGraceMs + 30_000,
  );

  it('refuses on B, as soon as the database tells it, a session ended on A that B answered from memory', async () => {
    const { accessToken } = await signIn(a, 'oficina.scl');
    expect((await call(b, 'GET', '/Office', accessToken)).status).toBe(200);
    expect((await call(b, 'GET', '/Office', accessToken)).status).toBe(200);
    expect((await call(a, 'POST', '/Auth/logout', accessToken)).status).toBe(200);
    expect((await call(a, 'GET', '/Office', accessToken)).status).toBe(401);
    // B heard the notification of A's commit; no request of B read the session again meanwhile.
    await expect
      .poll(async () => (await call(b, 'GET', '/Office', accessToken)).status, { timeout: 1000, interval: 5 })
      .toBe(401);
  });

  it('counts together the failed sign-ins of one name spread over A and B', async () => {
    const free = defaultThrottlePolicy.pairFreeFailures;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 * free + 1; attempt++) {
      const server = attempt % 2 === 0 ? a : b;
      const response = await call(server, 'POST', '/Auth', undefined, {
        username: 'admin',
        password: 'mala',
      });
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    // The free failures of (admin, this address), alternating A and B, make the next attempt wait on
    // whichever server it lands (a later one if the wait passed meanwhile); counted per server, A and B
    // would each have let `free` failures through before the first wait.
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(2 * free);
  });

  it("recognises on B the device cookie A issued, and counts that device's failures on A and B together", async () => {
    const withDevice = (server: Server, password: string, cookie: string) =>
      fetch(`${server.url}/api/Auth`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ username: 'cliente', password }),
      });
    const first = await withDevice(a, DEMO_PASSWORD, '');
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^carga_dispositivo=/);
    // Someone else at this address fails on B until it must wait; the owner's browser is let in on B.
    for (let i = 0; i < 10; i++) {
      const response = await call(b, 'POST', '/Auth', undefined, { username: 'cliente', password: 'mala' });
      if (response.status === 429) break;
    }
    expect((await withDevice(b, DEMO_PASSWORD, cookie)).status).toBe(200);
    // Let in as the device, not as the address (whose right password would have ended its streak).
    const [pair] = await database.db
      .select({ nfallos: loginThrottle.nfallos })
      .from(loginThrottle)
      .where(
        and(
          eq(loginThrottle.susuario, 'cliente'),
          notLike(loginThrottle.sdireccion, 'dispositivo:%'),
          ne(loginThrottle.sdireccion, ''),
        ),
      );
    expect(pair?.nfallos).toBeGreaterThanOrEqual(defaultThrottlePolicy.pairFreeFailures);
    // The device's own failures, alternating A and B, count together (per server: twice the free ones).
    const free = defaultThrottlePolicy.deviceFreeFailures;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 2 * free + 1; attempt++) {
      const response = await withDevice(attempt % 2 === 0 ? a : b, 'mala', cookie);
      statuses.push(response.status);
      if (response.status === 429) break;
    }
    expect(statuses.slice(0, free)).toEqual(Array(free).fill(401));
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeLessThanOrEqual(2 * free);
  });

  it('dispatches a list once when it is dispatched on A and on B at the same time', async () => {
    const db = database.db;
    const token = (await signIn(a, 'bodega.scl')).accessToken;
    const operation = await insertOperation(db);
    const statuses: number[][] = [];
    for (let round = 0; round < 3; round++) {
      const ras = [(await insertWarehouseRa(db)).nidra, (await insertWarehouseRa(db)).nidra];
      const created = await call(a, 'POST', '/LoadingList', token, { nidoperacion: operation });
      expect(created.status, created.text).toBe(200);
      const code = created.text;
      const added = await call(b, 'POST', `/LoadingList/${code}/RA`, token, {
        operacionId: operation,
        raList: ras,
      });
      expect(added.status, added.text).toBe(200);
      const closed = await call(a, 'PUT', `/LoadingList/${code}/Close`, token, closePayload());
      expect(closed.status, closed.text).toBe(200);

      const dispatch = (server: Server, seal: string) =>
        call(server, 'POST', '/Dispatch', token, {
          scodlistacarga: code,
          sselloseguridad: seal,
          scomentariodespacho: 'Sale 22:00',
        });
      const results = await Promise.all([dispatch(a, 'SELLO-A'), dispatch(b, 'SELLO-B')]);
      statuses.push(results.map((r) => r.status).sort());
      const states = await db
        .select({ state: receptions.scodestado })
        .from(receptions)
        .where(inArray(receptions.nidra, ras));
      expect(states.map((s) => s.state)).toEqual(['ENTRA', 'ENTRA']);
      const entries = await db
        .select({ n: count() })
        .from(raHistory)
        .where(and(inArray(raHistory.nidra, ras), eq(raHistory.saccion, 'DESPACHO')));
      expect(Number(entries[0]?.n)).toBe(2);
    }
    expect(statuses).toEqual([
      [200, 409],
      [200, 409],
      [200, 409],
    ]);
  });

  it('reads through B a file uploaded through A', async () => {
    const token = (await signIn(a, 'oficina.scl')).accessToken;
    const nidra = await insertRa(database.db);
    const uploaded = await call(a, 'POST', `/Shipment/Attachment/${nidra}`, token, {
      nidra,
      stipoadjunto: 'image/png',
      snombreadjunto: 'guia.png',
      b64archivo: dataUrl('image/png', PNG),
    });
    expect(uploaded.status, uploaded.text).toBe(201);
    const { nidadjunto } = uploaded.json() as { nidadjunto: number };

    const file = await fetch(`${b.url}/api/Shipment/Attachment/File/${nidra}/${nidadjunto}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);
    const preview = await call(b, 'GET', `/Shipment/Attachment/${nidra}/${nidadjunto}`, token);
    expect(preview.status, preview.text).toBe(200);
    expect(preview.json().b64archivo).toBe(dataUrl('image/png', PNG));
  });
});
