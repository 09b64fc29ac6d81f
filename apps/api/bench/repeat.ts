// `npx tsx bench/repeat.ts <path>…` (BENCH_DATABASE_URL set): the statements one API request sends, run
// RUNS times (2,000) named on one connection, one after another: their mean time in PostgreSQL with the round
// trip, without other clients. A tool for comparing two versions of a statement, where the closed-loop
// bench's figures move by a third between runs with the machine's load.
import pg from 'pg';
import { requestStatements } from './recorder.ts';
import { startBenchServer } from './server.ts';

const server = await startBenchServer();
if (!server) throw new Error('BENCH_DATABASE_URL is not set');
const token = await server.token(process.env.BENCH_USER ?? 'oficina.scl');
const runs = Number(process.env.RUNS ?? 2000);
const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
await client.connect();
for (const path of process.argv.slice(2)) {
  const { statements } = await requestStatements(server.api(path), token);
  const once = async () => {
    for (const { name, text, values } of statements) await client.query({ name, text, values });
  };
  for (let i = 0; i < 50; i++) await once();
  const begin = performance.now();
  for (let i = 0; i < runs; i++) await once();
  const mean = (performance.now() - begin) / runs;
  console.log(`${path}: ${statements.length} statements, ${mean.toFixed(3)} ms a request (${runs} runs)`);
}
await client.end();
await server.app.close();
process.exit(0);
