import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Features no page of ours uses: a page injected into ours cannot turn them on. Only names Chromium knows
 * (an unknown one is reported in the console).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'fullscreen=(self)',
].join(', ');

/** A year, the subdomains too: sent only on requests that reached the proxy over https. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * `X-Frame-Options` for browsers without `frame-ancestors`: SAMEORIGIN or DENY when the setting says just
 * that; none when other origins may frame us (the header cannot name them, and it would override the CSP
 * in old browsers).
 */
export function frameOptionsFor(frameAncestors: string[]): 'SAMEORIGIN' | 'DENY' | undefined {
  if (frameAncestors.length !== 1) return undefined;
  if (frameAncestors[0] === "'self'") return 'SAMEORIGIN';
  if (frameAncestors[0] === "'none'") return 'DENY';
  return undefined;
}

/**
 * Security headers on every answer (@fastify/helmet): a locked-down CSP (`default-src 'none'`) for what is not
 * a page — API answers, files — which the pages' own policies replace (static-site.ts, the login popup);
 * `Cross-Origin-Resource-Policy: cross-origin`, because partners' pages load the kit's scripts and uploaded
 * images from us; `Cross-Origin-Opener-Policy: same-origin-allow-popups`, which keeps the third-party login
 * popup able to answer; `Referrer-Policy: same-origin`; `Permissions-Policy`; HSTS on https only (behind a
 * proxy: `TRUST_PROXY=true`, which makes `request.protocol` follow `X-Forwarded-Proto`).
 */
export async function registerSecurityHeaders(app: FastifyInstance, frameAncestors: string[]): Promise<void> {
  const frameOptions = frameOptionsFor(frameAncestors);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': frameAncestors,
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'same-origin' },
    frameguard: frameOptions ? { action: frameOptions === 'DENY' ? 'deny' : 'sameorigin' } : false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
  });
}
