import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('has migrations that match schema.ts (run `npm run db:generate` after changing the schema)', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'carga-migrations-'));
  cpSync(path.join(apiRoot, 'src/db/migrations'), out, { recursive: true });
  const before = readdirSync(out).sort();
  execFileSync('npx', ['drizzle-kit', 'generate'], {
    cwd: apiRoot,
    env: { ...process.env, DRIZZLE_OUT: out },
    stdio: 'pipe',
  });
  expect(readdirSync(out).sort()).toEqual(before);
}, 60_000);
