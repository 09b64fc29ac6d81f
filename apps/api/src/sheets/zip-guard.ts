import { createInflateRaw } from 'node:zlib';
import { IMPORT_MAX_EXPANDED_BYTES, IMPORT_MAX_ZIP_ENTRIES, importMessages as m } from '@carga/domain';
import { AppError, badRequest } from '../errors.ts';

// An .xlsx is a zip whose parts can expand a thousandfold (issue 30: 455 KB to 450 MB). Every xlsx the
// server reads passes here first: the central directory's entry count and declared sizes on the request
// thread (cheap), then, in the parse worker, the real expanded sizes by inflating each part against a byte
// budget, since declared sizes can lie. Only then does ExcelJS (JSZip) see the bytes.

/** One part of the archive, as its central directory declares it. */
export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  /** Where its local header starts. */
  offset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const STORED = 0;
const DEFLATED = 8;

const notSpreadsheet = () => badRequest(m.notSpreadsheet, 'archivo');
const tooLarge = (message: string) => new AppError(413, message, [{ field: 'archivo', message }]);

/** The end-of-central-directory record: within the last 22 + 65,535 (comment) bytes. */
function findEndRecord(bytes: Buffer) {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= stop; at--) {
    if (bytes.readUInt32LE(at) === EOCD) return at;
  }
  throw notSpreadsheet();
}

/** Sizes and offset a ZIP64 extra field holds for the fields saturated at 0xffffffff. */
function applyZip64(entry: ZipEntry, extra: Buffer) {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      let field = at + 4;
      const next = () => {
        if (field + 8 > at + 4 + size || field + 8 > extra.length) throw notSpreadsheet();
        const value = Number(extra.readBigUInt64LE(field));
        field += 8;
        return value;
      };
      if (entry.declaredSize === 0xffffffff) entry.declaredSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.offset === 0xffffffff) entry.offset = next();
      return;
    }
    at += 4 + size;
  }
  throw notSpreadsheet();
}

/**
 * The archive's parts from its central directory: a 413 in Spanish past IMPORT_MAX_ZIP_ENTRIES parts or
 * when the declared sizes pass IMPORT_MAX_EXPANDED_BYTES (one part or all together), a 400 when it is no
 * zip. Reads only the directory: no part is inflated.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  if (bytes.length < 22) throw notSpreadsheet();
  const end = findEndRecord(bytes);
  const declaredCount = bytes.readUInt16LE(end + 10);
  // 0xffff means "see the ZIP64 record": no spreadsheet of ours has that many parts.
  if (declaredCount > IMPORT_MAX_ZIP_ENTRIES) throw tooLarge(m.tooManyEntries);
  const directorySize = bytes.readUInt32LE(end + 12);
  let at = bytes.readUInt32LE(end + 16);
  if (at === 0xffffffff || at + directorySize > end) throw notSpreadsheet();

  const entries: ZipEntry[] = [];
  let total = 0;
  while (at + 46 <= end && bytes.readUInt32LE(at) === CENTRAL) {
    if (entries.length >= IMPORT_MAX_ZIP_ENTRIES) throw tooLarge(m.tooManyEntries);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    };
    if ([entry.declaredSize, entry.compressedSize, entry.offset].includes(0xffffffff)) {
      const extraStart = at + 46 + nameLength;
      applyZip64(entry, bytes.subarray(extraStart, extraStart + extraLength));
    }
    if (entry.method !== STORED && entry.method !== DEFLATED) throw notSpreadsheet();
    if (entry.offset + 30 + entry.compressedSize > bytes.length) throw notSpreadsheet();
    total += entry.declaredSize;
    if (entry.declaredSize > IMPORT_MAX_EXPANDED_BYTES || total > IMPORT_MAX_EXPANDED_BYTES) {
      throw tooLarge(m.expandsTooMuch);
    }
    entries.push(entry);
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (entries.length === 0) throw notSpreadsheet();
  return entries;
}

/** Where a part's data starts: after its local header, whose name and extra lengths may differ. */
function dataStart(bytes: Buffer, entry: ZipEntry) {
  if (bytes.readUInt32LE(entry.offset) !== LOCAL) throw notSpreadsheet();
  return entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28);
}

/** Inflates one part, counting and dropping the output; stops as soon as it passes `budget` bytes. */
function inflatedSize(compressed: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    // 256 KB chunks: the default 16 KB made inflating the 64 MB budget ~7 times slower.
    const inflate = createInflateRaw({ chunkSize: 256 * 1024 });
    let size = 0;
    inflate.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        resolve(size);
      }
    });
    inflate.on('end', () => resolve(size));
    inflate.on('error', () => reject(notSpreadsheet()));
    inflate.end(compressed);
  });
}

/**
 * The real expanded size of every part, inflated with the output counted and dropped: past
 * IMPORT_MAX_EXPANDED_BYTES in all, the same 413 as a file that declared it; a part whose size differs from
 * its declaration (a forged directory) is no spreadsheet. Never holds more than a chunk of the output.
 */
export async function checkExpandedSizes(bytes: Buffer, entries: ZipEntry[]) {
  let total = 0;
  for (const entry of entries) {
    const start = dataStart(bytes, entry);
    const compressed = bytes.subarray(start, start + entry.compressedSize);
    const budget = IMPORT_MAX_EXPANDED_BYTES - total;
    const size = entry.method === STORED ? compressed.length : await inflatedSize(compressed, budget);
    if (size > budget) throw tooLarge(m.expandsTooMuch);
    if (size !== entry.declaredSize) throw notSpreadsheet();
    total += size;
  }
}
