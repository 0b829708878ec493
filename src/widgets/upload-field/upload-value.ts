/**
 * Value of an upload field: the stored paths comma-joined, as JeecgBoot's JUpload keeps them
 * ('temp/20260102/9f…_a.pdf,temp/…_b.png'; '' when none). Files still uploading or failed are never
 * part of the value.
 */

import { splitStoredPaths, storedFileName } from '../../core/format/stored-file';

/** The stored paths of a value, blanks dropped. */
export const splitPaths = splitStoredPaths;

/** The value of a list of stored paths. */
export function joinPaths(paths: readonly string[]): string {
  return paths.join(',');
}

/** The file name a user recognises from a stored path or URL. */
export const displayName = storedFileName;

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
