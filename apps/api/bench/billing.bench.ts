// The money reports of issue 33 on a database filled by `npm run seed:volume -- --ras 1000000`: the
// Estado de cuenta of Comercial Austral (the volume seed's cuenta corriente client, ~5,000 RAs in its last
// year) over that year (its first page of RAs, as the screen opens it), and Cuentas por cobrar by age
// today (the screen's default; page 1 and the last), CLIENTS concurrent clients,
// through the API and as the same SQL sent raw (api-and-sql.ts). Runs when BENCH_DATABASE_URL (or
// BENCH_PGLITE_DIR) is set, like lists.bench.ts.
import { sql } from 'drizzle-orm';
import { one } from '../src/db/sql-helpers.ts';
import { apiBesideSql } from './api-and-sql.ts';
import type { BenchResult } from './measure.ts';
import { type BenchServer, startBenchServer } from './server.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

/** [name, path under /api, token], with the statement's client and period read from the database. */
export async function billingScenarios(server: BenchServer): Promise<Array<[string, string, string]>> {
  const { db, token } = server;
  const { nidcliente, ras, hasta, clientes } = one(
    (
      (await db.execute(sql`
        select c.nidcliente, (select count(*)::int from deuda_ra d where d.nidcliente = c.nidcliente) as ras,
          (select max(dfecdeuda) from deuda_ra) as hasta,
          (select count(*)::int from saldo_cliente where nsaldo > 0) as clientes
        from cliente c where c.srutcliente = '76086428-5'`)) as unknown as {
        rows: Array<{ nidcliente: number; ras: number; hasta: string | Date | null; clientes: number }>;
      }
    ).rows,
    'statement client',
  );
  const until = hasta ? new Date(hasta) : new Date();
  const from = new Date(until.getTime() - 364 * 86_400_000);
  const lastPage = Math.max(1, Math.ceil(clientes / 10));
  const cobranza = await token('admin');
  return [
    [
      `Estado de cuenta, un año (${ras} RA)`,
      `/Billing/EstadoCuenta?nidcliente=${nidcliente}&desde=${day(from)}&hasta=${day(until)}`,
      cobranza,
    ],
    ['Cuentas por cobrar, página 1', '/Billing/CuentasPorCobrar?Page=1', cobranza],
    [`Cuentas por cobrar, página ${lastPage}`, `/Billing/CuentasPorCobrar?Page=${lastPage}`, cobranza],
  ];
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log(
      'Cobranza: omitido. Llene una base con `npm run seed:volume -- --ras 1000000` y defina BENCH_DATABASE_URL (o BENCH_PGLITE_DIR).',
    );
    return [];
  }
  const results: BenchResult[] = [];
  for (const [name, p, t] of await billingScenarios(server)) {
    results.push(
      await apiBesideSql(
        { name: `${name}, ${server.size}`, url: server.api(p), token: t },
        process.env.BENCH_DATABASE_URL ?? '',
      ),
    );
  }
  await server.app.close();
  return results;
}
