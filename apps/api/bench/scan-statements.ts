// `npx tsx bench/scan-statements.ts` (BENCH_DATABASE_URL set): the statements one scan onto a list sends,
// recorded from `pg` itself after five scans of the same RA (the steady state: the RA already on the list,
// its line there), printed with their values. A tool, not a bench: it makes one list and one RA of 20 units.
import { benchFlow } from './flow.ts';
import { recordStatements } from './recorder.ts';
import { startBenchServer } from './server.ts';

const server = await startBenchServer();
if (!server) throw new Error('BENCH_DATABASE_URL is not set');
const flow = await benchFlow(server);
const device = await flow.device(20);
const send = async (k: number) => {
  const planned = flow.scan(device, k);
  const response = await fetch(planned.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${flow.tokens[0]}`, 'content-type': 'application/json' },
    body: planned.body,
  });
  return response.text();
};
for (let k = 1; k <= 5; k++) await send(k);
const statements = await recordStatements(() => send(6));
console.log(`${statements.length} statements, BEGIN and COMMIT included:`);
for (const s of statements)
  console.log(`- ${s.text.replace(/\s+/g, ' ').slice(0, 160)} ${JSON.stringify(s.values ?? [])}`);
await server.app.close();
process.exit(0);
