// Documentos tributarios electrónicos (issue 34), first increment: the emisor, its digital certificate and
// the folios the SII authorised (CAF), with the ledger of voided folios. The secrets (the .p12, its
// password, each CAF's private key) are stored encrypted (modules/dte/credentials/secret-box.ts).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
import { clients } from './parties.ts';
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
 * A batch of documents sent to the SII (issue 34): the signed EnvioDTE (facturas, notas) or EnvioBOLETA
 * (boletas), downloadable for the SII's web upload and, with `SII_AMBIENTE`, sent by its upload service:
 * `strackid` is the SII's receipt, `sestado` where it stands (CREADO, ENVIADO, ACEPTADO, REPAROS,
 * RECHAZADO, ERROR), `sglosa` what the SII said.
 */
export const dteBatches = pgTable(
  'dte_envio',
  {
    nidenvio: serial('nidenvio').primaryKey(),
    stipo: varchar('stipo', { length: 7 }).notNull(),
    sxml: text('sxml').notNull(),
    ndocumentos: integer('ndocumentos').notNull(),
    sambiente: varchar('sambiente', { length: 13 }),
    strackid: varchar('strackid', { length: 20 }),
    sestado: varchar('sestado', { length: 10 }).notNull().default('CREADO'),
    sglosa: varchar('sglosa', { length: 500 }),
    nintentos: smallint('nintentos').notNull().default(0),
    sindprueba: char('sindprueba', { length: 1 }).notNull().default('N'),
    nidusuario: integer('nidusuario').references(() => users.nidusuario),
    dfeccreacion: at('dfeccreacion').notNull().defaultNow(),
    dfecenvio: at('dfecenvio'),
    dfecestado: at('dfecestado'),
    /** When the sender looks at it next (upload, retry or state query); null: nothing to do. */
    dfecproximo: at('dfecproximo'),
  },
  (t) => [
    check('dte_envio_tipo', sql`${t.stipo} in ('DTE', 'BOLETA')`),
    index('dte_envio_pendiente_idx').on(t.nidenvio).where(sql`${t.sestado} in ('CREADO', 'ENVIADO')`),
  ],
);

/**
 * An issued document (issue 34): the signed DTE as it was stamped, never edited nor deleted (a ledger; a
 * correction is a nota de crédito). One boleta or factura per RA (`dte_documento_ra_idx`); its folio is its
 * CAF's. `nidra` is the RA of a counter document (and of its notas); a cuenta corriente factura covers
 * many RAs, listed in `dte_documento_ra`, and has none. A nota de crédito names the document it corrects
 * (`nidreferencia`), how (`ncodref`: 1 anula, 2 corrige texto, 3 corrige montos) and why (`srazonref`);
 * at most one anula a document (`dte_documento_anula_idx`). `nidenvio`/`sestadosii`: its batch to the SII.
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
    nidra: integer('nidra').references(() => receptions.nidra),
    nidcliente: integer('nidcliente').references(() => clients.nidcliente),
    nidreferencia: integer('nidreferencia').references((): AnyPgColumn => dteDocuments.nid),
    ncodref: smallint('ncodref'),
    srazonref: varchar('srazonref', { length: 90 }),
    dperiododesde: date('dperiododesde', { mode: 'string' }),
    dperiodohasta: date('dperiodohasta', { mode: 'string' }),
    nidenvio: integer('nidenvio').references(() => dteBatches.nidenvio),
    sestadosii: varchar('sestadosii', { length: 10 }),
    /** 'S' once a nota de crédito annulled it (the one column that changes): the RA may be billed again. */
    sindanulado: char('sindanulado', { length: 1 }).notNull().default('N'),
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
    uniqueIndex('dte_documento_ra_idx')
      .on(t.nidra)
      .where(sql`${t.ntipo} in (33, 34, 39) and ${t.sindanulado} = 'N'`),
    // A document is annulled once: two notas de crédito 'anula' of one document, the second fails here.
    uniqueIndex('dte_documento_anula_idx').on(t.nidreferencia).where(sql`${t.ncodref} = 1`),
    // An RA's documents (its detail; notas included) and 'not billed yet' (invoicing): the partial unique
    // index above answers only its own predicate.
    index('dte_documento_nidra_idx').on(t.nidra),
    index('dte_documento_cliente_idx').on(t.nidcliente, t.dfecemision),
    // 'Mis documentos': a customer's, newest first.
    index('dte_documento_receptor_idx').on(t.srutreceptor, t.nid),
    index('dte_documento_emision_idx').on(t.dfecemision),
    index('dte_documento_envio_idx').on(t.ntipo, t.nid).where(sql`${t.nidenvio} is null`),
    check(
      'dte_documento_referencia',
      sql`(${t.ntipo} = 61) = (${t.nidreferencia} is not null and ${t.ncodref} is not null)`,
    ),
  ],
);

/**
 * The RAs a cuenta corriente factura covers (issue 34), with the amount of each. An RA is invoiced once
 * while its factura stands: a nota de crédito that annuls the factura marks its rows `sindvigente` 'N',
 * and the RAs may be invoiced again.
 */
export const dteDocumentRas = pgTable(
  'dte_documento_ra',
  {
    nid: integer('nid')
      .notNull()
      .references(() => dteDocuments.nid),
    nidra: integer('nidra')
      .notNull()
      .references(() => receptions.nidra),
    nmonto: integer('nmonto').notNull(),
    sindvigente: char('sindvigente', { length: 1 }).notNull().default('S'),
  },
  (t) => [
    primaryKey({ columns: [t.nid, t.nidra] }),
    index('dte_documento_ra_nidra_idx').on(t.nidra),
    uniqueIndex('dte_documento_ra_vigente_idx').on(t.nidra).where(sql`${t.sindvigente} = 'S'`),
  ],
);
