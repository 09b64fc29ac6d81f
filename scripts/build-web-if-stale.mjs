// `npm start` and the e2e tests need the built web app; building takes seconds that a checkout already built
// does not need to spend (issue 15: the first answer within 10 s of `npm start`). The build is skipped when a
// hash of every file it reads matches the one written beside the last build's output.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const stampFile = path.join(dist, '.build-inputs');
const inputs = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'package-lock.json',
];

/** Every file under the inputs, in a stable order (tests do not reach the bundle, but hashing them is cheap). */
function filesOf(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => filesOf(path.join(entry, child.name)));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap(filesOf)) {
  hash.update(file.split(path.sep).join('/'));
  hash.update('\0');
  hash.update(readFileSync(path.join(root, file)));
  hash.update('\0');
}
const digest = hash.digest('hex');

const built = existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === digest;
if (built && existsSync(path.join(dist, 'index.html'))) {
  console.log('web: the built app is current, not rebuilt');
} else {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, `${digest}\n`);
}
