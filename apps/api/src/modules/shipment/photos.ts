import { messages } from '@carga/domain';
import { insertAttachment } from '../../core/ra/attachments.repo.ts';
import type { Tx } from '../../db/client.ts';
import type { FileStore } from '../../files/file-store.ts';
import { readUpload } from './attachments.service.ts';

// Photos taken at a hand-off (the delivery, a damaged unit): a JPG or PNG, checked before the action's
// transaction and kept among the RA's files only once every check of the action passed (the sweep takes
// the bytes back if the transaction fails after that).

const PHOTO_TYPES = new Set(['image/png', 'image/jpeg']);

export type Photo = Awaited<ReturnType<typeof readPhoto>>;

/** The body's `b64foto`: its bytes and type, or a Spanish 400 on that field. */
export const readPhoto = (b64foto: string) =>
  readUpload(b64foto, PHOTO_TYPES, messages.deliveryPhotoNotImage, 'b64foto');

/** Stores the photo's bytes and its row among the RA's files; answers the attachment. */
export async function storePhoto(
  tx: Tx,
  files: FileStore,
  photo: Photo,
  row: { nidra: number; snombreadjunto: string; nidusuario: number },
) {
  return insertAttachment(tx, {
    ...row,
    mime: photo.mime,
    hash: await files.put(photo.bytes),
    size: photo.bytes.length,
  });
}
