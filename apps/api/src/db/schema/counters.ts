import { bigserial, index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

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
