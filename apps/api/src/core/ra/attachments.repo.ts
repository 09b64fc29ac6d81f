import type { AttachmentSummary } from '@carga/domain';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { runPrepared, slot } from '../../db/prepared.ts';
import { attachments, pickupStops, receptions } from '../../db/schema.ts';
import { one } from '../../db/sql-helpers.ts';

export type AttachmentRow = typeof attachments.$inferSelect;

/** What a screen sees of a file: never its hash. */
export const toAttachmentSummary = (row: AttachmentRow): AttachmentSummary => ({
  nidadjunto: row.nidadjunto,
  nidra: row.nidra,
  stipoadjunto: row.stipoadjunto,
  snombreadjunto: row.snombreadjunto,
  ntamano: row.ntamano,
  dfecregistro: row.dfecregistro.toISOString(),
});

/** The RA's files in upload order. */
export async function listAttachments(db: Db | Tx, nidra: number): Promise<AttachmentSummary[]> {
  const rows = await runPrepared(db, 'ra-adjuntos', { nidra }, () =>
    db
      .select()
      .from(attachments)
      .where(eq(attachments.nidra, slot('nidra')))
      .orderBy(asc(attachments.nidadjunto)),
  );
  return rows.map(toAttachmentSummary);
}

export async function findAttachment(db: Db | Tx, nidra: number, nidadjunto: number) {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.nidra, nidra), eq(attachments.nidadjunto, nidadjunto)));
  return row as AttachmentRow | undefined;
}

/** The RA keeps how many files it has (the lists show it without counting). */
async function refreshAttachmentCount(tx: Tx, nidra: number) {
  await tx
    .update(receptions)
    .set({
      ncantidadadjuntos: sql`(select count(*) from ${attachments} where ${attachments.nidra} = ${nidra})`,
    })
    .where(eq(receptions.nidra, nidra));
}

/** Writes the metadata of stored bytes as a file of the RA, and keeps the RA's file count. */
export async function insertAttachment(
  tx: Tx,
  values: {
    nidra: number;
    snombreadjunto: string;
    mime: string;
    hash: string;
    size: number;
    nidusuario: number;
  },
) {
  const rows = await tx
    .insert(attachments)
    .values({
      nidra: values.nidra,
      stipoadjunto: values.mime,
      snombreadjunto: values.snombreadjunto,
      shash: values.hash,
      ntamano: values.size,
      nidusuario: values.nidusuario,
    })
    .returning();
  await refreshAttachmentCount(tx, values.nidra);
  return one(rows, 'insertAttachment');
}

/** Removes a file's metadata and keeps the RA's file count; answers the removed row, if there was one. */
export async function deleteAttachment(tx: Tx, nidra: number, nidadjunto: number) {
  const [deleted] = await tx
    .delete(attachments)
    .where(and(eq(attachments.nidra, nidra), eq(attachments.nidadjunto, nidadjunto)))
    .returning();
  if (deleted) await refreshAttachmentCount(tx, nidra);
  return deleted as AttachmentRow | undefined;
}

/** Which of these stored hashes some attachment (an RA's file or a delivery photo) still names. */
export async function referencedHashes(db: Db | Tx, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ shash: attachments.shash })
    .from(attachments)
    .where(inArray(attachments.shash, hashes));
  // A pickup's signature and photo (issue 35): kept by hash on its stop, the request having no RA yet.
  const evidence = await db
    .select({ firma: pickupStops.shashfirma, foto: pickupStops.shashfoto })
    .from(pickupStops)
    .where(or(inArray(pickupStops.shashfirma, hashes), inArray(pickupStops.shashfoto, hashes)));
  const named = evidence.flatMap((row) => [row.firma, row.foto]).filter((h): h is string => h !== null);
  return new Set([...rows.map((row) => row.shash), ...named]);
}

/** The content hash of one attachment, by id alone (a hand-over's photo or signature); undefined when gone. */
export async function attachmentHash(db: Db | Tx, nidadjunto: number): Promise<string | undefined> {
  const [row] = await db
    .select({ shash: attachments.shash })
    .from(attachments)
    .where(eq(attachments.nidadjunto, nidadjunto));
  return row?.shash;
}
