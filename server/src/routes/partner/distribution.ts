import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { inScope, SHOP_AND_CHANNEL_OWNED, scopeOf, TENANT_OWNED } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { paramsOf } from '../crud';
import { DISTRIBUTION_CONFIG_ENTITY, DISTRIBUTION_RELATION_ENTITY } from './marketing-entities';
import { isPartner, maskPhone, money, readRoute, requiredInt, writeRoute } from './params';

/** The four rows of a tenant's distribution config: [type, leavel] (1 single level, 2 tiers 1-3). */
export const DISTRIBUTION_SLOTS = [
  [1, 1],
  [2, 1],
  [2, 2],
  [2, 3],
] as const;
const TYPE_TEXT: Record<number, string> = { 1: '单级', 2: '多级' };
const LEVEL_TEXT: Record<number, string> = { 1: '一级', 2: '二级', 3: '三级' };

export const DISTRIBUTION_MESSAGES = {
  rows: '分销配置必须为4条',
  type: '分销类型只能是1（单级）或2（多级）',
  leavel: '分销层级须为1到3',
  slots: '分销配置须为单级一条（一级）和多级三条（一级至三级）',
  domestic: '分销比例须为0到100之间的数字，最多两位小数',
  tierSum: '多级分销比例合计不能超过100%',
  tenantOnly: '只有租户管理员可以修改分销配置',
} as const;

export interface DistributionRow {
  type: number;
  leavel: number;
  domestic: number;
}

/**
 * The four rows of an addDisConfig body (an array, or `{ list }`), checked: one single-level row
 * and three tier rows, each percentage 0-100 with two decimals, the tiers together at most 100.
 * Ids and tenantIds in the rows are ignored (rows are matched by type and leavel).
 */
export function distributionRows(body: unknown): DistributionRow[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { list?: unknown }).list)
      ? (body as { list: unknown[] }).list
      : null;
  if (!list || list.length !== DISTRIBUTION_SLOTS.length) throw new BizError(DISTRIBUTION_MESSAGES.rows);
  const rows = list.map((raw) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new BizError(DISTRIBUTION_MESSAGES.rows);
    const row = raw as Record<string, unknown>;
    return {
      type: requiredInt(row.type, 1, 2, DISTRIBUTION_MESSAGES.type),
      leavel: requiredInt(row.leavel, 1, 3, DISTRIBUTION_MESSAGES.leavel),
      domestic: money(row.domestic, 0, 100, DISTRIBUTION_MESSAGES.domestic),
    };
  });
  const keys = new Set(rows.map((row) => `${row.type}-${row.leavel}`));
  if (keys.size !== rows.length || DISTRIBUTION_SLOTS.some(([type, leavel]) => !keys.has(`${type}-${leavel}`))) {
    throw new BizError(DISTRIBUTION_MESSAGES.slots);
  }
  const tiers = rows.filter((row) => row.type === 2).reduce((sum, row) => sum + Math.round(row.domestic * 100), 0);
  if (tiers > 100 * 100) throw new BizError(DISTRIBUTION_MESSAGES.tierSum);
  return rows;
}

/** Distribution: the tenant's commission config (four rows) and the referral (sub-user) lists. */
export function distributionRoutes(api: FastifyInstance, ctx: AppContext): void {
  const configs = repository(ctx.db, DISTRIBUTION_CONFIG_ENTITY);
  const relations = repository(ctx.db, DISTRIBUTION_RELATION_ENTITY);

  // Always the four rows in slot order; a slot never saved reads as domestic 0 with id null.
  readRoute(api, '/sys/distribution/getDisConfig', { menu: '/distribution/config' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const rows = await configs.all(scope, {}, 10);
    return ok(
      DISTRIBUTION_SLOTS.map(
        ([type, leavel]) =>
          rows.find((row) => row.type === type && row.leavel === leavel) ?? {
            id: null,
            tenantId: scope.tenantId,
            type,
            type_dictText: TYPE_TEXT[type],
            leavel,
            leavel_dictText: LEVEL_TEXT[leavel],
            domestic: 0,
            updateBy: null,
            updateTime: null,
          },
      ),
    );
  });

  writeRoute(api, '/sys/distribution/addDisConfig', { perm: 'distribution:save' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    if (isPartner(scope) || scope.shopId !== null) throw new BizError(DISTRIBUTION_MESSAGES.tenantOnly);
    const rows = distributionRows(request.body);
    await ctx.db.transaction(async (tx) => {
      for (const row of rows) {
        await tx.query(
          `INSERT INTO bus_distribution_config (id, tenant_id, type, leavel, domestic, update_by, update_time)
           VALUES ($1, $2, $3, $4, $5, $6, now())
           ON CONFLICT (tenant_id, type, leavel) DO UPDATE SET domestic = $5, update_by = $6, update_time = now()`,
          [newId(), scope.tenantId, row.type, row.leavel, row.domestic, scope.username],
        );
      }
    });
    return ok(rows.length, '保存成功！');
  });

  // Referred users (parentUserId narrows to one referrer) with their own details and orders.
  readRoute(api, '/sys/distribution/getSubUserList', { menu: '/distribution/subUser' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const page = await relations.list(scope, paramsOf(request));
    const ids = [...page.records.map((row) => row.userId), ...page.records.map((row) => row.parentUserId)];
    // The referrer may be another channel's customer: names and phones come from the whole tenant.
    const userParams: unknown[] = [ids.filter((id) => typeof id === 'string')];
    const users = await ctx.db.query<{
      id: string;
      nickname: string | null;
      real_name: string | null;
      phone: string | null;
      is_member: number;
      create_time: Date;
    }>(
      `SELECT id, nickname, real_name, phone, is_member, create_time FROM lite_user
        WHERE id = ANY($1) AND ${inScope(scope, TENANT_OWNED, userParams)}`,
      userParams,
    );
    const userOf = new Map(users.map((row) => [row.id, row]));
    // Orders the caller may see: a partner counts only its channel's, a shop user only its shop's.
    const orderParams: unknown[] = [page.records.map((row) => row.userId)];
    const orders = await ctx.db.query<{ user_id: string; n: number; amount: string | number }>(
      `SELECT user_id, count(*)::int AS n, coalesce(sum(total_amount), 0) AS amount FROM bus_order
        WHERE user_id = ANY($1) AND ${inScope(scope, SHOP_AND_CHANNEL_OWNED, orderParams)} GROUP BY user_id`,
      orderParams,
    );
    const orderOf = new Map(orders.map((row) => [row.user_id, row]));
    const phone = (value: string | null | undefined) => (isPartner(scope) ? maskPhone(value) : (value ?? null));
    return ok({
      ...page,
      records: page.records.map((row) => {
        const user = userOf.get(String(row.userId));
        const parent = userOf.get(String(row.parentUserId));
        return {
          ...row,
          nickname: user?.nickname ?? null,
          realName: user?.real_name ?? null,
          phone: phone(user?.phone),
          isMember: user?.is_member ?? 0,
          parentNickname: parent?.nickname ?? null,
          parentPhone: phone(parent?.phone),
          orderCount: orderOf.get(String(row.userId))?.n ?? 0,
          orderAmount: Number(orderOf.get(String(row.userId))?.amount ?? 0),
        };
      }),
    });
  });
}
