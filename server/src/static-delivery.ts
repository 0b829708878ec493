import { relative, sep } from 'node:path';
import type { FastifyReply } from 'fastify';

/** A hashed build output: a changed file gets a new name, so a cached copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, config.js, the kit's entry files): kept, but revalidated (ETag) before each use. */
export const REVALIDATE = 'no-cache';

/**
 * `<name>-<hash>.<ext>`: the 8 base64url characters Vite and Rolldown put in a chunk's or asset's name. The hash
 * must hold a capital letter: a custom element's name never does, so the kit's `esm/<tag>.js` entries (e.g. a
 * future `esm/user-selector.js`) can never pass for hashed. The rare hash without one is merely revalidated.
 */
const HASHED_NAME = /-(?=[\w-]{0,7}[A-Z])[\w-]{8}\.[a-z0-9]+$/;
/** The precompressed variants (scripts/precompress.mjs) are cached as the file they encode. */
const ENCODED_VARIANT = /\.(?:br|gz)$/;

/**
 * Whether `path` (relative to a mount's folder, `/`-separated) is a hashed output, i.e. a file directly in
 * `hashedDir` (the host's `assets/`, the kit's `esm/`) whose name carries a content hash.
 *
 * @example isHashedAsset('esm/wk-runtime-BUX382bd.js', 'esm/') // true; 'esm/notice-bell.js' → false
 */
export function isHashedAsset(path: string, hashedDir: string): boolean {
  const file = path.replace(ENCODED_VARIANT, '');
  return file.startsWith(hashedDir) && !file.slice(hashedDir.length).includes('/') && HASHED_NAME.test(file);
}

/**
 * The `setHeaders` of a static mount (static-site.ts): `nosniff` everywhere, a year and `immutable` for the
 * hashed outputs under `hashedDir`, `no-cache` for every other file (with the ETag of @fastify/static, a
 * revalidation costs a 304). `hashedDir` undefined: nothing is hashed (the demo pages).
 *
 * `policyOf` gives a page its Content-Security-Policy (site-policies.ts), in place of the locked-down one every
 * other answer has (http/security-headers.ts).
 *
 * @example setHeaders: deliveryHeaders(resolve(dist, 'host'), 'assets/', pagePolicies(settings))
 */
export function deliveryHeaders(root: string, hashedDir?: string, policyOf?: (path: string) => string | undefined) {
  return (reply: FastifyReply, path: string): void => {
    const file = relative(root, path).split(sep).join('/');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', hashedDir && isHashedAsset(file, hashedDir) ? IMMUTABLE : REVALIDATE);
    const policy = policyOf?.(path);
    if (policy) reply.header('Content-Security-Policy', policy);
  };
}
