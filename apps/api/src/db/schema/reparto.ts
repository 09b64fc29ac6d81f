// Issue 35, door to door: the hojas de ruta of a destination warehouse and their stops (paradas).
import { ROUTE_STATES, type RouteState, STOP_STATES, type StopState } from '@carga/domain';
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { payments } from './billing.ts';
import { receptions } from './receptions.ts';
import { warehouses } from './reference.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
/** The domain's codes as a SQL list: the constraint follows the constants, never typed again. */
const codes = (list: readonly string[]) => sql.raw(list.map((code) => `'${code}'`).join(', '));

export const deliveryRoutes = pgTable(
  'hoja_ruta',
  {
    nidhojaruta: serial('nidhojaruta').primaryKey(),
    scodbodega: varchar('scodbodega', { length: 10 })
      .notNull()
      .references(() => warehouses.scodbodega),
    dfecha: date('dfecha', { mode: 'string' }).notNull(),
    /** The driver: a user with the CONDUCTOR profile at the warehouse. */
    nidconductor: integer('nidconductor')
      .notNull()
      .references(() => users.nidusuario),
    spatente: varchar('spatente', { length: 8 }).notNull(),
    /** The vehicle's capacity; 0 is not checked. */
    ncapacidadkg: numeric('ncapacidadkg', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    ncapacidadm3: numeric('ncapacidadm3', { precision: 12, scale: 3, mode: 'number' }).notNull().default(0),
    /** PLANIFICADA → CARGANDO → EN_RUTA → CERRADA (domain rules/reparto.ts). */
    sestado: varchar('sestado', { length: 12 }).$type<RouteState>().notNull().default('PLANIFICADA'),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfhocreacion: at('dfhocreacion').notNull().defaultNow(),
    dfhosalida: at('dfhosalida'),
    dfhocierre: at('dfhocierre'),
  },
  (t) => [
    index('hoja_ruta_bodega_fecha_idx').on(t.scodbodega, t.dfecha),
    index('hoja_ruta_conductor_fecha_idx').on(t.nidconductor, t.dfecha),
    check('hoja_ruta_estado_chk', sql`${t.sestado} in (${codes(ROUTE_STATES)})`),
  ],
);

export const deliveryStops = pgTable(
  'hoja_ruta_parada',
  {
    nidparada: serial('nidparada').primaryKey(),
    nidhojaruta: integer('nidhojaruta')
      .notNull()
      .references(() => deliveryRoutes.nidhojaruta),
    norden: smallint('norden').notNull(),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra),
    /** PENDIENTE, ENTREGADO or NO_ENTREGADO (with `smotivo`). */
    sestado: varchar('sestado', { length: 12 }).$type<StopState>().notNull().default('PENDIENTE'),
    smotivo: varchar('smotivo', { length: 10 }),
    /**
     * 'S' while the stop holds its RA (pending on a route not closed): one RA is on one such stop at most,
     * which the unique index below keeps whatever races (two planners, two servers).
     */
    sindvigente: char('sindvigente', { length: 1 }).notNull().default('S'),
    dfhoresultado: at('dfhoresultado'),
    nidusuario: integer('nidusuario').references(() => users.nidusuario),
    /** What the driver collected at this door (a POR PAGAR RA), in the driver's caja. */
    nidpago: integer('nidpago').references(() => payments.nidpago),
  },
  (t) => [
    uniqueIndex('hoja_ruta_parada_ruta_ra_idx').on(t.nidhojaruta, t.nidra),
    index('hoja_ruta_parada_ra_idx').on(t.nidra),
    uniqueIndex('hoja_ruta_parada_vigente_idx').on(t.nidra).where(sql`${t.sindvigente} = 'S'`),
    check('hoja_ruta_parada_estado_chk', sql`${t.sestado} in (${codes(STOP_STATES)})`),
  ],
);
