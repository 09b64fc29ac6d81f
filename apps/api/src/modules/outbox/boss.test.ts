import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientIdsByRut, insertRa, userIdOf } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { webhooks } from '../../db/schema.ts';
import { createEmailJob } from '../notifications/email-job.ts';
import { recordCargoEvent } from '../notifications/events.ts';
import { createMailer } from '../notifications/mailer.ts';
import {
  insertClient,
  insertRaBetween,
  noticeById,
  noticesOf,
} from '../notifications/notifications.test-support.ts';
import type { PostRequest } from '../webhooks/http-post.ts';
import { createBossOutbox } from './boss.ts';

// On PostgreSQL the outbox rows are sent through pg-boss: a job per notice and per webhook delivery,
// inserted in the state change's own transaction (none after a rollback), worked by pg-boss, and the
// next attempt of a failure is a job that pg-boss holds until the outbox schedule says.

interface BossJob {
  id: string;
  state: string;
  data: { id: number };
  singleton_key: string;
  start_after: string;
}

async function jobsOf(db: Db, queue: string, id: number) {
  const { rows } = (await db.execute(sql`
    select id, state, data, singleton_key, start_after from pgboss.job
     where name = ${queue} and data->>'id' = ${String(id)} order by created_on`)) as unknown as {
    rows: BossJob[];
  };
  return rows;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the outbox on pg-boss (PostgreSQL)', () => {
  let clock = new Date(Date.now() + 5_000);
  const posted: PostRequest[] = [];
  const answer = { status: 200 };
  const ctx = useTestApp('postgres', { admin: 'admin' }, undefined, {
    // Nothing listens on port 9: every e-mail attempt fails at once.
    mail: { outboxDir: tmpdir(), smtpUrl: 'smtp://127.0.0.1:9' },
    outbox: { now: () => clock, maxAttempts: 2, backoffMs: () => 60_000 },
    webhooks: {
      allowHttpLocalhost: true,
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
      post: async (request) => {
        posted.push(request);
        return { status: answer.status, body: '' };
      },
    },
  });

  it('inserts one job per notice in the change’s transaction, none after a rollback', async () => {
    const sender = await insertClient(ctx.db, 'uno@example.cl');
    const recipient = await insertClient(ctx.db, 'dos@example.cl');
    const { nidra } = await insertRaBetween(ctx.db, sender, recipient);

    // A change that rolls back leaves neither notices nor jobs.
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' });
        const inside = (await tx.execute(sql`
          select count(*)::int as n from pgboss.job j join notificacion n on n.nidnotificacion = (j.data->>'id')::int
           where j.name = 'aviso' and n.nidra = ${nidra}`)) as unknown as { rows: { n: number }[] };
        expect(inside.rows[0]?.n).toBe(2);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await noticesOf(ctx.db, nidra)).toEqual([]);
    const { rows } = (await ctx.db.execute(sql`
      select count(*)::int as n from pgboss.job where name = 'aviso'`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(0);

    // Committed: a job each, waiting in pg-boss; the same event again adds none.
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    const notices = await noticesOf(ctx.db, nidra);
    expect(notices).toHaveLength(2);
    for (const notice of notices) {
      const jobs = await jobsOf(ctx.db, 'aviso', notice.nidnotificacion);
      expect(jobs).toEqual([
        expect.objectContaining({
          state: 'created',
          data: { id: notice.nidnotificacion },
          singleton_key: String(notice.nidnotificacion),
        }),
      ]);
    }
  });

  it('works the jobs: a failure waits in a new job until the schedule says, then fails for good; Reintentar adds one', async () => {
    const { nidra } = await insertRaBetween(ctx.db, await insertClient(ctx.db, 'falla@example.cl'), null);
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    const id = (await noticesOf(ctx.db, nidra))[0]!.nidnotificacion;
    clock = new Date(Date.now() + 5_000);
    expect(await ctx.app.outbox.drain()).toBeGreaterThanOrEqual(1);
    const first = await noticeById(ctx.db, id);
    expect(first).toMatchObject({ sestado: 'PENDIENTE', nintentos: 1 });
    const [done, next] = await jobsOf(ctx.db, 'aviso', id);
    expect(done?.state).toBe('completed');
    expect(next).toMatchObject({ state: 'created', singleton_key: String(id) });
    expect(new Date(next!.start_after).getTime()).toBe(first.dfecproximo.getTime());
    expect(first.dfecproximo.getTime() - clock.getTime()).toBe(60_000);

    clock = new Date(clock.getTime() + 60_000);
    await ctx.app.outbox.drain();
    expect(await noticeById(ctx.db, id)).toMatchObject({ sestado: 'FALLIDA', nintentos: 2 });
    expect((await jobsOf(ctx.db, 'aviso', id)).map((j) => j.state)).toEqual(['completed', 'completed']);

    const retried = await ctx.call('POST', `/api/Notificaciones/${id}/Reintentar`, {
      token: ctx.tokens.admin,
    });
    expect(retried.statusCode).toBe(200);
    expect((await jobsOf(ctx.db, 'aviso', id)).map((j) => j.state)).toEqual([
      'completed',
      'completed',
      'created',
    ]);
  });

  it('delivers a webhook through its pg-boss job, and Reenviar queues a new one', async () => {
    const nidcliente = (await clientIdsByRut(ctx.db))['77123456-9'] as number;
    const [hook] = await ctx.db
      .insert(webhooks)
      .values({
        nidcliente,
        surl: 'http://127.0.0.1:8099/hook',
        ssecreto: 'whsec_boss',
        nidusuario: await userIdOf(ctx.db, 'admin'),
      })
      .returning({ id: webhooks.nidwebhook });
    const nidra = await insertRa(ctx.db, { niddestinatario: nidcliente, srutdestinatario: '77123456-9' });
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    const { rows } = (await ctx.db.execute(sql`
      select nidentrega from webhook_entrega where nidwebhook = ${hook!.id}`)) as unknown as {
      rows: { nidentrega: number }[];
    };
    const delivery = Number(rows[0]?.nidentrega);
    expect(await jobsOf(ctx.db, 'webhook', delivery)).toEqual([
      expect.objectContaining({ state: 'created', data: { id: delivery } }),
    ]);
    posted.length = 0;
    clock = new Date(Date.now() + 5_000);
    expect(await ctx.app.webhookOutbox.drain()).toBe(1);
    expect(posted.map((p) => p.headers['carga-entrega'])).toEqual([String(delivery)]);
    expect((await jobsOf(ctx.db, 'webhook', delivery)).map((j) => j.state)).toEqual(['completed']);
    // Nothing more to do: the job is done.
    expect(await ctx.app.webhookOutbox.drain()).toBe(0);

    const resend = await ctx.call('POST', `/api/Webhook/Entregas/${delivery}/Reenviar`, {
      token: ctx.tokens.admin,
    });
    expect(resend.statusCode).toBe(200);
    expect((await jobsOf(ctx.db, 'webhook', delivery)).map((j) => j.state)).toEqual(['completed', 'created']);
    // The endpoint fails: the next attempt waits in a job a minute away …
    answer.status = 500;
    expect(await ctx.app.webhookOutbox.drain()).toBe(1);
    expect(posted).toHaveLength(2);
    expect((await jobsOf(ctx.db, 'webhook', delivery)).map((j) => j.state)).toEqual([
      'completed',
      'completed',
      'created',
    ]);
    // … and Reenviar does not wait for it: that job is cancelled, one due now takes its place.
    answer.status = 200;
    await ctx.call('POST', `/api/Webhook/Entregas/${delivery}/Reenviar`, { token: ctx.tokens.admin });
    expect((await jobsOf(ctx.db, 'webhook', delivery)).map((j) => j.state)).toEqual([
      'completed',
      'completed',
      'cancelled',
      'created',
    ]);
    expect(await ctx.app.webhookOutbox.drain()).toBe(1);
    expect(posted).toHaveLength(3);
    const { rows: after } = (await ctx.db.execute(sql`
      select sestado, nintentos from webhook_entrega where nidentrega = ${delivery}`)) as unknown as {
      rows: { sestado: string; nintentos: number }[];
    };
    expect(after[0]).toMatchObject({ sestado: 'ENTREGADO', nintentos: 1 });
  });

  it('queues at start the rows that have no waiting job (written before pg-boss ran on this database)', async () => {
    const { nidra } = await insertRaBetween(ctx.db, await insertClient(ctx.db, 'antes@example.cl'), null);
    await ctx.db.transaction((tx) => recordCargoEvent(tx, { nidra, sevento: 'RECIBIDA' }));
    const id = (await noticesOf(ctx.db, nidra))[0]!.nidnotificacion;
    await ctx.db.execute(sql`delete from pgboss.job where name = 'aviso' and singleton_key = ${String(id)}`);
    const mailer = createMailer({ outboxDir: tmpdir() });
    const job = createEmailJob(ctx.db, {
      mailer,
      publicUrl: 'http://localhost:3000',
      proofOfDelivery: async () => Buffer.alloc(0),
      taxDocument: async () => null,
    });
    const other = createBossOutbox(ctx.db, [{ queue: 'aviso', job, options: {} }]);
    await other.init(null);
    await other.stop();
    await mailer.close();
    expect(await jobsOf(ctx.db, 'aviso', id)).toEqual([
      expect.objectContaining({ state: 'created', data: { id }, singleton_key: String(id) }),
    ]);
    // Once: a start that finds its job waiting adds none.
    const again = createBossOutbox(ctx.db, [{ queue: 'aviso', job, options: {} }]);
    await again.init(null);
    await again.stop();
    expect(await jobsOf(ctx.db, 'aviso', id)).toHaveLength(1);
  });
});
