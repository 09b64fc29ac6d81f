import path from 'node:path';
import { buildApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare.ts';
import { createFsFileStore } from './files/file-store.ts';

const config = readConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
const app = await buildApp({
  database,
  files: createFsFileStore(path.join(config.dataDir, 'files')),
  jwtSecret: config.jwtSecret,
  webDist: config.webDist,
  https: config.https,
  logger: {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
  },
});

try {
  await prepareDatabase(database, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { driver: database.driver, dataDir: database.driver === 'pglite' ? config.dataDir : undefined },
    `Carga escuchando en http://localhost:${config.port}`,
  );
} catch (error) {
  app.log.error(error);
  await app.close();
  process.exit(1);
}

// Closing the app closes the database: PGlite's data directory must be closed cleanly.
let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}
