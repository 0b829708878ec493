import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { error, springError } from './jeecg-result';
import { isSignedPath, JEECG_DEFAULT_SIGNATURE_SECRET, verifySignature } from './jeecg-sign';
import { type ExpiryStyle, type Session, stockApi } from './stock-api';

export type { ExpiryStyle } from './stock-api';

/**
 * A JeecgBoot 3.x back end in miniature, written from JeecgBoot's own sources (LoginController,
 * SysPermissionController, SysUserController, SysRoleController, SysDepartController, SysDictController,
 * JwtFilter/ShiroRealm, SignAuthInterceptor, JeecgBootExceptionHandler), for proving the admin against
 * the answers an operator's existing server gives: codes 0 and 200, IPage lists, `_dictText` fields,
 * the X-Sign check of the dictionary endpoints, business errors, 401 from the JWT filter.
 *
 * It also serves a built admin (`siteDir`) with a `config.js` beside its index.html. Test controls live
 * under `/__standin/` (outside the API): the last captcha of a key, expiring sessions, the request log.
 */

export interface StandinOptions {
  /** Servlet context path (JeecgBoot: `/jeecg-boot`). */
  contextPath?: string;
  /** `jeecg.signatureSecret`. */
  signatureSecret?: string;
  /** `jeecg.firewall.enableLoginCaptcha` (JeecgBoot checks the captcha unless it is false). */
  loginCaptcha?: boolean;
  /** A built admin to serve at `/`. */
  siteDir?: string;
  /** Fields of `window.__APP_CONFIG__` in the served `config.js`. */
  clientConfig?: Record<string, unknown>;
}

export interface LoggedRequest {
  method: string;
  path: string;
  /** The query string, still encoded ('' without one). */
  query: string;
  status: number;
  code?: number;
  message?: string;
}

/** ShiroConfig's anonymous URLs the admin may call (the rest need a token). */
const ANON = [
  /^\/sys\/randomImage\//,
  /^\/sys\/(login|logout|sms|phoneLogin|getEncryptedString|checkCaptcha)$/,
  /^\/sys\/thirdLogin\//,
  /^\/sys\/cas\/client\/validateLogin$/,
  /^\/sys\/user\/(checkOnlyUser|register|phoneVerification|passwordChange)$/,
  /^\/sys\/common\/static\//,
  /^\/(websocket|vxeSocket)\//,
];

const TOKEN_INVALID = 'Token失效，请重新登录!';
const LEGACY_TOKEN_INVALID = 'Token失效，请重新登录';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Builds the stand-in (not listening yet).
 *
 * @example const app = createStandin({ siteDir: 'dist' }); await app.listen({ port: 8080 });
 */
export function createStandin(options: StandinOptions = {}): FastifyInstance {
  const contextPath = options.contextPath ?? '/jeecg-boot';
  const secret = options.signatureSecret ?? JEECG_DEFAULT_SIGNATURE_SECRET;
  const loginCaptcha = options.loginCaptcha ?? true;
  const sessions = new Map<string, Session>();
  const captchas = new Map<string, string>();
  const smsCodes = new Map<string, string>();
  const log: LoggedRequest[] = [];
  const app = Fastify({ logger: false });

  const apiPath = (request: FastifyRequest) => request.url.split('?')[0]?.slice(contextPath.length) ?? '';

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith(`${contextPath}/`) && typeof payload === 'string') {
      let body: { code?: number; message?: string } = {};
      try {
        body = JSON.parse(payload) as typeof body;
      } catch {
        // not JSON
      }
      log.push({
        method: request.method,
        path: apiPath(request),
        query: request.url.split(/\?(.*)/s)[1] ?? '',
        status: reply.statusCode,
        ...(body.code !== undefined ? { code: body.code } : {}),
        ...(body.message !== undefined ? { message: body.message } : {}),
      });
    }
    return payload;
  });

  // JwtFilter (Shiro) before any controller: a request without a valid token never reaches one.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith(`${contextPath}/`)) return;
    const path = apiPath(request);
    if (ANON.some((pattern) => pattern.test(path))) return;
    const token = request.headers['x-access-token'];
    const session = typeof token === 'string' ? sessions.get(token) : undefined;
    if (session?.expired === '500') {
      return reply.code(500).send(springError(500, LEGACY_TOKEN_INVALID, request.url.split('?')[0] ?? ''));
    }
    if (!session || session.expired) {
      const message = !token ? 'token为空!' : session ? TOKEN_INVALID : 'Token非法无效!';
      return reply.code(401).send(error(message, 401));
    }
  });

  /** SignAuthInterceptor on the `jeecg.signUrls`; null when the request may go on. */
  const signatureRefusal = (request: FastifyRequest) => {
    const [uri = '', query = ''] = request.url.split(/\?(.*)/s);
    if (!isSignedPath(apiPath(request))) return null;
    const refusal = verifySignature(
      { uri, query, method: request.method, body: request.body },
      {
        sign: request.headers['x-sign'] as string | undefined,
        timestamp: request.headers['x-timestamp'] as string | undefined,
      },
      secret,
    );
    return refusal ? { success: false, message: refusal, code: 500, timestamp: Date.now() } : null;
  };

  app.register((api) => stockApi(api, { sessions, captchas, smsCodes, loginCaptcha, signatureRefusal }), {
    prefix: contextPath,
  });

  // JeecgBootExceptionHandler.handlerNoFoundException: HTTP 200 with code 404 (after the JWT filter).
  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith(`${contextPath}/`)) return reply.send(error('路径不存在，请检查路径是否正确', 404));
    return reply.code(404).type('text/plain').send('Not Found');
  });

  // Test controls.
  app.get<{ Params: { key: string } }>('/__standin/captcha/:key', async (request, reply) => {
    const code = captchas.get(request.params.key);
    return code ? { code } : reply.code(404).send({ code: null });
  });
  app.get<{ Params: { mobile: string } }>('/__standin/sms/:mobile', async (request, reply) => {
    const code = smsCodes.get(request.params.mobile);
    return code ? { code } : reply.code(404).send({ code: null });
  });
  app.post<{ Body: { style?: ExpiryStyle } }>('/__standin/expire-sessions', async (request) => {
    const style = request.body?.style === '500' ? '500' : '401';
    for (const session of sessions.values()) session.expired = style;
    return { expired: sessions.size, style };
  });
  app.get('/__standin/log', async () => log);
  app.delete('/__standin/log', async () => {
    log.length = 0;
    return { cleared: true };
  });

  if (options.siteDir) {
    const root = options.siteDir;
    const configJs = `window.__APP_CONFIG__ = ${JSON.stringify(options.clientConfig ?? {})};\n`;
    app.get('/config.js', async (_request, reply) => reply.type('text/javascript; charset=utf-8').send(configJs));
    const files = existsSync(root) ? filesUnder(root) : [];
    for (const file of files) {
      const url = `/${relative(root, file).split('\\').join('/')}`;
      if (url === '/config.js') continue;
      const type = MIME[extname(file)] ?? 'application/octet-stream';
      const routes = url === '/index.html' ? ['/', url] : [url];
      for (const route of routes) {
        app.get(route, async (_request, reply) => reply.type(type).send(readFileSync(file)));
      }
    }
  }

  return app;
}
