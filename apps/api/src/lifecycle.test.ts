import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, drivers, useTestApp } from '../test/test-app.ts';
import { buildApp } from './app.ts';
import { pingDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createFsFileStore } from './files/file-store.ts';
import { createLifecycle, shutDown } from './lifecycle.ts';

// A balancer in front of several servers polls readiness (send requests here?) apart from liveness
// (restart this process?), and a rolling deploy stops servers without cutting the requests they serve.

/** An app on its own database, whose close the app's onClose hook may call after the test closed it. */
async function appOn(driver: (typeof drivers)[number], lifecycle = createLifecycle()) {
  const database = await createTestDatabase(driver);
  const events: string[] = [];
  let closed = false;
  const closeDatabase = async () => {
    if (closed) return;
    closed = true;
    events.push('database closed');
    await database.close();
  };
  const app = await buildApp({
    database: { ...database, close: closeDatabase },
    files: createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-'))),
    jwtSecret: randomBytes(32).toString('hex'),
    lifecycle,
  });
  return { app, database, lifecycle, events, closeDatabase };
}

describe.each(drivers)('health checks and shutdown on %s', (driver) => {
  const ctx = useTestApp(driver);
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('answers liveness, readiness and the existing health check once the database is prepared', async () => {
    const live = await get('/api/health/live');
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await get('/api/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ok', database: 'up', driver, state: 'ready' },
    ]);
    expect((await get('/api/health')).statusCode).toBe(200);
  });

  it('is alive but not ready until the migrations are done, nor when the database does not answer', async () => {
    const { app, database, lifecycle, closeDatabase } = await appOn(driver);
    try {
      const ready = () => app.inject({ method: 'GET', url: '/api/health/ready' });
      expect([(await ready()).statusCode, (await ready()).json().state]).toEqual([503, 'starting']);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

      await prepareDatabase(database, { seedDemo: false });
      lifecycle.ready();
      expect((await ready()).statusCode).toBe(200);

      await closeDatabase();
      const down = await ready();
      expect([down.statusCode, down.json()]).toEqual([
        503,
        { status: 'error', database: 'down', driver, state: 'ready' },
      ]);
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('on shutdown turns unready, finishes the request in flight, then closes the database and the port', async () => {
    const { app, database, lifecycle, events } = await appOn(driver);
    await prepareDatabase(database, { seedDemo: false });
    lifecycle.ready();
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let finish!: () => void;
    const released = new Promise<void>((resolve) => {
      finish = resolve;
    });
    // A slow request (a big spreadsheet, say) that is still running when SIGTERM comes.
    app.get('/test/slow', { config: { access: { audience: 'public' } } }, async () => {
      entered();
      await released;
      const alive = await pingDatabase(database.db);
      events.push('request done');
      return { alive };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const url = (p: string) => `http://127.0.0.1:${port}${p}`;

    const slow = fetch(url('/test/slow'));
    await inside;
    const stopped = shutDown(app, lifecycle, 500);

    // The drain delay: the balancer reads 'not ready' and stops sending; liveness still answers.
    const ready = await fetch(url('/api/health/ready'));
    expect([ready.status, (await ready.json()).state]).toEqual([503, 'stopping']);
    expect((await fetch(url('/api/health/live'))).status).toBe(200);

    finish();
    const response = await slow;
    expect([response.status, await response.json()]).toEqual([200, { alive: true }]);
    await stopped;
    expect(events).toEqual(['request done', 'database closed']);
    expect(await pingDatabase(database.db)).toBe(false);
    await expect(fetch(url('/api/health/live'))).rejects.toThrow();
  });
});
