// `npm run seed:volume -- --ras 1000000`: fills a database with a realistic volume of RAs for benchmarks.
// Uses DATABASE_URL (PostgreSQL) or PGlite in DATA_DIR, like the server; migrates and seeds the demo first.
// On a database that already holds RAs the new ones continue its ids and are the newest.
//
// The RAs arrive every 90 s, 60 % at OFISCL (route BDSCL → BDPUQ) and 40 % at OFIPUQ (BDPUQ → BDSCL).
// Each route's RAs fill blocks of `block` RAs (1,000 at volume), loaded on four lists of 10, 15, 25 and
// 50 % of the block (100, 150, 250 and 500 RAs) of one operation. The age of a block, counted in blocks
// from the newest, decides how far it has travelled:
//   0     the warehouse's pool: not on a list yet (the newest in creation and preparation, then BORIG);
//   1–3   closed lists (CERRADA) waiting for Despacho, their RAs ENLIS;
//   4–6   dispatched lists (DESPA), their RAs in transit (ENTRA);
//   7–9   received lists (RECEP), their RAs waiting at the destination warehouse (BDEST);
//   10–   received lists, their RAs delivered (ENTRE, with an entrega row).
// Whatever the age, 1 % of the RAs is voided (ANULA) and 3 % sent on to another office (ENVIA); 0.6 %
// of the older RAs was left in creation or preparation and 0.4 % of the delivered ones was never
// collected (BDEST); these exceptions are drawn by a hash of the id, so that they fall on every client
// (names and RUTs repeat with the id modulo 5,000). Every RA has one package line; about 1 % of the
// received lines arrived short or damaged, with a reason.

import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { readConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { prepareDatabase } from '../src/db/prepare.ts';
import { one } from '../src/db/sql-helpers.ts';
import { salesNow } from '../src/modules/operation/operations.repo.ts';
import { payerOf, paymentCondition, seedVolumeMoney } from './seed-volume-money.ts';

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
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

// A pool of clients whose RUTs the RAs use; the demo customer (76086428-5) takes part in ~0.5% of RAs.
await db.execute(sql`
  insert into cliente (srutcliente, snombrecliente, snombrecorto)
  select (10000000 + g)::text || '-' || (g % 10)::text, 'Cliente volumen ' || g, 'Cliente ' || g
  from generate_series(1, ${clientsCount}::int) g
  on conflict (srutcliente) do nothing`);

const rows = async <T>(query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
/** A query that always answers one row (an aggregate, a lookup of the seeded admin). */
const row = async <T>(query: SQL, what: string) => one(await rows<T>(query), what);
const { id: userId } = await row<{ id: number }>(
  sql`select nidusuario as id from usuario where susuario = 'admin'`,
  'admin user',
);
/** Deliveries are registered by the destination warehouse's demo user (the admin when there is none). */
const { scl: sclUser, puq: puqUser } = await row<{ scl: number; puq: number }>(
  sql`
  select coalesce((select nidusuario from usuario where susuario = 'bodega.scl'), ${userId}::int) as scl,
         coalesce((select nidusuario from usuario where susuario = 'bodega.puq'), ${userId}::int) as puq`,
  'delivery users',
);

/** The highest id a table holds or its sequence has handed out: new rows continue after it. */
const lastId = async (table: string, column: string) => {
  const { n } = await row<{ n: number }>(
    sql`
    select greatest(
      coalesce((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 0),
      coalesce(pg_sequence_last_value(pg_get_serial_sequence(${table}, ${column})::regclass), 0))::int as n`,
    `last id of ${table}`,
  );
  return Number(n);
};
const base = await lastId('recepcion', 'nidra');
const listBase = await lastId('lista_carga', 'nidlistacarga');
const operationBase = await lastId('operacion', 'nidoperacion');
const t0 = new Date().toISOString();

// ---- The shape of the volume: routes, blocks and lists ------------------------------------------------
// RA g (nidra = base + 1 + j, j from 0) is on route 0 (OFISCL) when j % 5 < 3, else on route 1 (OFIPUQ);
// r is its index on its route. Routes have n0 and n1 RAs.
const n0 = Math.floor(total / 5) * 3 + Math.min(total % 5, 3);
const n1 = total - n0;
/** RAs per block: 1,000, fewer for a small volume so that every band still has blocks of both routes. */
const block = Math.max(20, Math.min(1000, Math.floor(Math.min(n0, n1) / 14 / 20) * 20));
/** Where each of the block's four lists starts and ends (exclusive), as a position in the block. */
const subStarts = [0, block / 10, block / 4, block / 2];
const subEnds = [block / 10, block / 4, block / 2, block];
const newestBlock = (n: number) => (n > 0 ? Math.floor((n - 1) / block) : -1);
const intArray = (values: number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}::int`),
    sql`, `,
  )}]`;

/** When RA j was created: one every 90 s, the last one now. */
const createdAt = (j: SQL) =>
  sql`(${t0}::timestamptz - ((${total}::int - 1 - ${j}) * interval '90 seconds'))`;
const at = (value: SQL) => sql`least(${value}, ${t0}::timestamptz)`;

/** For `g` (an RA id): j, the route, the block and its age (band), the list in the block, the state. */
const shape = (g: SQL) => sql`
  cross join lateral (select ${g} - ${base}::int - 1 as j) jj
  cross join lateral (select jj.j, ((hashint4(jj.j)::bigint % 1000) + 1000) % 1000 as x, case when jj.j % 5 < 3 then 0 else 1 end as route,
    case when jj.j % 5 < 3 then (jj.j / 5) * 3 + jj.j % 5 else (jj.j / 5) * 2 + jj.j % 5 - 3 end as r) rt
  cross join lateral (select rt.r / ${block}::int as blk, rt.r % ${block}::int as pos,
    (case when rt.route = 0 then ${n0}::int else ${n1}::int end) - 1 - rt.r as age,
    case when rt.route = 0 then ${newestBlock(n0)}::int else ${newestBlock(n1)}::int end
      - rt.r / ${block}::int as band) bk
  cross join lateral (select case
      when bk.pos < ${subEnds[0]}::int then 0 when bk.pos < ${subEnds[1]}::int then 1
      when bk.pos < ${subEnds[2]}::int then 2 else 3 end as sub,
    case
      when rt.x < 10 then 'ANULA'
      when rt.x < 40 then 'ENVIA'
      when bk.band = 0 then case when bk.age < ${block / 20}::int then 'ENCREA'
        when bk.age < ${block / 4}::int then 'ENPREP' else 'BORIG' end
      when rt.x < 44 then 'ENPREP'
      when rt.x < 46 then 'ENCREA'
      when bk.band <= 3 then 'ENLIS'
      when bk.band <= 6 then 'ENTRA'
      when bk.band <= 9 or rt.x < 50 then 'BDEST'
      else 'ENTRE' end as estado) st`;
const onList = sql`st.estado in ('ENLIS', 'ENTRA', 'BDEST', 'ENTRE')`;

/**
 * The one package line of RA g, as measurePackage (packages/domain) computes it: unit, then line. Some
 * weigh a quarter of a kilo more and measure half a centimetre more: measures are typed with decimals.
 */
const measures = (g: SQL) => sql`
  cross join lateral (select 1 + ${g} % 12 as q, 2 + ${g} % 49 + (${g} % 4) * 0.25 as w,
    30 + ${g} % 71 + (${g} % 2) * 0.5 as largo,
    20 + ${g} % 61 as ancho, 15 + ${g} % 46 as alto) d
  cross join lateral (select (d.largo * d.ancho * d.alto)::numeric / 1000000 as uv) u`;

// The lists of every block older than the pool, with their operation (one per block), numbered in the
// order they were opened. A helper table maps (route, block, list in block) to their ids while seeding.
await db.execute(sql`drop table if exists seed_volume_list`);
await db.execute(sql`
  create table seed_volume_list (
    route int not null, blk int not null, sub int not null, band int not null,
    j_first int not null, j_last int not null, nidlistacarga int, nidoperacion int,
    primary key (route, blk, sub))`);
await db.execute(sql`
  insert into seed_volume_list (route, blk, sub, band, j_first, j_last)
  select rt.route, b, s, rt.newest - b,
    case rt.route when 0 then (r0 / 3) * 5 + r0 % 3 else (r0 / 2) * 5 + 3 + r0 % 2 end,
    case rt.route when 0 then (r1 / 3) * 5 + r1 % 3 else (r1 / 2) * 5 + 3 + r1 % 2 end
  from (values (0, ${newestBlock(n0)}::int), (1, ${newestBlock(n1)}::int)) rt(route, newest)
  cross join lateral generate_series(0, rt.newest - 1) b
  cross join generate_series(0, 3) s
  cross join lateral (select b * ${block}::int + (${intArray(subStarts)})[s + 1] as r0,
    b * ${block}::int + (${intArray(subEnds)})[s + 1] - 1 as r1) rr`);
await db.execute(sql`
  update seed_volume_list sl set nidlistacarga = ${listBase}::int + x.n, nidoperacion = ${operationBase}::int + x.op
  from (select route, blk, sub, row_number() over (order by j_first) as n,
          dense_rank() over (order by block_first, route) as op
        from (select *, min(j_first) over (partition by route, blk) as block_first from seed_volume_list) y) x
  where x.route = sl.route and x.blk = sl.blk and x.sub = sl.sub`);

const warehouseOf = (route: SQL, to: boolean) =>
  sql`case when ${route} = ${to ? 1 : 0} then 'BDSCL' else 'BDPUQ' end`;
const closedAt = sql`${at(sql`${createdAt(sql`sl.j_last`)} + interval '4 hours'`)}`;
const dispatchedAt = sql`${at(sql`${createdAt(sql`sl.j_last`)} + interval '10 hours'`)}`;
const receivedAt = sql`${at(sql`${createdAt(sql`sl.j_last`)} + interval '3 days 10 hours'`)}`;

await db.execute(sql`
  insert into operacion (nidoperacion, sdescripcion, scodbodegaorigen, scodbodegadestino, scodigovia,
    scodtipoequipo, scodmodalidadenvio, sestado, nidusuario, dfhocreacion, dfhocierre)
  select sl.nidoperacion, 'Camión ' || ${warehouseOf(sql`sl.route`, false)} || ' - ' || ${warehouseOf(sql`sl.route`, true)} || ' ' || sl.nidoperacion,
    ${warehouseOf(sql`sl.route`, false)}, ${warehouseOf(sql`sl.route`, true)},
    'TER', case when sl.nidoperacion % 3 = 0 then 'RAMPLA' else 'CAMION' end, 'LCL',
    case when min(sl.band) >= 4 then 'CERRADA' else 'ABIERTA' end, ${userId}::int,
    ${at(sql`${createdAt(sql`min(sl.j_first)`)} + interval '3 hours'`)},
    case when min(sl.band) >= 4 then ${at(sql`${createdAt(sql`max(sl.j_last)`)} + interval '10 hours'`)} end
  from seed_volume_list sl group by sl.nidoperacion, sl.route`);
// Each operation's costs as a warehouse enters them: the freight, and a toll on two operations of three.
await db.execute(sql`
  insert into costo_operacion (nidoperacion, scodtipocosto, nmontocosto, nidusuario, dfhocreacion)
  select o.nidoperacion, c.tipo, c.monto, ${userId}::int, o.dfhocreacion
  from operacion o join (select distinct nidoperacion from seed_volume_list) sl using (nidoperacion)
  cross join lateral (values ('FLETE', 350000 + (o.nidoperacion % 50) * 1000),
    ('PEAJE', 12000 + (o.nidoperacion % 7) * 500)) c(tipo, monto)
  where c.tipo = 'FLETE' or o.nidoperacion % 3 <> 0`);
await db.execute(sql`
  insert into lista_carga (nidlistacarga, scodlistacarga, nidoperacion, scodestadolista, nidusuario, dfhocreacion,
    spatentecamion, spatenteacoplado, snombreconductor, spreftelefonoconductor, nnumtelefonoconductor,
    dfhocierre, sselloseguridad, scomentariodespacho, dfhodespacho, dfhorecepcion)
  select sl.nidlistacarga,
    'LC' || case when sl.nidlistacarga < 1000000 then lpad(sl.nidlistacarga::text, 6, '0') else sl.nidlistacarga::text end,
    sl.nidoperacion,
    case when sl.band <= 3 then 'CERRADA' when sl.band <= 6 then 'DESPA' else 'RECEP' end,
    ${userId}::int, ${at(sql`${createdAt(sql`sl.j_first`)} + interval '3 hours'`)},
    chr(66 + sl.nidoperacion % 20) || chr(67 + sl.nidoperacion % 19) || chr(70 + sl.nidoperacion % 17)
      || chr(72 + sl.nidoperacion % 13) || lpad((sl.nidoperacion % 100)::text, 2, '0'),
    'JK' || lpad((sl.nidoperacion % 10000)::text, 4, '0'),
    'Conductor ' || (1 + sl.nidoperacion % 40), '56', '9' || lpad((sl.nidoperacion % 100000000)::text, 8, '0'),
    ${closedAt},
    case when sl.band >= 4 then 'SELLO-' || sl.nidlistacarga end,
    case when sl.band >= 4 then '' end,
    case when sl.band >= 4 then ${dispatchedAt} end,
    case when sl.band >= 7 then ${receivedAt} end
  from seed_volume_list sl`);
const { n: listCount } = await row<{ n: number }>(
  sql`select count(*)::int as n from seed_volume_list`,
  'count',
);
console.log(`${listCount} listas de carga (bloques de ${block} RA) (${elapsed()})`);
// Fresh tables have no statistics until autovacuum comes round, and the triggers' statements (0022's lead
// times read each RA's lists) were planned as a sequential scan of the lists per RA: 1.8 ms an RA.
await db.execute(sql`analyze lista_carga, operacion, seed_volume_list`);

for (let done = 0; done < total; done += chunk) {
  const size = Math.min(chunk, total - done);
  const from = base + done + 1;
  const to = base + done + size;
  const g = sql`g`;
  await db.execute(sql`
    insert into recepcion (
      nidra, nidusuariocreacion, dfecrecepcion, dfecmodificacion, dfecingresobodega, scodestado,
      srutremitente, snomremitente, srutdestinatario, snomdestinatario, srutfacturar, sfacturar,
      stiporecepcion, sviadespacho, smodalidadenvio,
      scodoficinaorigen, scodoficinadestino, scodbodegaorigen, scodbodegadestino,
      scodtipocarga, sdescripcioncarga, ncantidadbultos, nvolumenm3, npesobrutokg, npesovolumetrico, ndensidad,
      scondicionpago, nidpagador)
    select g, ${userId}, f.fecha, f.fecha,
      case when st.estado in ('BORIG', 'ENLIS', 'ENTRA', 'BDEST', 'ENTRE')
        then ${at(sql`f.fecha + interval '3 hours'`)} end,
      st.estado,
      case when g % 200 = 0 then '76086428-5' else (10000000 + (g::bigint * 7919) % ${clientsCount} + 1)::text || '-' || (((g::bigint * 7919) % ${clientsCount} + 1) % 10)::text end,
      case when g % 200 = 0 then 'Comercial Austral' else 'Cliente ' || ((g::bigint * 7919) % ${clientsCount} + 1) end,
      (10000000 + (g::bigint * 104729) % ${clientsCount} + 1)::text || '-' || (((g::bigint * 104729) % ${clientsCount} + 1) % 10)::text,
      'Cliente ' || ((g::bigint * 104729) % ${clientsCount} + 1),
      (10000000 + (g::bigint * 104729) % ${clientsCount} + 1)::text || '-' || (((g::bigint * 104729) % ${clientsCount} + 1) % 10)::text,
      'DESTI', 'FISIC', (array['TER','TER','TER','MAR','AER','BUS'])[1 + g % 6], 'LCL',
      case rt.route when 0 then 'OFISCL' else 'OFIPUQ' end, case rt.route when 0 then 'OFIPUQ' else 'OFISCL' end,
      ${warehouseOf(sql`rt.route`, false)}, ${warehouseOf(sql`rt.route`, true)},
      'GENERAL', 'Carga de volumen ' || g, d.q, round(u.uv * d.q, 5), d.w * d.q,
      round(u.uv * d.q * 333, 5), round(d.w / u.uv, 5),
      ${paymentCondition(g, sql`f.fecha`, t0)}, ${payerOf(g, sql`f.fecha`, t0, sql`(10000000 + (g::bigint * 104729) % ${clientsCount} + 1)::text || '-' || (((g::bigint * 104729) % ${clientsCount} + 1) % 10)::text`)}
    from generate_series(${from}::int, ${to}::int) g
    ${shape(g)}
    ${measures(g)}
    cross join lateral (select ${createdAt(sql`rt.j`)} as fecha) f`);
  // Half the RAs carry an invoice, searchable by type and number.
  await db.execute(sql`
    insert into documento_asociado (nidra, scodtipodocumento, sidentificadordocumento, dfecdocumento, nvalordocumento)
    select nidra, 'FACTURA', (100000 + nidra)::text, dfecrecepcion::date, 50000 + nidra % 1000000
    from recepcion where nidra between ${from}::int and ${to}::int and nidra % 2 = 0`);
  await db.execute(sql`
    insert into bulto (nidra, scodtipobulto, ncantidadbultos, npesobultokg, nlargocm, nanchocm, naltocm,
      nvolumenbultom3, npesovolumbulto, ndensidadbulto, nvolumentotalm3, npesovolumtotal, npesototalkg, ndensidadtotal)
    select g, (array['CAJA','CAJA','CAJA','PALLET','BULTO','SOBRE','TAMBOR','ROLLO'])[1 + g % 8],
      d.q, d.w, d.largo, d.ancho, d.alto, round(u.uv, 5), round(u.uv * 333, 5), round(d.w / u.uv, 5),
      round(u.uv * d.q, 5), round(u.uv * d.q * 333, 5), d.w * d.q, round(d.w / u.uv, 5)
    from generate_series(${from}::int, ${to}::int) g
    ${measures(g)}`);
  // Finished RAs carry their stored price (issue 12); 1 in 50 finished without tariff ('Sin tarifa').
  await db.execute(sql`
    insert into precio_ra (nidra, scodmotivo, sdesmotivo, sbase, nflete, ntarifaminima, nmanipulacion, ntotal,
      ncantidadbultos, npesokg, nvolumenm3, npesovolumetrico, nidusuario, dfecprecio)
    select r.nidra, p.motivo, case when p.motivo = 'TARIFA' then '' else 'Sin tarifa vigente en la ruta' end,
      case when p.motivo = 'TARIFA' then 'PESO_VOLUMETRICO' end,
      p.flete, case when p.motivo = 'TARIFA' then 10000 else 0 end, p.manipulacion, p.flete + p.manipulacion,
      r.ncantidadbultos, r.npesobrutokg, r.nvolumenm3, r.npesovolumetrico, ${userId}, r.dfecrecepcion
    from recepcion r
    cross join lateral (select case when r.nidra % 50 = 0 then 'NOTARIFA' else 'TARIFA' end as motivo) m
    cross join lateral (select m.motivo,
      case when m.motivo = 'TARIFA' then greatest(10000, round(r.npesovolumetrico * 400))::bigint else 0 end as flete,
      case when m.motivo = 'TARIFA' then r.ncantidadbultos * 1000 else 0 end as manipulacion) p
    where r.nidra between ${from}::int and ${to}::int and r.scodestado not in ('ENCREA', 'ANULA')`);
  // The RAs that travelled, on the list of their block; the whole line on it.
  await db.execute(sql`
    insert into lista_carga_ra (nidlistacarga, nidra, dfhoingreso)
    select sl.nidlistacarga, g, ${at(sql`${createdAt(sql`rt.j`)} + interval '3 hours'`)}
    from generate_series(${from}::int, ${to}::int) g
    ${shape(g)}
    join seed_volume_list sl on sl.route = rt.route and sl.blk = bk.blk and sl.sub = st.sub
    where ${onList}`);
  // Received lines: ~0.5 % arrived one unit short, ~0.5 % with damaged units.
  await db.execute(sql`
    insert into lista_carga_bulto (nidlistacarga, niditem, nidra, ncantidadingresada, ncantidadrecibida,
      ncantidaddanada, smotivodiferencia)
    select sl.nidlistacarga, b.niditem, g, b.ncantidadbultos,
      case when sl.band < 7 then null when rt.j % 199 = 7 then b.ncantidadbultos - 1 else b.ncantidadbultos end,
      case when sl.band < 7 then null when rt.j % 199 <> 7 and rt.j % 211 = 11 then least(b.ncantidadbultos, 1 + rt.j % 2) else 0 end,
      case when sl.band < 7 then null when rt.j % 199 = 7 then 'Faltan bultos al descargar el camión'
        when rt.j % 211 = 11 then 'Bulto dañado en el transporte' else '' end
    from generate_series(${from}::int, ${to}::int) g
    ${shape(g)}
    join seed_volume_list sl on sl.route = rt.route and sl.blk = bk.blk and sl.sub = st.sub
    join bulto b on b.nidra = g
    where ${onList}`);
  if (done === 0)
    await db.execute(sql`analyze recepcion, lista_carga_ra, lista_carga_bulto, bulto, precio_ra`);
  // Delivered RAs: handed to the recipient (or their carrier) hours after their list arrived.
  await db.execute(sql`
    insert into entrega (nidra, scodbodega, snombreretira, srutretira, dfhoentrega, nidusuario, dfhoregistro)
    select r.nidra, r.scodbodegadestino,
      case when r.nidra % 4 = 0 then 'Transportes ' || (1 + r.nidra % 300) else r.snomdestinatario end,
      r.srutdestinatario, e.fecha,
      case when r.scodbodegadestino = 'BDSCL' then ${sclUser}::int else ${puqUser}::int end, e.fecha
    from recepcion r
    join lista_carga_ra lr on lr.nidra = r.nidra
    join lista_carga l on l.nidlistacarga = lr.nidlistacarga
    cross join lateral (select ${at(sql`l.dfhorecepcion + (1 + r.nidra % 96) * interval '1 hour'`)} as fecha) e
    where r.nidra between ${from}::int and ${to}::int and r.scodestado = 'ENTRE'`);
  console.log(`${done + size} / ${total} RAs (${elapsed()})`);
}
// A small list may have drawn only voided or unsent RAs: a list is never closed empty.
await db.execute(sql`
  delete from lista_carga l using seed_volume_list sl
  where l.nidlistacarga = sl.nidlistacarga and not exists (select 1 from lista_carga_ra lr where lr.nidlistacarga = l.nidlistacarga)`);
await db.execute(sql`
  delete from operacion o using (select distinct nidoperacion from seed_volume_list) sl
  where o.nidoperacion = sl.nidoperacion and not exists (select 1 from lista_carga l where l.nidoperacion = o.nidoperacion)`);
await db.execute(sql`drop table seed_volume_list`);
// The sequences continue after the explicit ids.
for (const [table, column] of [
  ['recepcion', 'nidra'],
  ['lista_carga', 'nidlistacarga'],
  ['operacion', 'nidoperacion'],
] as const) {
  await db.execute(sql`
    select setval(pg_get_serial_sequence(${table}, ${column}),
      greatest((select max(${sql.identifier(column)}) from ${sql.identifier(table)}), 1))`);
}
await seedVolumeMoney(db, { base, t0, sclUser, puqUser });
console.log(`Dinero: condiciones, deudas, pagos y cajas (${elapsed()})`);
// The operations' sales kept, as the fold (operations.repo.ts compactSaleChanges) keeps them on a running
// server: a fresh seed left every operation pending, and the first Gestión of two years computed them all.
const pending = await rows<{ id: number }>(
  sql`select nidoperacion as id from operacion where nventa is null`,
);
await salesNow(
  db,
  pending.map((row) => row.id),
);
console.log(`Ventas de ${pending.length} operaciones guardadas (${elapsed()})`);
// As autovacuum leaves a running database: statistics, the visibility map (index-only scans) and the
// trigram indexes' pending lists merged (a search scans a pending list from end to end).
await db.execute(sql`vacuum analyze`);
const states = await rows<{ estado: string; n: number }>(
  sql`select scodestado as estado, count(*)::int as n from recepcion where nidra > ${base}::int group by 1 order by 2 desc`,
);
console.log(states.map((s) => `${s.estado} ${s.n}`).join(', '));
console.log(`Listo: ${total} RAs en ${elapsed()}`);
await database.close();
