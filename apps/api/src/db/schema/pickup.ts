// Issue 35, door to door: the first mile — pickup requests (solicitudes de retiro).
import { PICKUP_ORIGINS, PICKUP_STATES, type PickupOrigin, type PickupState } from '@carga/domain';
import { sql } from 'drizzle-orm';
import {
  check,
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
import { receptions } from './receptions.ts';
import { cities, offices } from './reference.ts';
import { users } from './users.ts';

/** The domain's codes as a SQL list: the constraint follows the constants, never typed again. */
const codes = (list: readonly string[]) => sql.raw(list.map((code) => `'${code}'`).join(', '));

export const pickups = pgTable(
  'retiro',
  {
    nidretiro: serial('nidretiro').primaryKey(),
    /** The client whose cargo is picked up. */
    nidcliente: integer('nidcliente')
      .notNull()
      .references(() => clients.nidcliente),
    /** The office that receives the cargo (and makes its RA). */
    scodoficina: varchar('scodoficina', { length: 10 })
      .notNull()
      .references(() => offices.scodoficina),
    sdireccion: varchar('sdireccion', { length: 200 }).notNull(),
    scodcomuna: varchar('scodcomuna', { length: 5 })
      .notNull()
      .references(() => cities.scodciudad),
    scontacto: varchar('scontacto', { length: 100 }).notNull(),
    stelefono: varchar('stelefono', { length: 20 }).notNull(),
    dfecha: date('dfecha', { mode: 'string' }).notNull(),
    /** The time window of the visit, 'HH:MM' on Chile's clock. */
    shoradesde: varchar('shoradesde', { length: 5 }).notNull(),
    shorahasta: varchar('shorahasta', { length: 5 }).notNull(),
    /** Declared by whoever asks; the RA counts and weighs them at the office. */
    nbultos: integer('nbultos').notNull(),
    npesokg: numeric('npesokg', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    sdescripcion: varchar('sdescripcion', { length: 200 }).notNull().default(''),
    /** SOLICITADO → PLANIFICADO → RETIRADO → RECIBIDO, or ANULADO (domain rules/pickup.ts). */
    sestado: varchar('sestado', { length: 12 }).$type<PickupState>().notNull().default('SOLICITADO'),
    /** PORTAL (the customer) or OFICINA (staff). */
    sorigen: varchar('sorigen', { length: 8 }).$type<PickupOrigin>().notNull(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfhocreacion: timestamp('dfhocreacion', { withTimezone: true }).notNull().defaultNow(),
    smotivoanulacion: varchar('smotivoanulacion', { length: 200 }),
    /** The RA the request became at the office. */
    nidra: integer('nidra').references(() => receptions.nidra),
  },
  (t) => [
    index('retiro_oficina_fecha_estado_idx').on(t.scodoficina, t.dfecha, t.sestado),
    index('retiro_cliente_idx').on(t.nidcliente, t.nidretiro),
    // The request an RA was made from, found at the RA's finish and void (never a scan of the requests);
    // one request an RA.
    uniqueIndex('retiro_ra_idx').on(t.nidra).where(sql`${t.nidra} is not null`),
    check('retiro_estado_chk', sql`${t.sestado} in (${codes(PICKUP_STATES)})`),
    check('retiro_origen_chk', sql`${t.sorigen} in (${codes(PICKUP_ORIGINS)})`),
    check('retiro_ventana_chk', sql`${t.shoradesde} < ${t.shorahasta}`),
    check('retiro_bultos_chk', sql`${t.nbultos} >= 1`),
    check('retiro_peso_chk', sql`${t.npesokg} >= 0`),
  ],
);
