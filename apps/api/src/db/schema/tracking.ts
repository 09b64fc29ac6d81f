// Public tracking (issue 16): each RA's unguessable code, for '/seguimiento/{code}' without signing in.
import { integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { receptions } from './receptions.ts';

/**
 * One row per RA that has a tracking code. Kept apart from `recepcion` so that the million-row table
 * carries no thirteenth index; the code is random (not derived from the RA number), so it cannot be
 * guessed from a neighbour's.
 */
export const trackingCodes = pgTable(
  'seguimiento',
  {
    nidra: integer('nidra')
      .primaryKey()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    scodigo: varchar('scodigo', { length: 32 }).notNull(),
    dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seguimiento_codigo_idx').on(t.scodigo)],
);
