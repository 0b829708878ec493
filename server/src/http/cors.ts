import cors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Header } from '../../../src/core/contract';
import { allowedOriginFor } from './cors-allowlist';

/** Where the element kit is served (static-site.ts): its side files are fetched cross-origin too. */
export const ELEMENTS_PREFIX = '/elements/';

/**
 * Request headers a cross-origin caller may send: the contract's, JeecgBoot's dictionary signature
 * (`X-Sign`, `X-TIMESTAMP`, see src/core/http/headers.ts) and `Content-Type`.
 */
export const CORS_REQUEST_HEADERS = [...Object.values(Header), 'X-Sign', 'X-TIMESTAMP', 'Content-Type'];

/** Response headers a cross-origin caller may read: downloads keep their file name. */
export const CORS_EXPOSED_HEADERS = ['Content-Disposition'];

const SHARED: FastifyCorsOptions = {
  methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: CORS_REQUEST_HEADERS,
  exposedHeaders: CORS_EXPOSED_HEADERS,
  maxAge: 600,
  credentials: false,
};

/**
 * CORS for the API under `apiPrefix` and the element kit under `/elements/`, for the origins of
 * `CORS_ORIGINS` only (an unlisted origin gets no `Access-Control-Allow-Origin`, and every answer
 * carries `Vary: Origin`). Preflights are answered 204 before the API's guard runs, so they need no
 * token or signature. Nothing is registered when the list is empty: same origin only, no CORS headers.
 *
 * @example await registerCors(app, config.corsOrigins, config.apiPrefix)
 */
export async function registerCors(app: FastifyInstance, allowlist: readonly string[], apiPrefix: string) {
  if (allowlist.length === 0) return;
  const covers = (request: FastifyRequest) => {
    const path = request.url.split('?', 1)[0] ?? '';
    return (
      path.startsWith(ELEMENTS_PREFIX) || apiPrefix === '' || path === apiPrefix || path.startsWith(`${apiPrefix}/`)
    );
  };
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(null, { ...SHARED, origin: covers(request) && allowedOriginFor(allowlist, request.headers.origin) }),
  });
}
