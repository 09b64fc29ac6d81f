// Documentos tributarios electrónicos (issue 34), first increment: the emisor, its digital certificate and
// the folios the SII authorised (CAF), with the ledger of voided folios. The secrets (the .p12, its
// password, each CAF's private key) are stored encrypted (modules/dte/credentials/secret-box.ts).
import { sql } from 'drizzle-orm';
import {
  char,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { payments } from './billing.ts';
import { receptions } from './receptions.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The company that issues the documents: one row. `sindprueba` 'S': the demo's test company. */
export const issuers = pgTable(
  'dte_emisor',
  {
    nidemisor: smallint('nidemisor').primaryKey().default(1),
    srutemisor: varchar('srutemisor', { length: 12 }).notNull(),
    srazonsocial: varchar('srazonsocial', { length: 100 }).notNull(),
    sgiro: varchar('sgiro', { length: 80 }).notNull(),
    nactividadeconomica: integer('nactividadeconomica').notNull(),
    sdireccion: varchar('sdireccion', { length: 70 }).notNull(),
    scomuna: varchar('scomuna', { length: 20 }).notNull(),
    soficinasii: varchar('soficinasii', { length: 40 }).notNull(),
    nnumeroresolucion: integer('nnumeroresolucion').notNull(),
    dfecharesolucion: date('dfecharesolucion', { mode: 'string' }).notNull(),
    sindprueba: char('sindprueba', { length: 1 }).notNull().default('N'),
    dfecmodificacion: at('dfecmodificacion').notNull().defaultNow(),
  },
  (t) => [check('dte_emisor_una_fila', sql`${t.nidemisor} = 1`)],
);

/** The digital certificate that signs the documents: one row, replaced by each upload. */
export const certificates = pgTable(
  'dte_certificado',
  {
    nidcertificado: smallint('nidcertificado').primaryKey().default(1),
    ssujeto: varchar('ssujeto', { length: 500 }).notNull(),
    srut: varchar('srut', { length: 12 }),
    semisor: varchar('semisor', { length: 500 }).notNull(),
    dvigenciadesde: at('dvigenciadesde').notNull(),
    dvigenciahasta: at('dvigenciahasta').notNull(),
    /** The .p12 bytes, encrypted (AES-256-GCM). */
    sarchivocifrado: text('sarchivocifrado').notNull(),
    /** Its password, encrypted. */
    sclavecifrada: text('sclavecifrada').notNull(),
    sindprueba: char('sindprueba', { length: 1 }).notNull().default('N'),
    dfeccarga: at('dfeccarga').notNull().defaultNow(),
    nidusuario: integer('nidusuario').references(() => users.nidusuario),
  },
  (t) => [check('dte_certificado_una_fila', sql`${t.nidcertificado} = 1`)],
);

/**
 * One CAF: a range of folios of one type. `nsiguiente` is the next folio it gives (past `nfoliohasta`
 * when used up); it only grows, under the row's lock, in the transaction that writes the document.
 */
export const cafs = pgTable(
  'dte_caf',
  {
    nidcaf: serial('nidcaf').primaryKey(),
    ntipodte: smallint('ntipodte').notNull(),
    srutemisor: varchar('srutemisor', { length: 12 }).notNull(),
    nfoliodesde: integer('nfoliodesde').notNull(),
    nfoliohasta: integer('nfoliohasta').notNull(),
    nsiguiente: integer('nsiguiente').notNull(),
    dfechaautorizacion: date('dfechaautorizacion', { mode: 'string' }).notNull(),
    nidk: integer('nidk').notNull(),
    /** The <CAF> element as the SII wrote it: the documents' TED carries it verbatim. */
    scafxml: text('scafxml').notNull(),
    /** RSASK, the range's private key, encrypted: it signs each document's TED. */
    sclaveprivadacifrada: text('sclaveprivadacifrada').notNull(),
    sindprueba: char('sindprueba', { length: 1 }).notNull().default('N'),
    dfeccarga: at('dfeccarga').notNull().defaultNow(),
    nidusuario: integer('nidusuario').references(() => users.nidusuario),
  },
  (t) => [
    check('dte_caf_rango', sql`${t.nfoliodesde} >= 1 and ${t.nfoliohasta} >= ${t.nfoliodesde}`),
    check(
      'dte_caf_siguiente',
      sql`${t.nsiguiente} >= ${t.nfoliodesde} and ${t.nsiguiente} <= ${t.nfoliohasta} + 1`,
    ),
    // The same CAF uploaded twice at once: one insert fails here (409); other overlaps are refused under
    // the emisor row's lock (dte.repo.ts).
    uniqueIndex('dte_caf_tipo_desde_idx').on(t.ntipodte, t.nfoliodesde),
    index('dte_caf_disponible_idx')
      .on(t.ntipodte, t.nfoliodesde)
      .where(sql`${t.nsiguiente} <= ${t.nfoliohasta}`),
  ],
);

/** The ledger of voided folios: a failed document's number is recorded here, never given again. */
export const voidedFolios = pgTable(
  'folio_anulado',
  {
    ntipodte: smallint('ntipodte').notNull(),
    nfolio: integer('nfolio').notNull(),
    nidcaf: integer('nidcaf')
      .notNull()
      .references(() => cafs.nidcaf),
    smotivo: varchar('smotivo', { length: 200 }).notNull(),
    dfecanulacion: at('dfecanulacion').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ntipodte, t.nfolio] })],
);

/**
 * An issued document (issue 34): the signed DTE as it was stamped, never edited nor deleted (a ledger; a
 * correction is a nota de crédito). One boleta or factura per RA (`dte_documento_ra_idx`); its folio is its CAF's.
 */
export const dteDocuments = pgTable(
  'dte_documento',
  {
    nid: serial('nid').primaryKey(),
    ntipo: smallint('ntipo').notNull(),
    nfolio: integer('nfolio').notNull(),
    nidcaf: integer('nidcaf')
      .notNull()
      .references(() => cafs.nidcaf),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra),
    nidpago: integer('nidpago').references(() => payments.nidpago),
    srutreceptor: varchar('srutreceptor', { length: 12 }).notNull(),
    srazonsocialreceptor: varchar('srazonsocialreceptor', { length: 100 }).notNull(),
    nneto: integer('nneto').notNull(),
    nexento: integer('nexento').notNull(),
    niva: integer('niva').notNull(),
    ntotal: integer('ntotal').notNull(),
    /** The signed `<DTE>` as text; downloads re-encode it ISO-8859-1, as it was signed. */
    sxml: text('sxml').notNull(),
    /** The TED flattened: the PDF417 of the printed form. */
    sted: text('sted').notNull(),
    /** What the printed form shows (emisor, receptor, lines, totals), as the document was built. */
    jimpresion: jsonb('jimpresion').notNull(),
    sindprueba: char('sindprueba', { length: 1 }).notNull().default('N'),
    nidusuario: integer('nidusuario')
      .notNull()
      .references(() => users.nidusuario),
    dfecemision: at('dfecemision').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dte_documento_tipo_folio_idx').on(t.ntipo, t.nfolio),
    // One boleta or factura per RA: a double click or two tabs, the second insert fails here (409).
    uniqueIndex('dte_documento_ra_idx').on(t.nidra).where(sql`${t.ntipo} in (33, 34, 39)`),
  ],
);
