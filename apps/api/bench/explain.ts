// `npx tsx bench/explain.ts <path>…` (BENCH_DATABASE_URL set): the statements one API request sends, each
// with its plan and time (EXPLAIN ANALYZE), to see where a slow list spends. A tool, not a bench.
// PLAN_LINES and SQL_CHARS (25 and 400) say how much of each plan and statement is printed. PLAN_MODE
// (force_generic_plan) shows the plan a prepared statement keeps after its fifth run, not the one made for
// its values.
import pg from 'pg';
import { rawPgQuery, requestStatements } from './recorder.ts';
import { startBenchServer } from './server.ts';

const server = await startBenchServer();
if (!server) throw new Error('BENCH_DATABASE_URL is not set');
const user = process.env.BENCH_USER ?? 'oficina.scl';
const token = await server.token(user);
const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
await client.connect();
if (process.env.PLAN_MODE) await client.query(`set plan_cache_mode = ${process.env.PLAN_MODE}`);
for (const path of process.argv.slice(2)) {
  const { statements, status, bytes, elapsed } = await requestStatements(server.api(path), token);
  console.log(
    `\n=== ${path} as ${user}: ${status}, ${elapsed.toFixed(1)} ms, ${bytes} bytes, ${statements.length} statements`,
  );
  for (const statement of statements) {
    const plan = await (rawPgQuery as (...a: unknown[]) => Promise<unknown>).call(
      client,
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    const lines = (plan as unknown as { rows: Array<{ 'QUERY PLAN': string }> }).rows.map(
      (r) => r['QUERY PLAN'],
    );
    const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(
      `\n--- ${time}\n${statement.text.slice(0, Number(process.env.SQL_CHARS ?? 400))}\n${lines.slice(0, Number(process.env.PLAN_LINES ?? 25)).join('\n')}`,
    );
  }
}
await client.end();
await server.app.close();
process.exit(0);
