import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, found, repository } from '../../data/repository';
import { AGENT_AUTHORITIES, CHANNEL_ROW, inScope, type Scope, SHOP_ROW, scopeOf, TENANT_OWNED } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { paramsOf } from '../crud';
import { checkUniqueInScope } from '../org/roles';
import { CHANNEL_ENTITY, PARTNER_ACCOUNT_ENTITY, SIGN_STATUS } from './channel-entities';
import { channelUpdate } from './channel-update';
import { channelOf, maskIdCard, namesOf, readRoute, writeRoute } from './params';

interface ChannelStats {
  id: string;
  order_count: number;
  order_amount: string | number;
  user_count: number;
  applet_count: number;
  vest_count: number;
  default_shop_name: string | null;
  company_name: string | null;
  credit_code: string | null;
  address: string | null;
  qy_email: string | null;
  fr_name: string | null;
  id_card: string | null;
  mobile: string | null;
}

/** Adds order, user and applet counts, the default shop's name and the company info to channel rows. */
async function withStats(db: Db, scope: Scope, rows: ApiRow[]): Promise<ApiRow[]> {
  if (rows.length === 0) return rows;
  const params: unknown[] = [rows.map((row) => row.id)];
  // A shop user counts only its own shop's orders and customers of each channel.
  const shopOrders = inScope(scope, { shop: 'shop_id' }, params, 'o');
  const shopUsers = inScope(scope, { shop: 'shop_id' }, params, 'u');
  const stats = await db.query<ChannelStats>(
    `SELECT c.id,
            (SELECT count(*)::int FROM bus_order o
              WHERE o.tenant_id = c.tenant_id AND o.channel_id = c.id AND ${shopOrders}) AS order_count,
            (SELECT coalesce(sum(o.total_amount), 0) FROM bus_order o
              WHERE o.tenant_id = c.tenant_id AND o.channel_id = c.id AND ${shopOrders}) AS order_amount,
            (SELECT count(*)::int FROM lite_user u
              WHERE u.tenant_id = c.tenant_id AND u.channel_id = c.id AND ${shopUsers}) AS user_count,
            (SELECT count(*)::int FROM bus_channel_applet a WHERE a.channel_id = c.id) AS applet_count,
            (SELECT count(*)::int FROM bus_vest_applet v WHERE v.channel_id = c.id) AS vest_count,
            s.name AS default_shop_name,
            cc.company_name, cc.credit_code, cc.address, cc.qy_email, cc.fr_name, cc.id_card, cc.mobile
       FROM sys_channel c
       LEFT JOIN sys_shop s ON s.id = c.default_shop_id AND s.tenant_id = c.tenant_id
       LEFT JOIN bus_channel_company cc ON cc.channel_id = c.id AND cc.tenant_id = c.tenant_id
      WHERE c.id = ANY($1) AND ${inScope(scope, CHANNEL_ROW, params, 'c')}`,
    params,
  );
  const byId = new Map(stats.map((row) => [row.id, row]));
  return rows.map((row) => {
    const stat = byId.get(String(row.id));
    return {
      ...row,
      orderCount: stat?.order_count ?? 0,
      orderAmount: Number(stat?.order_amount ?? 0),
      userCount: stat?.user_count ?? 0,
      appletCount: stat?.applet_count ?? 0,
      vestAppletCount: stat?.vest_count ?? 0,
      defaultShopName: stat?.default_shop_name ?? null,
      companyInfo: stat?.company_name
        ? {
            companyName: stat.company_name,
            creditCode: stat.credit_code,
            address: stat.address,
            qyEmail: stat.qy_email,
            frName: stat.fr_name,
            idCard: maskIdCard(stat.id_card),
            mobile: stat.mobile,
          }
        : null,
    };
  });
}

/** The channel a default look-up is about: a partner's own, the asked one, else the tenant's default. */
async function defaultChannel(db: Db, scope: Scope, params: Record<string, unknown>): Promise<ApiRow | null> {
  const repo = repository(db, CHANNEL_ENTITY);
  const asked = channelOf(scope, params);
  if (asked !== undefined) return repo.get(scope, asked);
  const rows = await repo.all(scope, { isDefault: '1' }, 1);
  return rows[0] ?? null;
}

/**
 * Channels of the caller's tenant (a partner: only their own), their defaults, the partner
 * accounts, and the tenant's edits (updateChannel, including the signing review).
 */
export function channelRoutes(api: FastifyInstance, ctx: AppContext): void {
  const channels = repository(ctx.db, CHANNEL_ENTITY);
  const accounts = repository(ctx.db, PARTNER_ACCOUNT_ENTITY);

  readRoute(api, '/sys/channel/findChannelList', { menu: '/channel/channelList' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const page = await channels.list(scope, paramsOf(request));
    return ok({ ...page, records: await withStats(ctx.db, scope, page.records) });
  });

  writeRoute(api, '/sys/channel/updateChannel', { perm: 'channel:edit' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = paramsOf(request);
    const current = found(await channels.get(scope, body.id));
    const { columns, makeDefault } = await channelUpdate(ctx.db, scope, current, body);
    if (columns.code !== undefined && columns.code !== null) {
      await checkUniqueInScope(
        ctx.db,
        CHANNEL_ENTITY,
        { ...scope, channelId: null },
        'code',
        String(columns.code),
        String(current.id),
        '渠道编码已存在',
      );
    }
    await ctx.db.transaction(async (tx) => {
      if (makeDefault) {
        // One default channel per tenant: every other channel of the tenant loses the flag.
        const params: unknown[] = [current.id];
        await tx.query(
          `UPDATE sys_channel SET is_default = 0 WHERE id <> $1 AND is_default = 1 AND ${inScope(scope, TENANT_OWNED, params)}`,
          params,
        );
      }
      if (!(await repository(tx, CHANNEL_ENTITY).update(scope, current.id, {}, columns))) {
        throw new BizError('未找到对应数据');
      }
    });
    return ok(null, '编辑成功!');
  });

  readRoute(api, '/sys/channel/getChannelDefault', 'authenticated', async (request) => {
    const scope = scopeOf(currentUser(request));
    const channel = await defaultChannel(ctx.db, scope, paramsOf(request));
    return ok(channel ? (await withStats(ctx.db, scope, [channel]))[0] : null);
  });

  // The shop a channel's orders go to: the channel's default shop while open, else the tenant's first open shop.
  // A shop user always gets their own shop.
  readRoute(api, '/sys/channel/getChannelDefaultShop', 'authenticated', async (request) => {
    const scope = scopeOf(currentUser(request));
    const channel = await defaultChannel(ctx.db, scope, paramsOf(request));
    const wanted = scope.shopId ?? (channel?.defaultShopId as string | null) ?? null;
    const params: unknown[] = [wanted];
    // A shop user's own shop whatever its status; for the others, an open one.
    const open = scope.shopId === null ? 'AND status = 1' : '';
    const shop = await ctx.db.one<{ id: string; name: string; rent_or_purchase: number }>(
      `SELECT id, name, rent_or_purchase FROM sys_shop WHERE ${inScope(scope, SHOP_ROW, params)} ${open}
        ORDER BY (id = $1) DESC NULLS LAST, create_time, id LIMIT 1`,
      params,
    );
    if (!shop) return ok(null);
    return ok({
      shopId: shop.id,
      shopName: shop.name,
      rentOrPurchase: shop.rent_or_purchase,
      channelId: channel?.id ?? null,
      channelName: channel?.name ?? null,
    });
  });

  readRoute(api, '/sys/channel/getChannelDefaultTenant', 'authenticated', async (request) => {
    const scope = scopeOf(currentUser(request));
    const channel = await defaultChannel(ctx.db, scope, paramsOf(request));
    const tenant = await ctx.db.one<{ id: number; name: string; tenant_model: number }>(
      'SELECT id, name, tenant_model FROM sys_tenant WHERE id = $1',
      [scope.tenantId],
    );
    if (!tenant) return ok(null);
    return ok({
      tenantId: tenant.id,
      tenantName: tenant.name,
      tenantModel: tenant.tenant_model,
      channelId: channel?.id ?? null,
      channelName: channel?.name ?? null,
      signStatus: channel?.signStatus ?? null,
    });
  });

  // Back-office accounts of channel partners (authority 5 and 6) with their channel's signing state.
  readRoute(api, '/sys/channel/platformChannelUser', { menu: '/channel/channelUser' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const page = await accounts.list(scope, paramsOf(request), {
      sql: ['authority = ANY($1)'],
      params: [[...AGENT_AUTHORITIES]],
    });
    const ids = page.records.map((row) => row.channelId);
    const names = await namesOf(ctx.db, 'sys_channel', scope, ids);
    const signParams: unknown[] = [ids.filter((id) => typeof id === 'string')];
    const signs = await ctx.db.query<{ id: string; sign_status: number }>(
      `SELECT id, sign_status FROM sys_channel WHERE id = ANY($1) AND ${inScope(scope, CHANNEL_ROW, signParams)}`,
      signParams,
    );
    const signOf = new Map(signs.map((row) => [row.id, row.sign_status]));
    return ok({
      ...page,
      records: page.records.map((row) => {
        const sign = signOf.get(String(row.channelId));
        return {
          ...row,
          channelName: names.get(String(row.channelId)) ?? null,
          signStatus: sign ?? null,
          signStatus_dictText: sign === undefined ? '' : (['未签署', '审核中', '已签署'][sign] ?? ''),
          signed: sign === SIGN_STATUS.signed,
        };
      }),
    });
  });
}
