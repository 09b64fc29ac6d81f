// Chain of custody (issue 14): each physical package is a unit, and every hand-off of a unit is an event.
import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { loadingLists } from './operations.ts';
import { attachments, packages, receptions } from './receptions.ts';
import { users } from './users.ts';

/**
 * One row per physical package, numbered as its label ('RA-000123-03/05' is unit 3 of 5), tied to its
 * package line. Made when the RA is finished (again on a second finish, while the wizard may still change
 * the packages); fixed once the cargo is in the warehouse.
 */
export const units = pgTable(
  'unidad',
  {
    nidunidad: serial('nidunidad').primaryKey(),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    niditem: integer('niditem')
      .notNull()
      .references(() => packages.niditem, { onDelete: 'cascade' }),
    nnumero: integer('nnumero').notNull(),
    ntotal: integer('ntotal').notNull(),
    /** The label's text: what a scan sends. */
    scodigo: varchar('scodigo', { length: 60 }).notNull(),
    /** UNIT_STATES of the domain. */
    sestado: varchar('sestado', { length: 10 }).notNull().default('BODEGA'),
    /** The load list the unit is on, if any. */
    nidlistacarga: integer('nidlistacarga').references(() => loadingLists.nidlistacarga, {
      onDelete: 'set null',
    }),
    dfecmodificacion: timestamp('dfecmodificacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('unidad_codigo_idx').on(t.scodigo),
    index('unidad_ra_idx').on(t.nidra, t.nnumero),
    index('unidad_item_idx').on(t.niditem, t.nnumero),
    index('unidad_lista_idx').on(t.nidlistacarga),
  ],
);

/**
 * Append-only: every scan (accepted or refused, with its reason) and every count typed by hand. `sclave` is
 * the device's key for one scan: sent again (a retry, a queue replayed after being offline), it counts once.
 */
export const custodyEvents = pgTable(
  'evento_custodia',
  {
    nidevento: bigserial('nidevento', { mode: 'number' }).primaryKey(),
    sclave: varchar('sclave', { length: 64 }),
    nidunidad: integer('nidunidad').references(() => units.nidunidad, { onDelete: 'set null' }),
    nidra: integer('nidra').references(() => receptions.nidra, { onDelete: 'cascade' }),
    /** What was read (or, for a count typed by hand, the unit's code). */
    scodigo: varchar('scodigo', { length: 60 }).notNull(),
    stipoevento: varchar('stipoevento', { length: 10 }).notNull(),
    sanomalia: varchar('sanomalia', { length: 20 }),
    smensaje: varchar('smensaje', { length: 300 }).notNull(),
    /** ESCANEO or MANUAL. */
    sorigen: varchar('sorigen', { length: 10 }).notNull(),
    nidlistacarga: integer('nidlistacarga').references(() => loadingLists.nidlistacarga, {
      onDelete: 'set null',
    }),
    /** The office or warehouse where it happened. */
    scodlugar: varchar('scodlugar', { length: 10 }).notNull(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    sdispositivo: varchar('sdispositivo', { length: 100 }).notNull().default(''),
    /** The server's clock: the order of events. */
    dfecha: timestamp('dfecha', { withTimezone: true }).notNull().defaultNow(),
    /** The device's clock when it read the label (later than dfecha never; earlier after being offline). */
    dfechadispositivo: timestamp('dfechadispositivo', { withTimezone: true }),
    /** The photo taken with 'Dañado', kept with the RA's files. */
    nidadjunto: integer('nidadjunto').references(() => attachments.nidadjunto),
  },
  (t) => [
    uniqueIndex('evento_custodia_clave_idx').on(t.sclave),
    index('evento_custodia_unidad_idx').on(t.nidunidad, t.nidevento),
    index('evento_custodia_ra_idx').on(t.nidra, t.nidevento),
    index('evento_custodia_lista_idx').on(t.nidlistacarga, t.nidevento),
  ],
);
