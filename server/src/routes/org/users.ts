import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PLATFORM_AUTHORITY } from '../../auth/access';
import { currentUser } from '../../auth/guard';
import { hashPassword } from '../../auth/passwords';
import type { AppContext } from '../../context';
import { type ApiRow, type ExtraWhere, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, queryOf } from '../crud';
import { USER_ENTITY } from './entities';
import { checkContact, checkNewPassword, checkUsername, idList, text } from './rules';
import { checkAssignment, checkRealname, phoneTaken, usernameTaken } from './user-checks';
import {
  addOrgCodeText,
  checkDepartIds,
  checkRoleIds,
  departsOfUsers,
  replaceUserDeparts,
  replaceUserRoles,
  roleIdsOf,
} from './user-links';

/**
 * Users of the caller's department `departId` (a department the caller cannot see matches nobody).
 *
 * @example departFilter('d1') // { sql: ['id IN (SELECT ud.user_id ... = $1)'], params: ['d1'] }
 */
export function departFilter(departId: unknown): ExtraWhere | undefined {
  const id = text(departId);
  if (!id) return undefined;
  return { sql: ['id IN (SELECT ud.user_id FROM sys_user_depart ud WHERE ud.dep_id = $1)'], params: [id] };
}

/**
 * User management: list (with departId filter and orgCodeTxt), queryById, add, edit, userDepartList.
 * Passwords are set only by add, changePassword and updatePassword; the tenant never changes.
 */
export function userRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, USER_ENTITY);

  api.get('/sys/user/list', { config: { access: { menu: '/system/user' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const query = queryOf(request);
    const page = await repo.list(scope, query, departFilter(query.departId));
    await addOrgCodeText(ctx.db, scope, page.records);
    return ok(page);
  });

  api.get('/sys/user/queryById', { config: { access: { menu: '/system/user' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const row = await repo.get(scope, queryOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    const id = String(row.id);
    const departs = (await departsOfUsers(ctx.db, scope, [id])).get(id) ?? [];
    row.orgCodeTxt = departs.map((d) => d.departName).join(',');
    row.selecteddeparts = departs.map((d) => d.id).join(',');
    row.selectedroles = (await roleIdsOf(ctx.db, scope, id)).join(',');
    return ok(row);
  });

  api.get('/sys/user/userDepartList', { config: { access: { menu: '/system/user' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const row = await repo.get(scope, queryOf(request).userId);
    if (!row) throw new BizError('未找到对应数据');
    const departs = (await departsOfUsers(ctx.db, scope, [String(row.id)])).get(String(row.id)) ?? [];
    return ok(departs.map((d) => ({ key: d.id, value: d.id, title: d.departName })));
  });

  api.post('/sys/user/add', { config: { access: { perm: 'user:add' } } }, async (request) => {
    const caller = currentUser(request);
    const scope = scopeOf(caller);
    const body: ApiRow = { ...bodyOf(request) };
    body.username = checkUsername(body.username);
    checkRealname(body, true);
    const password = checkNewPassword(body.password, body.confirmpassword, false);
    checkContact(body);
    const roleIds = idList(body.selectedroles) ?? [];
    const departIds = idList(body.selecteddeparts) ?? [];
    await checkRoleIds(ctx.db, scope, roleIds);
    const departs = await checkDepartIds(ctx.db, scope, departIds);
    const columns = await checkAssignment(ctx.db, caller, scope, body);
    if (await usernameTaken(ctx.db, String(body.username))) throw new BizError('用户名已存在');
    if (await phoneTaken(ctx.db, body.phone)) throw new BizError('手机号已存在');
    const passwordHash = await hashPassword(password);

    const id = await ctx.db.transaction(async (tx) => {
      const userId = await repository(tx, USER_ENTITY).insert(scope, body, {
        ...columns,
        password_hash: passwordHash,
        org_code: departs[0]?.orgCode ?? null,
        status: 1,
        del_flag: 0,
      });
      await tx.query('INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ($1, $2)', [userId, scope.tenantId]);
      await replaceUserRoles(tx, scope, userId, roleIds);
      await replaceUserDeparts(tx, scope, userId, departIds);
      return userId;
    });
    return ok(id, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const caller = currentUser(request);
    const scope = scopeOf(caller);
    const body: ApiRow = { ...bodyOf(request) };
    const id = text(body.id);
    const current = await repo.get(scope, id);
    if (!current) throw new BizError('未找到对应数据');
    if (current.authority === PLATFORM_AUTHORITY && !caller.platform) throw new BizError('不能修改平台管理员');
    // The login name, password and state have their own calls; an edit form never changes them.
    delete body.username;
    checkRealname(body, false);
    checkContact(body);
    const roleIds = idList(body.selectedroles);
    const departIds = idList(body.selecteddeparts);
    if (roleIds) await checkRoleIds(ctx.db, scope, roleIds);
    const departs = departIds ? await checkDepartIds(ctx.db, scope, departIds) : undefined;
    const columns = await checkAssignment(ctx.db, caller, scope, body, current);
    if (await phoneTaken(ctx.db, body.phone, id)) throw new BizError('手机号已存在');
    if (departs && !departs.some((d) => d.orgCode === current.orgCode)) columns.org_code = departs[0]?.orgCode ?? null;

    await ctx.db.transaction(async (tx) => {
      if (!(await repository(tx, USER_ENTITY).update(scope, id, body, columns))) throw new BizError('未找到对应数据');
      if (roleIds) await replaceUserRoles(tx, scope, id, roleIds);
      if (departIds) await replaceUserDeparts(tx, scope, id, departIds);
    });
    return ok(null, '编辑成功!');
  };
  api.put('/sys/user/edit', { config: { access: { perm: 'user:edit' } } }, edit);
  api.post('/sys/user/edit', { config: { access: { perm: 'user:edit' } } }, edit);
}
