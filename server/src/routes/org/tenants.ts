import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tenantsOf } from '../../auth/auth-user';
import { currentUser } from '../../auth/guard';
import { tenantChoices } from '../../auth/tenant-access';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, idsOf, queryOf } from '../crud';
import { SHOP_ENTITY, TENANT_ENTITY } from './entities';
import { requireText } from './roles';
import { text } from './rules';

/** The platform's own tenant can never be deleted. */
const PLATFORM_TENANT_ID = 1000;

/**
 * The spec's tenant refusal: code -1 with the text in `msg` (shown as a warning), also in `message`.
 *
 * @example tenantRefusal('租户不存在或无权访问') // { success: false, code: -1, message, msg, ... }
 */
export function tenantRefusal(message: string) {
  return { success: false, message, code: -1, result: null, timestamp: Date.now(), msg: message };
}

function tenantId(value: unknown): number | null {
  const n = Number(text(value));
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** Tenant and shop look-ups for every user; tenant administration for the platform administrator. */
export function tenantRoutes(api: FastifyInstance, ctx: AppContext): void {
  const tenants = repository(ctx.db, TENANT_ENTITY);
  const shops = repository(ctx.db, SHOP_ENTITY);

  // Only a tenant the caller belongs to (the platform administrator: any).
  api.get('/sys/tenant/queryById', { config: { access: 'authenticated' } }, async (request) => {
    const caller = currentUser(request);
    const id = tenantId(queryOf(request).id);
    const member = id !== null && (caller.platform || (await tenantsOf(ctx.db, caller.id)).includes(id));
    const row = member ? await tenants.get(scopeOf(caller), id) : null;
    return row ? ok(row) : tenantRefusal('租户不存在或无权访问');
  });

  // A shop of the caller's tenant; a shop user only their own (SHOP_ENTITY's scope).
  api.get('/sys/tenant/getShop', { config: { access: 'authenticated' } }, async (request) => {
    const row = await shops.get(scopeOf(currentUser(request)), text(queryOf(request).shopId));
    return row ? ok(row) : tenantRefusal('店铺不存在或无权访问');
  });

  // The caller's tenants; the platform administrator's are every active tenant (the header's switch lists them).
  api.get('/sys/tenant/getCurrentUserTenant', { config: { access: 'authenticated' } }, async (request) => {
    const caller = currentUser(request);
    if (caller.platform) return ok(await tenantChoices(ctx.db, caller.id, true));
    const rows = await ctx.db.query<{ id: number; name: string }>(
      `SELECT t.id, t.name FROM sys_tenant t JOIN sys_user_tenant ut ON ut.tenant_id = t.id
        WHERE ut.user_id = $1 ORDER BY t.id`,
      [caller.id],
    );
    return ok(rows);
  });

  const platform = { config: { access: 'platform' as const } };

  api.get('/sys/tenant/list', platform, async (request) => {
    return ok(await tenants.list(scopeOf(currentUser(request)), queryOf(request)));
  });

  api.post('/sys/tenant/add', platform, async (request) => {
    const caller = currentUser(request);
    const body: ApiRow = { ...bodyOf(request) };
    requireText(body, 'name', '请输入租户名称', true);
    let id = tenantId(body.id);
    if (body.id !== undefined && body.id !== '' && id === null) throw new BizError('租户编号必须是正整数');
    if (id !== null && (await tenants.get(scopeOf(caller), id))) throw new BizError('租户编号已存在');
    await ctx.db.transaction(async (tx) => {
      if (id === null) {
        const next = await tx.one<{ id: number }>('SELECT COALESCE(max(id), 1000) + 1 AS id FROM sys_tenant');
        id = next?.id ?? PLATFORM_TENANT_ID + 1;
      }
      await repository(tx, TENANT_ENTITY).insert(scopeOf(caller), body, { id });
      // The administrator who created it can switch into it at once.
      await tx.query('INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ($1, $2)', [caller.id, id]);
    });
    return ok(id, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const body: ApiRow = { ...bodyOf(request) };
    requireText(body, 'name', '请输入租户名称', false);
    const id = tenantId(body.id);
    if (id === null || !(await tenants.update(scopeOf(currentUser(request)), id, body))) {
      throw new BizError('未找到对应数据');
    }
    return ok(null, '编辑成功!');
  };
  api.put('/sys/tenant/edit', platform, edit);
  api.post('/sys/tenant/edit', platform, edit);

  // Only empty tenants go: any remaining data keeps it (foreign keys refuse, the transaction rolls back).
  const remove = async (ids: number[]) => {
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    if (ids.includes(PLATFORM_TENANT_ID)) throw new BizError('不能删除平台租户');
    const users = await ctx.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user WHERE tenant_id = ANY($1)', [
      ids,
    ]);
    if ((users?.n ?? 0) > 0) throw new BizError('该租户下存在用户，无法删除');
    const removed = await ctx.db.transaction(async (tx) => {
      await tx.query('DELETE FROM sys_user_tenant WHERE tenant_id = ANY($1)', [ids]);
      return (await tx.query('DELETE FROM sys_tenant WHERE id = ANY($1) RETURNING id', [ids])).length;
    });
    if (removed === 0) throw new BizError('未找到对应数据');
  };
  const tenantIds = (value: unknown) =>
    idsOf(value)
      .map(tenantId)
      .filter((id): id is number => id !== null);

  api.delete('/sys/tenant/delete', platform, async (request) => {
    await remove(tenantIds(queryOf(request).id));
    return ok(null, '删除成功!');
  });
  api.delete('/sys/tenant/deleteBatch', platform, async (request) => {
    await remove(tenantIds(queryOf(request).ids));
    return ok(null, '批量删除成功!');
  });
}
