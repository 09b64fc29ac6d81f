import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers, login, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { prepareDatabase } from '../../db/prepare.ts';
import { cafs, certificates } from '../../db/schema.ts';
import { createFsFileStore } from '../../files/file-store.ts';
import { createSecretBox, dteSecretKey } from './credentials/secret-box.ts';
import { TEST_CERTIFICATE_PASSWORD, TEST_EMISOR } from './credentials/test-credentials.ts';
import { seedDteDemo } from './dte-demo.ts';

// Issue 34: on an empty database the server's demo data fills Configuraciones / Empresa with the test emisor,
// certificate and CAFs, all marked as tests, sealed with the server's key, quickly.
describe.each(drivers)('the DTE demo data on %s', (driver) => {
  let database: Database;
  let app: TestApp;
  let token = '';
  let seedMs = 0;
  const jwtSecret = randomBytes(32).toString('hex');
  const secrets = createSecretBox(dteSecretKey({ jwtSecret }));

  beforeAll(async () => {
    database = await createTestDatabase(driver);
    await prepareDatabase(database, {
      seedDemo: true,
      seedDemoExtra: async (db) => {
        const started = performance.now();
        await seedDteDemo(db, secrets);
        seedMs = performance.now() - started;
      },
    });
    const files = createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-')));
    app = await buildApp({ database, files, jwtSecret, checkResponses: true });
    await app.ready();
    token = (await login(app, 'admin')).accessToken;
  }, 120_000);

  // Closing the app closes its database.
  afterAll(() => app?.close());

  it('shows the test emisor, certificate and CAFs, marked as tests', async () => {
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect((await get('/api/Dte/Emisor')).json()).toEqual({ ...TEST_EMISOR, sindprueba: 'S' });
    expect((await get('/api/Dte/Certificado')).json()).toMatchObject({ srut: '11111111-1', sindprueba: 'S' });
    const tipos = (await get('/api/Dte/Caf')).json().tipos as Array<{
      ntipodte: number;
      nfoliosdisponibles: number;
    }>;
    expect(tipos.map((t) => [t.ntipodte, t.nfoliosdisponibles])).toEqual([
      [33, 100],
      [34, 100],
      [39, 500],
      [61, 100],
    ]);
    // Under the budget of a first start (no key is generated).
    expect(seedMs).toBeLessThan(driver === 'pglite' ? 1500 : 1000);
  });

  it("seals the secrets with the server's key", async () => {
    const [certificate] = await database.db.select().from(certificates);
    expect(secrets.open(certificate?.sclavecifrada ?? '').toString()).toBe(TEST_CERTIFICATE_PASSWORD);
    const rows = await database.db.select().from(cafs);
    for (const row of rows)
      expect(secrets.open(row.sclaveprivadacifrada).toString()).toContain('PRIVATE KEY');
    expect(() => createSecretBox(randomBytes(32)).open(certificate?.sclavecifrada ?? '')).toThrow();
  });
});
