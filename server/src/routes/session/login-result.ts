import type { FastifyRequest } from 'fastify';
import { PLATFORM_AUTHORITY } from '../../auth/access';
import { type TenantChoice, tenantChoices } from '../../auth/tenant-access';
import type { AppContext } from '../../context';
import { scopeConditions } from '../../data/scope';
import type { Db } from '../../db/database';
import { allDictItems } from '../permission/dict-plain';
import { writeLoginLog } from './login-log';
import { type LoginUserRow, userInfoOf } from './login-user';

interface DepartRow {
  id: string;
  parent_id: string | null;
  depart_name: string;
  org_code: string;
  org_category: string;
  org_type: string | null;
  depart_order: number;
  tenant_id: number;
}

/** The user's departments in the tenant the session works in. */
async function departsOf(db: Db, user: LoginUserRow, tenantId: number): Promise<DepartRow[]> {
  const scope = { tenantId, shopId: null, channelId: null, userId: user.id, username: user.username };
  const scoped = scopeConditions({ tenant: 'tenant_id' }, scope, 2, 'd');
  return db.query<DepartRow>(
    `SELECT d.id, d.parent_id, d.depart_name, d.org_code, d.org_category, d.org_type, d.depart_order, d.tenant_id
       FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = $1 AND d.del_flag = '0' AND ${scoped.sql.join(' AND ')}
      ORDER BY d.depart_order, d.org_code`,
    [user.id, ...scoped.params],
  );
}

/** The active tenants the user may work in, as `[{id, name}]` (the platform administrator: every one). */
export async function tenantListOf(db: Db, user: LoginUserRow): Promise<TenantChoice[]> {
  return tenantChoices(db, user.id, user.authority === PLATFORM_AUTHORITY);
}

/**
 * The session part of a login answer for `tenantId`: userInfo, departs, multi_depart, tenantList.
 * As in JeecgBoot, a user whose current department is not one of theirs here is moved to the first.
 */
export async function sessionInfo(db: Db, user: LoginUserRow, tenantId: number): Promise<Record<string, unknown>> {
  const departs = await departsOf(db, user, tenantId);
  const first = departs[0];
  if (first && !departs.some((d) => d.org_code === user.org_code)) {
    await db.query('UPDATE sys_user SET org_code = $2 WHERE id = $1', [user.id, first.org_code]);
    user.org_code = first.org_code;
  }
  const tenantList = await tenantListOf(db, user);
  return {
    userInfo: userInfoOf(
      user,
      tenantId,
      tenantList.map((t) => t.id),
    ),
    departs: departs.map((d) => ({
      id: d.id,
      parentId: d.parent_id,
      departName: d.depart_name,
      orgCode: d.org_code,
      orgCategory: d.org_category,
      orgType: d.org_type,
      departOrder: d.depart_order,
      tenantId: d.tenant_id,
    })),
    multi_depart: Math.min(departs.length, 2),
    tenantList,
  };
}

export interface StartSessionOptions {
  /** Add `sysAllDictItems` (JeecgBoot leaves it out when the request carries X-Version). */
  dicts: boolean;
  channel: string;
}

/**
 * Issues a token for a user who proved who they are, logs the login and builds the login result
 * `{token, userInfo, departs, multi_depart, tenantList, sysAllDictItems?}`. The session starts in
 * the user's own tenant.
 *
 * @example return ok(await startSession(ctx, request, user, { dicts: true, channel: 'password' }), '登录成功');
 */
export async function startSession(
  ctx: AppContext,
  request: FastifyRequest,
  user: LoginUserRow,
  options: StartSessionOptions,
): Promise<Record<string, unknown>> {
  const tenantId = user.tenant_id;
  const userAgent = request.headers['user-agent'];
  const token = await ctx.tokens.issue(user.id, tenantId, { ip: request.ip, userAgent });
  const result: Record<string, unknown> = { token, ...(await sessionInfo(ctx.db, user, tenantId)) };
  if (options.dicts && request.headers['x-version'] === undefined) result.sysAllDictItems = await allDictItems(ctx.db);
  await writeLoginLog(ctx.db, request, {
    tenantId,
    userId: user.id,
    username: user.username,
    content: `用户名: ${user.username},登录成功！`,
    channel: options.channel,
  });
  return result;
}
