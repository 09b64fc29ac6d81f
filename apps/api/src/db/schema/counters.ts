import {
  bigserial,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { loadingListPackages } from './operations.ts';

// ---- Counters of RAs by route and state (issue 15) -------------------------------------------------
//
// Every change of an RA's state or places adds, in the same transaction, one row per (route, state) it
// changed: -1 where the RA left, +1 where it arrived (a statement trigger on `recepcion`, migration 0012).
// Rows are only ever inserted, so concurrent changes never wait on each other nor deadlock; a periodic
// compaction (counters.repo.ts) folds them into one row per key. Any count over the four places and the
// state (the dashboards, the page count of a list without other filters) is a sum over a few hundred rows
// instead of an index walk over the history.
export const raCounters = pgTable(
  'contador_ra',
  {
    nidcontador: bigserial('nidcontador', { mode: 'number' }).primaryKey(),
    scodoficinaorigen: varchar('scodoficinaorigen', { length: 10 }),
    scodbodegaorigen: varchar('scodbodegaorigen', { length: 10 }),
    scodoficinadestino: varchar('scodoficinadestino', { length: 10 }),
    scodbodegadestino: varchar('scodbodegadestino', { length: 10 }),
    scodestado: varchar('scodestado', { length: 10 }).notNull(),
    ncantidad: integer('ncantidad').notNull(),
  },
  (t) => [index('contador_ra_estado_idx').on(t.scodestado)],
);

// ---- Moves of a load list's totals (issue 31) -------------------------------------------------------
//
// What each statement changed of a list's RAs, units, kg and m³ (its lines, its RAs, their packages'
// measures), one insert-only row per list and statement (the pieces of migration 0035), instead of updating
// the list's row with every scan. A list's totals are `lista_carga.ntotal*` plus its rows here;
// `compactListTotals` folds the rows into the list's columns. No foreign key: a scan adds rows without
// touching the list's row, and the rows of a deleted list are dropped by the fold.
export const loadingListTotalMoves = pgTable(
  'lista_carga_total',
  {
    nidmovimiento: bigserial('nidmovimiento', { mode: 'number' }).primaryKey(),
    nidlistacarga: integer('nidlistacarga').notNull(),
    ntotalra: integer('ntotalra').notNull().default(0),
    ntotalbultos: integer('ntotalbultos').notNull().default(0),
    ntotalpesokg: numeric('ntotalpesokg', { precision: 24, scale: 10, mode: 'number' }).notNull().default(0),
    ntotalvolumenm3: numeric('ntotalvolumenm3', { precision: 24, scale: 10, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [index('lista_carga_total_lista_idx').on(t.nidlistacarga)],
);

// ---- Lines that arrived short or damaged (issue 15) ------------------------------------------------
//
// The origin office's 'Diferencias en destino' (the dashboard's figure and its table) read this instead of
// probing the RA of every difference line of the history. Triggers of migration 0015 keep it, in the
// transaction of the change: a line is here while its list is received (RECEP) and it differs
// (greatest(loaded - received, damaged) > 0), with the RA's origin office and the list's reception time.
export const arrivalDifferences = pgTable(
  'diferencia_destino',
  {
    nidlistacarga: integer('nidlistacarga').notNull(),
    niditem: integer('niditem').notNull(),
    nidra: integer('nidra').notNull(),
    scodoficinaorigen: varchar('scodoficinaorigen', { length: 10 }).notNull(),
    dfhorecepcion: timestamp('dfhorecepcion', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.nidlistacarga, t.niditem] }),
    foreignKey({
      columns: [t.nidlistacarga, t.niditem],
      foreignColumns: [loadingListPackages.nidlistacarga, loadingListPackages.niditem],
    }).onDelete('cascade'),
    index('diferencia_destino_oficina_idx').on(
      t.scodoficinaorigen,
      t.dfhorecepcion.desc(),
      t.nidra.desc(),
      t.niditem,
    ),
    index('diferencia_destino_ra_idx').on(t.nidra),
  ],
);
