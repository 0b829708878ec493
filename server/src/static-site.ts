import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { pagePolicies, type SitePolicySettings } from './site-policies';
import { deliveryHeaders } from './static-delivery';

const ROOT = resolve(new URL('../..', import.meta.url).pathname);

/** The policies' settings when the server's configuration does not say (config.ts defaults). */
const DEFAULT_POLICIES: SitePolicySettings = {
  frameAncestors: ["'self'"],
  connectSources: [],
  frameSources: ["'self'", 'https:'],
};

/**
 * The built admin at `/`, the element kit at `/elements/`, the demo pages at `/demo/` (npm start).
 * SITE_DIST names the build folder (default `dist`), so parallel end-to-end runs do not share one.
 * The builds' `.br`/`.gz` siblings (scripts/precompress.mjs) are sent to clients accepting them
 * (`Vary: Accept-Encoding`); hashed outputs are cached for a year, every other file is revalidated by ETag
 * (static-delivery.ts). Each page (the admin's index.html, a demo page) carries its own Content-Security-Policy
 * (site-policies.ts) from `policies` (FRAME_ANCESTORS, CSP_CONNECT_SRC, CSP_FRAME_SRC).
 */
export async function serveSite(app: FastifyInstance, policies: SitePolicySettings = DEFAULT_POLICIES): Promise<void> {
  const dist = resolve(ROOT, process.env.SITE_DIST || 'dist');
  const host = resolve(dist, 'host');
  const mounts = [
    {
      dir: host,
      prefix: '/',
      hashedDir: 'assets/',
      preCompressed: true,
      policyOf: pagePolicies(policies, resolve(host, 'config.js')),
    },
    { dir: resolve(dist, 'elements'), prefix: '/elements/', hashedDir: 'esm/', preCompressed: true },
    { dir: resolve(ROOT, 'demo'), prefix: '/demo/', preCompressed: false, policyOf: pagePolicies(policies) },
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
      setHeaders: deliveryHeaders(mount.dir, mount.hashedDir, mount.policyOf),
    });
    first = false;
  }
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .send({ success: false, message: '很抱歉，资源未找到!', code: 404, result: null, timestamp: Date.now() }),
  );
}
