import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loopbackUrl, newControlToken, removeControlFile, writeControlFile } from './backup/control.ts';
import { publicUrlWarning, readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createFileStore } from './files/create-file-store.ts';
import { createLifecycle, shutDown } from './lifecycle.ts';
import { defaultAuthPolicy } from './modules/auth/auth.service.ts';
import { createSecretBox, dteSecretKey } from './modules/dte/credentials/secret-box.ts';
import { parseSiiCafKeys } from './modules/dte/credentials/sii-keys.ts';
import { seedDteDemo } from './modules/dte/dte-demo.ts';
import { serverLogger } from './plugins/logging.ts';

const config = readConfig();
const dteKey = dteSecretKey(config);
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
  template: config.pgliteTemplate,
});
// Readiness says 'starting' until the database is migrated, 'stopping' from SIGTERM on.
const lifecycle = createLifecycle();
// On PGlite `npm run backup` asks this server for the dump, with the token of DATA_DIR/backup-control.json.
const backupToken = database.driver === 'pglite' ? newControlToken() : undefined;
const app = await buildApp({
  database,
  lifecycle,
  files: createFileStore(config),
  fileSweep: {},
  counterCompaction: { intervalMs: 60_000, initialDelayMs: 60_000 },
  mail: {
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    outboxDir: path.join(config.dataDir, 'outbox'),
  },
  outbox: {
    intervalMs: config.outboxIntervalMs,
    leaseMs: config.outboxLeaseMs,
    maintenanceSeconds: config.outboxMaintenanceSeconds,
  },
  jwtSecret: config.jwtSecret,
  dteKey,
  siiCafKeys: parseSiiCafKeys(config.siiCafKeys),
  ...(config.siiAmbiente && {
    sii: { ambiente: config.siiAmbiente, url: config.siiUrl, sendIntervalMs: 30_000 },
  }),
  authPolicy: { ...defaultAuthPolicy, addressCallsPerMinute: config.authCallsPerMinute },
  trustProxy: config.trustProxy,
  webDist: config.webDist,
  https: config.https,
  publicUrl: config.publicUrl,
  linksFromRequest: !config.publicUrlGiven,
  webhooks: { allowHttpLocalhost: config.webhooksAllowHttpLocalhost },
  checkResponses: config.checkResponses,
  backupToken,
  tracking: {
    callsPerMinute: config.trackingCallsPerMinute,
    daysAfterDelivery: config.trackingDaysAfterDelivery,
  },
  logger: serverLogger(config.logLevel),
});

try {
  const { demoDataLoaded } = await prepareDatabase(
    database,
    // The demo's test emisor, certificate and CAFs (issue 34), sealed with this server's key.
    { ...config, seedDemoExtra: (db) => seedDteDemo(db, createSecretBox(dteKey)) },
    app.log,
  );
  lifecycle.ready();
  await app.listen({ port: config.port, host: config.host });
  if (backupToken) {
    const { port } = app.server.address() as AddressInfo;
    writeControlFile(config.dataDir, {
      pid: process.pid,
      url: loopbackUrl(config.host, port),
      token: backupToken,
    });
  }
  // The one line a start prints at the default level: where to open the app.
  app.log.info(
    {
      driver: database.driver,
      dataDir: database.driver === 'pglite' ? config.dataDir : undefined,
      demoData: demoDataLoaded ? 'loaded' : undefined,
    },
    `Carga escuchando en ${config.publicUrl}`,
  );
  // Without PUBLIC_URL the e-mail notices link to an address other devices cannot open: said at every start.
  const linkWarning = publicUrlWarning(config);
  if (linkWarning) app.log.warn(linkWarning);
} catch (error) {
  app.log.error(error);
  await app.close();
  process.exit(1);
}

// A graceful stop for rolling deploys: not ready at once, the requests in flight finish, then the
// database closes (PGlite's data directory must be closed cleanly). A stop that hangs is cut short.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainDelayMs: config.shutdownDelayMs }, 'shutting down');
    // The requests in flight get SHUTDOWN_TIMEOUT_MS once the drain delay is over.
    setTimeout(() => {
      app.log.error({ timeoutMs: config.shutdownTimeoutMs }, 'shutdown timed out: exiting');
      process.exit(1);
    }, config.shutdownDelayMs + config.shutdownTimeoutMs).unref();
    try {
      await shutDown(app, lifecycle, config.shutdownDelayMs);
      if (backupToken) removeControlFile(config.dataDir, backupToken);
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  });
}
