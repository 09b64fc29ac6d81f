// node scripts/build-if-stale.mjs [web] [api] [database] [--install] [--force]
// Builds the web app, the API and the empty database template (all three without names) when their
// sources changed since the last build. `npm install` runs it (--install), so that the first `npm start`
// only starts; `npm start` and `npm run test:e2e` run it again, which costs a hash of the sources when
// nothing changed. Quiet: one line per build, the build's own output only when it fails. With --install a
// failed build does not fail the install (a checkout mid-edit still installs); `npm start` builds again
// and shows the error.
import { targets } from './build-targets.mjs';
import { checkBuild, writeStamp } from './stale-build.mjs';

const args = process.argv.slice(2);
const install = args.includes('--install');
const force = args.includes('--force');
const names = args.filter((arg) => !arg.startsWith('--'));
const chosen = names.length > 0 ? names.map((name) => targets[name]) : Object.values(targets);
if (chosen.some((target) => !target)) {
  console.error(`unknown target in ${names.join(' ')}: choose among ${Object.keys(targets).join(', ')}`);
  process.exit(2);
}

let failed = false;
for (const target of chosen) {
  const { digest, current } = checkBuild(target);
  if (current && !force) continue;
  const started = performance.now();
  const { code, printed } = await target.build();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (code === 0) {
    writeStamp(target, digest);
    console.log(`carga: built ${target.name} in ${seconds} s (${target.output})`);
  } else {
    failed = true;
    process.stderr.write(printed);
    console.error(`carga: building ${target.name} failed${install ? '; npm start will try again' : ''}`);
  }
}
if (failed && !install) process.exit(1);
