import { splitStoredPaths, storedFileName } from '../../../../core/format/stored-file';

/**
 * Value shape of upload, file and image cells: the stored paths comma-joined, as JeecgBoot's JUpload
 * stores them and `fileUrls()` reads them ('temp/20260102/9f…_a.pdf,temp/…_b.png'; '' when none).
 * In-flight and failed uploads are never in the value: they live in the cell's upload state until
 * they finish or are removed, so `required` and getValues only ever see finished files.
 */

/**
 * The stored paths of a cell value: a comma-joined string, a JSON list (of paths or of
 * `{ path | url | message }` objects, as older JeecgBoot forms saved), or an array of either.
 *
 * @example uploadPaths('a.png,b.pdf') // ['a.png', 'b.pdf']
 */
export function uploadPaths(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  if (Array.isArray(value)) return value.flatMap((one) => uploadPaths(one));
  if (typeof value === 'object') {
    const file = value as Record<string, unknown>;
    const path = file.path ?? file.url ?? file.message;
    return typeof path === 'string' && path ? [path] : [];
  }
  const text = String(value).trim();
  if (text.startsWith('[')) {
    try {
      return uploadPaths(JSON.parse(text));
    } catch {
      // Not JSON after all: read it as a comma list.
    }
  }
  return splitStoredPaths(text);
}

/** The cell value of a list of stored paths. */
export function uploadValue(paths: readonly string[]): string {
  return paths.join(',');
}

/** The file name a user recognises from a stored path (folder and uniqueness mark removed). */
export const fileNameOf = storedFileName;

/** Characters of a file name shown in a cell (docs/widgets-spec.md §9). */
export const FILE_NAME_SHOWN_CHARS = 5;

/**
 * A file name cut to 5 characters plus '...' (code points, so nothing is split in half).
 *
 * @example shortFileName('合同附件一.pdf') // '合同附件一...'
 */
export function shortFileName(name: string, length: number = FILE_NAME_SHOWN_CHARS): string {
  const chars = [...name];
  return chars.length > length ? `${chars.slice(0, length).join('')}...` : name;
}

/**
 * Files allowed per cell from `fieldExtendJson` (`{"uploadnum": n}`); 0 means unlimited (docs/widgets-spec.md §9).
 *
 * @example uploadLimit('{"uploadnum":2}') // 2
 */
export function uploadLimit(fieldExtendJson: string | undefined): number {
  if (!fieldExtendJson) return 0;
  try {
    const n = Number((JSON.parse(fieldExtendJson) as { uploadnum?: unknown }).uploadnum);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
}

const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|bmp|webp|svg|ico|tiff?|avif)$/i;

/**
 * Whether a chosen file is an image (by type, else by extension), for image-only columns.
 *
 * @example isImageFile(new File([], 'a.PNG')) // true
 */
export function isImageFile(file: { name: string; type: string }): boolean {
  if (file.type) return file.type.startsWith('image/');
  return IMAGE_EXTENSIONS.test(file.name);
}

/** Whether a stored path looks like an image (for thumbnails). */
export function isImagePath(path: string): boolean {
  return IMAGE_EXTENSIONS.test(path.split('?')[0] ?? path);
}
