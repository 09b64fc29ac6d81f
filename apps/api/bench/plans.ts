// `npx tsx bench/plans.ts` (BENCH_DATABASE_URL set): which of the list, Gestión and billing screens' and
// a scan's prepared statements PostgreSQL plans again at every run. Each scenario is called RUNS times (8), then every
// pool connection's `pg_prepared_statements` is read: a statement with only custom plans after its fifth run
// pays its planning each time (a LIMIT or OFFSET in a slot makes the generic plan look dearer than it is).
// A tool, not a bench: it found that the list pages spent more in PostgreSQL's planner than in running.
import { sql } from 'drizzle-orm';
import { billingScenarios } from './billing.bench.ts';
import { benchFlow } from './flow.ts';
import { gestionScenarios } from './gestion.bench.ts';
import { listScenarios } from './lists.bench.ts';
import { startBenchServer } from './server.ts';

const server = await startBenchServer();
if (!server) throw new Error('BENCH_DATABASE_URL is not set');
const runs = Number(process.env.RUNS ?? 8);
const scenarios = [
  ...(await listScenarios(server)),
  ...(await gestionScenarios(server)),
  ...(await billingScenarios(server)),
];
// One client at a time, so each run takes the pool's first idle connection: the same one, mostly.
for (const [name, path, token] of scenarios) {
  for (let i = 0; i < runs; i++) {
    const response = await fetch(server.api(path), { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    await response.arrayBuffer();
  }
}
// And scans onto a list (a transaction's statements, named `tx_…` by statement-cache.ts), one at a time.
const flow = await benchFlow(server);
const device = await flow.device(40);
for (let k = 1; k <= 40; k++) {
  const planned = flow.scan(device, k);
  const response = await fetch(planned.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${flow.tokens[0]}`, 'content-type': 'application/json' },
    body: planned.body,
  });
  if (!response.ok) throw new Error(`scan: ${response.status}`);
  await response.arrayBuffer();
}
interface Row {
  name: string;
  statement: string;
  generic_plans: number;
  custom_plans: number;
  /** The most custom plans one connection made of it. */
  most: number;
}
// Every connection of the pool (10): each read holds its connection for a moment, so they spread over all.
const reads = await Promise.all(
  Array.from({ length: 10 }, () =>
    server.db.execute(sql`select name, statement, generic_plans::int, custom_plans::int, pg_sleep(0.3)
      from pg_prepared_statements where name like 'carga%' or name like 'tx%'`),
  ),
);
const byText = new Map<string, Row>();
for (const read of reads)
  for (const row of (read as unknown as { rows: Row[] }).rows) {
    const kept = byText.get(row.statement);
    if (!kept) byText.set(row.statement, { ...row, most: row.custom_plans });
    else {
      kept.generic_plans += row.generic_plans;
      kept.custom_plans += row.custom_plans;
      kept.most = Math.max(kept.most, row.custom_plans);
    }
  }
const replanned = [...byText.values()].filter((r) => r.generic_plans === 0 && r.most > 5);
console.log(`${byText.size} prepared statements; planned at every run (no generic plan after 5):`);
for (const row of replanned)
  console.log(
    `\n- ${row.most} custom plans on one connection: ${row.statement.replace(/\s+/g, ' ').slice(0, 150)} … ${row.statement.replace(/\s+/g, ' ').slice(-350)}`,
  );
await server.app.close();
process.exit(0);
