// Accounts, their sessions and the sign-in throttle.
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
    /** The client's address at sign-in: a device known to the user is not slowed by others' failures. */
    sdireccion: text('sdireccion'),
    /** The refresh token replaced last, still answered with the same new pair until `drotada` + grace. */
    srefreshprevio: varchar('srefreshprevio', { length: 64 }),
    drotada: timestamp('drotada', { withTimezone: true }),
  },
  (t) => [
    index('sesion_usuario_usuario_idx').on(t.nidusuario),
    index('sesion_usuario_direccion_idx').on(t.nidusuario, t.sdireccion),
  ],
);

/**
 * Failed sign-ins per user name and client address (`sdireccion` = '' counts the name from every
 * address). An attempt is counted before its password is checked, under a row lock, so a parallel
 * burst cannot pass the check together; no attempt is checked before `dbloqueohasta`.
 */
export const loginThrottle = pgTable(
  'intento_login',
  {
    susuario: varchar('susuario', { length: 100 }).notNull(),
    sdireccion: text('sdireccion').notNull().default(''),
    nfallos: integer('nfallos').notNull().default(0),
    dbloqueohasta: timestamp('dbloqueohasta', { withTimezone: true }),
    dultimofallo: timestamp('dultimofallo', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'intento_login_pk', columns: [t.susuario, t.sdireccion] }),
    index('intento_login_ultimo_idx').on(t.dultimofallo),
  ],
);

/**
 * The request counters of @fastify/rate-limit (a ceiling per client address on the sign-in and refresh
 * calls), kept in PostgreSQL so that every server behind the balancer counts the same requests.
 */
export const rateLimitCounters = pgTable(
  'limite_solicitud',
  {
    sclave: text('sclave').primaryKey(),
    ncontador: integer('ncontador').notNull(),
    dinicio: timestamp('dinicio', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('limite_solicitud_inicio_idx').on(t.dinicio)],
);
