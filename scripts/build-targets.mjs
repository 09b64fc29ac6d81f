// What `npm install`, `npm start` and the e2e tests build: the web app (Vite) and the API (esbuild).
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, runQuietly } from './stale-build.mjs';

const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}test${path.sep}`);

export const web = {
  name: 'the web app',
  output: 'apps/web/dist',
  built: 'index.html',
  inputs: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/domain/src',
    'packages/domain/package.json',
    'package-lock.json',
  ],
  skip: isTest,
  async build() {
    const vite = path.join(
      path.dirname(createRequire(path.join(root, 'apps/web/package.json')).resolve('vite/package.json')),
      'bin/vite.js',
    );
    return runQuietly(process.execPath, [vite, 'build'], path.join(root, 'apps/web'));
  },
};

/**
 * The API as one ES module (apps/api/dist/server.js) with its source map, and the xlsx parse worker's
 * thread as another (dist/sheet-worker.js), so that `npm start` runs plain
 * Node instead of compiling TypeScript on every start through tsx (whose keepNames wrapping also cost ~1.5 %
 * of the samples under load). The packages stay in node_modules; only the workspace's own code, the domain
 * package included (it is TypeScript source), is bundled. The SQL migrations are read from disk at start:
 * they are copied beside the bundle, where `db/client.ts` looks for them (next to the module).
 */
export const api = {
  name: 'the API',
  output: 'apps/api/dist',
  built: 'server.js',
  inputs: [
    'apps/api/src',
    'apps/api/package.json',
    'packages/domain/src',
    'packages/domain/package.json',
    'package-lock.json',
    'tsconfig.base.json',
    'scripts/build-targets.mjs',
  ],
  skip: isTest,
  async build() {
    const esbuild = await import('esbuild');
    const output = path.join(root, 'apps/api/dist');
    // The database template lives in dist too (its own target): only this build's files are replaced.
    for (const file of [
      'server.js',
      'server.js.map',
      'sheet-worker.js',
      'sheet-worker.js.map',
      'migrations',
    ]) {
      rmSync(path.join(output, file), { recursive: true, force: true });
    }
    try {
      await esbuild.build({
        absWorkingDir: root,
        // The sheet worker is a thread's own entry (sheets/sheet-pool.ts starts it beside server.js).
        entryPoints: {
          server: 'apps/api/src/server.ts',
          'sheet-worker': 'apps/api/src/sheets/sheet-worker.ts',
        },
        outdir: 'apps/api/dist',
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        sourcemap: true,
        // Stack traces need the mappings only; the sources are in the checkout.
        sourcesContent: false,
        logLevel: 'silent',
        plugins: [externalPackages],
      });
    } catch (error) {
      return { code: 1, printed: String(error?.message ?? error) };
    }
    cpSync(path.join(root, 'apps/api/src/db/migrations'), path.join(output, 'migrations'), {
      recursive: true,
    });
    return { code: 0, printed: '' };
  },
};

/** A package as the API resolves it (the root script's folder may not see the API's packages). */
const importFromApi = (name) =>
  import(pathToFileURL(createRequire(path.join(root, 'apps/api/package.json')).resolve(name)).href);

/**
 * An empty PGlite database with every migration applied, dumped as a tar that a new data directory starts
 * from (db/client.ts): PGlite's initdb and the migrations were most of the first `npm start`. It holds no
 * data, so SEED_DEMO and ADMIN_PASSWORD act at start as before; a migration added since the dump is
 * applied at start like on any database.
 */
export const database = {
  name: 'the empty database template',
  output: 'apps/api/dist/pglite-template',
  built: 'pglite.tar',
  inputs: ['apps/api/src/db/migrations', 'package-lock.json', 'scripts/build-targets.mjs'],
  async build() {
    const { PGlite } = await importFromApi('@electric-sql/pglite');
    const { pg_trgm } = await importFromApi('@electric-sql/pglite/contrib/pg_trgm');
    const { drizzle } = await importFromApi('drizzle-orm/pglite');
    const { migrate } = await importFromApi('drizzle-orm/pglite/migrator');
    const client = await PGlite.create({ extensions: { pg_trgm } });
    try {
      await migrate(drizzle(client), { migrationsFolder: path.join(root, 'apps/api/src/db/migrations') });
      const dump = await client.dumpDataDir('none');
      const output = path.join(root, 'apps/api/dist/pglite-template');
      mkdirSync(output, { recursive: true });
      writeFileSync(path.join(output, 'pglite.tar'), Buffer.from(await dump.arrayBuffer()));
      return { code: 0, printed: '' };
    } catch (error) {
      return { code: 1, printed: String(error?.stack ?? error) };
    } finally {
      await client.close();
    }
  },
};

/** Packages are imported from node_modules at run time, except the workspace's (TypeScript source). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@carga/') ? undefined : { path: args.path, external: true },
    );
  },
};

export const targets = { web, api, database };
