import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuthUser, tenantsOf } from '../../auth/auth-user';
import { currentUser, tokenOf } from '../../auth/guard';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { addDictText } from '../../data/dict-text';
import { type Scope, scopeConditions, scopeOf } from '../../data/scope';
import { outputValue } from '../../data/values';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { bodyOf } from '../crud';
import { DEPART_ENTITY, USER_ENTITY } from './entities';
import { checkNewPassword, text } from './rules';

/**
 * The caller's own user row in the login `userInfo` shape (never the password hash): read by id from
 * the session, so it works while a multi-tenant user works in another tenant than their home one.
 *
 * @example await userInfoOf(db, caller) // { id, username, realname, orgCode, authority, sysRole: { tenantId, shopId }, ... }
 */
export async function userInfoOf(db: Db, caller: AuthUser): Promise<Record<string, unknown>> {
  const fields = Object.entries(USER_ENTITY.fields);
  const row = await db.one<Record<string, unknown>>(
    `SELECT ${fields.map(([field, def]) => `${def.column} AS "${field}"`).join(', ')} FROM sys_user WHERE id = $1`,
    [caller.id],
  );
  if (!row) throw new BizError('当前系统无登录用户!');
  const info: Record<string, unknown> = {};
  for (const [field, def] of fields) info[field] = outputValue(def, row[field]);
  await addDictText(db, USER_ENTITY, [info]);
  info.loginTenantId = caller.tenantId;
  info.relTenantIds = (await tenantsOf(db, caller.id)).join(',');
  info.sysRole = { tenantId: caller.tenantId, shopId: info.shopId ?? null };
  return info;
}

/**
 * The caller's departments within their scope (membership rows joined to visible departments).
 *
 * @example (await myDeparts(db, scope, caller.id)).map((d) => d.orgCode) // ['A01', 'A01A01']
 */
export async function myDeparts(db: Db, scope: Scope, userId: string): Promise<Record<string, unknown>[]> {
  const scoped = scopeConditions(DEPART_ENTITY.scope, scope, 2, 'd');
  const fields = Object.entries(DEPART_ENTITY.fields);
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${fields.map(([field, def]) => `d.${def.column} AS "${field}"`).join(', ')}
       FROM sys_depart d JOIN sys_user_depart ud ON ud.dep_id = d.id
      WHERE ud.user_id = $1 AND ${scoped.sql.join(' AND ')}
      ORDER BY d.org_code`,
    [userId, ...scoped.params],
  );
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [field, def] of fields) out[field] = outputValue(def, row[field]);
    return out;
  });
}

/** Department switch and the caller's own password: every call acts on the caller only. */
export function sessionHelperRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/user/getCurrentUserDeparts', { config: { access: 'authenticated' } }, async (request) => {
    const caller = currentUser(request);
    const list = await myDeparts(ctx.db, scopeOf(caller), caller.id);
    return ok({ list, orgCode: caller.orgCode });
  });

  // A `username` naming someone else is ignored: the switch is always the caller's own.
  const selectDepart = async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const orgCode = text(bodyOf(request).orgCode);
    const mine = await myDeparts(ctx.db, scopeOf(caller), caller.id);
    if (!orgCode || !mine.some((depart) => depart.orgCode === orgCode)) throw new BizError('未找到对应部门');
    await ctx.db.query('UPDATE sys_user SET org_code = $2, update_time = now() WHERE id = $1', [caller.id, orgCode]);
    return ok({ userInfo: await userInfoOf(ctx.db, caller) });
  };
  api.put('/sys/selectDepart', { config: { access: 'authenticated' } }, selectDepart);
  api.post('/sys/selectDepart', { config: { access: 'authenticated' } }, selectDepart);

  const updatePassword = async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const body = bodyOf(request);
    const username = text(body.username);
    if (username && username !== caller.username) throw new BizError('只能修改当前登录用户的密码');
    const password = checkNewPassword(body.password, body.confirmpassword, true);
    const row = await ctx.db.one<{ password_hash: string }>('SELECT password_hash FROM sys_user WHERE id = $1', [
      caller.id,
    ]);
    const oldPassword = typeof body.oldpassword === 'string' ? body.oldpassword : '';
    if (!row || !oldPassword || !(await verifyPassword(row.password_hash, oldPassword))) {
      throw new BizError('旧密码输入错误');
    }
    await ctx.db.query('UPDATE sys_user SET password_hash = $2, update_time = now(), update_by = $3 WHERE id = $1', [
      caller.id,
      await hashPassword(password),
      caller.username,
    ]);
    // Every other session of this user ends; the one that changed the password stays.
    await ctx.tokens.revokeAllOf(caller.id, tokenOf(request));
    return ok(null, '密码修改成功!');
  };
  api.put('/sys/user/updatePassword', { config: { access: 'authenticated' } }, updatePassword);
  api.post('/sys/user/updatePassword', { config: { access: 'authenticated' } }, updatePassword);
}
