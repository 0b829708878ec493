import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig } from '../config';
import { checkedKey, UploadExistsError, type UploadStorage, uploadKeyOf } from './upload-storage';

/** S3 limits a key to 1024 UTF-8 bytes; a longer static path names nothing. */
const MAX_KEY_BYTES = 1024;

interface S3Failure {
  name?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;
const nameOf = (error: unknown) => (error as S3Failure).name;

const isMissing = (error: unknown) =>
  statusOf(error) === 404 || nameOf(error) === 'NoSuchKey' || nameOf(error) === 'NotFound';

/** `If-None-Match: *` lost: the key exists (412), or a concurrent conditional write won (409). */
const isTaken = (error: unknown) =>
  statusOf(error) === 412 || nameOf(error) === 'PreconditionFailed' || nameOf(error) === 'ConditionalRequestConflict';

/** A server that does not implement conditional writes answers 501 rather than ignoring the header. */
const isUnsupported = (error: unknown) => statusOf(error) === 501 || nameOf(error) === 'NotImplemented';

/**
 * The client for a bucket. Checksums only when an operation requires them: the SDK's newer default
 * (CRC32 on every PUT, validated on every GET) is refused by several S3-compatible servers.
 */
export function s3ClientFor(config: S3StorageConfig): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/**
 * Uploads as objects of one S3-compatible bucket, so several server instances share them. Keys are
 * the upload paths unchanged. Writes carry `If-None-Match: *`, so a server that supports conditional
 * writes (AWS S3, MinIO, R2, Ceph) refuses to replace an object; on one answering 501 to it the store
 * writes without it from then on and relies on the 64 random bits of every upload key.
 *
 * @example const uploads = createS3Storage(config.uploadStorage)
 */
export function createS3Storage(config: S3StorageConfig, client: S3Client = s3ClientFor(config)): UploadStorage {
  const Bucket = config.bucket;
  let conditionalWrites = true;
  const validKey = (key: string) => {
    const checked = uploadKeyOf(key);
    return checked !== null && Buffer.byteLength(checked) <= MAX_KEY_BYTES ? checked : null;
  };

  const write = (Key: string, content: Buffer, contentType: string) =>
    client.send(
      new PutObjectCommand({
        Bucket,
        Key,
        Body: content,
        ContentLength: content.length,
        ContentType: contentType,
        ...(conditionalWrites ? { IfNoneMatch: '*' } : {}),
      }),
    );

  return {
    kind: 's3',
    async put(key, content, contentType) {
      const Key = checkedKey(key);
      try {
        await write(Key, content, contentType);
      } catch (error) {
        if (isTaken(error)) throw new UploadExistsError(key);
        if (!conditionalWrites || !isUnsupported(error)) throw error;
        conditionalWrites = false;
        await write(Key, content, contentType);
      }
    },
    async open(key) {
      const Key = validKey(key);
      if (Key === null) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!(object.Body instanceof Readable)) throw new Error(`S3 returned no readable body for ${Key}`);
        return { size: object.ContentLength, body: object.Body };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      const Key = validKey(key);
      if (Key === null) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      const Key = validKey(key);
      if (Key !== null) await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
    async *list(folder) {
      // The delimiter keeps subfolders out, as the local store's directory listing does.
      const Prefix = `${checkedKey(folder)}/`;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, Delimiter: '/', ContinuationToken }));
        for (const { Key } of page.Contents ?? []) if (Key && validKey(Key) !== null) yield Key;
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async close() {
      client.destroy();
    },
  };
}
