import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../config';

/** s3rver checks signatures against this fixed key pair. */
const KEY = 'S3RVER';

export interface TestBucket {
  /** The settings that point a server at the bucket (`UPLOAD_STORAGE=s3` and the `S3_*` ones). */
  env: Record<string, string>;
  config: S3StorageConfig;
  close(): Promise<void>;
}

/**
 * An S3-compatible server (s3rver, in this process, on a free loopback port, files in a temporary
 * folder) with one empty bucket. Tests only: s3rver ignores `If-None-Match`, so it never refuses a write.
 *
 * @example const bucket = await startTestBucket(); await createTestServer({ ...bucket.env })
 */
export async function startTestBucket(name = 'uploads'): Promise<TestBucket> {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    env: {
      UPLOAD_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: name,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    config: {
      kind: 's3',
      bucket: name,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
