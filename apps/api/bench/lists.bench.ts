// Every list screen, the RA detail and the statistics calls (issue 15) on a database filled by
// `npm run seed:volume -- --ras 1000000`: CLIENTS concurrent clients for SECONDS each, through the API and
// as the same SQL sent raw (api-and-sql.ts), with the machine's load beside the figures.
// Runs when BENCH_DATABASE_URL points at such a database (PostgreSQL), or BENCH_PGLITE_DIR at PGlite's
// data directory of one (the embedded database, measured at 100,000 RAs).
import { sql } from 'drizzle-orm';
import { one } from '../src/db/sql-helpers.ts';
import { apiBesideSql, httpFloor, type Scenario } from './api-and-sql.ts';
import type { BenchResult } from './measure.ts';
import { type BenchServer, startBenchServer } from './server.ts';

/** Every list screen, the RA detail and the dashboards: [name, path under /api, token]. */
export async function listScenarios(server: BenchServer): Promise<Array<[string, string, string]>> {
  const { token, db } = server;
  // The RA detail of a recent RA of OFISCL (what an office opens most).
  const { nidra } = one(
    (
      (await db.execute(
        // Not one of the scan bench's own RAs, which a database benched before holds as its newest.
        sql`select max(nidra)::int as nidra from recepcion where scodoficinaorigen = 'OFISCL'
            and snomremitente <> 'Banco de pruebas de escaneo'`,
      )) as unknown as { rows: Array<{ nidra: number }> }
    ).rows,
    'recent RA',
  );
  // And one delivered after arriving short or damaged: every part of the journey to read (lists,
  // differences, the hand-over).
  const { delivered } = one(
    (
      (await db.execute(
        sql`select max(nidra)::int as delivered from recepcion where scodoficinaorigen = 'OFISCL'
            and scodestado = 'ENTRE' and nidra in (select nidra from diferencia_destino)`,
      )) as unknown as { rows: Array<{ delivered: number }> }
    ).rows,
    'delivered RA',
  );
  const office = await token('oficina.scl');
  const warehouse = await token('bodega.scl');
  const destination = await token('bodega.puq');
  const customer = await token('cliente');
  return [
    ['Recepciones, página 1 (OFISCL)', '/Shipment/Receptions/List?codigoOrigen=OFISCL', office],
    ['Recepciones, página 500 (OFISCL)', '/Shipment/Receptions/List?codigoOrigen=OFISCL&Page=500', office],
    [
      'Recepciones por estado ENPREP',
      '/Shipment/Receptions/List?codigoOrigen=OFISCL&codigoEstado=ENPREP',
      office,
    ],
    [
      'Recepciones por remitente (nombre)',
      '/Shipment/Receptions/List?codigoOrigen=OFISCL&idRemitente=Cliente%204242',
      office,
    ],
    [
      'Recepciones por remitente (rut)',
      '/Shipment/Receptions/List?codigoOrigen=OFISCL&idRemitente=10004242',
      office,
    ],
    [
      'Recepciones por documento',
      '/Shipment/Receptions/List?codigoOrigen=OFISCL&codigoTipoDocumento=FACTURA&idDocumento=600002',
      office,
    ],
    ['Consulta RA (BDSCL)', '/Shipment/Receptions/List?codigoOrigen=BDSCL', warehouse],
    ['Preparación (OFISCL)', '/Shipment/Preparation/List?codigoOficinaOrigen=OFISCL', office],
    ['Captura de imágenes (OFISCL)', '/Shipment/ImageCapture?codigoOficinaOrigen=OFISCL', office],
    ['Detalle de RA', `/Shipment/Detail/${nidra}`, office],
    ['Detalle de RA entregado con diferencias', `/Shipment/Detail/${delivered}`, office],
    ['Operaciones (BDSCL)', '/Operation?codigoBodegaOrigen=BDSCL', warehouse],
    ['Listas de carga (BDSCL)', '/LoadingList?codigoBodegaOrigen=BDSCL', warehouse],
    ['Mis cargas (cliente)', '/ExternalCustomer/List', customer],
    ['Estadísticas principales (OFISCL)', '/Shipment/MainStatistics?codigo=OFISCL', office],
    ['Estadísticas de origen (OFISCL)', '/Shipment/OriginStatistics?codigoOficinaOrigen=OFISCL', office],
    ['Estadísticas de bodega (BDSCL)', '/Operation/Statistics?codigoBodegaOrigen=BDSCL', warehouse],
    ['Despacho, listas cerradas (BDSCL)', '/Dispatch?codigoBodegaOrigen=BDSCL', warehouse],
    ['Recibir, página 1 (BDPUQ)', '/Destination?codigoBodegaDestino=BDPUQ', destination],
    ['Recibir, página 100 (BDPUQ)', '/Destination?codigoBodegaDestino=BDPUQ&Page=100', destination],
    ['Entregar, en bodega BDEST (BDPUQ)', '/Delivery?codigoBodega=BDPUQ', destination],
    ['Entregar, entregadas ENTRE (BDPUQ)', '/Delivery?codigoBodega=BDPUQ&estado=ENTRE', destination],
    // 'Cliente 4243' receives its 200 RAs at BDPUQ (the seed ties each client to one route).
    [
      'Entregar por destinatario (nombre)',
      '/Delivery?codigoBodega=BDPUQ&destinatario=Cliente%204243',
      destination,
    ],
    [
      'Entregadas por destinatario (nombre)',
      '/Delivery?codigoBodega=BDPUQ&estado=ENTRE&destinatario=Cliente%204243',
      destination,
    ],
    ['Diferencias en destino (OFISCL)', '/Shipment/Differences?codigoOficinaOrigen=OFISCL', office],
  ];
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log(
      'Listas: omitido. Llene una base con `npm run seed:volume -- --ras 1000000` y defina BENCH_DATABASE_URL (o BENCH_PGLITE_DIR).',
    );
    return [];
  }
  const { app, api, size } = server;
  const scenarios = await listScenarios(server);
  const results: BenchResult[] = [];
  // BENCH_ONLY: the scenarios whose name contains one of these texts, separated by '|'.
  const wanted = process.env.BENCH_ONLY?.toLowerCase().split('|').filter(Boolean);
  const floor = 'Piso: /api/health/live';
  if (!wanted || wanted.some((text) => floor.toLowerCase().includes(text)))
    results.push(await httpFloor(floor, api('/health/live')));
  for (const [name, p, t] of scenarios) {
    if (wanted && !wanted.some((text) => name.toLowerCase().includes(text))) continue;
    const scenario: Scenario = { name: `${name}, ${size}`, url: api(p), token: t };
    results.push(await apiBesideSql(scenario, process.env.BENCH_DATABASE_URL ?? ''));
  }
  await app.close();
  return results;
}
