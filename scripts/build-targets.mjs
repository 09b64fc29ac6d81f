// What `npm install`, `npm start` and the e2e tests build: the web app (Vite) and the API (esbuild).
import { cpSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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
 * The API as one ES module (apps/api/dist/server.js) with its source map, so that `npm start` runs plain
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
    rmSync(output, { recursive: true, force: true });
    try {
      await esbuild.build({
        absWorkingDir: root,
        entryPoints: ['apps/api/src/server.ts'],
        outfile: 'apps/api/dist/server.js',
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

/** Packages are imported from node_modules at run time, except the workspace's (TypeScript source). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@carga/') ? undefined : { path: args.path, external: true },
    );
  },
};

export const targets = { web, api };
