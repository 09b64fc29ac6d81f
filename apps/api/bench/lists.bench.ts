// Latency of the RA lists, the customer list, the statistics and the warehouse flow II screens (Despacho,
// Recibir, Entregar, differences at destination) on a database filled by
// `npm run seed:volume -- --ras 1000000`, over real HTTP with concurrent clients.
// Runs only when BENCH_DATABASE_URL points at such a database (PostgreSQL).
import { type BenchResult, underLoad } from './measure.ts';
import { startBenchServer } from './server.ts';

const CONCURRENCY = 8;
const REQUESTS = 400;

/** REQUESTS calls spread over CONCURRENCY clients; each call's own latency is recorded. */
async function load(name: string, url: string, token: string): Promise<BenchResult> {
  const call = async () => {
    const start = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Error(`${name}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    return performance.now() - start;
  };
  for (let i = 0; i < 5; i++) await call();
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        times.push(await call());
      }
    }),
  );
  return underLoad(name, times);
}

export async function run(): Promise<BenchResult[]> {
  const server = await startBenchServer();
  if (!server) {
    console.log(
      'Listas: omitido. Llene una base con `npm run seed:volume -- --ras 1000000` y defina BENCH_DATABASE_URL.',
    );
    return [];
  }
  const { app, api, token, size } = server;
  const office = await token('oficina.scl');
  const warehouse = await token('bodega.scl');
  const destination = await token('bodega.puq');
  const customer = await token('cliente');
  const results: BenchResult[] = [];
  const scenarios: Array<[string, string, string]> = [
    ['Recepciones, página 1 (OFISCL)', '/Shipment/Receptions/List?codigoOrigen=OFISCL', office],
    ['Recepciones, página 1000 (OFISCL)', '/Shipment/Receptions/List?codigoOrigen=OFISCL&Page=1000', office],
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
  for (const [name, p, t] of scenarios)
    results.push(await load(`${name}, ${size}, ${CONCURRENCY} clientes`, api(p), t));
  await app.close();
  return results;
}
