import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createGuard } from './auth/guard';
import { type SmsSender, smsSenderFor } from './auth/sms-sender';
import { createTokenService } from './auth/tokens';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Db } from './db/database';
import { registerCors } from './http/cors';
import { errorHandler } from './http/error-handler';
import { rejectInvalidText } from './http/invalid-text';
import { registerSecurityHeaders } from './http/security-headers';
import { createJobScheduler } from './jobs';
import { openClusterBus } from './realtime/cluster-bus';
import { createRealtime } from './realtime/hub';
import { closingSocketsOnRevoke } from './realtime/revocation';
import { startSessionSweep } from './realtime/session-sweep';
import { type RouteModule, routeModules } from './routes';
import { createUploadStorage } from './storage';
import { instanceIdOf } from './util/instance-id';

export interface BuildOptions {
  config: ServerConfig;
  db: Db;
  /** true: Fastify's logger to stdout; a stream: the same logger written there (tests read it). */
  logger?: boolean | { write(line: string): void };
  /** Delivers SMS codes (default: chosen from the configuration, see `smsSenderFor`). */
  sms?: SmsSender;
  /** The API areas to register (default: all of them); tests pass their own. */
  modules?: RouteModule[];
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: unknown;
}

/** The API server (no listening, no static files): used by `main.ts` and by every server test. */
export async function buildApp({
  config,
  db,
  logger = false,
  modules = routeModules,
  sms,
}: BuildOptions): Promise<{ app: FastifyInstance; ctx: AppContext; routes: RegisteredRoute[] }> {
  const app = Fastify({
    logger: logger
      ? { level: config.production ? 'info' : 'warn', ...(logger === true ? {} : { stream: logger }) }
      : false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === 'true',
    // Table dictionary codes travel in the path (loadDict/sys_user,realname,username).
    routerOptions: { maxParamLength: 500 },
  });
  // One name for this process in the job run log and on the cluster bus.
  const instanceId = instanceIdOf(config.instanceId);
  const bus = await openClusterBus(db, { instanceId, log: (line) => app.log.warn(line) });
  const realtime = createRealtime(bus);
  const ctx: AppContext = {
    config,
    db,
    tokens: closingSocketsOnRevoke(createTokenService(db, config.tokenSecret, config.tokenIdleMs), realtime),
    realtime,
    bus,
    sms: sms ?? smsSenderFor(config, (message) => app.log.warn(message)),
    jobs: createJobScheduler({ db, log: app.log, instanceId }),
    uploads: createUploadStorage(config),
  };
  const stopSessionSweep = startSessionSweep(db, realtime, { log: (line) => app.log.warn(line) });
  app.addHook('onClose', async () => {
    await stopSessionSweep();
    await ctx.jobs.stop();
    await ctx.uploads.close();
    await bus.close();
  });

  const routes: RegisteredRoute[] = [];
  app.decorateRequest('user', null);
  app.setErrorHandler(errorHandler);
  // Before the API (and the static site serveSite adds): preflights are answered ahead of the guard.
  await registerCors(app, config.corsOrigins, config.apiPrefix);
  await registerSecurityHeaders(app, config.frameAncestors);
  rejectInvalidText(app);
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 10 } });
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  await app.register(
    async (api) => {
      api.addHook('onRoute', (route) => {
        if (!route.config?.access) throw new Error(`${route.method} ${route.url} declares no access`);
        routes.push({ method: String(route.method), url: route.url, access: route.config.access });
      });
      api.addHook('onRequest', createGuard(ctx));
      for (const register of modules) await register(api, ctx);
      api.setNotFoundHandler((_request, reply) =>
        reply.code(404).send({
          success: false,
          message: '很抱歉，资源未找到!',
          code: 404,
          result: null,
          timestamp: Date.now(),
        }),
      );
    },
    { prefix: config.apiPrefix },
  );
  return { app, ctx, routes };
}
