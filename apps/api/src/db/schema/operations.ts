// Warehouse operations with their costs, and the load lists that carry their RAs (spec 2).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  char,
  check,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { clients } from './parties.ts';
import { packages, receptions } from './receptions.ts';
import { warehouses } from './reference.ts';
import { users } from './users.ts';

export const operations = pgTable(
  'operacion',
  {
    nidoperacion: serial('nidoperacion').primaryKey(),
    sdescripcion: varchar('sdescripcion', { length: 100 }).notNull().default(''),
    scodbodegaorigen: varchar('scodbodegaorigen', { length: 10 })
      .notNull()
      .references(() => warehouses.scodbodega),
    scodbodegadestino: varchar('scodbodegadestino', { length: 10 })
      .notNull()
      .references(() => warehouses.scodbodega),
    scodigovia: varchar('scodigovia', { length: 20 }).notNull(),
    scodtipoequipo: varchar('scodtipoequipo', { length: 20 }).notNull(),
    scodmodalidadenvio: varchar('scodmodalidadenvio', { length: 20 }).notNull().default('LCL'),
    nidclientecargafull: integer('nidclientecargafull').references(() => clients.nidcliente),
    srutclientefull: varchar('srutclientefull', { length: 12 }).notNull().default(''),
    /** ABIERTA or CERRADA. */
    sestado: varchar('sestado', { length: 10 }).notNull().default('ABIERTA'),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfhocreacion: timestamp('dfhocreacion', { withTimezone: true }).notNull().defaultNow(),
    dfhocierre: timestamp('dfhocierre', { withTimezone: true }),
    /**
     * The operation's sale total as the list shows it, kept so that a page of operations does not split
     * thousands of stored prices (issue 15). It holds while the operation has no row in
     * `venta_operacion_cambio` (see there); null until first computed.
     */
    nventa: doublePrecision('nventa'),
    /**
     * The sum of the operation's costs, kept by the statement triggers of migration 0029 on
     * `costo_operacion` in the transaction of every change: Gestión's 'Ventas' reads two years of
     * operations without summing each one's costs, and the operations list reads the column.
     */
    ncostototal: bigint('ncostototal', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('operacion_bodega_estado_idx').on(t.scodbodegaorigen, t.sestado, t.nidoperacion),
    index('operacion_bodega_destino_idx').on(t.scodbodegadestino, t.nidoperacion),
  ],
);

/**
 * Changes an operation's stored sale depends on, not yet folded into it: triggers of migrations 0014 and
 * 0021 insert one row per operation in the transaction of each change (an insert takes no lock another
 * change waits for; updating `operacion` did, and 16 devices scanning onto one operation's lists queued on
 * it). A reader or the periodic compaction (`keepSale`) takes the operation row skip locked, deletes the
 * rows it sees, computes and stores the sale: a change not yet committed keeps its row, so the next one
 * computes again. A reader that finds the row held computes the sale on the fly (issue 31).
 */
export const operationSaleChanges = pgTable(
  'venta_operacion_cambio',
  {
    nidcambio: bigserial('nidcambio', { mode: 'number' }).primaryKey(),
    nidoperacion: integer('nidoperacion').notNull(),
  },
  (t) => [index('venta_operacion_cambio_operacion_idx').on(t.nidoperacion)],
);

export const operationCosts = pgTable(
  'costo_operacion',
  {
    nidcosto: serial('nidcosto').primaryKey(),
    nidoperacion: integer('nidoperacion')
      .notNull()
      .references(() => operations.nidoperacion, { onDelete: 'cascade' }),
    scodtipocosto: varchar('scodtipocosto', { length: 20 }).notNull(),
    nmontocosto: bigint('nmontocosto', { mode: 'number' }).notNull(),
    nidproveedor: integer('nidproveedor').references(() => clients.nidcliente),
    snumfactura: varchar('snumfactura', { length: 20 }).notNull().default(''),
    dfhofactura: date('dfhofactura', { mode: 'string' }),
    /** OPE: the whole operation; RA: one RA of it (`nidra`). */
    scodtipoasignacion: varchar('scodtipoasignacion', { length: 5 }).notNull().default('OPE'),
    nidra: integer('nidra').references(() => receptions.nidra),
    sindinvolucraventa: char('sindinvolucraventa', { length: 1 }).notNull().default('N'),
    nmontoventa: bigint('nmontoventa', { mode: 'number' }),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfhocreacion: timestamp('dfhocreacion', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('costo_operacion_idx').on(t.nidoperacion)],
);

export const loadingLists = pgTable(
  'lista_carga',
  {
    nidlistacarga: serial('nidlistacarga').primaryKey(),
    /** The code users see and the paths carry, e.g. LC000042. */
    scodlistacarga: varchar('scodlistacarga', { length: 20 }).notNull().unique(),
    nidoperacion: integer('nidoperacion')
      .notNull()
      .references(() => operations.nidoperacion),
    /**
     * Its operation's destination warehouse, kept by the triggers of migration 0028 (set on insert whatever
     * is given, followed when the operation's changes): 'Recibir' pages and counts the lists of a
     * warehouse on one index of this table, without walking its operations (issue 15).
     */
    scodbodegadestino: varchar('scodbodegadestino', { length: 10 }).notNull().default(''),
    /** ENCREA, CERRADA, DESPA, RECEP. */
    scodestadolista: varchar('scodestadolista', { length: 10 }).notNull().default('ENCREA'),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfhocreacion: timestamp('dfhocreacion', { withTimezone: true }).notNull().defaultNow(),
    spatentecamion: varchar('spatentecamion', { length: 10 }),
    spatenteacoplado: varchar('spatenteacoplado', { length: 10 }),
    snombreconductor: varchar('snombreconductor', { length: 100 }),
    spreftelefonoconductor: varchar('spreftelefonoconductor', { length: 5 }),
    nnumtelefonoconductor: varchar('nnumtelefonoconductor', { length: 15 }),
    dfhocierre: timestamp('dfhocierre', { withTimezone: true }),
    sselloseguridad: varchar('sselloseguridad', { length: 50 }),
    scomentariodespacho: varchar('scomentariodespacho', { length: 2000 }),
    dfhodespacho: timestamp('dfhodespacho', { withTimezone: true }),
    dfhorecepcion: timestamp('dfhorecepcion', { withTimezone: true }),
    /** The seal the destination found on the truck (typed or scanned at 'Recibir'), who and when. */
    ssellollegada: varchar('ssellollegada', { length: 50 }),
    dfhosellollegada: timestamp('dfhosellollegada', { withTimezone: true }),
    nidusuariosellollegada: integer('nidusuariosellollegada').references(() => users.nidusuario),
    /** 'S' when the seal found at the destination is not the one the list left with. */
    sindincidenciasello: char('sindincidenciasello', { length: 1 }).notNull().default('N'),
    /**
     * What the list carries: RAs, units, kg and m³ of the units entered (issue 15). Kept by triggers of
     * migration 0017 in the transaction of every change of its lines, its RAs or their packages' measures,
     * so the list screens read four columns instead of summing each list's lines.
     */
    ntotalra: integer('ntotalra').notNull().default(0),
    ntotalbultos: integer('ntotalbultos').notNull().default(0),
    ntotalpesokg: numeric('ntotalpesokg', { precision: 24, scale: 10, mode: 'number' }).notNull().default(0),
    ntotalvolumenm3: numeric('ntotalvolumenm3', { precision: 24, scale: 10, mode: 'number' })
      .notNull()
      .default(0),
  },
  (t) => [
    index('lista_carga_operacion_idx').on(t.nidoperacion),
    index('lista_carga_estado_idx').on(t.scodestadolista, t.nidlistacarga),
    // 'Recibir': a warehouse's lists newest first, and their count, on the index alone.
    index('lista_carga_bodega_destino_idx').on(t.scodbodegadestino, t.nidlistacarga),
    // Received lists, latest reception first: the differences page walks them and stops at its lines.
    index('lista_carga_recepcion_idx').on(t.scodestadolista, t.dfhorecepcion),
    // The few lists whose seal differed at the destination, latest first: the origin dashboard's count.
    index('lista_carga_incidencia_sello_idx').on(t.sindincidenciasello, t.dfhosellollegada),
  ],
);

export const loadingListRas = pgTable(
  'lista_carga_ra',
  {
    nidlistacarga: integer('nidlistacarga')
      .notNull()
      .references(() => loadingLists.nidlistacarga, { onDelete: 'cascade' }),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra),
    sobservaciones: varchar('sobservaciones', { length: 500 }).notNull().default(''),
    dfhoingreso: timestamp('dfhoingreso', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.nidlistacarga, t.nidra] }), index('lista_carga_ra_ra_idx').on(t.nidra)],
);

/**
 * Positive when a counted line arrived short or damaged: the larger of its missing and damaged units (NULL
 * until counted). Queries must use this very expression to use `lista_carga_bulto_diferencia_idx`.
 */
export const arrivalDifference = (t: {
  ncantidadingresada: AnyPgColumn;
  ncantidadrecibida: AnyPgColumn;
  ncantidaddanada: AnyPgColumn;
}) => sql`greatest(${t.ncantidadingresada} - ${t.ncantidadrecibida}, ${t.ncantidaddanada})`;

/** How many units of each package line travel on a list; an RA may travel in parts on several lists. */
export const loadingListPackages = pgTable(
  'lista_carga_bulto',
  {
    nidlistacarga: integer('nidlistacarga')
      .notNull()
      .references(() => loadingLists.nidlistacarga, { onDelete: 'cascade' }),
    niditem: integer('niditem')
      .notNull()
      .references(() => packages.niditem),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra),
    ncantidadingresada: integer('ncantidadingresada').notNull(),
    /** Filled at the destination: what arrived, what arrived damaged, and why it differs. */
    ncantidadrecibida: integer('ncantidadrecibida'),
    ncantidaddanada: integer('ncantidaddanada'),
    smotivodiferencia: varchar('smotivodiferencia', { length: 200 }),
  },
  (t) => [
    primaryKey({ columns: [t.nidlistacarga, t.niditem] }),
    index('lista_carga_bulto_item_idx').on(t.niditem),
    index('lista_carga_bulto_ra_idx').on(t.nidra),
    // The few lines that arrived short or damaged (~1 %), for the origin office's dashboard. An expression
    // index rather than a partial one: ANALYZE keeps statistics of the expression, so the planner knows how
    // few lines differ (for a comparison of two columns it guesses a third of the table; performance.md).
    index('lista_carga_bulto_diferencia_idx').on(arrivalDifference(t)),
    check('lista_carga_bulto_cantidad_chk', sql`${t.ncantidadingresada} > 0`),
  ],
);
