// The hand-over of an RA at its destination warehouse ('Destino / Entregar'): who took it, when, their signature.
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { attachments, receptions } from './receptions.ts';
import { warehouses } from './reference.ts';
import { users } from './users.ts';

export const deliveries = pgTable(
  'entrega',
  {
    /** An RA is delivered once: the key is the RA. */
    nidra: integer('nidra')
      .primaryKey()
      .references(() => receptions.nidra),
    scodbodega: varchar('scodbodega', { length: 10 })
      .notNull()
      .references(() => warehouses.scodbodega),
    snombreretira: varchar('snombreretira', { length: 100 }).notNull(),
    srutretira: varchar('srutretira', { length: 12 }).notNull(),
    dfhoentrega: timestamp('dfhoentrega', { withTimezone: true }).notNull(),
    /** The optional photo of the hand-over, kept with the RA's files. */
    nidadjunto: integer('nidadjunto').references(() => attachments.nidadjunto),
    /**
     * The PNG signature of who took the cargo, kept with the RA's files like the photo. Required for every
     * delivery since issue 29; null for those registered before.
     */
    nidadjuntofirma: integer('nidadjuntofirma').references(() => attachments.nidadjunto),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfhoregistro: timestamp('dfhoregistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('entrega_bodega_fecha_idx').on(t.scodbodega, t.dfhoentrega)],
);
