// A build is skipped when a hash of every file it reads matches the one written beside its last output
// (issue 15: a checkout already built should not spend seconds building again). Builds run quietly: their
// output is shown only when they fail.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every file under the inputs (paths from the root), in a stable order, less what `skip` says. */
function filesOf(entry, skip) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return skip(entry) ? [] : [entry];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((child) => filesOf(path.join(entry, child.name), skip));
}

/** SHA-256 of the inputs' paths and contents. */
export function hashInputs(inputs, skip = () => false) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((entry) => filesOf(entry, skip))) {
    hash.update(file.split(path.sep).join('/'));
    hash.update('\0');
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/**
 * A build target: `inputs` (paths from the root, less what `skip` says) and the `output` folder whose
 * `.build-inputs` stamp holds the hash of the last build; `built` is a file the output must contain.
 * Answers the inputs' hash now, and whether the output was built from them.
 */
export function checkBuild(target) {
  const digest = hashInputs(target.inputs, target.skip);
  const stamp = path.join(root, target.output, '.build-inputs');
  const current =
    existsSync(path.join(root, target.output, target.built)) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === digest;
  return { digest, current };
}

/** Written after a build with the hash taken before it: a file edited meanwhile makes the next check build. */
export function writeStamp(target, digest) {
  writeFileSync(path.join(root, target.output, '.build-inputs'), `${digest}\n`);
}

/** Runs a command with its output kept; resolves with the exit code and what it printed. */
export function runQuietly(command, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (chunk) => {
      printed += chunk;
    });
    child.stderr.on('data', (chunk) => {
      printed += chunk;
    });
    child.on('error', (error) => resolve({ code: 1, printed: `${printed}${error.message}\n` }));
    child.on('close', (code) => resolve({ code: code ?? 1, printed }));
  });
}
