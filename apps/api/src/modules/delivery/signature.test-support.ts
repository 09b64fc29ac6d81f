import { crc32, deflateSync } from 'node:zlib';

// Real PNGs for the delivery's signature: what a signature pad's canvas gives (8-bit RGBA, transparent
// ground, dark ink), made here so that tests can choose their size, their ink, and break them on purpose.

type Pixel = (x: number, y: number) => [number, number, number, number];

function chunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGBA PNG, every row with the 'Up' filter (so that decoding it exercises the filters). */
export function rgbaPng(width: number, height: number, pixel: Pixel): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const stride = width * 4;
  const raw = Buffer.alloc((stride + 1) * height);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), x * 4);
    raw[y * (stride + 1)] = 2;
    for (let i = 0; i < stride; i++)
      raw[y * (stride + 1) + 1 + i] = ((row[i] ?? 0) - (previous[i] ?? 0)) & 0xff;
    previous = row;
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A wavy stroke across a transparent pad: a signature. `blank` leaves the pad empty. */
export function signaturePng(width = 300, height = 120, { blank = false } = {}): Buffer {
  return rgbaPng(width, height, (x, y) => {
    const stroke = height / 2 + (height / 4) * Math.sin((x / width) * 4 * Math.PI);
    return !blank && Math.abs(y - stroke) < 2 ? [20, 30, 60, 255] : [0, 0, 0, 0];
  });
}

export const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** The signature every test hand-over carries: `{ ...SIGNED, snombreretira… }`. */
export const SIGNATURE_PNG = signaturePng();
export const SIGNED = { b64firma: pngDataUrl(SIGNATURE_PNG) };
