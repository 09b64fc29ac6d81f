// Accounts, their sessions and the sign-in throttle.
import { sql } from 'drizzle-orm';
import { char, index, integer, pgTable, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

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
