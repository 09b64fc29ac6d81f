// Cargo events for people and systems outside the company (issue 16): the transactional outbox of
// e-mail notices and webhook deliveries. Each row is written in the transaction of the state change.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './parties.ts';
import { pickups } from './pickup.ts';
import { receptions } from './receptions.ts';
import { users } from './users.ts';

/**
 * What happened to an RA that its sender, its recipient and their systems hear of: received at origin,
 * dispatched, arrived at destination, delivered. `sreferencia` tells two events of one kind apart (the
 * load list of a dispatch), so the same change recorded twice is one event. Issue 35: or what happened to
 * a pickup request (`nidretiro`, before it has an RA): planned, picked up, a visit without success,
 * received, annulled; exactly one of the two is set.
 */
export const cargoEvents = pgTable(
  'evento_carga',
  {
    nidevento: bigserial('nidevento', { mode: 'number' }).primaryKey(),
    nidra: integer('nidra').references(() => receptions.nidra, { onDelete: 'cascade' }),
    nidretiro: integer('nidretiro').references(() => pickups.nidretiro, { onDelete: 'cascade' }),
    sevento: varchar('sevento', { length: 20 }).notNull(),
    sreferencia: varchar('sreferencia', { length: 40 }).notNull().default(''),
    jdatos: jsonb('jdatos').notNull().default({}),
    dfecha: timestamp('dfecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('evento_carga_unico_idx').on(t.nidra, t.sevento, t.sreferencia),
    uniqueIndex('evento_retiro_unico_idx')
      .on(t.nidretiro, t.sevento, t.sreferencia)
      .where(sql`${t.nidretiro} is not null`),
    check('evento_carga_sujeto_chk', sql`(${t.nidra} is null) <> (${t.nidretiro} is null)`),
  ],
);

/** One e-mail notice per recipient of an event: the outbox row a worker sends, retries and marks. */
export const notices = pgTable(
  'notificacion',
  {
    nidnotificacion: bigserial('nidnotificacion', { mode: 'number' }).primaryKey(),
    nidevento: bigint('nidevento', { mode: 'number' })
      .notNull()
      .references(() => cargoEvents.nidevento, { onDelete: 'cascade' }),
    /** The RA, or (issue 35) the pickup request the event is about. */
    nidra: integer('nidra'),
    nidretiro: integer('nidretiro'),
    nidcliente: integer('nidcliente').references(() => clients.nidcliente),
    /** REMITENTE or DESTINATARIO; SOLICITANTE for a pickup request's client. */
    srol: varchar('srol', { length: 12 }).notNull(),
    semail: varchar('semail', { length: 254 }).notNull(),
    sasunto: varchar('sasunto', { length: 200 }).notNull(),
    /** PENDIENTE, ENVIANDO, ENVIADA or FALLIDA. */
    sestado: varchar('sestado', { length: 10 }).notNull().default('PENDIENTE'),
    nintentos: integer('nintentos').notNull().default(0),
    serror: varchar('serror', { length: 500 }),
    /** The Message-ID: fixed per notice, so a resend after a crash is recognisable as the same message. */
    smessageid: varchar('smessageid', { length: 200 }),
    /** The .eml file under DATA_DIR/outbox when no SMTP server is configured. */
    sarchivo: varchar('sarchivo', { length: 300 }),
    dfecproximo: timestamp('dfecproximo', { withTimezone: true }).notNull().defaultNow(),
    dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
    dfecenvio: timestamp('dfecenvio', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notificacion_destinatario_idx').on(t.nidevento, t.semail),
    index('notificacion_pendiente_idx').on(t.sestado, t.dfecproximo),
    index('notificacion_ra_idx').on(t.nidra),
    index('notificacion_retiro_idx').on(t.nidretiro).where(sql`${t.nidretiro} is not null`),
  ],
);

/** A business client's endpoint: the same events POSTed as JSON signed with HMAC-SHA256. */
export const webhooks = pgTable(
  'webhook',
  {
    nidwebhook: serial('nidwebhook').primaryKey(),
    nidcliente: integer('nidcliente')
      .notNull()
      .references(() => clients.nidcliente),
    surl: varchar('surl', { length: 500 }).notNull(),
    ssecreto: varchar('ssecreto', { length: 100 }).notNull(),
    sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
    /** Failed attempts in a row of this receiver (issue 30): from a threshold on it is paused. */
    nfallosseguidos: integer('nfallosseguidos').notNull().default(0),
    /** Until when the receiver is paused: its deliveries wait and take no worker (null: not paused). */
    dfecpausa: timestamp('dfecpausa', { withTimezone: true }),
  },
  (t) => [index('webhook_cliente_idx').on(t.nidcliente)],
);

/** One delivery of one event to one endpoint, with its attempts: the delivery log and 'Reenviar'. */
export const webhookDeliveries = pgTable(
  'webhook_entrega',
  {
    nidentrega: bigserial('nidentrega', { mode: 'number' }).primaryKey(),
    nidwebhook: integer('nidwebhook')
      .notNull()
      .references(() => webhooks.nidwebhook, { onDelete: 'cascade' }),
    nidevento: bigint('nidevento', { mode: 'number' })
      .notNull()
      .references(() => cargoEvents.nidevento, { onDelete: 'cascade' }),
    /** PENDIENTE, ENVIANDO, ENTREGADO or FALLIDO. */
    sestado: varchar('sestado', { length: 10 }).notNull().default('PENDIENTE'),
    nintentos: integer('nintentos').notNull().default(0),
    /** The HTTP status of the last attempt. */
    nultimoestado: integer('nultimoestado'),
    serror: varchar('serror', { length: 500 }),
    dfecproximo: timestamp('dfecproximo', { withTimezone: true }).notNull().defaultNow(),
    dfecultimo: timestamp('dfecultimo', { withTimezone: true }),
    dfeccreacion: timestamp('dfeccreacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_entrega_unica_idx').on(t.nidwebhook, t.nidevento),
    index('webhook_entrega_pendiente_idx').on(t.sestado, t.dfecproximo),
  ],
);
