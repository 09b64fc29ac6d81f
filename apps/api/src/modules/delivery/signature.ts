import { inflateSync } from 'node:zlib';
import { messages, SIGNATURE_LIMITS } from '@carga/domain';
import { fileTypeFromBuffer } from 'file-type';
import type { Tx } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { decodeBase64Payload } from '../shipment/attachments.service.ts';
import { storePhoto } from '../shipment/photos.ts';

// The recipient's signature at the hand-over (issue 29): a PNG drawn on the signature pad. Its bytes are read
// before the delivery's transaction: really a PNG (not what the client says it is), small, of sane
// dimensions, decodable (the proof of delivery must be able to print it) and not blank (an empty pad).

const FIELD = 'b64firma';
/** Bytes per pixel of the 8-bit colour types a canvas gives: grey, RGB, grey + alpha, RGBA. */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export interface Signature {
  bytes: Buffer;
  width: number;
  height: number;
}

const notPng = () => badRequest(messages.deliverySignatureNotPng, FIELD);

/** The PNG's header and its image data, or a Spanish 400 when the chunks are not a whole PNG. */
function readChunks(bytes: Buffer) {
  let header: Buffer | null = null;
  const data: Buffer[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length !== length) break;
    if (type === 'IHDR') header = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') return header?.length === 13 ? { header, data: Buffer.concat(data) } : null;
    at += 12 + length;
  }
  return null;
}

/**
 * Undoes the PNG row filters in place and tells whether any pixel differs from the first: ink on the pad.
 * It stops at the first ink (the bytes are not used after): the whole image was 7 % of a door's time.
 */
function hasInk(raw: Buffer, width: number, height: number, bpp: number): boolean {
  const stride = width * bpp;
  const first = raw.subarray(1, 1 + bpp);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    const filter = raw[row];
    for (let x = 0; x < stride; x++) {
      const i = row + 1 + x;
      const left = x >= bpp ? (raw[i - bpp] ?? 0) : 0;
      const up = y > 0 ? (raw[i - stride - 1] ?? 0) : 0;
      const upLeft = y > 0 && x >= bpp ? (raw[i - stride - 1 - bpp] ?? 0) : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      } else if (filter !== 0) throw notPng();
      const value = ((raw[i] ?? 0) + predicted) & 0xff;
      raw[i] = value;
      if (value !== first[x % bpp]) return true;
    }
  }
  return false;
}

/** The body's `b64firma`, checked on its bytes; a Spanish 400 on that field when it will not do. */
export async function readSignature(payload: string): Promise<Signature> {
  const bytes = decodeBase64Payload(payload);
  if (!bytes || bytes.length === 0) throw notPng();
  if (bytes.length > SIGNATURE_LIMITS.maxBytes) throw badRequest(messages.deliverySignatureTooLarge, FIELD);
  if ((await fileTypeFromBuffer(bytes))?.mime !== 'image/png') throw notPng();
  const chunks = readChunks(bytes);
  if (!chunks) throw notPng();
  const { header } = chunks;
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const L = SIGNATURE_LIMITS;
  if (width < L.minWidth || width > L.maxWidth || height < L.minHeight || height > L.maxHeight)
    throw badRequest(messages.deliverySignatureSize, FIELD);
  // 8 bits a channel, deflate, standard filters, not interlaced: what every browser's canvas writes.
  const bpp = CHANNELS[header[9] ?? -1];
  if (header[8] !== 8 || !bpp || header[10] !== 0 || header[11] !== 0 || header[12] !== 0) throw notPng();
  const expected = (width * bpp + 1) * height;
  let raw: Buffer;
  try {
    // Bounded by the dimensions: a small file cannot inflate past what its header promised.
    raw = inflateSync(chunks.data, { maxOutputLength: expected });
  } catch {
    throw notPng();
  }
  if (raw.length !== expected) throw notPng();
  if (!hasInk(raw, width, height, bpp)) throw badRequest(messages.deliverySignatureBlank, FIELD);
  return { bytes, width, height };
}

/** Stores the signature as the hand-over photo is stored (bytes in the file store, a row among the RA's files). */
export const storeSignature = (
  tx: Tx,
  files: FileStore,
  signature: Signature,
  row: { nidra: number; snombreadjunto: string; nidusuario: number },
) => storePhoto(tx, files, { bytes: signature.bytes, mime: 'image/png' }, row);
