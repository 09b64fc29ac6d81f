import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  char,
  date,
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
import { offices, warehouses } from './reference.ts';
import { users } from './users.ts';

/** The words of a name as the name search indexes and queries them (no language: names are not stemmed). */
export const nameWords = (column: AnyPgColumn) => sql`to_tsvector('simple', ${column})`;

// ---- Cargo receipts (RA), spec 1 section 3 ---------------------------------------------------------

const measure = (name: string) => numeric(name, { precision: 16, scale: 5, mode: 'number' });
/** A package's weight in kg as typed, to 10 g: up to 99.999,99 (the contract's bound). */
const kilos = (name: string) => numeric(name, { precision: 7, scale: 2, mode: 'number' });
/** A package's side in cm as typed, to the millimetre: up to 9.999,9. */
const centimetres = (name: string) => numeric(name, { precision: 5, scale: 1, mode: 'number' });

export const receptions = pgTable(
  'recepcion',
  {
    nidra: serial('nidra').primaryKey(),
    scodestado: varchar('scodestado', { length: 10 }).notNull().default('ENCREA'),
    dfecrecepcion: timestamp('dfecrecepcion', { withTimezone: true }).notNull().defaultNow(),
    dfecmodificacion: timestamp('dfecmodificacion', { withTimezone: true }).notNull().defaultNow(),
    /** When the cargo reached the origin warehouse (BORIG): the warehouse's 'ingresos del día'. */
    dfecingresobodega: timestamp('dfecingresobodega', { withTimezone: true }),
    nidusuariocreacion: integer('nidusuariocreacion')
      .notNull()
      .references(() => users.nidusuario),
    nidremitente: integer('nidremitente').references(() => clients.nidcliente),
    srutremitente: varchar('srutremitente', { length: 12 }).notNull(),
    snomremitente: varchar('snomremitente', { length: 100 }).notNull(),
    niddestinatario: integer('niddestinatario').references(() => clients.nidcliente),
    srutdestinatario: varchar('srutdestinatario', { length: 12 }).notNull(),
    snomdestinatario: varchar('snomdestinatario', { length: 100 }).notNull(),
    nidagente: integer('nidagente').references(() => clients.nidcliente),
    srutagente: varchar('srutagente', { length: 12 }).notNull().default(''),
    snomagente: varchar('snomagente', { length: 100 }).notNull().default(''),
    stiporecepcion: varchar('stiporecepcion', { length: 5 }).notNull().default('FISIC'),
    sviadespacho: varchar('sviadespacho', { length: 20 }).notNull().default('TER'),
    sotraviadespacho: varchar('sotraviadespacho', { length: 100 }).notNull().default(''),
    smodalidadenvio: varchar('smodalidadenvio', { length: 20 }).notNull().default('LCL'),
    scodoficinaorigen: varchar('scodoficinaorigen', { length: 10 })
      .notNull()
      .references(() => offices.scodoficina),
    scodoficinadestino: varchar('scodoficinadestino', { length: 10 }).references(() => offices.scodoficina),
    scodbodegaorigen: varchar('scodbodegaorigen', { length: 10 }).references(() => warehouses.scodbodega),
    scodbodegadestino: varchar('scodbodegadestino', { length: 10 }).references(() => warehouses.scodbodega),
    sfacturar: varchar('sfacturar', { length: 5 }),
    srutfacturar: varchar('srutfacturar', { length: 12 }),
    nidpagador: integer('nidpagador').references(() => clients.nidcliente),
    /** PAGADO, PORPAGAR or CTACTE (issue 33); null for RAs finished before it: never blocked. */
    scondicionpago: varchar('scondicionpago', { length: 10 }),
    sidtrackingext: varchar('sidtrackingext', { length: 50 }),
    sindretirolocal: char('sindretirolocal', { length: 1 }).notNull().default('N'),
    sindentregalocal: char('sindentregalocal', { length: 1 }).notNull().default('N'),
    sindprioritario: char('sindprioritario', { length: 1 }).notNull().default('N'),
    sindenviodirecto: char('sindenviodirecto', { length: 1 }).notNull().default('N'),
    scodtipocarga: varchar('scodtipocarga', { length: 20 }),
    sdescripcioncarga: varchar('sdescripcioncarga', { length: 200 }).notNull().default(''),
    scondicioncarga: varchar('scondicioncarga', { length: 200 }).notNull().default(''),
    scondicionadicional: varchar('scondicionadicional', { length: 200 }).notNull().default(''),
    sindrequierereemp: char('sindrequierereemp', { length: 1 }).notNull().default('N'),
    sindcargaimo: char('sindcargaimo', { length: 1 }).notNull().default('N'),
    sindsobredimension: char('sindsobredimension', { length: 1 }).notNull().default('N'),
    sindnoapilable: char('sindnoapilable', { length: 1 }).notNull().default('N'),
    sindplana: char('sindplana', { length: 1 }).notNull().default('N'),
    sindfragil: char('sindfragil', { length: 1 }).notNull().default('N'),
    sindreef: char('sindreef', { length: 1 }).notNull().default('N'),
    ntemperatura: integer('ntemperatura'),
    scodestadocarga: varchar('scodestadocarga', { length: 20 }).notNull().default('NORMAL'),
    // Totals kept on the RA so that lists never aggregate packages (spec: ncantidadbultos, nvolumenm3…).
    ncantidadbultos: integer('ncantidadbultos').notNull().default(0),
    ncantidadadjuntos: integer('ncantidadadjuntos').notNull().default(0),
    nvolumenm3: measure('nvolumenm3').notNull().default(0),
    npesobrutokg: measure('npesobrutokg').notNull().default(0),
    npesovolumetrico: measure('npesovolumetrico').notNull().default(0),
    ndensidad: measure('ndensidad').notNull().default(0),
  },
  (t) => [
    // The lists page newest first within one office or warehouse, optionally by state (docs/performance.md).
    index('recepcion_oficina_estado_idx').on(t.scodoficinaorigen, t.scodestado, t.nidra),
    index('recepcion_oficina_ra_idx').on(t.scodoficinaorigen, t.nidra),
    index('recepcion_oficina_fecha_idx').on(t.scodoficinaorigen, t.dfecrecepcion),
    // Cargo travelling to an office or waiting there (the dashboards' in-transit and pending-delivery
    // counts). Without nidra: nothing pages by it, and equal keys deduplicate (7 MB instead of 69 at 1 M RAs).
    index('recepcion_oficina_destino_estado_idx').on(t.scodoficinadestino, t.scodestado),
    index('recepcion_bodega_origen_estado_idx').on(t.scodbodegaorigen, t.scodestado, t.nidra),
    index('recepcion_bodega_destino_estado_idx').on(t.scodbodegadestino, t.scodestado, t.nidra),
    // Reparto (issue 35): the RAs waiting at a warehouse for a delivery at the door, the planner's list,
    // without walking every RA waiting there (5,000 a warehouse at a million RAs).
    index('recepcion_reparto_idx')
      .on(t.scodbodegadestino, t.nidra)
      .where(sql`${t.scodestado} = 'BDEST' and ${t.sindentregalocal} = 'S'`),
    index('recepcion_bodega_ingreso_idx').on(t.scodbodegaorigen, t.dfecingresobodega),
    // Gestión's 'Pendientes': the RAs waiting longest in each origin warehouse, oldest first (0023).
    index('recepcion_espera_idx')
      .on(
        sql`coalesce(${t.scodbodegaorigen}, '')`,
        sql`coalesce(${t.dfecingresobodega}, ${t.dfecrecepcion})`,
        t.nidra,
      )
      .where(sql`${t.scodestado} in ('BORIG', 'ENLIS')`),
    // Name searches ('otherwise as name') match the name's words, the last one typed from its start
    // (issue 15): word indexes, whose fast scan skips through a word every name has ('Cliente') by a rare
    // one, where trigrams of a substring read the long lists of every common trigram.
    index('recepcion_nom_remitente_palabras_idx').using('gin', nameWords(t.snomremitente)),
    index('recepcion_nom_destinatario_palabras_idx').using('gin', nameWords(t.snomdestinatario)),
    // RUT searches match from the start (LIKE 'x%'): pattern_ops serves both that and equality. With the
    // RA number second, a customer's RAs ('Mis cargas') come newest first and are counted from the index:
    // the recipient's and the billing party's also hold the parties before them, so that the count of
    // the RAs where the customer is the recipient but not the sender (and so on) reads the index alone
    // instead of hashing the three walks together (migration 0053).
    index('recepcion_rut_remitente_ra_idx').on(t.srutremitente.op('varchar_pattern_ops'), t.nidra),
    index('recepcion_rut_destinatario_ra_idx').on(
      t.srutdestinatario.op('varchar_pattern_ops'),
      t.nidra,
      t.srutremitente,
    ),
    index('recepcion_rut_facturar_ra_idx').on(
      t.srutfacturar.op('varchar_pattern_ops'),
      t.nidra,
      t.srutremitente,
      t.srutdestinatario,
    ),
  ],
);

export const repacks = pgTable(
  'reempaque',
  {
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    scodigo: varchar('scodigo', { length: 20 }).notNull(),
    ncantidad: integer('ncantidad').notNull(),
  },
  (t) => [primaryKey({ columns: [t.nidra, t.scodigo] })],
);

export const associatedDocuments = pgTable(
  'documento_asociado',
  {
    niddocumento: serial('niddocumento').primaryKey(),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    scodtipodocumento: varchar('scodtipodocumento', { length: 20 }).notNull(),
    sidentificadordocumento: varchar('sidentificadordocumento', { length: 20 }).notNull(),
    dfecdocumento: date('dfecdocumento', { mode: 'string' }).notNull(),
    sindsinvalor: char('sindsinvalor', { length: 1 }).notNull().default('N'),
    nvalordocumento: bigint('nvalordocumento', { mode: 'number' }),
  },
  (t) => [
    index('documento_ra_idx').on(t.nidra),
    index('documento_tipo_id_idx').on(t.scodtipodocumento, t.sidentificadordocumento),
  ],
);

export const packages = pgTable(
  'bulto',
  {
    niditem: serial('niditem').primaryKey(),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    scodtipobulto: varchar('scodtipobulto', { length: 20 }).notNull(),
    ncantidadbultos: integer('ncantidadbultos').notNull(),
    // Typed with decimals (issue 29): kilos to 10 g, centimetres to the millimetre (decisions.md).
    npesobultokg: kilos('npesobultokg').notNull(),
    nlargocm: centimetres('nlargocm').notNull(),
    nanchocm: centimetres('nanchocm').notNull(),
    naltocm: centimetres('naltocm').notNull(),
    sreferencia: varchar('sreferencia', { length: 100 }).notNull().default(''),
    nvolumenbultom3: measure('nvolumenbultom3').notNull(),
    npesovolumbulto: measure('npesovolumbulto').notNull(),
    ndensidadbulto: measure('ndensidadbulto').notNull(),
    nvolumentotalm3: measure('nvolumentotalm3').notNull(),
    npesovolumtotal: measure('npesovolumtotal').notNull(),
    npesototalkg: measure('npesototalkg').notNull(),
    ndensidadtotal: measure('ndensidadtotal').notNull(),
  },
  (t) => [index('bulto_ra_idx').on(t.nidra)],
);

/** Metadata only: the bytes live in the content-addressed file store, named by `shash`. */
export const attachments = pgTable(
  'adjunto',
  {
    nidadjunto: serial('nidadjunto').primaryKey(),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    stipoadjunto: varchar('stipoadjunto', { length: 40 }).notNull(),
    snombreadjunto: varchar('snombreadjunto', { length: 200 }).notNull(),
    shash: char('shash', { length: 64 }).notNull(),
    ntamano: integer('ntamano').notNull(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfecregistro: timestamp('dfecregistro', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('adjunto_ra_idx').on(t.nidra)],
);

/** The RA's history (the 'Bitácora' tab): every creation, edit and state change, who and when. */
export const raHistory = pgTable(
  'bitacora_ra',
  {
    nidbitacora: serial('nidbitacora').primaryKey(),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    dfecha: timestamp('dfecha', { withTimezone: true }).notNull().defaultNow(),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    saccion: varchar('saccion', { length: 40 }).notNull(),
    sdetalle: varchar('sdetalle', { length: 500 }).notNull().default(''),
    sestadoanterior: varchar('sestadoanterior', { length: 10 }),
    sestadonuevo: varchar('sestadonuevo', { length: 10 }),
  },
  (t) => [index('bitacora_ra_idx').on(t.nidra, t.nidbitacora)],
);

/**
 * Spreadsheets imported (issue 17), by the SHA-256 of their bytes: Confirm claims the file's row in its own
 * transaction, so a second submit of the same file (a double click, two requests at once, a colleague with
 * the same mail) waits for the first and is refused with the RAs it created, for IMPORT_REPEAT_HOURS.
 */
export const raImports = pgTable('importacion_ra', {
  shash: varchar('shash', { length: 64 }).primaryKey(),
  nidusuario: integer('nidusuario')
    .notNull()
    .references(() => users.nidusuario),
  dfecha: timestamp('dfecha', { withTimezone: true }).notNull().defaultNow(),
  nidras: integer('nidras').array().notNull(),
});

/**
 * Each imported row's fingerprint (the SHA-256 of its normalized content, fingerprint.ts) by the RA's origin
 * office, with the RA it made and when: Confirm refuses rows met here within IMPORT_REPEAT_HOURS, whatever
 * the file's bytes. The key is the lookup's index and what makes two identical imports racing on two
 * servers meet: the second one's insert waits for the first's commit and then finds the row.
 */
export const raImportRows = pgTable(
  'importacion_ra_fila',
  {
    scodoficina: varchar('scodoficina', { length: 10 })
      .notNull()
      .references(() => offices.scodoficina),
    shash: varchar('shash', { length: 64 }).notNull(),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra, { onDelete: 'cascade' }),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfecha: timestamp('dfecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.scodoficina, t.shash] }),
    // The hourly prune of rows past IMPORT_REPEAT_HOURS (pruneImportRows) walks this, not the table.
    index('importacion_ra_fila_fecha_idx').on(t.dfecha),
  ],
);
