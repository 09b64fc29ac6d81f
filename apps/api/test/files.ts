import type { FileStore } from '../src/files/file-store.ts';

/** A real 1×1 PNG and the start of a real PDF: what file-type recognises. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

/** The hashes a store holds. */
export async function storedHashes(files: FileStore) {
  const hashes: string[] = [];
  for await (const file of files.list()) hashes.push(file.hash);
  return hashes.sort();
}
