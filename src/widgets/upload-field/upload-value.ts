/**
 * Value of an upload field: the stored paths comma-joined, as JeecgBoot's JUpload keeps them
 * ('temp/20260102/9f…_a.pdf,temp/…_b.png'; '' when none). Files still uploading or failed are never
 * part of the value.
 */

/**
 * The stored paths of a value, blanks dropped.
 *
 * @example splitPaths('a.png, b.pdf') // ['a.png', 'b.pdf']
 */
export function splitPaths(value: string | null | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

/** The value of a list of stored paths. */
export function joinPaths(paths: readonly string[]): string {
  return paths.join(',');
}

// Uniqueness marks the servers add: ours `{16 hex}_name`, JeecgBoot `name_{13 digits}.ext`.
const OUR_PREFIX = /^[0-9a-f]{16}_/i;
const JEECG_SUFFIX = /_\d{13}(?=\.[^.]*$|$)/;

/**
 * The file name a user recognises from a stored path or URL.
 *
 * @example displayName('temp/20260102/9f86d081884c7d65_合同.pdf') // '合同.pdf'
 */
export function displayName(path: string): string {
  const base = path.split('?')[0]?.split(/[\\/]/).pop() || path;
  let name = base;
  try {
    name = decodeURIComponent(base);
  } catch {
    name = base;
  }
  return name.replace(OUR_PREFIX, '').replace(JEECG_SUFFIX, '') || base;
}

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|bmp|webp|svg|ico)$/i;

/**
 * Whether a chosen file is an image, by its type or, when the browser gives none, its extension.
 *
 * @example isImageFile(new File([''], 'a.png', { type: 'image/png' })) // true
 */
export function isImageFile(file: { name: string; type: string }): boolean {
  return file.type ? file.type.startsWith('image/') : IMAGE_EXTENSIONS.test(file.name);
}

/**
 * How many more files fit: `limit` 0 means no limit.
 *
 * @example freeSlots(3, 2) // 1
 */
export function freeSlots(limit: number, taken: number): number {
  return limit > 0 ? Math.max(0, limit - taken) : Number.POSITIVE_INFINITY;
}
