// Issue 34: a cuenta corriente month of 5,000 RAs invoiced — 50 clients × 100 RAs, one factura per client
// and period (100 RAs pass the SII's 60 lines: one summary line each, the RAs in the annex) — timed from
// the run's start to its last factura committed (target ≤ 5 s), and its folios checked consecutive.
//
// On BENCH_DATABASE_URL (or BENCH_PGLITE_DIR) when set — its clients and RAs are added to it, in a month
// of 2020 that is theirs alone (the run names its clients) —, else on a fresh in-memory PGlite with the
// demo. The run seals the demo's test emisor and certificate and a fresh range of facturas with a key of
// its own (dte-setup.ts): a database configured by a server or an earlier run works as well.
import { randomBytes } from 'node:crypto';
import { computeRutCheckDigit } from '@carga/domain';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { clientAddresses, clients } from '../src/db/schema.ts';
import { createSecretBox } from '../src/modules/dte/credentials/secret-box.ts';
import { createInvoicingService } from '../src/modules/dte/invoicing.service.ts';
import { freshDteRange } from './dte-setup.ts';
import type { BenchResult } from './measure.ts';

const CLIENTS = 50;
const RAS_PER_CLIENT = 100;
const TARGET_MS = 5_000;

type Rows<R> = { rows: R[] };

export async function run(): Promise<BenchResult[]> {
  const url = process.env.BENCH_DATABASE_URL;
  const pgliteDir = process.env.BENCH_PGLITE_DIR;
  const database = await openDatabase(url ? { url } : pgliteDir ? { dataDir: pgliteDir } : {});
  const { db } = database;
  await prepareDatabase(database, { seedDemo: true });
  // The run's own key, its certificate and a fresh range of facturas (dte-setup.ts).
  const secrets = createSecretBox(randomBytes(32));
  await freshDteRange(db, secrets, 33, CLIENTS + 50);

  // A month of 2020 for this run's clients: their RAs, delivered and priced, with their debts.
  const year = 2020;
  const month = 1 + Math.floor(Math.random() * 12);
  const desde = `${year}-${String(month).padStart(2, '0')}-01`;
  const hasta = new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
  const base = 40_000_000 + Math.floor(Math.random() * 50_000) * 100;
  const tag = base.toString(36);
  const created = await db
    .insert(clients)
    .values(
      Array.from({ length: CLIENTS }, (_, i) => {
        const body = String(base + i);
        return {
          srutcliente: `${body}-${computeRutCheckDigit(body)}`,
          snombrecliente: `Cuenta ${tag} ${i + 1} Limitada`,
          snombrecorto: `Cuenta ${i + 1}`,
          sindctacte: 'S',
          sgiro: 'Comercio al por mayor',
        };
      }),
    )
    .returning({ nidcliente: clients.nidcliente });
  const ids = created.map((c) => c.nidcliente);
  await db.insert(clientAddresses).values(
    ids.map((nidcliente) => ({
      nidcliente,
      scalle: 'Av. Colón',
      snumeracion: '1234',
      scodcomuna: '12101',
      sindfacturacion: 'S',
    })),
  );
  await db.execute(sql`
    with u as (select nidusuario from usuario where susuario = 'admin'),
    n as (
      select c.id nidcliente, g, ${desde}::date + ((g - 1) % 28) + time '12:00' dfec, 10000 + (g % 7) * 2500 monto
      from unnest(${sql.raw(`array[${ids.join(',')}]`)}::int[]) c(id), generate_series(1, ${RAS_PER_CLIENT}) g
    ),
    ras as (
      insert into recepcion (nidusuariocreacion, srutremitente, snomremitente, srutdestinatario, snomdestinatario,
        scodoficinaorigen, scodoficinadestino, scodbodegaorigen, scodbodegadestino, scodestado, scodtipocarga,
        ncantidadbultos, nvolumenm3, npesobrutokg, sdescripcioncarga, dfecrecepcion, sfacturar, nidpagador,
        scondicionpago)
      select u.nidusuario, '96512340-7', 'Ferretería Magallanes', '12345678-5', 'María Pérez', 'OFISCL', 'OFIPUQ',
        'BDSCL', 'BDPUQ', 'ENTRE', 'GENERAL', 2, 0.5, 40, 'Bench ' || n.g, n.dfec at time zone 'America/Santiago',
        'REMIT', n.nidcliente, 'CTACTE'
      from n, u
      returning nidra, dfecrecepcion, nidpagador, nidusuariocreacion
    ),
    priced as (
      insert into precio_ra (nidra, scodmotivo, ntotal, ncantidadbultos, npesokg, nvolumenm3, npesovolumetrico, nidusuario)
      select r.nidra, 'TARIFA', 10000 + (r.nidra % 7) * 2500, 2, 40, 0.5, 125, r.nidusuariocreacion from ras r
      returning nidra, ntotal
    )
    insert into deuda_ra (nidra, nidcliente, dfecdeuda, nmonto)
    select r.nidra, r.nidpagador, r.dfecrecepcion, p.ntotal from ras r join priced p on p.nidra = r.nidra`);

  const [admin] = (
    (await db.execute(sql`select nidusuario from usuario where susuario = 'admin'`)) as unknown as Rows<{
      nidusuario: number;
    }>
  ).rows;
  const principal = {
    nidusuario: admin!.nidusuario,
    sidsesion: 'bench',
    susuario: 'admin',
    nombre: 'Bench',
    rut: null,
    oficinas: [],
    bodegas: [],
    menus: ['FIN-COBRANZA'],
  };
  const service = createInvoicingService(db, { secrets });
  // The month's RAs were written a moment ago; a real month is weeks old and its tables analysed by
  // autovacuum (which this machine's PostgreSQL runs with off): without fresh statistics of the documents
  // the planner scans every sale document for each RA ('not billed yet'), 8 s instead of 1.4.
  if (url) await db.execute(sql`analyze deuda_ra, dte_documento, dte_documento_ra`);
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = await service.invoice(principal, {
    dperiododesde: desde,
    dperiodohasta: hasta,
    nidclientes: ids,
  });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;

  const folios = result.clientes.flatMap((c) => c.facturas.map((f) => f.nfolio)).sort((a, b) => a - b);
  const consecutive = folios.every((folio, i) => i === 0 || folio === folios[i - 1]! + 1);
  const ras = result.clientes.reduce((sum, c) => sum + c.facturas.reduce((s, f) => s + f.nras, 0), 0);
  const reasons = result.clientes.map((c) => c.smotivo).filter(Boolean);
  await database.close();
  const size = url ? 'PostgreSQL' : pgliteDir ? 'PGlite (disco)' : 'PGlite (memoria)';
  return [
    {
      name: `Facturación cuenta corriente: ${CLIENTS} clientes × ${RAS_PER_CLIENT} RA, ${size}`,
      runs: 1,
      medianMs: ms,
      p95Ms: ms,
      note:
        `${result.nfacturas} facturas, ${ras} RA, folios ${folios[0]}–${folios.at(-1)} ` +
        `${consecutive ? 'consecutivos' : 'NO consecutivos'}; ` +
        `${ms <= TARGET_MS ? 'cumple' : 'NO cumple'} ≤ ${TARGET_MS / 1000} s` +
        `; CPU del proceso ${cpuMs.toFixed(0)} ms` +
        (reasons.length ? `; motivos: ${reasons[0]}` : ''),
    },
  ];
}
