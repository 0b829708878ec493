import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLATFORM_AUTHORITY } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { type Scope, scopeConditions, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, idsOf, queryOf } from '../crud';
import { USER_ENTITY } from './entities';
import { checkNewPassword, text } from './rules';
import { usernameTaken } from './user-checks';
import { roleIdsOf } from './user-links';

interface TargetRow {
  id: string;
  username: string;
  authority: number | null;
}

/**
 * Live users of the caller's scope picked by id or by username.
 *
 * @example await scopedUsers(db, scope, 'id', ['u1', 'u2']) // rows of u1/u2 the caller may touch
 */
export async function scopedUsers(db: Db, scope: Scope, by: 'id' | 'username', values: string[]): Promise<TargetRow[]> {
  if (values.length === 0) return [];
  const scoped = scopeConditions(USER_ENTITY.scope, scope, 2);
  const column = by === 'id' ? 'id' : 'username';
  return db.query<TargetRow>(
    `SELECT id, username, authority FROM sys_user
      WHERE ${column} = ANY($1) AND del_flag = 0 AND ${scoped.sql.join(' AND ')}`,
    [values, ...scoped.params],
  );
}

/** User state changes: delete (soft), freeze, admin password reset, username check, role ids. */
export function userAdminRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, USER_ENTITY);

  const remove = async (request: FastifyRequest, ids: string[]) => {
    const caller = currentUser(request);
    const scope = scopeOf(caller);
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    if (ids.includes(caller.id)) throw new BizError('不能删除当前登录用户');
    const targets = await scopedUsers(ctx.db, scope, 'id', ids);
    if (targets.some((user) => user.authority === PLATFORM_AUTHORITY)) throw new BizError('不能删除平台管理员');
    if (targets.length === 0) throw new BizError('未找到对应数据');
    await repo.remove(
      scope,
      targets.map((user) => user.id),
    );
    // A deleted user's sessions end now, not at their idle expiry.
    for (const user of targets) await ctx.tokens.revokeAllOf(user.id);
  };

  api.delete('/sys/user/delete', { config: { access: { perm: 'user:delete' } } }, async (request) => {
    await remove(request, idsOf(queryOf(request).id));
    return ok(null, '删除成功!');
  });

  api.delete(
    '/sys/user/deleteBatch',
    { config: { access: { perm: 'user:delete,user:batch_delete' } } },
    async (request) => {
      await remove(request, idsOf(queryOf(request).ids));
      return ok(null, '批量删除成功!');
    },
  );

  const frozen = async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const scope = scopeOf(caller);
    const body = bodyOf(request);
    const ids = idsOf(body.ids);
    const status = Number(text(body.status));
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    if (status !== 1 && status !== 2) throw new BizError('用户状态不正确');
    if (ids.includes(caller.id)) throw new BizError('不能冻结当前登录用户');
    const targets = await scopedUsers(ctx.db, scope, 'id', ids);
    if (targets.some((user) => user.authority === PLATFORM_AUTHORITY)) throw new BizError('不能冻结平台管理员');
    if (targets.length === 0) throw new BizError('未找到对应数据');
    for (const user of targets) {
      await repo.update(scope, user.id, {}, { status });
      if (status === 2) await ctx.tokens.revokeAllOf(user.id);
    }
    return ok(null, '操作成功!');
  };
  api.put('/sys/user/frozenBatch', { config: { access: { perm: 'user:frozen' } } }, frozen);
  api.post('/sys/user/frozenBatch', { config: { access: { perm: 'user:frozen' } } }, frozen);

  // An administrator sets another user's password; that user's sessions all end.
  const changePassword = async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const scope = scopeOf(caller);
    const body = bodyOf(request);
    const username = text(body.username);
    const [target] = await scopedUsers(ctx.db, scope, 'username', username ? [username] : []);
    if (!target) throw new BizError('用户不存在');
    if (target.authority === PLATFORM_AUTHORITY && !caller.platform) throw new BizError('不能修改平台管理员的密码');
    const password = checkNewPassword(body.password, body.confirmpassword, true);
    const passwordHash = await hashPassword(password);
    await repo.update(scope, target.id, {}, { password_hash: passwordHash });
    await ctx.tokens.revokeAllOf(target.id);
    return ok(null, '密码修改成功!');
  };
  api.put('/sys/user/changePassword', { config: { access: { perm: 'user:password' } } }, changePassword);
  api.post('/sys/user/changePassword', { config: { access: { perm: 'user:password' } } }, changePassword);

  // JeecgBoot answers success:false when the name is taken (usernames are unique platform-wide).
  api.get('/sys/user/checkOnlyUser', { config: { access: { perm: 'user:add,user:edit' } } }, async (request) => {
    const username = text(queryOf(request).username);
    if (!username) throw new BizError('请输入用户名');
    if (await usernameTaken(ctx.db, username)) throw new BizError('用户账号已存在');
    return ok(true, '该用户名可用');
  });

  api.get('/sys/user/queryUserRole', { config: { access: { menu: '/system/user' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const userId = text(queryOf(request).userid ?? queryOf(request).userId);
    const [target] = await scopedUsers(ctx.db, scope, 'id', userId ? [userId] : []);
    if (!target) throw new BizError('未找到对应数据');
    return ok(await roleIdsOf(ctx.db, scope, target.id));
  });
}
