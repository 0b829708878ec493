import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import {
  CHANNEL_OWNED,
  inScope,
  narrowedToChannel,
  type Scope,
  scopeConditions,
  scopeOf,
  TENANT_OWNED,
} from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { formatDateTime } from '../../util/time';
import { paramsOf } from '../crud';
import { idList, text } from '../org/rules';
import { CHANNEL_ENTITY, VEST_APPLET_ENTITY } from './channel-entities';
import { APPLET_ENTITY } from './marketing-entities';
import { channelOf, namesOf, type Params, readRoute, writeRoute } from './params';

/** Applets one channel may relate to at most. */
const MAX_RELATED_APPLETS = 50;

/** The channel a request names (a partner: their own), checked to be in scope. */
async function scopedChannel(db: Db, scope: Scope, params: Params): Promise<ApiRow> {
  const id = channelOf(scope, params);
  if (id === undefined) throw new BizError('请选择渠道');
  const channel = await repository(db, CHANNEL_ENTITY).get(scope, id);
  if (!channel) throw new BizError('未找到对应渠道');
  return channel;
}

/** Applets related to channels, and vest applets (tenant applets dressed for one channel). */
export function channelAppletRoutes(api: FastifyInstance, ctx: AppContext): void {
  const applets = repository(ctx.db, APPLET_ENTITY);
  const vests = repository(ctx.db, VEST_APPLET_ENTITY);

  // Every applet of the tenant, flagged `related` when the channel promotes it (related first).
  readRoute(api, '/sys/channel/getRelationApplet', { menu: '/channel/channelList' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const channel = await scopedChannel(ctx.db, scope, paramsOf(request));
    const all = await applets.all(scope, { column: 'createTime', order: 'asc' }, 500);
    const linkParams: unknown[] = [];
    const links = await ctx.db.query<{ applet_id: string; create_time: Date }>(
      `SELECT applet_id, create_time FROM bus_channel_applet
        WHERE ${inScope(narrowedToChannel(scope, String(channel.id)), CHANNEL_OWNED, linkParams)}`,
      linkParams,
    );
    const linked = new Map(links.map((row) => [row.applet_id, row.create_time]));
    const shops = await namesOf(
      ctx.db,
      'sys_shop',
      scope,
      all.map((row) => row.shopId),
    );
    const rows = all.map((applet) => ({
      id: applet.id,
      name: applet.name,
      appId: applet.appId,
      appType: applet.appType,
      appType_dictText: applet.appType_dictText,
      status: applet.status,
      status_dictText: applet.status_dictText,
      shopId: applet.shopId,
      shopName: shops.get(String(applet.shopId)) ?? null,
      channelId: channel.id,
      related: linked.has(String(applet.id)),
      relationTime: formatDateTime(linked.get(String(applet.id)) ?? null),
    }));
    rows.sort((a, b) => Number(b.related) - Number(a.related));
    return ok(rows);
  });

  // Replaces the set of applets a channel promotes: body { channelId, appletIds: 'a,b' | [a, b] }.
  writeRoute(api, '/sys/channel/channelRelationApp', { perm: 'channel:relation_app' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const params = paramsOf(request);
    const channel = await scopedChannel(ctx.db, scope, params);
    const ids = (idList(params.appletIds ?? params.appletId) ?? []).map((id) => id.slice(0, 64));
    if (ids.length > MAX_RELATED_APPLETS) throw new BizError(`一个渠道最多关联${MAX_RELATED_APPLETS}个小程序`);
    const knownParams: unknown[] = [ids];
    const known = await ctx.db.query<{ id: string }>(
      `SELECT id FROM bus_applet WHERE id = ANY($1) AND ${inScope(scope, TENANT_OWNED, knownParams)}`,
      knownParams,
    );
    if (known.length !== ids.length) throw new BizError('小程序不存在');
    await ctx.db.transaction(async (tx) => {
      const dropParams: unknown[] = [ids];
      await tx.query(
        `DELETE FROM bus_channel_applet WHERE NOT (applet_id = ANY($1))
            AND ${inScope(narrowedToChannel(scope, String(channel.id)), CHANNEL_OWNED, dropParams)}`,
        dropParams,
      );
      for (const appletId of ids) {
        await tx.query(
          `INSERT INTO bus_channel_applet (id, tenant_id, channel_id, applet_id, create_by)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT (channel_id, applet_id) DO NOTHING`,
          [newId(), scope.tenantId, channel.id, appletId, scope.username],
        );
      }
    });
    return ok(ids.length, '关联成功！');
  });

  readRoute(api, '/sys/channel/getVestApplet', { menu: '/channel/vestApplet' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const page = await vests.list(scope, paramsOf(request));
    const channels = await namesOf(
      ctx.db,
      'sys_channel',
      scope,
      page.records.map((row) => row.channelId),
    );
    const bases = await applets.all(
      { ...scope, shopId: null },
      { id: page.records.map((row) => String(row.appletId)).join(',') || '-' },
      page.records.length || 1,
    );
    const baseOf = new Map(bases.map((row) => [String(row.id), row]));
    return ok({
      ...page,
      records: page.records.map((row) => {
        const base = baseOf.get(String(row.appletId));
        return {
          ...row,
          channelName: channels.get(String(row.channelId)) ?? null,
          appletName: base?.name ?? null,
          appletAppId: base?.appId ?? null,
          appType: base?.appType ?? null,
          appType_dictText: base?.appType_dictText ?? '',
        };
      }),
    });
  });

  // The channels that wear a vest of an applet (appletId optional: every vest in scope).
  readRoute(api, '/sys/channel/getVestChannel', { menu: '/channel/vestApplet' }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const appletId = text(paramsOf(request).appletId).slice(0, 64);
    const scoped = scopeConditions(VEST_APPLET_ENTITY.scope, scope, 2, 'v');
    const rows = await ctx.db.query<Record<string, unknown>>(
      `SELECT c.id AS channel_id, c.name AS channel_name, c.sign_status, v.id AS vest_id, v.applet_id, v.vest_name,
              v.vest_app_id, v.vest_logo, v.status
         FROM bus_vest_applet v JOIN sys_channel c ON c.id = v.channel_id AND c.tenant_id = v.tenant_id
        WHERE ${scoped.sql.join(' AND ')} AND ($1::varchar = '' OR v.applet_id = $1)
        ORDER BY c.create_time, c.id, v.create_time`,
      [appletId, ...scoped.params],
    );
    return ok(
      rows.map((row) => ({
        channelId: row.channel_id,
        channelName: row.channel_name,
        signStatus: row.sign_status,
        vestId: row.vest_id,
        appletId: row.applet_id,
        vestName: row.vest_name,
        vestAppId: row.vest_app_id,
        vestLogo: row.vest_logo,
        status: row.status,
      })),
    );
  });
}
