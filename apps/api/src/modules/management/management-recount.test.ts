import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRa } from '../../../test/factories.ts';
import { flowClient } from '../../../test/flows.ts';
import { drivers, useTestApp } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { SIGNED } from '../delivery/signature.test-support.ts';
import { insertLoadingList, insertWarehouseRa } from '../loading-list/loading-list.test-support.ts';
import { compactManagementFigures } from './compaction.repo.ts';

// The figures migrations 0022, 0023, 0025 and 0027 keep (schema/management.ts) against a full recount of
// the history, after every kind of change: creation, void, return, lists whole and partial, dispatch,
// reception with differences and a correction, delivery, a change of route, prices recalculated,
// deletion; and after they are folded.

/** A query's rows, each as PostgreSQL writes the row (the columns are compared by position). */
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  (
    (await db.execute(sql`select q::text as t from (${query}) q`)) as unknown as {
      rows: Array<{ t: string }>;
    }
  ).rows.map((r) => r.t);

const chileDay = sql.raw(`("dfecrecepcion" at time zone 'America/Santiago')::date`);
const intakeKept = sql`select scodoficinaorigen, scodbodegaorigen, sviadespacho, dfecha::text,
  sum(ncantidadra)::int, sum(ncantidadbultos)::int, sum(npesokg)::numeric(24,5)::text, sum(nvolumenm3)::numeric(24,5)::text
  from gestion_ingreso group by 1, 2, 3, 4
  having sum(ncantidadra) <> 0 or sum(ncantidadbultos) <> 0 or sum(npesokg) <> 0 or sum(nvolumenm3) <> 0 order by 1, 2, 3, 4`;
const intakeCounted = sql`select scodoficinaorigen, scodbodegaorigen, sviadespacho, ${chileDay}::text,
  count(*)::int, sum(ncantidadbultos)::int, sum(npesobrutokg)::numeric(24,5)::text, sum(nvolumenm3)::numeric(24,5)::text
  from recepcion where scodestado not in ('ENCREA', 'ANULA') group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

const weeksKept = sql`select scodoficinaorigen, scodbodegaorigen, sviadespacho, dsemana::text,
  sum(ncantidadra)::int, sum(ncantidadbultos)::int, sum(npesokg)::numeric(24,5)::text, sum(nvolumenm3)::numeric(24,5)::text
  from gestion_ingreso_semana group by 1, 2, 3, 4
  having sum(ncantidadra) <> 0 or sum(ncantidadbultos) <> 0 or sum(npesokg) <> 0 or sum(nvolumenm3) <> 0 order by 1, 2, 3, 4`;
const weeksCounted = sql`select scodoficinaorigen, scodbodegaorigen, sviadespacho, date_trunc('week', ${chileDay})::date::text,
  count(*)::int, sum(ncantidadbultos)::int, sum(npesobrutokg)::numeric(24,5)::text, sum(nvolumenm3)::numeric(24,5)::text
  from recepcion where scodestado not in ('ENCREA', 'ANULA') group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

const leadKept = sql`select nidra, setapa, nhoras, scodoficinadestino from gestion_plazo_ra order by 1, 2`;
const leadCounted = sql`
  select r.nidra, e.setapa, greatest(0, floor(extract(epoch from e.t - r.dfecrecepcion) / 3600))::int, r.scodoficinadestino
  from recepcion r
  left join lateral (select max(l.dfhodespacho) d, max(l.dfhorecepcion) a from lista_carga_ra lr
    join lista_carga l on l.nidlistacarga = lr.nidlistacarga where lr.nidra = r.nidra) t on true
  left join entrega en on en.nidra = r.nidra
  cross join lateral (values
    ('DESPA', case when r.scodestado in ('ENTRA', 'BDEST', 'ENTRE') then t.d end),
    ('RECEP', case when r.scodestado in ('BDEST', 'ENTRE') then t.a end),
    ('ENTRE', case when r.scodestado = 'ENTRE' then en.dfhoentrega end)) e(setapa, t)
  where e.t is not null order by 1, 2`;
const histogramKept = sql`select scodoficinaorigen, scodoficinadestino, sviadespacho, dmes::text, setapa, nhoras, sum(ncantidad)::int
  from gestion_plazo_hora group by 1, 2, 3, 4, 5, 6 having sum(ncantidad) <> 0 order by 1, 2, 3, 4, 5, 6`;
const histogramCounted = sql`select scodoficinaorigen, scodoficinadestino, sviadespacho,
  date_trunc('month', ${chileDay})::date::text, setapa, nhoras, count(*)::int
  from gestion_plazo_ra group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3, 4, 5, 6`;
const periodsKept = sql`select scodoficinaorigen, scodoficinadestino, sviadespacho, sgrano, dinicio::text, setapa, x.hora,
  sum(x.n)::int from gestion_plazo_periodo cross join lateral unnest(nhoras, ncantidades) x(hora, n)
  group by 1, 2, 3, 4, 5, 6, 7 having sum(x.n) <> 0 order by 1, 2, 3, 4, 5, 6, 7`;
const periodsCounted = sql`select scodoficinaorigen, scodoficinadestino, sviadespacho, g.sgrano,
  date_trunc(g.unidad, ${chileDay})::date::text, setapa, nhoras, count(*)::int
  from gestion_plazo_ra cross join (values ('A', 'year'), ('M', 'month'), ('T', 'quarter')) g(sgrano, unidad)
  group by 1, 2, 3, 4, 5, 6, 7 order by 1, 2, 3, 4, 5, 6, 7`;

const differencesKept = sql`select nidlistacarga, scodoficinadestino, dmes::text, nmovidas, nfaltantes, ndanadas
  from gestion_diferencia order by 1, 2`;
const differencesCounted = sql`select b.nidlistacarga, coalesce(r.scodoficinadestino, ''),
  date_trunc('month', l.dfhorecepcion at time zone 'America/Santiago')::date::text, sum(b.ncantidadingresada)::int,
  sum(greatest(b.ncantidadingresada - coalesce(b.ncantidadrecibida, b.ncantidadingresada), 0))::int,
  sum(coalesce(b.ncantidaddanada, 0))::int
  from lista_carga_bulto b join lista_carga l on l.nidlistacarga = b.nidlistacarga join recepcion r on r.nidra = b.nidra
  where l.scodestadolista = 'RECEP' group by 1, 2, 3 order by 1, 2`;

const monthsKept = sql`select scodoficinaorigen, scodbodegaorigen, scodoficinadestino, sviadespacho, dmes::text,
  sum(nmovidas)::int, sum(nfaltantes)::int, sum(ndanadas)::int from gestion_diferencia_mes group by 1, 2, 3, 4, 5
  having sum(nmovidas) <> 0 or sum(nfaltantes) <> 0 or sum(ndanadas) <> 0 order by 1, 2, 3, 4, 5`;
const monthsOfLists = sql`select scodoficinaorigen, scodbodegaorigen, scodoficinadestino, sviadespacho, dmes::text,
  sum(nmovidas)::int, sum(nfaltantes)::int, sum(ndanadas)::int from gestion_diferencia group by 1, 2, 3, 4, 5
  having sum(nmovidas) <> 0 or sum(nfaltantes) <> 0 or sum(ndanadas) <> 0 order by 1, 2, 3, 4, 5`;

const pendingKept = sql`select scodoficinaorigen, scodbodegaorigen, sviadespacho, ssintarifa, sum(ncantidad)::int
  from gestion_pendiente group by 1, 2, 3, 4 having sum(ncantidad) <> 0 order by 1, 2, 3, 4`;
const pendingCounted = sql`select r.scodoficinaorigen, r.scodbodegaorigen, r.sviadespacho,
  case when p.nidra is null then 'S' else 'N' end, count(*)::int
  from recepcion r left join precio_ra p on p.nidra = r.nidra and p.scodmotivo = 'TARIFA'
  where r.scodestado in ('BORIG', 'ENLIS') group by 1, 2, 3, 4 order by 1, 2, 3, 4`;

describe.each(drivers)('Gestión figures on %s', (driver) => {
  const ctx = useTestApp(driver, { office: 'oficina.scl' });
  let flow: Awaited<ReturnType<typeof flowClient>>;
  beforeAll(async () => {
    flow = await flowClient(ctx.app, ctx.db);
  });
  const exact = async (step: string) => {
    expect(await rows(ctx.db, intakeKept), `intake after ${step}`).toEqual(await rows(ctx.db, intakeCounted));
    expect(await rows(ctx.db, weeksKept), `weekly intake after ${step}`).toEqual(
      await rows(ctx.db, weeksCounted),
    );
    expect(await rows(ctx.db, leadKept), `lead times after ${step}`).toEqual(await rows(ctx.db, leadCounted));
    expect(await rows(ctx.db, histogramKept), `histograms after ${step}`).toEqual(
      await rows(ctx.db, histogramCounted),
    );
    expect(await rows(ctx.db, periodsKept), `monthly, quarterly and yearly histograms after ${step}`).toEqual(
      await rows(ctx.db, periodsCounted),
    );
    expect(await rows(ctx.db, differencesKept), `differences after ${step}`).toEqual(
      await rows(ctx.db, differencesCounted),
    );
    expect(await rows(ctx.db, monthsKept), `monthly differences after ${step}`).toEqual(
      await rows(ctx.db, monthsOfLists),
    );
    expect(await rows(ctx.db, pendingKept), `waiting RAs after ${step}`).toEqual(
      await rows(ctx.db, pendingCounted),
    );
  };

  it('equal a full recount through every kind of change, before and after folding', async () => {
    await exact('nothing');
    const created = await insertRa(ctx.db, { scodestado: 'ENCREA' });
    const voided = await insertRa(ctx.db, { scodestado: 'BORIG' });
    const returned = await insertRa(ctx.db, { scodestado: 'BORIG' });
    await exact('creation');
    await ctx.db.execute(
      sql`update recepcion set scodestado = 'BORIG', ncantidadbultos = 7 where nidra = ${created}`,
    );
    await flow.ok('PUT', `/api/Shipment/Receptions/${voided}/ANULAR`, { token: flow.tokens.office });
    await flow.ok('PUT', `/api/Shipment/Receptions/${returned}/ENVIAROFI`, { token: flow.tokens.office });
    await exact('finish, void and return');
    // A waiting RA priced, recalculated without a tariff and back, then moved to another vía.
    await ctx.db.execute(sql`insert into precio_ra (nidra, scodmotivo, ncantidadbultos, npesokg, nvolumenm3,
      npesovolumetrico, nidusuario) select nidra, 'TARIFA', 7, 1, 1, 1, nidusuariocreacion from recepcion where nidra = ${created}`);
    await exact('a price stored');
    await ctx.db.execute(sql`update precio_ra set scodmotivo = 'NOTARIFA' where nidra = ${created}`);
    await exact('a price recalculated without a tariff');
    await ctx.db.execute(sql`update precio_ra set scodmotivo = 'TARIFA' where nidra = ${created}`);
    await ctx.db.execute(sql`update recepcion set sviadespacho = 'MAR' where nidra = ${created}`);
    await exact('the tariff back and a change of vía');
    // Whole lists through the API: dispatched, received, one RA delivered.
    const received = await flow.receivedList();
    await exact('reception');
    await flow.ok('POST', `/api/Delivery/${received.nidra}`, {
      body: {
        ...SIGNED,
        snombreretira: 'Pedro Vargas',
        srutretira: '12345678-5',
        dfhoentrega: new Date().toISOString(),
      },
      token: flow.tokens.puq,
    });
    await exact('delivery');
    await flow.dispatchedList();
    await exact('dispatch');
    // Part of an RA on a list that travels and arrives short and damaged, then corrected.
    const { nidra: partial } = await insertWarehouseRa(ctx.db);
    const list = await insertLoadingList(ctx.db, flow.operation, [{ nidra: partial, units: 2 }]);
    await ctx.db.execute(sql`update recepcion set scodestado = 'ENLIS' where nidra = ${partial}`);
    await ctx.db.execute(
      sql`update lista_carga set scodestadolista = 'DESPA', dfhodespacho = now() + interval '5 hours' where nidlistacarga = ${list}`,
    );
    await ctx.db.execute(sql`update recepcion set scodestado = 'ENTRA' where nidra = ${partial}`);
    await exact('partial dispatch');
    await ctx.db.execute(
      sql`update lista_carga_bulto set ncantidadrecibida = 1, ncantidaddanada = 1 where nidlistacarga = ${list}`,
    );
    await ctx.db.execute(
      sql`update lista_carga set scodestadolista = 'RECEP', dfhorecepcion = now() + interval '50 hours' where nidlistacarga = ${list}`,
    );
    await ctx.db.execute(sql`update recepcion set scodestado = 'BDEST' where nidra = ${partial}`);
    await exact('reception with differences');
    await ctx.db.execute(
      sql`update lista_carga_bulto set ncantidadrecibida = 2 where nidlistacarga = ${list}`,
    );
    await ctx.db.execute(
      sql`update lista_carga set dfhorecepcion = dfhorecepcion - interval '40 days' where nidlistacarga = ${list}`,
    );
    await exact('correction');
    // A change of route, the reception time of an RA moved, and rows deleted.
    await ctx.db.execute(sql`update recepcion set scodoficinadestino = 'OFISCL' where nidra = ${partial}`);
    await ctx.db.execute(
      sql`update recepcion set dfecrecepcion = dfecrecepcion - interval '3 days' where nidra = ${received.nidra}`,
    );
    await exact('route and date changes');
    await ctx.db.execute(sql`delete from entrega where nidra = ${received.nidra}`);
    await ctx.db.execute(sql`delete from precio_ra where nidra = ${created}`);
    await exact('a price removed');
    await ctx.db.execute(sql`delete from recepcion where nidra = ${created}`);
    await exact('deletion');
    await compactManagementFigures(ctx.db);
    await exact('folding');
    const folded = await rows(ctx.db, sql`select count(*)::int from gestion_ingreso`);
    expect(folded).toEqual([`(${(await rows(ctx.db, intakeCounted)).length})`]);
    // A fold with nothing to fold writes nothing: every row of every kept table stays where it was.
    const places = () =>
      rows(
        ctx.db,
        sql`select 'i' || ctid::text from gestion_ingreso union all select 's' || ctid::text from gestion_ingreso_semana
          union all select 'h' || ctid::text from gestion_plazo_hora union all select 'p' || ctid::text from gestion_plazo_periodo
          union all select 'd' || ctid::text from gestion_diferencia_mes order by 1`,
      );
    const kept = await places();
    expect(kept.length).toBeGreaterThan(0);
    await compactManagementFigures(ctx.db);
    expect(await places()).toEqual(kept);
  });
});
