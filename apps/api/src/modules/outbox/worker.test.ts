import { describe, expect, it } from 'vitest';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import {
  insertClient,
  insertRaBetween,
  noticeById,
  noticesOf,
} from '../notifications/notifications.test-support.ts';
import { createOutboxWorker, type OutboxJob } from './worker.ts';

// The outbox worker on its own, with a job that only records what it was given: leases, a stuck sender
// overtaken by another one, and the marks that belong to the latest attempt only.
describe.each(drivers)('the outbox worker on %s', (driver) => {
  const ctx = useTestApp(driver);

  async function pendingNotice(email: string) {
    const sender = await insertClient(ctx.db, email);
    const { nidra } = await insertRaBetween(ctx.db, sender, null);
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    return (await noticesOf(ctx.db, nidra))[0]!.nidnotificacion;
  }

  const job = (process: OutboxJob['process']): OutboxJob => ({
    name: 'prueba',
    table: { name: 'notificacion', id: 'nidnotificacion', sent: 'ENVIADA', failed: 'FALLIDA' },
    process,
  });

  it('lets another worker take a row whose lease ran out, and ignores the stuck one when it wakes', async () => {
    const id = await pendingNotice('lento@example.cl');
    let clock = new Date(Date.now() + 5_000);
    const now = () => clock;
    let release: () => void = () => {};
    const stuck = createOutboxWorker(
      ctx.db,
      [
        job(async (given) => {
          if (given === id) await new Promise<void>((resolve) => (release = resolve));
        }),
      ],
      { now, leaseMs: 60_000 },
    );
    const first = stuck.drain();
    await expect.poll(async () => (await noticeById(ctx.db, id)).sestado).toBe('ENVIANDO');

    const seen: Array<[number, number]> = [];
    const other = createOutboxWorker(
      ctx.db,
      [
        job(async (given, attempt) => {
          seen.push([given, attempt]);
        }),
      ],
      { now, leaseMs: 60_000 },
    );
    // Within the lease the row is the first worker's.
    await other.drain();
    expect(seen.filter(([given]) => given === id)).toEqual([]);
    clock = new Date(clock.getTime() + 60_000);
    await other.drain();
    expect(seen.filter(([given]) => given === id)).toEqual([[id, 2]]);
    expect(await noticeById(ctx.db, id)).toMatchObject({ sestado: 'ENVIADA', nintentos: 2 });

    // The stuck worker finishes late: its mark was for attempt 1 and changes nothing.
    release();
    await first;
    expect(await noticeById(ctx.db, id)).toMatchObject({ sestado: 'ENVIADA', nintentos: 2 });
  });

  it('gives up on a row after the last attempt with the job told once', async () => {
    const id = await pendingNotice('nunca@example.cl');
    let clock = new Date(Date.now() + 5_000);
    const failures: string[] = [];
    const worker = createOutboxWorker(
      ctx.db,
      [
        {
          ...job(async (given) => {
            if (given === id) throw new Error('550 buzón inexistente');
          }),
          onFailed: async (_tx, given, error) => {
            failures.push(`${given}: ${error}`);
          },
        },
      ],
      { now: () => clock, maxAttempts: 2, backoffMs: () => 1_000 },
    );
    await worker.drain();
    expect(await noticeById(ctx.db, id)).toMatchObject({ sestado: 'PENDIENTE', nintentos: 1 });
    clock = new Date(clock.getTime() + 1_000);
    await worker.drain();
    expect(await noticeById(ctx.db, id)).toMatchObject({
      sestado: 'FALLIDA',
      nintentos: 2,
      serror: '550 buzón inexistente',
    });
    expect(failures).toEqual([`${id}: 550 buzón inexistente`]);
  });
});
