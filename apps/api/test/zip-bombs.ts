import { crc32, createDeflateRaw, inflateRawSync } from 'node:zlib';
import { readZipDirectory } from '../src/sheets/zip-guard.ts';

// Zip archives written by hand, so that a test can say what the central directory declares (issue 30:
// an .xlsx whose sheet expands a thousandfold, one with many parts, one whose declared sizes lie).

export interface Part {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  crc: number;
  size: number;
  /** What the directory says the part expands to; its real size unless a test forges it. */
  declaredSize?: number;
  /** Extra fields of its central directory record (a ZIP64 one). */
  centralExtra?: Buffer;
}

/** Deflates `head`, `padding` bytes of spaces, then `tail`, streaming: the padding is never in memory. */
export async function deflatePart(name: string, head: string, padding: number, tail = ''): Promise<Part> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  let crc = crc32(head);
  const write = (chunk: Buffer | string) =>
    deflate.write(chunk) ? undefined : new Promise((resolve) => deflate.once('drain', resolve));
  await write(head);
  for (let left = padding; left > 0; left -= spaces.length) {
    const chunk = left >= spaces.length ? spaces : spaces.subarray(0, left);
    crc = crc32(chunk, crc);
    await write(chunk);
  }
  crc = crc32(tail, crc);
  deflate.end(tail);
  await done;
  const size = Buffer.byteLength(head) + padding + Buffer.byteLength(tail);
  return { name, data: Buffer.concat(out), crc, size };
}

/** The parts of a real archive (an .xlsx ExcelJS wrote), inflated, by name. */
export function readParts(bytes: Buffer): Map<string, Buffer> {
  const parts = new Map<string, Buffer>();
  for (const entry of readZipDirectory(bytes)) {
    const start =
      entry.offset + 30 + bytes.readUInt16LE(entry.offset + 26) + bytes.readUInt16LE(entry.offset + 28);
    const data = bytes.subarray(start, start + entry.compressedSize);
    parts.set(entry.name, entry.method === 0 ? Buffer.from(data) : inflateRawSync(data));
  }
  return parts;
}

/** A part from its expanded bytes. */
export async function plainPart(name: string, content: Buffer): Promise<Part> {
  return deflatePart(name, content.toString('utf8'), 0);
}

/** A zip of the parts (deflated, no data descriptors), with each part's declared size as given. */
export function writeZip(parts: Part[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const declared = part.declaredSize ?? part.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.data.length, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.data.length, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(part.centralExtra?.length ?? 0, 30);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name, part.centralExtra ?? Buffer.alloc(0));
    offset += 30 + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(parts.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The parts of a valid .xlsx (`workbook`) whose sheet XML carries `padding` spaces after its XML
 * declaration, where XML allows them: the same rows, expanded by that much.
 */
export async function paddedParts(workbook: Buffer, padding: number): Promise<Part[]> {
  const parts: Part[] = [];
  for (const [name, content] of readParts(workbook)) {
    if (name !== SHEET) {
      parts.push(await plainPart(name, content));
      continue;
    }
    const xml = content.toString('utf8');
    const cut = xml.indexOf('?>') + 2;
    parts.push(await deflatePart(name, xml.slice(0, cut), padding, xml.slice(cut)));
  }
  return parts;
}

const SHEET = 'xl/worksheets/sheet1.xml';

/** The same parts, the directory declaring the sheet `declaredSize` bytes (a forged directory). */
export const lyingAboutSheet = (parts: Part[], declaredSize: number) =>
  parts.map((part) => (part.name === SHEET ? { ...part, declaredSize } : part));
