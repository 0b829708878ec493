import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { ALLOWED_TYPES, extensionOf, INLINE_IMAGE_EXTENSIONS, withoutControls } from './upload-rules';
import { uploadRoot } from './upload-store';

export const NOT_FOUND_FILE_MESSAGE = '很抱歉，资源未找到!';
const OCTET_STREAM = 'application/octet-stream';

function inside(root: string, path: string): boolean {
  return path.startsWith(root.endsWith(sep) ? root : root + sep);
}

/**
 * The file a static path names, strictly under the upload root, or null. The path arrives decoded
 * once by the router; anything still looking encoded, any `.`/`..` segment, backslash, NUL, drive
 * or absolute path, and any symlink leading outside the root is refused.
 *
 * @example await resolveUpload('/data/upload', 'temp/20260102/ab_x.png') // '/data/upload/temp/20260102/ab_x.png'
 */
export async function resolveUpload(root: string, relative: unknown): Promise<{ path: string; size: number } | null> {
  if (typeof relative !== 'string' || relative === '' || relative.length > 1000) return null;
  if (/[\\%:]/.test(relative) || withoutControls(relative) !== relative) return null;
  const segments = relative.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  const base = resolve(root);
  const candidate = resolve(base, ...segments);
  if (!inside(base, candidate)) return null;
  try {
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(candidate)]);
    if (!inside(realBase, realFile)) return null;
    const info = await stat(realFile);
    return info.isFile() ? { path: realFile, size: info.size } : null;
  } catch {
    return null;
  }
}

/** `attachment` with an ASCII fallback and the UTF-8 name (the random storage prefix dropped). */
function attachment(storedName: string): string {
  const name = storedName.replace(/^[0-9a-f]{16}_/, '');
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send(fail(NOT_FOUND_FILE_MESSAGE, 404));
}

/**
 * `GET /sys/common/static/*`: public (browsers load images by URL). Raster images are served inline;
 * everything else — PDFs, office files, text, anything unknown — as an attachment, always with
 * `nosniff` and a sandboxing CSP, so an upload never runs as HTML or SVG on our origin.
 */
export function registerStaticFiles(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/common/static/*', { config: { access: 'public', signed: false } }, async (request, reply) => {
    const relative = (request.params as Record<string, string | undefined>)['*'];
    const file = await resolveUpload(uploadRoot(ctx), relative);
    if (!file) return notFound(reply);
    const storedName = file.path.slice(file.path.lastIndexOf(sep) + 1);
    const ext = extensionOf(storedName);
    const inline = INLINE_IMAGE_EXTENSIONS.has(ext);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Type', (Object.hasOwn(ALLOWED_TYPES, ext) && ALLOWED_TYPES[ext]?.contentType) || OCTET_STREAM)
      .header('Content-Length', file.size)
      .header('Content-Disposition', inline ? 'inline' : attachment(storedName));
    return reply.send(createReadStream(file.path));
  });
}
