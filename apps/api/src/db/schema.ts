import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

// Column names are the spec's field names (spec 1 and 2, section 3): no mapping layer.

export const offices = pgTable('oficina', {
  scodoficina: varchar('scodoficina', { length: 10 }).primaryKey(),
  snomoficina: varchar('snomoficina', { length: 100 }).notNull(),
  sdireccion: varchar('sdireccion', { length: 200 }).notNull().default(''),
  sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
});

export const warehouses = pgTable('bodega', {
  scodbodega: varchar('scodbodega', { length: 10 }).primaryKey(),
  snombodega: varchar('snombodega', { length: 100 }).notNull(),
  sdireccion: varchar('sdireccion', { length: 200 }).notNull().default(''),
  sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
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
    /** Package types can be retired from the configuration; the other lists are code-defined. */
    sindactivo: char('sindactivo', { length: 1 }).notNull().default('S'),
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

// ---- Cargo receipts (RA), spec 1 section 3 ---------------------------------------------------------

const measure = (name: string) => numeric(name, { precision: 16, scale: 5, mode: 'number' });

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
    index('recepcion_bodega_origen_estado_idx').on(t.scodbodegaorigen, t.scodestado, t.nidra),
    index('recepcion_bodega_destino_estado_idx').on(t.scodbodegadestino, t.scodestado, t.nidra),
    index('recepcion_bodega_ingreso_idx').on(t.scodbodegaorigen, t.dfecingresobodega),
    // Name searches ('otherwise as name') match anywhere in the name: trigram indexes (pg_trgm).
    index('recepcion_nom_remitente_trgm_idx').using('gin', t.snomremitente.op('gin_trgm_ops')),
    index('recepcion_nom_destinatario_trgm_idx').using('gin', t.snomdestinatario.op('gin_trgm_ops')),
    // RUT searches match from the start (LIKE 'x%'): pattern_ops serves both that and equality.
    index('recepcion_rut_remitente_idx').on(t.srutremitente.op('varchar_pattern_ops')),
    index('recepcion_rut_destinatario_idx').on(t.srutdestinatario.op('varchar_pattern_ops')),
    index('recepcion_rut_facturar_idx').on(t.srutfacturar.op('varchar_pattern_ops')),
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
    npesobultokg: integer('npesobultokg').notNull(),
    nlargocm: integer('nlargocm').notNull(),
    nanchocm: integer('nanchocm').notNull(),
    naltocm: integer('naltocm').notNull(),
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
