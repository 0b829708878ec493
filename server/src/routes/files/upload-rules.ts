import { BizError } from '../../http/envelope';

export const BAD_BIZ_MESSAGE = '非法的业务目录';
export const BAD_TYPE_MESSAGE = '不允许上传该类型的文件';
export const TOO_LARGE_MESSAGE = '文件大小超出限制';
export const NO_FILE_MESSAGE = '未上传任何文件';
export const NOT_IMAGE_MESSAGE = '请上传图片';

/** Upload folders: one to three segments of letters, digits, `_` and `-` (so no `..`, no absolute path). */
export const BIZ_PATTERN = /^[A-Za-z0-9_-]{1,50}(\/[A-Za-z0-9_-]{1,50}){0,2}$/;

/**
 * The folder of an upload (`temp` when absent), or a refusal.
 *
 * @example bizFolder('shop/logo') // 'shop/logo'; bizFolder('../../etc') throws 非法的业务目录
 */
export function bizFolder(raw: unknown): string {
  if (raw === undefined || raw === null || raw === '') return 'temp';
  if (typeof raw !== 'string' || !BIZ_PATTERN.test(raw)) throw new BizError(BAD_BIZ_MESSAGE);
  return raw;
}

/** Content families recognised from the first bytes of a file. */
type Family = 'jpeg' | 'png' | 'gif' | 'webp' | 'bmp' | 'pdf' | 'ole' | 'zip' | 'rar' | 'mp4' | 'text';

/** Allowed extensions: the family their content must sniff as, and the type we store and serve. */
export const ALLOWED_TYPES: Record<string, { family: Family; contentType: string }> = {
  jpg: { family: 'jpeg', contentType: 'image/jpeg' },
  jpeg: { family: 'jpeg', contentType: 'image/jpeg' },
  png: { family: 'png', contentType: 'image/png' },
  gif: { family: 'gif', contentType: 'image/gif' },
  webp: { family: 'webp', contentType: 'image/webp' },
  bmp: { family: 'bmp', contentType: 'image/bmp' },
  pdf: { family: 'pdf', contentType: 'application/pdf' },
  doc: { family: 'ole', contentType: 'application/msword' },
  xls: { family: 'ole', contentType: 'application/vnd.ms-excel' },
  ppt: { family: 'ole', contentType: 'application/vnd.ms-powerpoint' },
  docx: { family: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
  xlsx: { family: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  pptx: { family: 'zip', contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation' },
  zip: { family: 'zip', contentType: 'application/zip' },
  rar: { family: 'rar', contentType: 'application/vnd.rar' },
  mp4: { family: 'mp4', contentType: 'video/mp4' },
  txt: { family: 'text', contentType: 'text/plain; charset=utf-8' },
  csv: { family: 'text', contentType: 'text/csv; charset=utf-8' },
};

/** Raster images a browser may show inline; everything else is served as an attachment. */
export const INLINE_IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp']);

const startsWith = (buffer: Buffer, bytes: number[] | string, offset = 0) => {
  const expected = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return (
    buffer.length >= offset + expected.length && buffer.subarray(offset, offset + expected.length).equals(expected)
  );
};

/** The family of a binary file from its magic bytes (text is judged separately). */
export function sniff(buffer: Buffer): Family | null {
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, 'GIF87a') || startsWith(buffer, 'GIF89a')) return 'gif';
  if (startsWith(buffer, 'RIFF') && startsWith(buffer, 'WEBP', 8)) return 'webp';
  if (startsWith(buffer, 'BM') && buffer.length >= 26) return 'bmp';
  if (startsWith(buffer, '%PDF-')) return 'pdf';
  if (startsWith(buffer, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(buffer, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buffer, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(buffer, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  if (startsWith(buffer, 'ftyp', 4)) return 'mp4';
  return null;
}

/** Plain text: valid UTF-8, no NUL bytes, and not a binary format renamed. */
function isText(buffer: Buffer): boolean {
  if (buffer.includes(0) || sniff(buffer) !== null) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(buffer);
    return true;
  } catch {
    return false;
  }
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * The stored content type of an upload whose extension AND content are both allowed and agree,
 * or a refusal: a PNG-named HTML page, an `.svg`, an `.exe` are all refused.
 *
 * @example allowedContentType('logo.png', pngBytes) // 'image/png'
 */
export function allowedContentType(fileName: string, buffer: Buffer): string {
  const ext = extensionOf(fileName);
  const rule = Object.hasOwn(ALLOWED_TYPES, ext) ? ALLOWED_TYPES[ext] : undefined;
  if (!rule) throw new BizError(BAD_TYPE_MESSAGE);
  const matches = rule.family === 'text' ? isText(buffer) : sniff(buffer) === rule.family;
  if (!matches) throw new BizError(BAD_TYPE_MESSAGE);
  return rule.contentType;
}

const UNSAFE_NAME_CHARS = /[<>:"|?*%\\/;]/g;

/** Drops control characters (C0, DEL, C1), which no file name needs. */
export function withoutControls(text: string): string {
  return Array.from(text)
    .filter((char) => {
      const code = char.codePointAt(0) ?? 0;
      return code >= 0x20 && !(code >= 0x7f && code <= 0x9f);
    })
    .join('');
}

/**
 * A file name safe to store: the last path segment only, no `..`, no separators, no control or
 * shell-special characters, at most 100 characters (the extension kept).
 *
 * @example safeFileName('../../evil.png') // 'evil.png'
 */
export function safeFileName(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : '';
  const last = text.split(/[\\/]/).pop() ?? '';
  let name = withoutControls(last)
    .replace(/\.\.+/g, '.')
    .replace(UNSAFE_NAME_CHARS, '')
    .replace(/^[.\s]+/, '')
    .trim();
  if (name.length > 100) {
    const ext = extensionOf(name);
    name = ext && ext.length < 10 ? `${name.slice(0, 99 - ext.length)}.${ext}` : name.slice(0, 100);
  }
  return name || 'file';
}
