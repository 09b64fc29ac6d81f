import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../../../test/postgres-database.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-process.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { recordCargoEvent } from './events.ts';
import { insertClient, insertRaBetween, noticesOf } from './notifications.test-support.ts';
import { startSmtpServer } from './smtp.test-support.ts';

// A server killed while it sends a notice (the SMTP server has the message but has not answered yet),
// then another one started: the notice is not lost, it is sent again with the same Message-ID and ends
// ENVIADA once. PostgreSQL only: the real server runs in child processes on one database; pg-boss holds
// the jobs, and the second server's pg-boss retries the first one's after their lease.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the outbox worker killed mid-send', () => {
  let empty: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let database: Database;
  let env: Record<string, string>;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    empty = await createEmptyPostgresDatabase();
    smtp = await startSmtpServer({ stallMs: 120_000 });
    env = {
      DATABASE_URL: empty.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      SEED_DEMO: 'true',
      SMTP_URL: smtp.url,
      OUTBOX_INTERVAL_MS: '200',
      OUTBOX_LEASE_MS: '3000',
      // pg-boss's maintenance fails the dead server's jobs once their lease (expireInSeconds) is over,
      // and retries them after the queue's retryDelay (30 s, doubling, with a random part: 30–60 s).
      OUTBOX_MAINTENANCE_SECONDS: '1',
    };
    servers.push(await startServerProcess('first', env));
    await servers[0]!.ready();
    database = await openDatabase({ url: empty.url });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    for (const server of servers) await server.stop();
    await smtp?.close();
    await empty?.drop();
  });

  it('sends it again after the lease, with the same Message-ID, and marks it sent once', {
    timeout: 180_000,
  }, async () => {
    const db = database.db;
    const sender = await insertClient(db, 'remite@example.cl');
    const recipient = await insertClient(db, 'recibe@example.cl');
    const { nidra } = await insertRaBetween(db, sender, recipient);
    await db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));

    // The first server hands both messages over (one at a time: it waits for the first answer) …
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(1);
    const during = await noticesOf(db, nidra);
    expect(during.map((n) => n.sestado).sort()).toEqual(['ENVIANDO', 'ENVIANDO']);
    // … and dies before hearing back.
    servers[0]!.child.kill('SIGKILL');
    await new Promise((resolve) => servers[0]!.child.once('exit', resolve));
    smtp.stall(0);

    servers.push(await startServerProcess('second', env));
    await servers[1]!.ready();
    await expect
      .poll(async () => (await noticesOf(db, nidra)).map((n) => n.sestado), { timeout: 100_000 })
      .toEqual(['ENVIADA', 'ENVIADA']);

    const rows = await noticesOf(db, nidra);
    expect(rows.map((r) => r.semail).sort()).toEqual(['recibe@example.cl', 'remite@example.cl']);
    const mails = await Promise.all(smtp.received.map((m) => simpleParser(m.raw)));
    for (const row of rows) {
      const copies = mails.filter((m) => m.messageId === row.smessageid);
      // The one the first server handed over, maybe, and the one the second sent: the same message.
      expect(copies.length, row.semail).toBeGreaterThanOrEqual(1);
      expect(copies.length, row.semail).toBeLessThanOrEqual(2);
      expect(new Set(copies.map((m) => m.subject))).toEqual(new Set([row.sasunto]));
    }
    // Every message received belongs to one of the two notices: nothing but repeats of them.
    expect(new Set(mails.map((m) => m.messageId))).toEqual(new Set(rows.map((r) => r.smessageid)));
    expect(rows.find((r) => r.smessageid === mails[0]?.messageId)?.nintentos).toBe(2);
    // Once marked, the second server never sends them again.
    const total = smtp.received.length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(smtp.received.length).toBe(total);
  });
});
