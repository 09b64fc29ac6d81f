import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3Config } from '../src/files/s3-file-store.ts';

/**
 * An S3-compatible server in the test's process (s3rver, files in a temporary folder) on a free port,
 * with one empty bucket: `config` is what createS3FileStore (or S3_URL…) takes. Close it after the tests.
 */
export async function startS3Server(bucket = 'carga-test') {
  const directory = mkdtempSync(path.join(tmpdir(), 'carga-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const config: S3Config = {
    url: `http://127.0.0.1:${port}`,
    bucket,
    // s3rver's fixed development keys.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
  };
  return {
    config,
    /** The environment a server process reads (readConfig). */
    env: {
      S3_URL: config.url,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: config.accessKeyId,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
