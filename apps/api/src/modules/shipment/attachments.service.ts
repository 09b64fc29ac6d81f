import type { AttachmentCreate, AttachmentPreview } from '@carga/domain';
import { MAX_ATTACHMENT_BYTES, messages } from '@carga/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Principal } from '../../core/principal.ts';
import {
  deleteAttachment,
  findAttachment,
  insertAttachment,
  listAttachments,
  toAttachmentSummary,
} from '../../core/ra/attachments.repo.ts';
import { recordHistory, updateReception } from '../../core/ra/ra.repo.ts';
import { editRa, loadOriginRa, loadReadableRa } from '../../core/ra/ra-access.ts';
import type { Db } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../errors.ts';
import { nameWithExtension } from '../../files/content-disposition.ts';
import { FileNotFoundError, type FileStore } from '../../files/file-store.ts';

/** What the bytes really are, whatever the client declared. */
const ACCEPTED_CONTENT = new Set(['image/png', 'image/jpeg', 'application/pdf']);

/** Base64 from a data URL or bare; null when it is not base64 at all. */
export function decodeBase64Payload(payload: string): Buffer | null {
  const match = /^data:[^,]*?(;base64)?,/.exec(payload);
  if (match && !match[1]) return null;
  const body = (match ? payload.slice(match[0].length) : payload).replace(/\s/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(body) || body.length % 4 === 1) return null;
  return Buffer.from(body, 'base64');
}

/**
 * Checks an uploaded file on its decoded bytes: size (413) and real type (400), whatever the client
 * declared. Answers the bytes and their type.
 */
export async function readUpload(
  payload: string,
  accepted: ReadonlySet<string> = ACCEPTED_CONTENT,
  typeMessage: string = messages.fileContentMismatch,
  field = 'b64archivo',
) {
  const bytes = decodeBase64Payload(payload);
  if (!bytes) throw badRequest(typeMessage, field);
  if (bytes.length === 0) throw badRequest(messages.fileEmpty, field);
  if (bytes.length > MAX_ATTACHMENT_BYTES) throw new AppError(413, messages.fileTooLarge);
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !accepted.has(detected.mime)) throw badRequest(typeMessage, field);
  return { bytes, mime: detected.mime };
}

export function createAttachmentsService(db: Db, files: FileStore) {
  /** An attachment of an RA the caller may read, and its bytes; 404 when either is missing. */
  async function readFile(principal: Principal, nidra: number, nidadjunto: number) {
    await loadReadableRa(db, principal, nidra);
    const row = await findAttachment(db, nidra, nidadjunto);
    if (!row) throw notFound();
    try {
      return { row, bytes: await files.get(row.shash) };
    } catch (error) {
      if (error instanceof FileNotFoundError) throw notFound();
      throw error;
    }
  }

  return {
    /** Everyone who may read the RA may see and download its files (the detail's tab). */
    async list(principal: Principal, nidra: number) {
      await loadReadableRa(db, principal, nidra);
      return listAttachments(db, nidra);
    },

    /**
     * Step 6 and the image capture screen: any RA that is not voided or sent back may take files.
     * The size is checked on the decoded bytes (413) and the type on their content, not the declared one (400).
     */
    async add(principal: Principal, nidra: number, body: AttachmentCreate) {
      const { bytes, mime } = await readUpload(body.b64archivo);
      const created = await db.transaction(async (tx) => {
        const ra = await loadOriginRa(tx, principal, nidra, true);
        if (ra.scodestado === 'ANULA' || ra.scodestado === 'ENVIA') throw conflict(messages.raNotEditable);
        // Checked first, stored after: a refused upload leaves no file. Bytes of a transaction that
        // fails from here on are left to the sweep of unreferenced files.
        const hash = await files.put(bytes);
        const row = await insertAttachment(tx, {
          nidra,
          snombreadjunto: body.snombreadjunto,
          mime,
          hash,
          size: bytes.length,
          nidusuario: principal.nidusuario,
        });
        await updateReception(tx, nidra, {});
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'ADJUNTO_AGREGADO',
          sdetalle: `Archivo adjunto: ${body.snombreadjunto} (${mime}, ${bytes.length} bytes)`,
        });
        return row;
      });
      return toAttachmentSummary(created);
    },

    /** Exactly the uploaded bytes, as a data URL (the wizard's preview call of the spec). */
    async preview(principal: Principal, nidra: number, nidadjunto: number): Promise<AttachmentPreview> {
      const { row, bytes } = await readFile(principal, nidra, nidadjunto);
      return {
        stipoadjunto: row.stipoadjunto,
        snombreadjunto: row.snombreadjunto,
        b64archivo: `data:${row.stipoadjunto};base64,${bytes.toString('base64')}`,
      };
    },

    /**
     * The file itself, for downloads and previews outside the wizard: its bytes, the type sniffed from
     * them (not the one recorded at upload) and the name to save it under.
     */
    async file(principal: Principal, nidra: number, nidadjunto: number) {
      const { row, bytes } = await readFile(principal, nidra, nidadjunto);
      const type = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
      return { bytes, type, name: nameWithExtension(row.snombreadjunto, type) };
    },

    /** Removes the metadata; the bytes stay in the store (another RA may hold the same file). */
    async remove(principal: Principal, nidra: number, nidadjunto: number) {
      await editRa(db, principal, nidra, async (tx) => {
        const deleted = await deleteAttachment(tx, nidra, nidadjunto);
        if (!deleted) throw notFound();
        await recordHistory(tx, {
          nidra,
          nidusuario: principal.nidusuario,
          saccion: 'ADJUNTO_ELIMINADO',
          sdetalle: `Archivo eliminado: ${deleted.snombreadjunto}`,
        });
      });
      return listAttachments(db, nidra);
    },
  };
}

export type AttachmentsService = ReturnType<typeof createAttachmentsService>;
