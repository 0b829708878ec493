import type { FastifyInstance, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import {
  allowedContentType,
  bizFolder,
  extensionOf,
  NO_FILE_MESSAGE,
  NOT_IMAGE_MESSAGE,
  safeFileName,
  sniff,
  TOO_LARGE_MESSAGE,
} from './upload-rules';
import { storeUpload } from './upload-store';

/** Largest image doUpLoadwebp decodes (about 40 megapixels), against decompression bombs. */
export const MAX_INPUT_PIXELS = 40_000_000;

interface Upload {
  fields: Map<string, string>;
  file: { name: string; content: Buffer } | null;
}

/** Reads a multipart request: the `file` part (else the first file part) and the text fields. */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new BizError(NO_FILE_MESSAGE);
  const fields = new Map<string, string>();
  let file: Upload['file'] = null;
  let named = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (!named && (file === null || part.fieldname === 'file')) {
          file = { name: part.filename, content };
          named = part.fieldname === 'file';
        }
      } else if (typeof part.value === 'string') {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BizError(TOO_LARGE_MESSAGE);
    throw error;
  }
  if (!file || file.content.length === 0) throw new BizError(NO_FILE_MESSAGE);
  return { fields, file };
}

/**
 * Uploads: `POST /sys/common/upload` (multipart `file`, `biz`, `isup`; the saved relative path in
 * `message` and `result`) and `POST /business/shop/doUpLoadwebp` (an image converted to WebP; the
 * static URL in `result`). Folder, name, extension and content are all checked before anything is written.
 */
export function registerUpload(api: FastifyInstance, ctx: AppContext): void {
  api.post('/sys/common/upload', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const { fields, file } = await readUpload(request);
    const biz = bizFolder(fields.get('biz'));
    const fileName = safeFileName(file?.name);
    const content = file?.content ?? Buffer.alloc(0);
    const contentType = allowedContentType(fileName, content);
    const path = await storeUpload(ctx, scope, { biz, fileName, content, contentType });
    return ok(path, path);
  });

  api.post('/business/shop/doUpLoadwebp', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const { fields, file } = await readUpload(request);
    const biz = bizFolder(fields.get('biz'));
    const content = file?.content ?? Buffer.alloc(0);
    const family = sniff(content);
    if (family !== 'jpeg' && family !== 'png' && family !== 'gif' && family !== 'webp') {
      throw new BizError(NOT_IMAGE_MESSAGE);
    }
    let webp: Buffer;
    try {
      webp = await sharp(content, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      throw new BizError(NOT_IMAGE_MESSAGE);
    }
    const original = safeFileName(file?.name);
    const ext = extensionOf(original);
    const stem = ext ? original.slice(0, -(ext.length + 1)) : original;
    const fileName = `${stem || 'image'}.webp`;
    const path = await storeUpload(ctx, scope, { biz, fileName, content: webp, contentType: 'image/webp' });
    const url = `${ctx.config.apiPrefix}/sys/common/static/${path}`;
    return ok(url, url);
  });
}
