import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createReadyRa } from '../../test/factories.ts';
import { dataUrl, PNG, storedHashes } from '../../test/files.ts';
import { startS3Server } from '../../test/s3.ts';
import { type Driver, drivers, useTestApp } from '../../test/test-app.ts';
import { type FileStore, hashOf } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';
import { startFileSweep, sweepUnreferencedFiles } from './sweep.ts';

const HOUR = 60 * 60 * 1000;
const stores: Array<[Driver, 'disco' | 'S3']> = [
  ...drivers.map((d) => [d, 'disco'] as [Driver, 'disco']),
  ['pglite', 'S3'],
];

describe.each(stores)('the sweep of unreferenced files on %s, store on %s', (driver, store) => {
  let closeS3: (() => Promise<void>) | undefined;
  const ctx = useTestApp(driver, { office: 'oficina.scl' }, undefined, {
    files:
      store === 'S3'
        ? async () => {
            const server = await startS3Server();
            closeS3 = server.close;
            return createS3FileStore(server.config);
          }
        : undefined,
  });
  afterAll(() => closeS3?.());

  const png = (tag: string) => Buffer.concat([PNG, Buffer.from(tag)]);

  it('deletes old files no attachment names, keeps named ones and fresh ones', async () => {
    const id = await createReadyRa(ctx.app, ctx.tokens.office);
    const named = png('adjunto');
    const upload = await ctx.call('POST', `/api/Shipment/Attachment/${id}`, {
      token: ctx.tokens.office,
      body: {
        nidra: id,
        stipoadjunto: 'image/png',
        snombreadjunto: 'adjunto.png',
        b64archivo: dataUrl('image/png', named),
      },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    // Bytes stored by an upload whose transaction then failed: stored, never named by a row.
    const orphan = await ctx.files.put(png('huérfano'));

    // Within the grace period nothing goes, whatever the database says.
    expect(await sweepUnreferencedFiles(ctx.db, ctx.files)).toEqual([]);
    expect(await storedHashes(ctx.files)).toEqual([hashOf(named), orphan].sort());

    // Two hours later the orphan is gone; a file stored just now (its upload not yet committed) stays.
    const later = new Date(Date.now() + 2 * HOUR);
    const deleted = await sweepUnreferencedFiles(ctx.db, ctx.files, { now: later, graceMs: HOUR });
    expect(deleted).toEqual([orphan]);
    expect(await storedHashes(ctx.files)).toEqual([hashOf(named)]);
    const fresh = await ctx.files.put(png('recién subido'));
    expect(await sweepUnreferencedFiles(ctx.db, ctx.files, { graceMs: HOUR })).toEqual([]);
    expect(await storedHashes(ctx.files)).toContain(fresh);

    // A removed attachment's bytes go with the next sweep; the file is still served until then.
    const [row] = (
      await ctx.call('GET', `/api/Shipment/Attachment/${id}`, { token: ctx.tokens.office })
    ).json();
    const removed = await ctx.call('DELETE', `/api/Shipment/Attachment/${id}/${row.nidadjunto}`, {
      token: ctx.tokens.office,
    });
    expect(removed.statusCode).toBe(200);
    const swept = await sweepUnreferencedFiles(ctx.db, ctx.files, { now: new Date(Date.now() + 3 * HOUR) });
    expect(swept.sort()).toEqual([hashOf(named), fresh].sort());
    expect(await storedHashes(ctx.files)).toEqual([]);
  });
});

describe('a sweep racing an upload of the same bytes', () => {
  const ctx = useTestApp('pglite');

  it('keeps a file stored again after the sweep listed it as old', async () => {
    const hash = await ctx.files.put(Buffer.from('subido otra vez'));
    // The listing was read before the bytes were stored again: it still shows them an hour old.
    const staleListing: FileStore = {
      ...ctx.files,
      async *list() {
        for await (const file of ctx.files.list())
          yield { ...file, modified: new Date(Date.now() - 2 * HOUR) };
      },
    };
    expect(await sweepUnreferencedFiles(ctx.db, staleListing, { graceMs: HOUR })).toEqual([]);
    expect(await storedHashes(ctx.files)).toEqual([hash]);
  });
});

describe('the periodic sweep', () => {
  const ctx = useTestApp('pglite');

  it('sweeps after its first delay and again at each turn, until stopped', async () => {
    const log = { info: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
    // A grace period in the past makes every unreferenced file old enough.
    const stop = startFileSweep(ctx.db, ctx.files, log, {
      initialDelayMs: 20,
      intervalMs: 20,
      graceMs: -HOUR,
    });
    try {
      await ctx.files.put(Buffer.from('primero'));
      await vi.waitFor(async () => expect(await storedHashes(ctx.files)).toEqual([]));
      await ctx.files.put(Buffer.from('segundo'));
      await vi.waitFor(async () => expect(await storedHashes(ctx.files)).toEqual([]));
    } finally {
      await stop();
    }
    const kept = await ctx.files.put(Buffer.from('después de parar'));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await storedHashes(ctx.files)).toEqual([kept]);
  });
});
