import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type EntityDef, f } from '../../data/entity';
import { type ApiRow, type ExtraWhere, found, repository } from '../../data/repository';
import { AGENT_AUTHORITIES, inScope, type Scope, SHOP_OWNED, scopeOf, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { paramsOf } from '../crud';
import { accountView } from '../org/entities';
import { text } from '../org/rules';
import { appletColumns, checkAppIdFree, checkDutyUser } from './applet-rules';
import { ORDER_VIEW_ENTITY } from './channel-entities';
import { APPLET_ENTITY } from './marketing-entities';
import { checkShopInScope, namesOf, readRoute, writeRoute } from './params';

/** Back-office users who may be an applet's duty user (never a secret column). */
const DUTY_USER_ENTITY: EntityDef = accountView(SHOP_OWNED, {
  avatar: f.string('avatar', { write: false, filter: false }),
  orgCode: f.string('org_code', { write: false }),
  authority: f.int('authority', { write: false, dict: 'authority' }),
  shopId: f.string('shop_id', { write: false }),
  createTime: f.datetime('create_time', { write: false }),
});

const SHOP_APPLETS: ExtraWhere = { sql: ['shop_id IS NOT NULL'], params: [] };

/** Names of the duty user, the registering user and the shop; how many channels promote it. */
async function present(db: Db, scope: Scope, rows: ApiRow[]): Promise<ApiRow[]> {
  if (rows.length === 0) return rows;
  const users = await namesOf(db, 'sys_user', scope, [
    ...rows.map((row) => row.dutyUserId),
    ...rows.map((row) => row.backstageUserId),
  ]);
  const shops = await namesOf(
    db,
    'sys_shop',
    scope,
    rows.map((row) => row.shopId),
  );
  // Every channel of the tenant that promotes the applet counts, not only the caller's.
  const params: unknown[] = [rows.map((row) => row.id)];
  const counts = await db.query<{ applet_id: string; n: number }>(
    `SELECT applet_id, count(*)::int AS n FROM bus_channel_applet
      WHERE applet_id = ANY($1) AND ${inScope(scope, TENANT_OWNED, params)} GROUP BY applet_id`,
    params,
  );
  const channelCount = new Map(counts.map((row) => [row.applet_id, row.n]));
  return rows.map((row) => ({
    ...row,
    dutyUserName: users.get(String(row.dutyUserId)) ?? null,
    backstageUserName: users.get(String(row.backstageUserId)) ?? null,
    shopName: shops.get(String(row.shopId)) ?? null,
    channelCount: channelCount.get(String(row.id)) ?? 0,
  }));
}

/** A shop applet's shop: a shop user's own; a tenant user names one of the tenant's shops. */
async function appletShop(db: Db, scope: Scope, raw: unknown): Promise<string> {
  if (scope.shopId !== null) return scope.shopId;
  const shopId = text(raw).slice(0, 64);
  if (shopId === '') throw new BizError('请选择店铺');
  await checkShopInScope(db, scope, shopId);
  return shopId;
}

/**
 * Mini-programs: the tenant's (`/sys/applet`, a shop user sees their shop's) and the shops'
 * (`/shop/applet`, only applets that belong to a shop), their duty users and orders.
 */
export function appletRoutes(api: FastifyInstance, ctx: AppContext): void {
  const applets = repository(ctx.db, APPLET_ENTITY);
  const orders = repository(ctx.db, ORDER_VIEW_ENTITY);
  const dutyUsers = repository(ctx.db, DUTY_USER_ENTITY);
  const list = { menu: '/applet/appletList' };

  const listApplets = (extra?: ExtraWhere) => async (request: FastifyRequest) => {
    const scope = scopeOf(currentUser(request));
    const page = await applets.list(scope, paramsOf(request), extra);
    return ok({ ...page, records: await present(ctx.db, scope, page.records) });
  };
  readRoute(api, '/sys/applet/getAppletList', list, listApplets());
  readRoute(api, '/shop/applet/getAppletList', list, listApplets(SHOP_APPLETS));

  readRoute(api, '/sys/applet/getApplet', list, async (request) => {
    const scope = scopeOf(currentUser(request));
    const row = found(await applets.get(scope, paramsOf(request).id));
    return ok((await present(ctx.db, scope, [row]))[0]);
  });

  // tenantId and backstageUserId come from the session, never from the body.
  const add = (shopApplet: boolean) => async (request: FastifyRequest) => {
    const scope = scopeOf(currentUser(request));
    const body = paramsOf(request);
    const columns = appletColumns(body);
    await checkAppIdFree(ctx.db, scope, columns);
    const dutyUser =
      body.dutyUserId === undefined || body.dutyUserId === ''
        ? null
        : await checkDutyUser(ctx.db, scope, body.dutyUserId);
    const shop = shopApplet ? { shop_id: await appletShop(ctx.db, scope, body.shopId) } : {};
    const id = await applets.insert(
      scope,
      {},
      {
        ...columns,
        ...shop,
        backstage_user_id: scope.userId,
        duty_user_id: dutyUser ?? scope.userId,
      },
    );
    return ok(id, '添加成功！');
  };
  api.post('/sys/applet/addApplet', { config: { access: { perm: 'applet:add' } } }, add(false));
  api.post('/shop/applet/addApplet', { config: { access: { perm: 'applet:add' } } }, add(true));

  const update = (shopApplet: boolean) => async (request: FastifyRequest) => {
    const scope = scopeOf(currentUser(request));
    const body = paramsOf(request);
    const current = found(await applets.get(scope, body.id));
    if (shopApplet && !current.shopId) throw new BizError('未找到对应数据');
    const columns = appletColumns(body, current);
    await checkAppIdFree(ctx.db, scope, columns, current.id);
    if (!(await applets.update(scope, current.id, {}, columns))) throw new BizError('未找到对应数据');
    return ok(null, '编辑成功!');
  };
  writeRoute(api, '/sys/applet/updateApplet', { perm: 'applet:edit' }, update(false));
  writeRoute(api, '/shop/applet/updateApplet', { perm: 'applet:edit' }, update(true));

  // Users who may be made an applet's duty user.
  readRoute(api, '/sys/applet/getSysUser', list, async (request) => {
    const scope = scopeOf(currentUser(request));
    return ok(
      await dutyUsers.list(scope, paramsOf(request), {
        sql: ['status = 1', '(authority IS NULL OR NOT (authority = ANY($1)))'],
        params: [[...AGENT_AUTHORITIES]],
      }),
    );
  });

  writeRoute(api, '/sys/applet/changeDutyUser', { perm: 'applet:duty' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = paramsOf(request);
    const applet = found(await applets.get(scope, body.id ?? body.appletId));
    const userId = await checkDutyUser(ctx.db, scope, body.dutyUserId ?? body.userId);
    await applets.update(scope, applet.id, {}, { duty_user_id: userId });
    return ok(null, '负责人更换成功！');
  });

  // Orders placed through an applet (appletId narrows to one).
  readRoute(api, '/sys/applet/getUserAppletOrderList', { menu: '/applet/appletOrder' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const page = await orders.list(scope, paramsOf(request), { sql: ['applet_id IS NOT NULL'], params: [] });
    const names = await namesOf(
      ctx.db,
      'bus_applet',
      scope,
      page.records.map((row) => row.appletId),
    );
    const channels = await namesOf(
      ctx.db,
      'sys_channel',
      scope,
      page.records.map((row) => row.channelId),
    );
    return ok({
      ...page,
      records: page.records.map((row) => ({
        ...row,
        appletName: names.get(String(row.appletId)) ?? null,
        channelName: channels.get(String(row.channelId)) ?? null,
      })),
    });
  });
}
