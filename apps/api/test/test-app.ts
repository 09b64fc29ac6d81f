import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppConfig, buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { DEMO_PASSWORD } from '../src/db/seed/demo-data.ts';
import { createFsFileStore, type FileStore } from '../src/files/file-store.ts';
import { createEmptyPostgresDatabase } from './postgres-database.ts';

export type Driver = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh database per test file: in-memory PGlite, or a new database on the PostgreSQL server. */
export async function createTestDatabase(driver: Driver): Promise<Database> {
  if (driver === 'pglite') return openDatabase({});
  const empty = await createEmptyPostgresDatabase();
  const database = await openDatabase({ url: empty.url });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop({ waitForClients: true });
    },
  };
}

export async function createTestApp(driver: Driver) {
  return (await createTestContext(driver)).app;
}

/**
 * The app and its database, for tests that check what was stored (the RA history, for one); its file
 * store is a fresh folder unless `files` gives another (the S3 one).
 */
export async function createTestContext(
  driver: Driver,
  options: { files?: () => Promise<FileStore> } & Pick<
    AppConfig,
    'authPolicy' | 'trustProxy' | 'webhooks' | 'mail' | 'outbox' | 'linksFromRequest' | 'https' | 'sii'
  > = {},
) {
  const database = await createTestDatabase(driver);
  await prepareDatabase(database, { seedDemo: true });
  const files = options.files
    ? await options.files()
    : createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-')));
  const app = await buildApp({
    database,
    files,
    jwtSecret: randomBytes(32).toString('hex'),
    authPolicy: options.authPolicy,
    trustProxy: options.trustProxy,
    https: options.https,
    webhooks: options.webhooks,
    mail: options.mail,
    outbox: options.outbox,
    linksFromRequest: options.linksFromRequest,
    sii: options.sii,
    checkResponses: true,
  });
  await app.ready();
  return { app, db: database.db, files };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function login(app: TestApp, username: string, password = DEMO_PASSWORD) {
  const response = await app.inject({ method: 'POST', url: '/api/Auth', payload: { username, password } });
  if (response.statusCode !== 200)
    throw new Error(`login ${username}: ${response.statusCode} ${response.body}`);
  return response.json() as {
    accessToken: string;
    refreshToken: string;
    menus: string[];
    rut: string | null;
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The access tokens of several users, logged in once for a test file: `{ admin: 'admin', scl: 'bodega.scl' }`. */
export async function loginAll<K extends string>(app: TestApp, usernames: Record<K, string>) {
  const tokens = {} as Record<K, string>;
  for (const key of Object.keys(usernames) as K[])
    tokens[key] = (await login(app, usernames[key])).accessToken;
  return tokens;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * What one request carries besides its method and path: the caller's access token (none, or null, sends
 * no authorization), the body, the query string and other headers.
 */
export interface CallOptions {
  token?: string | null;
  body?: unknown;
  query?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
}

/** The one way tests call the API: `call('PUT', '/api/Destination/L1', { token, body })`. */
export type Call = (method: Method, path: string, options?: CallOptions) => Promise<LightMyRequestResponse>;

/** The `call` of an app (`app` is read at each call: the suites build theirs before the tests run). */
export function caller(app: () => TestApp): Call {
  return (method, path, { token, body, query, headers } = {}) =>
    app().inject({
      method,
      url: path,
      query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      headers: { ...(token ? bearer(token) : {}), ...headers },
      payload: body as object,
    });
}

/**
 * A file's shorthand of `call`, same signature: `prefix` before each path, and `token()` when a call
 * names no caller (a call with `token: null` sends none).
 */
export function withDefaults(call: Call, prefix: string, token?: () => string | null): Call {
  return (method, path, options = {}) =>
    call(method, `${prefix}${path}`, {
      ...options,
      token: options.token === undefined ? token?.() : options.token,
    });
}

/**
 * One test file's app, built before its tests and closed after them: `setup` runs on the fresh
 * database before the users log in (to create the staff users a file needs), then `users` log in
 * (`{ admin: 'admin' }` fills `tokens.admin`). `app` and `db` exist once the tests run; `tokens` is
 * the same object throughout, so it may be destructured at once. `call` is the one request
 * helper (`Call`).
 */
export function useTestApp<K extends string = never>(
  driver: Driver,
  users: Record<K, string> = {} as Record<K, string>,
  setup?: (db: Database['db']) => Promise<unknown>,
  options: { files?: () => Promise<FileStore> } & Pick<
    AppConfig,
    'authPolicy' | 'webhooks' | 'mail' | 'outbox' | 'sii'
  > = {},
) {
  const suite = {
    app: undefined as unknown as TestApp,
    db: undefined as unknown as Database['db'],
    files: undefined as unknown as FileStore,
    tokens: {} as Record<K, string>,
    call: caller((): TestApp => suite.app),
  };
  beforeAll(async () => {
    ({ app: suite.app, db: suite.db, files: suite.files } = await createTestContext(driver, options));
    await setup?.(suite.db);
    Object.assign(suite.tokens, await loginAll(suite.app, users));
  });
  afterAll(() => suite.app?.close());
  return suite;
}
