import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertHash, FileNotFoundError, type FileStore, HASH, hashOf } from './file-store.ts';

/** An S3-compatible bucket (AWS, MinIO, Ceph, Garage…): what every server of one deployment shares. */
export interface S3Config {
  /** The endpoint, e.g. http://minio:9000 (S3_URL). */
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404;
};

/**
 * The same content-addressed store in an object bucket, one object a hash (key = the SHA-256), so a
 * file uploaded through one server is read through any other.
 */
export function createS3FileStore(config: S3Config): FileStore {
  const client = new S3Client({
    endpoint: config.url,
    region: config.region,
    // Path-style URLs (http://host/bucket/key): what MinIO and most self-hosted servers answer.
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 requires them: not every S3-compatible server knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  return {
    async put(bytes) {
      const hash = hashOf(bytes);
      // Always written: the same bytes under the same key, with a fresh time for the sweep's grace period.
      await client.send(
        new PutObjectCommand({ Bucket, Key: hash, Body: bytes, ContentType: 'application/octet-stream' }),
      );
      return hash;
    },
    async get(hash) {
      assertHash(hash);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: hash }));
        if (!answer.Body) throw new FileNotFoundError(hash);
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(hash);
        throw error;
      }
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          if (object.Key && HASH.test(object.Key) && object.LastModified)
            yield { hash: object.Key, modified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async modifiedAt(hash) {
      assertHash(hash);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: hash }));
        return head.LastModified ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(hash) {
      assertHash(hash);
      await client.send(new DeleteObjectCommand({ Bucket, Key: hash }));
    },
  };
}
