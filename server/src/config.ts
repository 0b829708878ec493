import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { DEMO_APP_ID, DEMO_SIGN_SECRET } from '../../src/core/contract';
import type { EmbeddedEngine } from './db/database';
import { sourceListOf } from './http/content-security';
import { ANY_ORIGIN, parseCorsOrigins } from './http/cors-allowlist';

/** Server configuration, read once from the environment (README, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The database under DATA_DIR when DATABASE_URL is unset (`EMBEDDED_DATABASE`); unset: PostgreSQL,
   * unless DATA_DIR holds only an earlier PGlite database, which stays in use.
   */
  embeddedDatabase: EmbeddedEngine | undefined;
  /**
   * This process's name among the instances sharing the database (`INSTANCE_ID`): shown in the job run
   * log; unset: host, process id and a random part.
   */
  instanceId: string | undefined;
  apiPrefix: string;
  appId: string;
  signSecret: string;
  /** Allowed distance of `timestamps` from the server clock, both directions. */
  signWindowMs: number;
  tokenSecret: string;
  /** Sliding idle lifetime of a token. */
  tokenIdleMs: number;
  adminPassword: string;
  demoPassword: string;
  production: boolean;
  /** Seed the demo data set on first start (never in production). */
  demo: boolean;
  uploadMaxBytes: number;
  /** Where uploads are kept (`UPLOAD_STORAGE` and the `S3_*` settings). */
  uploadStorage: UploadStorageConfig;
  /** Most rows one Excel export may hold (`EXPORT_MAX_ROWS`); a larger export is refused before any byte. */
  exportMaxRows: number;
  oauth: OAuthConfig | undefined;
  casUrl: string | undefined;
  /** The SMS gateway codes are POSTed to; unset: demo sender (logs codes) or, in production, none. */
  smsWebhookUrl: string | undefined;
  /** Other origins allowed to call the API, load `/elements/` and open sockets (`CORS_ORIGINS`); empty: none. */
  corsOrigins: string[];
  /** Who may frame the admin and the demo pages (`FRAME_ANCESTORS`, CSP sources; default `'self'`). */
  frameAncestors: string[];
  /** Origins the admin may call besides its own and its API's (`CSP_CONNECT_SRC`). */
  cspConnectSources: string[];
  /** What the admin may show in its iframe menu entries (`CSP_FRAME_SRC`, default `'self' https:`). */
  cspFrameSources: string[];
}

/** `UPLOAD_STORAGE=local` (default): files under `DATA_DIR/upload`; `s3`: one S3-compatible bucket. */
export type UploadStorageConfig = { kind: 'local' } | S3StorageConfig;

export interface S3StorageConfig {
  kind: 's3';
  bucket: string;
  region: string;
  /** A non-AWS server (MinIO, Ceph, R2, OSS…); unset: AWS S3 itself. */
  endpoint: string | undefined;
  /** `bucket` in the path rather than the host name; most non-AWS servers want it. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export interface OAuthConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider sends the browser back to (our `/sys/thirdLogin/callback`). */
  redirectUri: string;
  thirdType: string;
}

export const DEMO_ADMIN_PASSWORD = 'Admin@2026';
export const DEMO_USER_PASSWORD = 'Demo@2026';

const PASSWORD_RULE = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

export class ConfigError extends Error {}

/** `CORS_ORIGINS`, validated: exact origins only, and `*` never in production. */
function corsOriginsOf(raw: string | undefined, production: boolean): string[] {
  let origins: string[];
  try {
    origins = parseCorsOrigins(raw);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  if (production && origins.includes(ANY_ORIGIN)) {
    throw new ConfigError('CORS_ORIGINS=* is not allowed when NODE_ENV=production: list the exact origins');
  }
  return origins;
}

function embeddedEngineOf(raw: string | undefined): EmbeddedEngine | undefined {
  const engine = raw?.trim();
  if (!engine) return undefined;
  if (engine !== 'postgres' && engine !== 'pglite') {
    throw new ConfigError(`EMBEDDED_DATABASE must be postgres or pglite, not "${engine}"`);
  }
  return engine;
}

/** Default of `S3_REGION`: any region works for most non-AWS servers, and AWS needs one named. */
export const DEFAULT_S3_REGION = 'us-east-1';

/** Bucket names of AWS and the servers copying it; underscores and capitals only for old AWS buckets. */
const BUCKET_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{1,61}[A-Za-z0-9]$/;

function s3EndpointOf(raw: string | undefined): string | undefined {
  const endpoint = raw?.trim();
  if (!endpoint) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(endpoint);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ConfigError(`S3_ENDPOINT must be an http(s) URL such as http://127.0.0.1:9000, not "${endpoint}"`);
  }
  return endpoint;
}

function booleanOf(name: string, raw: string | undefined, fallback: boolean): boolean {
  const value = raw?.trim().toLowerCase();
  if (!value) return fallback;
  if (value !== 'true' && value !== 'false') throw new ConfigError(`${name} must be true or false, not "${raw}"`);
  return value === 'true';
}

/** `UPLOAD_STORAGE` with its `S3_*` settings, validated so a wrong set stops the start, not the first upload. */
function instanceIdSetting(value: string | undefined): string | undefined {
  const id = value?.trim();
  if (!id) return undefined;
  if (!/^[\w.:@-]{1,64}$/.test(id))
    throw new ConfigError(`INSTANCE_ID takes up to 64 letters, digits and . : @ _ -: ${id}`);
  return id;
}

function uploadStorageOf(env: NodeJS.ProcessEnv): UploadStorageConfig {
  const kind = env.UPLOAD_STORAGE?.trim() || 'local';
  if (kind === 'local') return { kind };
  if (kind !== 's3') throw new ConfigError(`UPLOAD_STORAGE must be local or s3, not "${kind}"`);
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new ConfigError('S3_BUCKET must be set when UPLOAD_STORAGE=s3');
  if (!BUCKET_NAME.test(bucket)) {
    throw new ConfigError(`S3_BUCKET must be 3 to 63 letters, digits, dots, hyphens or underscores, not "${bucket}"`);
  }
  const endpoint = s3EndpointOf(env.S3_ENDPOINT);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for AWS_* credentials)',
    );
  }
  return {
    kind,
    bucket,
    region: env.S3_REGION?.trim() || DEFAULT_S3_REGION,
    endpoint,
    forcePathStyle: booleanOf('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** A CSP source list setting (content-security.ts), its errors as configuration errors. */
function cspSetting(env: NodeJS.ProcessEnv, name: string, fallback: string[]): string[] {
  try {
    return sourceListOf(name, env[name], fallback);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

/** Default of `EXPORT_MAX_ROWS`: a million rows (one worksheet, about half a minute of streaming). */
export const DEFAULT_EXPORT_MAX_ROWS = 1_000_000;

/** `EXPORT_MAX_ROWS`: a positive whole number, default `DEFAULT_EXPORT_MAX_ROWS`. */
function exportMaxRowsOf(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DEFAULT_EXPORT_MAX_ROWS;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new ConfigError(`EXPORT_MAX_ROWS must be a positive whole number, not "${raw}"`);
  }
  return value;
}

/**
 * Reads the environment. Production refuses to start without an admin password and real secrets;
 * generated secrets are never logged.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const demo = !production && env.DEMO !== 'false';
  const required = (name: string): string => {
    const value = env[name];
    if (!value) throw new ConfigError(`${name} must be set when NODE_ENV=production`);
    return value;
  };
  const adminPassword = production ? required('ADMIN_PASSWORD') : env.ADMIN_PASSWORD || DEMO_ADMIN_PASSWORD;
  if (!PASSWORD_RULE.test(adminPassword)) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters with a letter and a digit');
  }
  const apiPrefix = `/${(env.API_PREFIX ?? '/jeecg-boot').replace(/^\/+|\/+$/g, '')}`;
  const oauth = env.OAUTH_ISSUER
    ? {
        issuer: env.OAUTH_ISSUER,
        clientId: env.OAUTH_CLIENT_ID ?? '',
        clientSecret: env.OAUTH_CLIENT_SECRET ?? '',
        redirectUri: env.OAUTH_REDIRECT_URI ?? '',
        thirdType: env.OAUTH_THIRD_TYPE ?? 'oauth2',
      }
    : undefined;
  return {
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    embeddedDatabase: embeddedEngineOf(env.EMBEDDED_DATABASE),
    instanceId: instanceIdSetting(env.INSTANCE_ID),
    apiPrefix: apiPrefix === '/' ? '' : apiPrefix,
    appId: production ? required('APP_ID') : env.APP_ID || DEMO_APP_ID,
    signSecret: production ? required('SIGN_SECRET') : env.SIGN_SECRET || DEMO_SIGN_SECRET,
    signWindowMs: Number(env.SIGN_WINDOW_MS ?? 5 * 60 * 1000),
    tokenSecret: production ? required('TOKEN_SECRET') : env.TOKEN_SECRET || randomBytes(32).toString('hex'),
    tokenIdleMs: Number(env.TOKEN_IDLE_MINUTES ?? 120) * 60 * 1000,
    adminPassword,
    demoPassword: env.DEMO_PASSWORD || DEMO_USER_PASSWORD,
    production,
    demo,
    uploadMaxBytes: Number(env.UPLOAD_MAX_MB ?? 10) * 1024 * 1024,
    uploadStorage: uploadStorageOf(env),
    exportMaxRows: exportMaxRowsOf(env.EXPORT_MAX_ROWS),
    oauth,
    casUrl: env.CAS_URL || undefined,
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    corsOrigins: corsOriginsOf(env.CORS_ORIGINS, production),
    frameAncestors: cspSetting(env, 'FRAME_ANCESTORS', ["'self'"]),
    cspConnectSources: cspSetting(env, 'CSP_CONNECT_SRC', []),
    cspFrameSources: cspSetting(env, 'CSP_FRAME_SRC', ["'self'", 'https:']),
  };
}
