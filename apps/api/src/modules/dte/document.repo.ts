import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cities, clientAddresses, clients, dteDocuments, offices, payments } from '../../db/schema.ts';

// Issue 34: the issued documents as rows (a ledger: inserted, never updated nor deleted), and what issuing
// reads of an RA's payment and payer.

export type DocumentRow = typeof dteDocuments.$inferSelect;
export type DocumentValues = Omit<typeof dteDocuments.$inferInsert, 'nid' | 'dfecemision'>;

export async function insertDocument(db: Db | Tx, values: DocumentValues) {
  const [row] = await db.insert(dteDocuments).values(values).returning();
  return row!;
}

export async function findDocument(db: Db | Tx, nid: number) {
  const [row] = await db.select().from(dteDocuments).where(eq(dteDocuments.nid, nid));
  return row;
}

/** The RA's own documents and the cuenta corriente facturas that cover it (dte_documento_ra). */
export async function documentsOfRa(db: Db | Tx, nidra: number) {
  return db
    .select()
    .from(dteDocuments)
    .where(
      or(
        eq(dteDocuments.nidra, nidra),
        sql`${dteDocuments.nid} in (select v.nid from dte_documento_ra v where v.nidra = ${nidra})`,
      ),
    )
    .orderBy(asc(dteDocuments.nid));
}

/** The RA's standing boleta or factura (not its notas de crédito, nor one a nota annulled), if it has one. */
export async function saleDocumentOfRa(db: Db | Tx, nidra: number) {
  const [row] = await db
    .select()
    .from(dteDocuments)
    .where(
      and(
        eq(dteDocuments.nidra, nidra),
        sql`${dteDocuments.ntipo} in (33, 34, 39)`,
        eq(dteDocuments.sindanulado, 'N'),
      ),
    );
  return row;
}

/** The RA's live payment (PAGADO / POR PAGAR at a caja), if it has one. */
export async function livePaymentOfRa(db: Db | Tx, nidra: number) {
  const [row] = await db
    .select({ nidpago: payments.nidpago, nmonto: payments.nmonto })
    .from(payments)
    .where(and(eq(payments.nidra, nidra), eq(payments.stipo, 'PAGO'), eq(payments.sindanulado, 'N')));
  return row;
}

/** The payer's client row and its billing address (the one marked for invoices first), with the comuna. */
export async function payerOf(db: Db | Tx, nidcliente: number) {
  const [client] = await db
    .select({
      srutcliente: clients.srutcliente,
      snombrecliente: clients.snombrecliente,
      sindempresa: clients.sindempresa,
      sindfacturacion: clients.sindfacturacion,
      srutfacturacion: clients.srutfacturacion,
    })
    .from(clients)
    .where(eq(clients.nidcliente, nidcliente));
  if (!client) return undefined;
  const [address] = await db
    .select({
      scalle: clientAddresses.scalle,
      snumeracion: clientAddresses.snumeracion,
      srestodireccion: clientAddresses.srestodireccion,
      scomuna: cities.snomciudad,
    })
    .from(clientAddresses)
    .leftJoin(cities, eq(cities.scodciudad, clientAddresses.scodcomuna))
    .where(and(eq(clientAddresses.nidcliente, nidcliente), eq(clientAddresses.sindactivo, 'S')))
    .orderBy(desc(clientAddresses.sindfacturacion), asc(clientAddresses.niddireccion))
    .limit(1);
  return { ...client, address };
}

/**
 * What issuing at the counter reads of an RA besides its row, in one statement (each round trip is CPU on
 * the server's one thread, issue 34's counter p99): its live payment, its standing sale document, and the
 * names of its offices (the code where an office has no name, '' without a code).
 */
export async function counterFactsOfRa(
  db: Db | Tx,
  nidra: number,
  origin: string | null,
  destination: string | null,
) {
  const name = (code: string | null) =>
    code === null
      ? sql<string>`''`
      : sql<string>`coalesce((select ${offices.snomoficina} from ${offices} where ${offices.scodoficina} = ${code}), ${code})`;
  const [row] = await db
    .select({
      nidpago: payments.nidpago,
      nmonto: payments.nmonto,
      existingTipo: sql<number | null>`(select ${dteDocuments.ntipo} from ${dteDocuments}
        where ${dteDocuments.nidra} = ${nidra} and ${dteDocuments.ntipo} in (33, 34, 39)
          and ${dteDocuments.sindanulado} = 'N' limit 1)`,
      existingFolio: sql<number | null>`(select ${dteDocuments.nfolio} from ${dteDocuments}
        where ${dteDocuments.nidra} = ${nidra} and ${dteDocuments.ntipo} in (33, 34, 39)
          and ${dteDocuments.sindanulado} = 'N' limit 1)`,
      origin: name(origin),
      destination: name(destination),
      // The document's id and time, known before its folio is taken (dte/document-event.ts).
      nid: sql<number>`nextval(pg_get_serial_sequence('dte_documento', 'nid'))::int`,
      dfecemision: sql`now()`.mapWith(dteDocuments.dfecemision),
    })
    .from(sql`(select 1) as uno`)
    .leftJoin(
      payments,
      and(eq(payments.nidra, nidra), eq(payments.stipo, 'PAGO'), eq(payments.sindanulado, 'N')),
    )
    .limit(1);
  if (!row) throw new Error('counterFactsOfRa: sin fila');
  return {
    payment:
      row.nidpago === null || row.nmonto === null ? undefined : { nidpago: row.nidpago, nmonto: row.nmonto },
    existing:
      row.existingTipo === null ? undefined : { ntipo: row.existingTipo, nfolio: Number(row.existingFolio) },
    origin: row.origin,
    destination: row.destination,
    next: { nid: Number(row.nid), dfecemision: row.dfecemision },
  };
}

/** A page of the documents issued to a RUT (a customer's 'Mis documentos'), newest first, with their count. */
export async function documentsOfReceptor(db: Db | Tx, rut: string, page: { limit: number; offset: number }) {
  const where = eq(dteDocuments.srutreceptor, rut);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(dteDocuments)
      .where(where)
      .orderBy(desc(dteDocuments.nid))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(dteDocuments).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
