import { IMPORT_MAX_EXPANDED_BYTES, importMessages as im } from '@carga/domain';
import { describe, expect, it } from 'vitest';
import { deflatePart, plainPart, writeZip } from '../../test/zip-bombs.ts';
import { checkExpandedSizes, readZipDirectory } from './zip-guard.ts';

// The zip checks every xlsx passes before ExcelJS sees it (issue 30).

const MB = 1024 * 1024;
const refusal = (statusCode: number, message: string) => ({
  statusCode,
  message,
  errors: [{ field: 'archivo', message }],
});

/** A ZIP64 extra field holding the part's real expanded size (the record says 0xffffffff). */
function zip64Extra(size: number) {
  const extra = Buffer.alloc(12);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(8, 2);
  extra.writeBigUInt64LE(BigInt(size), 4);
  return extra;
}

describe('the zip directory', () => {
  it('lists the parts of a small archive', async () => {
    const bytes = writeZip([
      await plainPart('a.xml', Buffer.from('<a/>')),
      await plainPart('b.xml', Buffer.from('<b/>')),
    ]);
    const entries = readZipDirectory(bytes);
    expect(entries.map((e) => [e.name, e.declaredSize])).toEqual([
      ['a.xml', 4],
      ['b.xml', 4],
    ]);
    await checkExpandedSizes(bytes, entries);
  });

  it('refuses bytes without a directory as no spreadsheet', () => {
    const bytes = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]);
    expect(() => readZipDirectory(bytes)).toThrow(expect.objectContaining(refusal(400, im.notSpreadsheet)));
  });

  it('refuses a compression other than stored or deflated', async () => {
    const bytes = writeZip([await plainPart('a.xml', Buffer.from('<a/>'))]);
    const central = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt16LE(12, central + 10);
    expect(() => readZipDirectory(bytes)).toThrow(expect.objectContaining(refusal(400, im.notSpreadsheet)));
  });

  it('refuses one part declared past the ceiling, and parts that pass it together', async () => {
    const part = await plainPart('a.xml', Buffer.from('<a/>'));
    const one = writeZip([{ ...part, declaredSize: IMPORT_MAX_EXPANDED_BYTES + 1 }]);
    expect(() => readZipDirectory(one)).toThrow(expect.objectContaining(refusal(413, im.expandsTooMuch)));
    const half = IMPORT_MAX_EXPANDED_BYTES / 2;
    const three = writeZip(['a', 'b', 'c'].map((name) => ({ ...part, name, declaredSize: half })));
    expect(() => readZipDirectory(three)).toThrow(expect.objectContaining(refusal(413, im.expandsTooMuch)));
  });

  it('reads the sizes of a ZIP64 extra field', async () => {
    const part = await plainPart('a.xml', Buffer.from('<a/>'));
    const small = writeZip([{ ...part, declaredSize: 0xffffffff, centralExtra: zip64Extra(4) }]);
    expect(readZipDirectory(small)[0]?.declaredSize).toBe(4);
    const huge = writeZip([{ ...part, declaredSize: 0xffffffff, centralExtra: zip64Extra(5 * 1024 * MB) }]);
    expect(() => readZipDirectory(huge)).toThrow(expect.objectContaining(refusal(413, im.expandsTooMuch)));
  });

  it('refuses a part whose real size is not the declared one', async () => {
    const part = await plainPart('a.xml', Buffer.from('<a>hola</a>'));
    const bytes = writeZip([{ ...part, declaredSize: 4 }]);
    await expect(checkExpandedSizes(bytes, readZipDirectory(bytes))).rejects.toMatchObject(
      refusal(400, im.notSpreadsheet),
    );
  });

  it('stops inflating past the budget, whatever the directory declared', async () => {
    const part = await deflatePart('a.xml', '<a>', 100 * MB, '</a>');
    const bytes = writeZip([{ ...part, declaredSize: 10 }]);
    const started = performance.now();
    await expect(checkExpandedSizes(bytes, readZipDirectory(bytes))).rejects.toMatchObject(
      refusal(413, im.expandsTooMuch),
    );
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
