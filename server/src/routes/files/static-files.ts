import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { fail } from '../../http/envelope';
import { isPrivateKey, uploadKeyOf } from '../../storage';
import { ALLOWED_TYPES, extensionOf, INLINE_IMAGE_EXTENSIONS } from './upload-rules';

export const NOT_FOUND_FILE_MESSAGE = '很抱歉，资源未找到!';
const OCTET_STREAM = 'application/octet-stream';

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
 * `nosniff` and a sandboxing CSP, so an upload never runs as HTML or SVG on our origin. The bytes come
 * streamed from the configured store (`ctx.uploads`: the local folder or the S3 bucket); its private
 * folder `import-errors/` answers 404 like a missing file.
 */
export function registerStaticFiles(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/common/static/*', { config: { access: 'public', signed: false } }, async (request, reply) => {
    const key = uploadKeyOf((request.params as Record<string, string | undefined>)['*']);
    // Import error reports share the store but belong to their user: only the import routes serve them.
    const file = key === null || isPrivateKey(key) ? null : await ctx.uploads.open(key);
    if (key === null || !file) return notFound(reply);
    const storedName = key.slice(key.lastIndexOf('/') + 1);
    const ext = extensionOf(storedName);
    const inline = INLINE_IMAGE_EXTENSIONS.has(ext);
    reply
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      .header('Cache-Control', 'private, max-age=86400')
      .header('Content-Type', (Object.hasOwn(ALLOWED_TYPES, ext) && ALLOWED_TYPES[ext]?.contentType) || OCTET_STREAM)
      .header('Content-Disposition', inline ? 'inline' : attachment(storedName));
    if (file.size !== undefined) reply.header('Content-Length', file.size);
    return reply.send(file.body);
  });
}
