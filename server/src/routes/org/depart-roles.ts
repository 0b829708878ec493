import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, type ExtraWhere, repository } from '../../data/repository';
import { inScope, type Scope, scopeConditions, scopeOf, TENANT_OWNED } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { bodyOf, idsOf, queryOf } from '../crud';
import { DEPART_ENTITY, DEPART_ROLE_ENTITY } from './entities';
import { requireText } from './roles';
import { idList, text } from './rules';
import { scopedUsers } from './user-admin';

/** Department roles live in departments the caller can see; `departId` narrows to one of them. */
function visibleDeparts(scope: Scope, departId?: string): ExtraWhere {
  const scoped = scopeConditions(DEPART_ENTITY.scope, scope, 1, 'd');
  const sql = [`depart_id IN (SELECT d.id FROM sys_depart d WHERE ${scoped.sql.join(' AND ')})`];
  const params = [...scoped.params];
  if (departId) {
    params.push(departId);
    sql.push(`depart_id = $${params.length}`);
  }
  return { sql, params };
}

/** Department roles (sys_depart_role) and which users hold them. */
export function departRoleRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, DEPART_ROLE_ENTITY);
  const departs = repository(ctx.db, DEPART_ENTITY);
  const read = { config: { access: { menu: '/system/depart' } } };
  const write = { config: { access: { perm: 'depart:edit,depart:authorize' } } };

  /** The department roles among `ids` the caller can see. */
  const visibleRoles = async (scope: Scope, ids: string[]): Promise<ApiRow[]> => {
    if (ids.length === 0) return [];
    const extra = visibleDeparts(scope);
    extra.params.push(ids);
    extra.sql.push(`id = ANY($${extra.params.length})`);
    return (await repo.list(scope, { pageSize: 1000 }, extra)).records;
  };

  /** Role codes are unique within their department (the schema's constraint), told in words. */
  const checkCodeFree = async (scope: Scope, departId: string, code: string, exceptId?: string) => {
    const params: unknown[] = [departId, code, exceptId ?? null];
    const taken = await ctx.db.one(
      `SELECT 1 AS taken FROM sys_depart_role
        WHERE depart_id = $1 AND role_code = $2 AND id IS DISTINCT FROM $3 AND ${inScope(scope, TENANT_OWNED, params)}`,
      params,
    );
    if (taken) throw new BizError('角色编码已存在');
  };

  api.get('/sys/sysDepartRole/list', read, async (request) => {
    const scope = scopeOf(currentUser(request));
    const query = { ...queryOf(request) };
    const departId = text(query.deptId ?? query.departId);
    delete query.departId;
    return ok(await repo.list(scope, query, visibleDeparts(scope, departId || undefined)));
  });

  api.get('/sys/sysDepartRole/queryById', read, async (request) => {
    const [role] = await visibleRoles(scopeOf(currentUser(request)), idsOf(queryOf(request).id).slice(0, 1));
    if (!role) throw new BizError('未找到对应数据');
    return ok(role);
  });

  api.get('/sys/sysDepartRole/getDeptRoleList', read, async (request) => {
    const scope = scopeOf(currentUser(request));
    const departId = text(queryOf(request).departId);
    if (!departId) throw new BizError('未找到对应部门');
    return ok((await repo.list(scope, { pageSize: 1000 }, visibleDeparts(scope, departId))).records);
  });

  api.get('/sys/sysDepartRole/getDeptRoleByUserId', read, async (request) => {
    const scope = scopeOf(currentUser(request));
    const query = queryOf(request);
    const [user] = await scopedUsers(ctx.db, scope, 'id', [text(query.userId)].filter(Boolean));
    if (!user) throw new BizError('未找到对应数据');
    const roles = (await repo.list(scope, { pageSize: 1000 }, visibleDeparts(scope, text(query.departId) || undefined)))
      .records;
    const links = await ctx.db.query<{ id: string; drole_id: string }>(
      'SELECT id, drole_id FROM sys_depart_role_user WHERE user_id = $1 AND drole_id = ANY($2)',
      [user.id, roles.map((role) => role.id)],
    );
    return ok(links.map((link) => ({ id: link.id, userId: user.id, droleId: link.drole_id })));
  });

  api.post('/sys/sysDepartRole/add', write, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body: ApiRow = { ...bodyOf(request) };
    const departId = text(body.departId ?? body.deptId);
    if (!departId || !(await departs.get(scope, departId))) throw new BizError('未找到对应部门');
    body.departId = departId;
    requireText(body, 'roleName', '请输入角色名称', true);
    const code = requireText(body, 'roleCode', '请输入角色编码', true) as string;
    await checkCodeFree(scope, departId, code);
    return ok(await repo.insert(scope, body), '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const scope = scopeOf(currentUser(request));
    const body: ApiRow = { ...bodyOf(request) };
    const id = text(body.id);
    const [role] = await visibleRoles(scope, id ? [id] : []);
    if (!role) throw new BizError('未找到对应数据');
    delete body.departId;
    requireText(body, 'roleName', '请输入角色名称', false);
    const code = requireText(body, 'roleCode', '请输入角色编码', false);
    if (code !== undefined) {
      await checkCodeFree(scope, String(role.departId), code, id);
    }
    await repo.update(scope, id, body);
    return ok(null, '编辑成功!');
  };
  api.put('/sys/sysDepartRole/edit', write, edit);
  api.post('/sys/sysDepartRole/edit', write, edit);

  const remove = async (request: FastifyRequest, ids: string[]) => {
    const scope = scopeOf(currentUser(request));
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    const roles = await visibleRoles(scope, ids);
    if (roles.length === 0) throw new BizError('未找到对应数据');
    await repo.remove(
      scope,
      roles.map((role) => role.id),
    );
  };
  api.delete('/sys/sysDepartRole/delete', write, async (request) => {
    await remove(request, idsOf(queryOf(request).id));
    return ok(null, '删除成功!');
  });
  api.delete('/sys/sysDepartRole/deleteBatch', write, async (request) => {
    await remove(request, idsOf(queryOf(request).ids));
    return ok(null, '批量删除成功!');
  });

  // JeecgBoot's form sends the roles the user should hold (newRoleId) and held before (oldRoleId).
  api.post('/sys/sysDepartRole/deptRoleUserAdd', write, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = bodyOf(request);
    const [user] = await scopedUsers(ctx.db, scope, 'id', [text(body.userId)].filter(Boolean));
    if (!user) throw new BizError('未找到对应数据');
    const wanted = idList(body.newRoleId) ?? [];
    const before = idList(body.oldRoleId) ?? [];
    const known = await visibleRoles(scope, [...new Set([...wanted, ...before])]);
    const knownIds = new Set(known.map((role) => String(role.id)));
    if (wanted.some((id) => !knownIds.has(id))) throw new BizError('所选角色不存在');
    const dropped = before.filter((id) => knownIds.has(id) && !wanted.includes(id));
    await ctx.db.transaction(async (tx) => {
      if (dropped.length) {
        await tx.query('DELETE FROM sys_depart_role_user WHERE user_id = $1 AND drole_id = ANY($2)', [
          user.id,
          dropped,
        ]);
      }
      for (const roleId of wanted) {
        await tx.query(
          `INSERT INTO sys_depart_role_user (id, user_id, drole_id) VALUES ($1, $2, $3)
           ON CONFLICT (user_id, drole_id) DO NOTHING`,
          [newId(), user.id, roleId],
        );
      }
    });
    return ok(null, '添加成功！');
  });
}
