import { mkdtempSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../test/s3.ts';
import { createFsFileStore, FileNotFoundError, type FileStore, hashOf } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

const collect = async (files: FileStore) => {
  const all = [];
  for await (const file of files.list()) all.push(file);
  return all;
};

// One contract, both stores: what the services and the sweep rely on.
const stores: Array<{
  name: string;
  start: () => Promise<{ files: FileStore; close?: () => Promise<void> }>;
}> = [
  {
    name: 'disk',
    start: async () => ({ files: createFsFileStore(mkdtempSync(path.join(tmpdir(), 'carga-files-'))) }),
  },
  {
    name: 'S3',
    start: async () => {
      const server = await startS3Server();
      return { files: createS3FileStore(server.config), close: server.close };
    },
  },
];

describe.each(stores)('the $name file store', ({ start }) => {
  let files: FileStore;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ files, close } = await start());
  });
  afterAll(() => close?.());

  it('stores bytes under their SHA-256 once, and answers them back', async () => {
    const bytes = Buffer.from('%PDF-1.4 una guía de despacho');
    const hash = await files.put(bytes);
    expect(hash).toBe(hashOf(bytes));
    expect(await files.put(Buffer.from(bytes))).toBe(hash);
    expect(await files.get(hash)).toEqual(bytes);
    expect((await collect(files)).filter((file) => file.hash === hash)).toHaveLength(1);
  });

  it('answers a FileNotFoundError for a hash it does not hold', async () => {
    const missing = hashOf(Buffer.from('nunca subido'));
    await expect(files.get(missing)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('lists its files with their time, and deletes them (twice is no error)', async () => {
    const before = Date.now() - 60_000;
    const hash = await files.put(Buffer.from('para borrar'));
    const listed = (await collect(files)).find((file) => file.hash === hash);
    expect(listed?.modified.getTime()).toBeGreaterThan(before);
    expect((await files.modifiedAt(hash))?.getTime()).toBeGreaterThan(before);
    await files.delete(hash);
    await files.delete(hash);
    expect((await collect(files)).map((file) => file.hash)).not.toContain(hash);
    await expect(files.get(hash)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await files.modifiedAt(hash)).toBeNull();
  });

  it('refuses what is not a hash as a name', async () => {
    await expect(files.get('../../etc/passwd')).rejects.toThrow('invalid file hash');
  });
});

describe('the disk store', () => {
  it('gives bytes stored again a fresh time, so the sweep never takes a file just uploaded again', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'carga-files-'));
    const files = createFsFileStore(root);
    const hash = await files.put(Buffer.from('otra vez'));
    const old = new Date('2020-01-01T00:00:00Z');
    await utimes(path.join(root, hash.slice(0, 2), hash.slice(2, 4), hash), old, old);
    await files.put(Buffer.from('otra vez'));
    const [listed] = await collect(files);
    expect(listed?.modified.getTime()).toBeGreaterThan(old.getTime() + 1000);
  });
});
