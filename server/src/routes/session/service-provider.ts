import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type EntityDef, f } from '../../data/entity';
import { repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { bodyOf } from '../crud';

/** sys_service_provider_auth (migration 010): authorizations handed over on the login URL. */
const SERVICE_PROVIDER_AUTH: EntityDef = {
  table: 'sys_service_provider_auth',
  scope: { tenant: 'tenant_id' },
  audit: true,
  fields: {
    id: f.string('id', { write: false }),
    userId: f.string('user_id', { write: false }),
    appId: f.string('app_id'),
    source: f.string('source'),
    appAuthCode: f.string('app_auth_code'),
    createBy: f.string('create_by', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

const LIMITS = { app_auth_code: 200, app_id: 100, source: 50 } as const;

/**
 * POST /sys/serviceProvider `{app_auth_code, app_id, source}` (signed in): when the login URL
 * carries a service provider's authorization, the client hands it over after login. It is recorded
 * for the caller's tenant (one row per hand-over); no session is started.
 */
export function serviceProviderRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, SERVICE_PROVIDER_AUTH);

  api.post('/sys/serviceProvider', { config: { access: 'authenticated' } }, async (request) => {
    const user = currentUser(request);
    const body = bodyOf(request);
    const values: Record<string, string> = {};
    for (const [field, limit] of Object.entries(LIMITS)) {
      const value = typeof body[field] === 'string' ? (body[field] as string).trim() : '';
      if (!value) throw new BizError('授权参数不完整');
      if (value.length > limit) throw new BizError('授权参数不正确');
      values[field] = value;
    }
    await repo.insert(
      scopeOf(user),
      { appId: values.app_id, source: values.source, appAuthCode: values.app_auth_code },
      { user_id: user.id },
    );
    return ok(null, '授权成功');
  });
}
