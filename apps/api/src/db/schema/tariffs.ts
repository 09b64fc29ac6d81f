// What the company charges each client per route.
import { sql } from 'drizzle-orm';
import {
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './parties.ts';
import { offices } from './reference.ts';
import { users } from './users.ts';

// ---- Tariffs (spec 2 section 3): what the company charges a client on one route ----------------------

const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const tariffs = pgTable(
  'tarifa',
  {
    nidtarifa: serial('nidtarifa').primaryKey(),
    nidcliente: integer('nidcliente')
      .notNull()
      .references(() => clients.nidcliente),
    scodoficinaorigen: varchar('scodoficinaorigen', { length: 10 })
      .notNull()
      .references(() => offices.scodoficina),
    scodoficinadestino: varchar('scodoficinadestino', { length: 10 })
      .notNull()
      .references(() => offices.scodoficina),
    svia: varchar('svia', { length: 20 }).notNull(),
    scodmodalidad: varchar('scodmodalidad', { length: 20 }).notNull(),
    scodtipocarga: varchar('scodtipocarga', { length: 20 }).notNull(),
    nvalortarifakg: money('nvalortarifakg').notNull().default(0),
    nvalortarifam3: money('nvalortarifam3').notNull().default(0),
    nvalorpesovolum: money('nvalorpesovolum').notNull().default(0),
    nvalorcantidad: money('nvalorcantidad').notNull().default(0),
    nvalorcantinterno: money('nvalorcantinterno').notNull().default(0),
    nporcentajeseguro: money('nporcentajeseguro').notNull().default(0),
    nporcentajecargaimo: money('nporcentajecargaimo').notNull().default(0),
    ntarifaminima: money('ntarifaminima').notNull().default(0),
    sindvigente: char('sindvigente', { length: 1 }).notNull().default('S'),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfecmodificacion: timestamp('dfecmodificacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active tariff per key: a second one is a conflict (409), an inactive one may stay as history.
    uniqueIndex('tarifa_vigente_clave_idx')
      .on(t.nidcliente, t.scodoficinaorigen, t.scodoficinadestino, t.svia, t.scodmodalidad, t.scodtipocarga)
      .where(sql`${t.sindvigente} = 'S'`),
    index('tarifa_cliente_idx').on(t.nidcliente),
  ],
);

/**
 * The values of a tariff from a date (issue 12): editing a tariff's values adds a version, the old ones stay
 * readable, and an RA is priced by the version valid on its reception date. The `tarifa` row keeps the
 * values of the latest version created (the spec's detail call answers them).
 */
export const tariffVersions = pgTable(
  'tarifa_version',
  {
    nidversion: serial('nidversion').primaryKey(),
    nidtarifa: integer('nidtarifa')
      .notNull()
      .references(() => tariffs.nidtarifa),
    dvigenciadesde: date('dvigenciadesde', { mode: 'string' }).notNull(),
    nvalortarifakg: money('nvalortarifakg').notNull(),
    nvalortarifam3: money('nvalortarifam3').notNull(),
    nvalorpesovolum: money('nvalorpesovolum').notNull(),
    nvalorcantidad: money('nvalorcantidad').notNull(),
    nvalorcantinterno: money('nvalorcantinterno').notNull(),
    nporcentajeseguro: money('nporcentajeseguro').notNull(),
    nporcentajecargaimo: money('nporcentajecargaimo').notNull(),
    ntarifaminima: money('ntarifaminima').notNull(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tarifa_version_vigencia_idx').on(t.nidtarifa, t.dvigenciadesde, t.nidversion)],
);
