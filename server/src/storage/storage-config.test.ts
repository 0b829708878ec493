import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_S3_REGION, loadConfig } from '../config';

const S3 = { UPLOAD_STORAGE: 's3', S3_BUCKET: 'rental-uploads' };

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('UPLOAD_STORAGE and the S3_* settings', () => {
  it('keep uploads in the local folder by default, whatever S3_* says', () => {
    expect(loadConfig({}).uploadStorage).toEqual({ kind: 'local' });
    expect(loadConfig({ UPLOAD_STORAGE: 'local', S3_BUCKET: 'ignored' }).uploadStorage).toEqual({ kind: 'local' });
  });

  it('read a bucket on AWS with the SDK’s own credentials', () => {
    expect(loadConfig(S3).uploadStorage).toEqual({
      kind: 's3',
      bucket: 'rental-uploads',
      region: DEFAULT_S3_REGION,
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it('read an S3-compatible server: path style by default there, overridable', () => {
    const env = {
      ...S3,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'cn-east-1',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
    };
    expect(loadConfig(env).uploadStorage).toEqual({
      kind: 's3',
      bucket: 'rental-uploads',
      region: 'cn-east-1',
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).uploadStorage).toMatchObject({ forcePathStyle: false });
    expect(loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'true' }).uploadStorage).toMatchObject({ forcePathStyle: true });
  });

  it('refuse to start on an incomplete or wrong set, naming the setting', () => {
    expect(refusal({ UPLOAD_STORAGE: 'oss' })).toBe('UPLOAD_STORAGE must be local or s3, not "oss"');
    expect(refusal({ UPLOAD_STORAGE: 's3' })).toBe('S3_BUCKET must be set when UPLOAD_STORAGE=s3');
    expect(refusal({ ...S3, S3_BUCKET: 'a' })).toMatch(/^S3_BUCKET must be 3 to 63/);
    expect(refusal({ ...S3, S3_BUCKET: 'a/b' })).toMatch(/^S3_BUCKET must be 3 to 63/);
    expect(refusal({ ...S3, S3_ENDPOINT: 'minio:9000' })).toMatch(/^S3_ENDPOINT must be an http\(s\) URL/);
    expect(refusal({ ...S3, S3_ENDPOINT: 'ftp://host' })).toMatch(/^S3_ENDPOINT must be an http\(s\) URL/);
    expect(refusal({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toBe('S3_FORCE_PATH_STYLE must be true or false, not "yes"');
    expect(refusal({ ...S3, S3_ACCESS_KEY_ID: 'only-the-id' })).toMatch(/must be set together/);
    expect(refusal({ ...S3, S3_SECRET_ACCESS_KEY: 'only-the-secret' })).toMatch(/must be set together/);
  });
});
