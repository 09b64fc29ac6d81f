// Figures of the 'Gestión' screen (issue 17), kept exact by triggers of migration 0022 in the transaction
// of every change, so its charts read a few hundred pre-aggregated rows instead of the history.

import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  json,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

const place = (name: string) => varchar(name, { length: 10 });
const total = (name: string) => numeric(name, { precision: 24, scale: 5, mode: 'number' }).notNull();

/** The intake tables' key (besides the period) and figures: fresh builders for each table. */
const intakeOrigin = () => ({
  scodoficinaorigen: place('scodoficinaorigen').notNull(),
  scodbodegaorigen: place('scodbodegaorigen'),
  sviadespacho: varchar('sviadespacho', { length: 20 }).notNull(),
});
const intakeSums = () => ({
  ncantidadra: integer('ncantidadra').notNull(),
  ncantidadbultos: integer('ncantidadbultos').notNull(),
  npesokg: total('npesokg'),
  nvolumenm3: total('nvolumenm3'),
});

/**
 * Intake per (origin office, origin warehouse, vía, day in Chile of `dfecrecepcion`): RAs, units, kg, m³.
 * An RA counts once out of the wizard (any state but ENCREA and ANULA) and leaves if voided. Insert-only
 * deltas like `contador_ra` (no row any change waits on); `compactManagementFigures` folds them.
 */
export const intakeFigures = pgTable(
  'gestion_ingreso',
  {
    nidingreso: bigserial('nidingreso', { mode: 'number' }).primaryKey(),
    ...intakeOrigin(),
    dfecha: date('dfecha', { mode: 'string' }).notNull(),
    ...intakeSums(),
  },
  (t) => [index('gestion_ingreso_fecha_idx').on(t.dfecha)],
);

/**
 * The same intake per week (`dsemana`, its Monday): kept by triggers on `gestion_ingreso` itself (0025), so
 * it always equals that table's rows summed per week, whatever inserted or folded them. Ranges beyond 92
 * days read their whole weeks here (a seventh of the rows) and only the days of their partial weeks there.
 */
export const intakeWeeks = pgTable(
  'gestion_ingreso_semana',
  {
    nidingresosemana: bigserial('nidingresosemana', { mode: 'number' }).primaryKey(),
    ...intakeOrigin(),
    dsemana: date('dsemana', { mode: 'string' }).notNull(),
    ...intakeSums(),
  },
  (t) => [index('gestion_ingreso_semana_idx').on(t.dsemana)],
);

/** The lead-time histograms' route and vía: fresh builders for each table. */
const leadRoute = () => ({
  scodoficinaorigen: place('scodoficinaorigen').notNull(),
  scodbodegaorigen: place('scodbodegaorigen'),
  scodoficinadestino: place('scodoficinadestino'),
  sviadespacho: varchar('sviadespacho', { length: 20 }).notNull(),
});

/**
 * Each RA's lead time, in whole hours from `dfecrecepcion`, per stage: DESPA (the last list carrying it
 * left), RECEP (the last list carrying it was received at the destination), ENTRE (handed over). A row
 * exists while the RA has reached the stage; it carries the route so the 'over the threshold' list walks
 * `gestion_plazo_ra_horas_idx` from the longest down.
 */
export const leadTimes = pgTable(
  'gestion_plazo_ra',
  {
    nidra: integer('nidra').notNull(),
    setapa: varchar('setapa', { length: 5 }).notNull(),
    nhoras: integer('nhoras').notNull(),
    scodoficinaorigen: place('scodoficinaorigen').notNull(),
    scodbodegaorigen: place('scodbodegaorigen'),
    scodoficinadestino: place('scodoficinadestino'),
    sviadespacho: varchar('sviadespacho', { length: 20 }).notNull(),
    dfecrecepcion: timestamp('dfecrecepcion', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.nidra, t.setapa] }),
    index('gestion_plazo_ra_horas_idx').on(t.setapa, t.nhoras.desc(), t.nidra),
    // A short range: the stage's RAs received in it, the slowest picked among them (the planner chooses).
    index('gestion_plazo_ra_fecha_idx').on(t.setapa, t.dfecrecepcion),
  ],
);

/**
 * The lead times as histograms: how many RAs of a (route, vía, month of reception, stage) took each whole
 * number of hours, exact to the hour. Insert-only deltas, folded by `compactManagementFigures` too; the
 * chart reads them through `gestion_plazo_periodo`, which triggers on this table keep.
 */
export const leadTimeHistogram = pgTable(
  'gestion_plazo_hora',
  {
    nidplazo: bigserial('nidplazo', { mode: 'number' }).primaryKey(),
    ...leadRoute(),
    dmes: date('dmes', { mode: 'string' }).notNull(),
    setapa: varchar('setapa', { length: 5 }).notNull(),
    nhoras: integer('nhoras').notNull(),
    ncantidad: integer('ncantidad').notNull(),
  },
  (t) => [index('gestion_plazo_hora_mes_idx').on(t.dmes, t.setapa)],
);

/**
 * The same histograms as arrays, per month (`sgrano` 'M'), quarter ('T') and year ('A') beginning
 * `dinicio`: one row per (route, vía, period, stage) whose `ncantidades[i]` RAs took `nhoras[i]` hours.
 * Kept by triggers on `gestion_plazo_hora` (0027), so each period always equals that table's months
 * summed; insert-only delta rows, folded by `compactManagementFigures`. A range reads its whole years and
 * quarters and its edge months (a 25-month range: 8 periods), a few rows per route instead of a row per
 * hour, and the percentiles are taken from the merged arrays.
 */
export const leadTimePeriods = pgTable(
  'gestion_plazo_periodo',
  {
    nidplazoperiodo: bigserial('nidplazoperiodo', { mode: 'number' }).primaryKey(),
    ...leadRoute(),
    sgrano: varchar('sgrano', { length: 1 }).notNull(),
    dinicio: date('dinicio', { mode: 'string' }).notNull(),
    setapa: varchar('setapa', { length: 5 }).notNull(),
    nhoras: integer('nhoras').array().notNull(),
    ncantidades: integer('ncantidades').array().notNull(),
    /**
     * The two arrays as the JSON the chart reads (`[[hours], [counts]]`), written once with the row: turning
     * ~20,000 integers into text at every read of a two-year range was most of the chart's cost (issue 31).
     */
    jhistograma: json('jhistograma')
      .notNull()
      .generatedAlwaysAs(sql`gestion_plazo_json(nhoras, ncantidades)`),
  },
  (t) => [index('gestion_plazo_periodo_idx').on(t.sgrano, t.dinicio)],
);

/**
 * What each received load list moved per route: units entered, missing (entered − received) and damaged,
 * with the month (Chile) of the list's reception. Rewritten for a list when it is received, its reception
 * undone or its counts corrected; one row per (list, route) — a few per list, never per line. The chart
 * reads `gestion_diferencia_mes`; this is what a list's rewrite subtracts from it.
 */
export const differenceFigures = pgTable(
  'gestion_diferencia',
  {
    nidlistacarga: integer('nidlistacarga').notNull(),
    scodoficinaorigen: place('scodoficinaorigen').notNull(),
    scodbodegaorigen: place('scodbodegaorigen').notNull(),
    scodoficinadestino: place('scodoficinadestino').notNull(),
    sviadespacho: varchar('sviadespacho', { length: 20 }).notNull(),
    dmes: date('dmes', { mode: 'string' }).notNull(),
    nmovidas: integer('nmovidas').notNull(),
    nfaltantes: integer('nfaltantes').notNull(),
    ndanadas: integer('ndanadas').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'gestion_diferencia_pk',
      columns: [
        t.nidlistacarga,
        t.scodoficinaorigen,
        t.scodbodegaorigen,
        t.scodoficinadestino,
        t.sviadespacho,
      ],
    }),
  ],
);

/** The differences per (route, vía, month of arrival): insert-only deltas of the lists' rewrites. */
export const differenceMonths = pgTable(
  'gestion_diferencia_mes',
  {
    niddiferencia: bigserial('niddiferencia', { mode: 'number' }).primaryKey(),
    scodoficinaorigen: place('scodoficinaorigen').notNull(),
    scodbodegaorigen: place('scodbodegaorigen').notNull(),
    scodoficinadestino: place('scodoficinadestino').notNull(),
    sviadespacho: varchar('sviadespacho', { length: 20 }).notNull(),
    dmes: date('dmes', { mode: 'string' }).notNull(),
    nmovidas: integer('nmovidas').notNull(),
    nfaltantes: integer('nfaltantes').notNull(),
    ndanadas: integer('ndanadas').notNull(),
  },
  (t) => [index('gestion_diferencia_mes_idx').on(t.dmes)],
);

/**
 * The RAs waiting at their origin warehouse now (BORIG, ENLIS) per (origin office, origin warehouse, vía)
 * and whether a tariff priced them ('N') or not ('S': no stored TARIFA price). Insert-only deltas, kept by
 * triggers on `recepcion` (an RA comes and goes) and `precio_ra` (a price recalculated) of migration 0023,
 * folded by `compactManagementFigures`. 'Pendientes' read these instead of every waiting RA.
 */
export const pendingFigures = pgTable('gestion_pendiente', {
  nidpendiente: bigserial('nidpendiente', { mode: 'number' }).primaryKey(),
  scodoficinaorigen: place('scodoficinaorigen').notNull(),
  scodbodegaorigen: place('scodbodegaorigen'),
  sviadespacho: varchar('sviadespacho', { length: 20 }).notNull(),
  ssintarifa: varchar('ssintarifa', { length: 1 }).notNull(),
  ncantidad: integer('ncantidad').notNull(),
});
