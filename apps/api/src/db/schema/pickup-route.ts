// Issue 35, the first mile on the road: a pickup request (retiro) as a stop of a hoja de ruta.
import { PICKUP_STOP_STATES, type PickupStopState } from '@carga/domain';
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { pickups } from './pickup.ts';
import { deliveryRoutes } from './reparto.ts';
import { users } from './users.ts';

/** The domain's codes as a SQL list: the constraint follows the constants, never typed again. */
const codes = (list: readonly string[]) => sql.raw(list.map((code) => `'${code}'`).join(', '));

export const pickupStops = pgTable(
  'hoja_ruta_retiro',
  {
    nidparadaretiro: serial('nidparadaretiro').primaryKey(),
    nidhojaruta: integer('nidhojaruta')
      .notNull()
      .references(() => deliveryRoutes.nidhojaruta),
    nidretiro: integer('nidretiro')
      .notNull()
      .references(() => pickups.nidretiro),
    norden: smallint('norden').notNull(),
    /** PENDIENTE, RETIRADO or NO_RETIRADO (with `smotivo`), domain rules/pickup-route.ts. */
    sestado: varchar('sestado', { length: 12 }).$type<PickupStopState>().notNull().default('PENDIENTE'),
    smotivo: varchar('smotivo', { length: 10 }),
    sobservacion: varchar('sobservacion', { length: 200 }),
    /**
     * 'S' while the stop holds its request (pending on a route not closed): one request is on one such stop
     * at most, which the unique index below keeps whatever races (two planners, two servers).
     */
    sindvigente: char('sindvigente', { length: 1 }).notNull().default('S'),
    /** The packages the driver took, who handed them over (name, RUT when given). */
    nbultosretirados: integer('nbultosretirados'),
    snombreentrega: varchar('snombreentrega', { length: 100 }),
    srutentrega: varchar('srutentrega', { length: 12 }),
    dfhoresultado: timestamp('dfhoresultado', { withTimezone: true }),
    /** The driver who recorded the outcome. */
    nidusuario: integer('nidusuario').references(() => users.nidusuario),
    /**
     * The evidence, in the file store by content (a request has no RA yet, so no `adjunto` row): the
     * signature's PNG, the photo and its type. The file sweep counts them as referenced.
     */
    shashfirma: char('shashfirma', { length: 64 }),
    shashfoto: char('shashfoto', { length: 64 }),
    stipofoto: varchar('stipofoto', { length: 40 }),
  },
  (t) => [
    uniqueIndex('hoja_ruta_retiro_ruta_retiro_idx').on(t.nidhojaruta, t.nidretiro),
    index('hoja_ruta_retiro_retiro_idx').on(t.nidretiro),
    uniqueIndex('hoja_ruta_retiro_vigente_idx').on(t.nidretiro).where(sql`${t.sindvigente} = 'S'`),
    check('hoja_ruta_retiro_estado_chk', sql`${t.sestado} in (${codes(PICKUP_STOP_STATES)})`),
    check('hoja_ruta_retiro_vigente_chk', sql`${t.sindvigente} in ('S', 'N')`),
    check(
      'hoja_ruta_retiro_bultos_chk',
      sql`${t.nbultosretirados} is null or ${t.nbultosretirados} between 1 and 999`,
    ),
  ],
);
