// The 'Gestión' charts (issue 17) on the database of `npm run seed:volume -- --ras 1000000`: each chart at
// CLIENTS concurrent clients, through the API and as the same SQL sent raw (api-and-sql.ts), like the
// lists. The target is the lists' (p99 ≤ 50 ms at 16 clients). BENCH_ONLY filters by name as there.
import { chileToday } from '@carga/domain';
import { apiBesideSql } from './api-and-sql.ts';
import type { BenchResult } from './measure.ts';
import { type BenchServer, startBenchServer } from './server.ts';

/** The day `days` before a 'yyyy-MM-dd' day. */
function daysBefore(day: string, days: number) {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** The Gestión charts: [name, path under /api, token (the admin's)]. */
export async function gestionScenarios(server: BenchServer): Promise<Array<[string, string, string]>> {
  const { token } = server;
  const admin = await token('admin');
  const today = chileToday();
  const twoYears = `desde=${daysBefore(today, 729)}&hasta=${today}`;
  const month = `desde=${daysBefore(today, 29)}&hasta=${today}`;
  const quarter = `desde=${daysBefore(today, 91)}&hasta=${today}`;
  return [
    // Per day up to 92 days (the longest range shown per day), per week beyond.
    ['Gestión ingresos por día, 92 días', `/Gestion/Ingresos?${quarter}`],
    ['Gestión ingresos, 2 años (por semana)', `/Gestion/Ingresos?${twoYears}`],
    [
      'Gestión ingresos por semana, 2 años, OFISCL',
      `/Gestion/Ingresos?${twoYears}&agrupar=semana&codigo=OFISCL`,
    ],
    ['Gestión ingresos por día, 30 días, vía TER', `/Gestion/Ingresos?${month}&codigoVia=TER`],
    ['Gestión ventas, 2 años', `/Gestion/Ventas?${twoYears}`],
    ['Gestión ventas, 30 días, BDSCL', `/Gestion/Ventas?${month}&codigo=BDSCL`],
    ['Gestión plazos, 2 años, entrega > 72 h', `/Gestion/Plazos?${twoYears}`],
    [
      'Gestión plazos, 30 días, despacho > 24 h, OFISCL',
      `/Gestion/Plazos?${month}&etapa=DESPA&umbralHoras=24&codigo=OFISCL`,
    ],
    ['Gestión diferencias, 2 años', `/Gestion/Diferencias?${twoYears}`],
    ['Gestión pendientes y sin tarifa', `/Gestion/Pendientes?${month}`],
  ].map(([name, p]) => [name, p, admin] as [string, string, string]);
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log(
      'Gestión: omitido. Llene una base con `npm run seed:volume -- --ras 1000000` y defina BENCH_DATABASE_URL.',
    );
    return [];
  }
  const { app, api, size } = server;
  const scenarios = await gestionScenarios(server);
  const wanted = process.env.BENCH_ONLY?.toLowerCase().split('|').filter(Boolean);
  const results: BenchResult[] = [];
  for (const [name, p, admin] of scenarios) {
    if (wanted && !wanted.some((text) => name.toLowerCase().includes(text))) continue;
    results.push(
      await apiBesideSql(
        { name: `${name}, ${size}`, url: api(p), token: admin },
        process.env.BENCH_DATABASE_URL ?? '',
      ),
    );
  }
  await app.close();
  return results;
}
