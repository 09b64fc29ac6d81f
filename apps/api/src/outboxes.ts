// The outbox's two kinds of rows and who sends them (issue 16): the e-mail notices, and the webhook
// deliveries with a schedule of their own (24 h of retries). On PostgreSQL pg-boss runs them (boss.ts); on
// PGlite, one connection, the in-process drainer of the same outbox tables (worker.ts), one per schedule.
import type { FastifyInstance } from 'fastify';
import type { Database, Db } from './db/client.ts';
import type { FileStore } from './files/file-store.ts';
import { proofOfDeliveryPdf } from './modules/delivery/proof.ts';
import { noticeAttachments } from './modules/dte/document-files.ts';
import { createEmailJob } from './modules/notifications/email-job.ts';
import type { Mailer } from './modules/notifications/mailer.ts';
import { createBossOutbox } from './modules/outbox/boss.ts';
import { createOutboxWorker, type OutboxOptions, type OutboxWorker } from './modules/outbox/worker.ts';
import {
  createWebhookJob,
  DEFAULT_WEBHOOK_WORKERS,
  type DeliveryDeps,
  WEBHOOK_SCHEDULE,
} from './modules/webhooks/deliver.ts';

export type OutboxSettings = OutboxOptions & {
  intervalMs?: number;
  /** pg-boss's maintenance and monitor interval on PostgreSQL (OUTBOX_MAINTENANCE_SECONDS, default 30). */
  maintenanceSeconds?: number;
};

interface OutboxDeps {
  db: Db;
  driver: Database['driver'];
  mailer: Mailer;
  publicUrl: string;
  files: FileStore;
  webhookDeps: DeliveryDeps;
  clock: () => Date;
  settings?: OutboxSettings;
}

/** The notices' and the webhooks' senders, started with the app (when `intervalMs` is set) and stopped with it. */
export function startOutboxes(app: FastifyInstance, deps: OutboxDeps) {
  const { db, settings } = deps;
  const emailJob = createEmailJob(db, {
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
    proofOfDelivery: (nidra) => proofOfDeliveryPdf(db, nidra, deps.publicUrl, deps.files),
    taxDocument: (nid) => noticeAttachments(db, nid),
  });
  const webhookJob = createWebhookJob(db, deps.webhookDeps, deps.clock);
  // Webhooks go out in parallel, each receiver within its limit (issue 30); notices one after another.
  const webhookOptions: OutboxOptions = {
    ...settings,
    ...WEBHOOK_SCHEDULE,
    concurrency: deps.webhookDeps.workers ?? DEFAULT_WEBHOOK_WORKERS,
  };
  const intervalMs = settings?.intervalMs;
  if (deps.driver === 'postgres') {
    const boss = createBossOutbox(
      db,
      [
        { queue: 'aviso', job: emailJob, options: settings ?? {} },
        { queue: 'webhook', job: webhookJob, options: webhookOptions },
      ],
      { maintenanceSeconds: settings?.maintenanceSeconds },
    );
    // Started on ready (the server migrates the database between buildApp and listen). An app that answers
    // before its database is migrated (health checks while starting) must not fail for it: a failed start
    // is logged and tried again by the next drain, or at the next start.
    let started: Promise<void> | null = null;
    const init = () => {
      started ??= boss.init(intervalMs ? { log: app.log, intervalMs } : null).catch((error: unknown) => {
        started = null;
        throw error;
      });
      return started;
    };
    app.addHook('onReady', async () => {
      await init().catch((err: unknown) => app.log.warn({ err }, 'outbox (pg-boss) not started'));
    });
    app.addHook('onClose', () => boss.stop());
    const afterStart = (worker: OutboxWorker): OutboxWorker => ({
      ...worker,
      drain: async () => {
        await init();
        return worker.drain();
      },
    });
    return { outbox: afterStart(boss.worker('aviso')), webhookOutbox: afterStart(boss.worker('webhook')) };
  }
  const outbox: OutboxWorker = createOutboxWorker(db, [emailJob], settings);
  const webhookOutbox: OutboxWorker = createOutboxWorker(db, [webhookJob], webhookOptions);
  if (intervalMs) {
    app.addHook('onClose', outbox.start(app.log, intervalMs));
    app.addHook('onClose', webhookOutbox.start(app.log, intervalMs));
  }
  return { outbox, webhookOutbox };
}
