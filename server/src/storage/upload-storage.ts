import type { Readable } from 'node:stream';

/** One stored upload, opened for reading. */
export interface StoredObject {
  /** Bytes, when the store tells (it always does for files and for S3 objects). */
  size: number | undefined;
  /** Streamed, never buffered: an upload may be as large as UPLOAD_MAX_MB allows. */
  body: Readable;
}

/**
 * Where uploads are kept, by key: the path relative to the upload root with `/` separators
 * (`{biz}/{yyyyMMdd}/{random}_{fileName}`), which is also what sys_file and the static URLs hold.
 * Two implementations: the local folder `DATA_DIR/upload` and an S3-compatible bucket.
 *
 * @example await ctx.uploads.put('temp/20260102/9f…_a.png', bytes, 'image/png')
 */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** Stores `content` under `key`. Never replaces an object: throws `UploadExistsError` instead. */
  put(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The object, or null when it is absent or `key` is not a valid upload key. */
  open(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object; an absent one is not an error. */
  remove(key: string): Promise<void>;
  /**
   * The keys of the objects directly in `folder` (not in its subfolders), none when it is absent: for
   * sweeps of a store's own folders, such as `IMPORT_ERRORS_FOLDER`.
   */
  list(folder: string): AsyncIterable<string>;
  /** Releases connections; the store is not used afterwards. */
  close(): Promise<void>;
}

/**
 * The folder of imports' error reports (`data/excel/error-files.ts`): each is bound to the user who
 * imported and fetched through the import routes only, never through the public static route.
 */
export const IMPORT_ERRORS_FOLDER = 'import-errors';

/**
 * Whether `key` lies in a folder the public static route must not serve. The first segment is
 * compared loosely (Unicode compatibility forms, either case, trailing dots and spaces) because a
 * case-insensitive file system (macOS, Windows) opens `Import-Errors/…` or `import-errorſ/…` as the
 * same folder.
 *
 * @example isPrivateKey('import-errors/1001_ab…_cd….xlsx') // true; isPrivateKey('temp/20260102/ab_x.png') // false
 */
export function isPrivateKey(key: string): boolean {
  const first =
    key
      .split('/', 1)[0]
      ?.normalize('NFKC')
      .replace(/[. ]+$/, '') ?? '';
  return first.toLowerCase() === IMPORT_ERRORS_FOLDER || first.toUpperCase() === IMPORT_ERRORS_FOLDER.toUpperCase();
}

/** `put` found an object under the key already. */
export class UploadExistsError extends Error {
  constructor(key: string) {
    super(`an upload is already stored under ${key}`);
    this.name = 'UploadExistsError';
  }
}

/** C0, DEL and C1 control characters, which no stored name holds (see `safeFileName`). */
function hasControl(text: string): boolean {
  return Array.from(text).some((char) => {
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || (code >= 0x7f && code <= 0x9f);
  });
}

/**
 * The key a static path names, or null. The path arrives decoded once by the router: anything still
 * looking encoded, any `.`/`..` or empty segment, backslash, colon, NUL or other control character
 * is refused, so a key can never climb out of the upload root (folder) or alias another key (bucket).
 *
 * @example uploadKeyOf('temp/20260102/ab_x.png') // 'temp/20260102/ab_x.png'; uploadKeyOf('../x') // null
 */
export function uploadKeyOf(relative: unknown): string | null {
  if (typeof relative !== 'string' || relative === '' || relative.length > 1000) return null;
  if (/[\\%:]/.test(relative) || hasControl(relative)) return null;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return relative;
}

/** The key, or a throw: writers only ever build keys from checked parts, so a bad one is a bug. */
export function checkedKey(key: string): string {
  const checked = uploadKeyOf(key);
  if (checked === null) throw new Error(`not an upload key: ${JSON.stringify(key)}`);
  return checked;
}
