// `npm run seed:volume -- --ras 1000000`: fills a database with a realistic volume of RAs for benchmarks.
// Uses DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR, like the server; migrates and seeds the demo first.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const total = arg('ras', 100_000);
const clientsCount = arg('clients', 5_000);
const chunk = 100_000;

const config = readConfig();
const database = await openDatabase({
  url: config.databaseUrl,
  dataDir: path.join(config.dataDir, 'pglite'),
});
const { db } = database;
await prepareDatabase(database, { seedDemo: true });
const started = Date.now();

// A pool of clients whose RUTs the RAs use; the demo customer (76086428-5) takes part in ~0.5% of RAs.
await db.execute(sql`
  insert into cliente (srutcliente, snombrecliente, snombrecorto)
  select (10000000 + g)::text || '-' || (g % 10)::text, 'Cliente volumen ' || g, 'Cliente ' || g
  from generate_series(1, ${clientsCount}::int) g
  on conflict (srutcliente) do nothing`);

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
const [{ id: userId }] = await rows<{ id: number }>(
  sql`select nidusuario as id from usuario where susuario = 'admin'`,
);
const [{ n: existing }] = await rows<{ n: number }>(sql`select count(*)::int as n from recepcion`);

for (let done = 0; done < total; done += chunk) {
  const size = Math.min(chunk, total - done);
  // States in realistic proportions: most cargo has moved on; few RAs are still being created.
  await db.execute(sql`
    insert into recepcion (
      nidusuariocreacion, dfecrecepcion, dfecmodificacion, dfecingresobodega, scodestado,
      srutremitente, snomremitente, srutdestinatario, snomdestinatario, srutfacturar, sfacturar,
      stiporecepcion, sviadespacho, smodalidadenvio,
      scodoficinaorigen, scodoficinadestino, scodbodegaorigen, scodbodegadestino,
      scodtipocarga, sdescripcioncarga, ncantidadbultos, nvolumenm3, npesobrutokg, npesovolumetrico, ndensidad)
    select ${userId}, f.fecha, f.fecha,
      case when s.estado = 'BORIG' then f.fecha + interval '3 hours' end,
      s.estado,
      case when g % 200 = 0 then '76086428-5' else (10000000 + (g::bigint * 7919) % ${clientsCount} + 1)::text || '-' || (((g::bigint * 7919) % ${clientsCount} + 1) % 10)::text end,
      case when g % 200 = 0 then 'Comercial Austral' else 'Cliente ' || ((g::bigint * 7919) % ${clientsCount} + 1) end,
      (10000000 + (g::bigint * 104729) % ${clientsCount} + 1)::text || '-' || (((g::bigint * 104729) % ${clientsCount} + 1) % 10)::text,
      'Cliente ' || ((g::bigint * 104729) % ${clientsCount} + 1),
      (10000000 + (g::bigint * 104729) % ${clientsCount} + 1)::text || '-' || (((g::bigint * 104729) % ${clientsCount} + 1) % 10)::text,
      'DESTI', 'FISIC', (array['TER','TER','TER','MAR','AER','BUS'])[1 + g % 6], 'LCL',
      o.origen, o.destino, o.bodega_origen, o.bodega_destino,
      'GENERAL', 'Carga de volumen ' || g, 1 + g % 20, round((0.05 + (g % 97) / 10.0)::numeric, 5),
      10 + g % 900, round(((0.05 + (g % 97) / 10.0) * 333)::numeric, 5), 100
    from generate_series(${existing + done + 1}::int, ${existing + done + size}::int) g
    cross join lateral (select case when g % 5 < 3 then 'OFISCL' else 'OFIPUQ' end as origen) oo
    cross join lateral (select oo.origen,
      case when oo.origen = 'OFISCL' then 'OFIPUQ' else 'OFISCL' end as destino,
      case when oo.origen = 'OFISCL' then 'BDSCL' else 'BDPUQ' end as bodega_origen,
      case when oo.origen = 'OFISCL' then 'BDPUQ' else 'BDSCL' end as bodega_destino) o
    cross join lateral (select case
      when g % 1000 < 5 then 'ENCREA' when g % 1000 < 25 then 'ENPREP' when g % 1000 < 60 then 'BORIG'
      when g % 1000 < 70 then 'ANULA' when g % 1000 < 80 then 'ENVIA' else 'ENVIA' end as estado) s
    cross join lateral (select now() - ((${total}::int - g) * interval '90 seconds') as fecha) f`);
  // Half the RAs carry an invoice, searchable by type and number.
  await db.execute(sql`
    insert into documento_asociado (nidra, scodtipodocumento, sidentificadordocumento, dfecdocumento, nvalordocumento)
    select nidra, 'FACTURA', (100000 + nidra)::text, dfecrecepcion::date, 50000 + nidra % 1000000
    from recepcion where nidra > ${existing + done} and nidra <= ${existing + done + size} and nidra % 2 = 0`);
  console.log(`${done + size} / ${total} RAs (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
await db.execute(sql`analyze`);
console.log(`Listo: ${total} RAs en ${((Date.now() - started) / 1000).toFixed(0)} s`);
await database.close();
