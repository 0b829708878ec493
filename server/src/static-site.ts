import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { deliveryHeaders } from './static-delivery';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

/**
 * The built admin at `/`, the element kit at `/elements/`, the demo pages at `/demo/` (npm start).
 * SITE_DIST names the build folder (default `dist`), so parallel end-to-end runs do not share one.
 * The builds' `.br`/`.gz` siblings (scripts/precompress.mjs) are sent to clients accepting them
 * (`Vary: Accept-Encoding`); hashed outputs are cached for a year, every other file is revalidated by ETag
 * (static-delivery.ts).
 */
export async function serveSite(app: FastifyInstance): Promise<void> {
  const dist = resolve(ROOT, process.env.SITE_DIST || 'dist');
  const mounts = [
    { dir: resolve(dist, 'host'), prefix: '/', hashedDir: 'assets/', preCompressed: true },
    { dir: resolve(dist, 'elements'), prefix: '/elements/', hashedDir: 'esm/', preCompressed: true },
    { dir: resolve(ROOT, 'demo'), prefix: '/demo/', preCompressed: false },
  ];
  let first = true;
  for (const mount of mounts) {
    if (!existsSync(mount.dir)) continue;
    await app.register(fastifyStatic, {
      root: mount.dir,
      prefix: mount.prefix,
      decorateReply: first,
      index: ['index.html'],
      preCompressed: mount.preCompressed,
      setHeaders: deliveryHeaders(mount.dir, mount.hashedDir),
    });
    first = false;
  }
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .send({ success: false, message: '很抱歉，资源未找到!', code: 404, result: null, timestamp: Date.now() }),
  );
}
