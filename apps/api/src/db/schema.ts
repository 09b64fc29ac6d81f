import { sql } from 'drizzle-orm';
import {
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Column names are the spec's field names (spec 1 and 2, section 3): no mapping layer.

export const offices = pgTable('oficina', {
  scodoficina: varchar('scodoficina', { length: 10 }).primaryKey(),
  snomoficina: varchar('snomoficina', { length: 100 }).notNull(),
  sdireccion: varchar('sdireccion', { length: 200 }).notNull().default(''),
});

export const warehouses = pgTable('bodega', {
  scodbodega: varchar('scodbodega', { length: 10 }).primaryKey(),
  snombodega: varchar('snombodega', { length: 100 }).notNull(),
  sdireccion: varchar('sdireccion', { length: 200 }).notNull().default(''),
});

/** Every code list of the screens (vías, modalities, cargo types…), one group per list. */
export const parameters = pgTable(
  'parametro',
  {
    sgrupo: varchar('sgrupo', { length: 40 }).notNull(),
    scodparametro01: varchar('scodparametro01', { length: 20 }).notNull(),
    scodparametro02: varchar('scodparametro02', { length: 20 }),
    sdeslargo01: varchar('sdeslargo01', { length: 200 }).notNull(),
    norden: integer('norden').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sgrupo, t.scodparametro01] })],
);

export const regions = pgTable('region', {
  scodregion: varchar('scodregion', { length: 2 }).primaryKey(),
  snomregion: varchar('snomregion', { length: 100 }).notNull(),
});

export const cities = pgTable(
  'ciudad',
  {
    scodciudad: varchar('scodciudad', { length: 5 }).primaryKey(),
    snomciudad: varchar('snomciudad', { length: 100 }).notNull(),
    scodregion: varchar('scodregion', { length: 2 })
      .notNull()
      .references(() => regions.scodregion),
  },
  (t) => [index('ciudad_region_idx').on(t.scodregion)],
);

export const clients = pgTable('cliente', {
  nidcliente: serial('nidcliente').primaryKey(),
  srutcliente: varchar('srutcliente', { length: 12 }).notNull().unique(),
  snombrecliente: varchar('snombrecliente', { length: 200 }).notNull(),
  snombrecorto: varchar('snombrecorto', { length: 100 }).notNull(),
  sindempresa: char('sindempresa', { length: 1 }).notNull().default('S'),
  sindclientecontr: char('sindclientecontr', { length: 1 }).notNull().default('N'),
  sindclientecouri: char('sindclientecouri', { length: 1 }).notNull().default('N'),
  sindproveedor: char('sindproveedor', { length: 1 }).notNull().default('S'),
  sindproveedorint: char('sindproveedorint', { length: 1 }).notNull().default('N'),
  sindfacturacion: char('sindfacturacion', { length: 1 }).notNull().default('N'),
  srutfacturacion: varchar('srutfacturacion', { length: 12 }),
  sidfactura: varchar('sidfactura', { length: 10 }),
  sprefijotelefono: varchar('sprefijotelefono', { length: 5 }),
  stelefono: varchar('stelefono', { length: 15 }),
  sterminoenvio: varchar('sterminoenvio', { length: 20 }),
  stipoentrega: varchar('stipoentrega', { length: 20 }),
  sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
  dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
});

export const clientAddresses = pgTable(
  'direccion',
  {
    niddireccion: serial('niddireccion').primaryKey(),
    nidcliente: integer('nidcliente')
      .notNull()
      .references(() => clients.nidcliente),
    scalle: varchar('scalle', { length: 200 }).notNull().default(''),
    snumeracion: varchar('snumeracion', { length: 20 }).notNull().default(''),
    srestodireccion: varchar('srestodireccion', { length: 200 }).notNull().default(''),
    scodcomuna: varchar('scodcomuna', { length: 5 }).references(() => cities.scodciudad),
    scodpostal: varchar('scodpostal', { length: 10 }).notNull().default('0'),
    sindentrega: char('sindentrega', { length: 1 }).notNull().default('N'),
    sindretiro: char('sindretiro', { length: 1 }).notNull().default('N'),
    sindfacturacion: char('sindfacturacion', { length: 1 }).notNull().default('N'),
    sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
  },
  (t) => [index('direccion_cliente_idx').on(t.nidcliente)],
);

export const users = pgTable('usuario', {
  nidusuario: serial('nidusuario').primaryKey(),
  susuario: varchar('susuario', { length: 100 }).notNull().unique(),
  snombre: varchar('snombre', { length: 200 }).notNull(),
  /** argon2id; never selected by a response schema. */
  spasswordhash: text('spasswordhash').notNull(),
  /** Set for customers only: the client RUT whose cargo they follow. */
  srut: varchar('srut', { length: 12 }),
  oficinas: text('oficinas').array().notNull().default(sql`'{}'::text[]`),
  bodegas: text('bodegas').array().notNull().default(sql`'{}'::text[]`),
  menus: text('menus').array().notNull().default(sql`'{}'::text[]`),
  sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
  dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
});

/** One signed-in device: rotating refresh token, revocable as a whole. */
export const userSessions = pgTable(
  'sesion_usuario',
  {
    sidsesion: uuid('sidsesion').primaryKey(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    srefreshhash: varchar('srefreshhash', { length: 64 }).notNull(),
    dexpira: timestamp('dexpira', { withTimezone: true }).notNull(),
    drevocada: timestamp('drevocada', { withTimezone: true }),
    dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sesion_usuario_usuario_idx').on(t.nidusuario)],
);

/** Failed sign-ins per user name, to slow down and then refuse guessing. */
export const loginThrottle = pgTable('intento_login', {
  susuario: varchar('susuario', { length: 100 }).primaryKey(),
  nfallos: integer('nfallos').notNull().default(0),
  dbloqueohasta: timestamp('dbloqueohasta', { withTimezone: true }),
  dultimofallo: timestamp('dultimofallo', { withTimezone: true }).notNull().defaultNow(),
});
