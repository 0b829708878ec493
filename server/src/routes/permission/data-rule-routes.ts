import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type EntityDef, f } from '../../data/entity';
import { type ApiRow, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, idsOf, queryOf } from '../crud';
import { PERMISSION_PAGE } from './access-codes';
import { loadPermission } from './permission-rows';

/** Data rules hang off platform-wide menu entries, so they are platform-wide too. */
const DATA_RULE_ENTITY: EntityDef = {
  table: 'sys_permission_data_rule',
  scope: {},
  defaultSort: { field: 'createTime', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    permissionId: f.string('permission_id'),
    ruleName: f.string('rule_name'),
    ruleColumn: f.string('rule_column'),
    ruleConditions: f.string('rule_conditions', { dict: 'rule_conditions' }),
    ruleValue: f.string('rule_value'),
    status: f.string('status', { dict: 'rule_status' }),
    createBy: f.string('create_by', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

/**
 * JeecgBoot's rule conditions. USE_SQL_RULES (a raw SQL expression) is refused: nothing typed into
 * a form may ever become SQL.
 */
const CONDITIONS = new Set(['>', '<', '!=', '=', '>=', '<=', 'LEFT_LIKE', 'RIGHT_LIKE', 'LIKE', 'IN']);
const COLUMN_RULE = /^[A-Za-z_][A-Za-z0-9_]{0,49}$/;

function checkRule(body: ApiRow, adding: boolean): void {
  const present = (key: string) => adding || Object.hasOwn(body, key);
  const textOf = (key: string) => (typeof body[key] === 'string' ? (body[key] as string).trim() : '');
  if (present('ruleName') && !textOf('ruleName')) throw new BizError('规则名称不能为空');
  if (present('ruleName') && textOf('ruleName').length > 50) throw new BizError('输入内容过长');
  if (present('ruleConditions') && !CONDITIONS.has(textOf('ruleConditions'))) throw new BizError('规则条件不正确');
  if (present('ruleColumn') && textOf('ruleColumn') && !COLUMN_RULE.test(textOf('ruleColumn'))) {
    throw new BizError('规则字段格式不正确');
  }
  if (present('ruleValue') && textOf('ruleValue').length > 300) throw new BizError('输入内容过长');
  if (Object.hasOwn(body, 'status') && !['0', '1'].includes(String(body.status))) throw new BizError('状态不正确');
  if (adding && body.status === undefined) body.status = '1';
}

/** rule_flag marks menu entries with data rules (the permission page shows it). */
async function refreshRuleFlag(db: Db, permissionId: string): Promise<void> {
  await db.query(
    `UPDATE sys_permission SET rule_flag = CASE WHEN EXISTS
       (SELECT 1 FROM sys_permission_data_rule r WHERE r.permission_id = $1) THEN 1 ELSE 0 END WHERE id = $1`,
    [permissionId],
  );
}

/**
 * Data rules of menu entries: read with the menu page, written by the platform administrator.
 *
 * @example registerDataRuleRoutes(api, ctx) // GET /sys/permission/getPermRuleListByPermId?permissionId=...
 */
export function registerDataRuleRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, DATA_RULE_ENTITY);
  const scopeFor = (request: FastifyRequest) => scopeOf(currentUser(request));

  api.get('/sys/permission/getPermRuleListByPermId', { config: { access: PERMISSION_PAGE } }, async (request) => {
    const permissionId = queryOf(request).permissionId;
    if (typeof permissionId !== 'string' || !permissionId) throw new BizError('permissionId 不能为空');
    return ok(await repo.all(scopeFor(request), { permissionId }, 1000));
  });

  api.get('/sys/permission/queryPermissionRule', { config: { access: PERMISSION_PAGE } }, async (request) => {
    const query = queryOf(request);
    if (typeof query.permissionId !== 'string' || !query.permissionId) throw new BizError('permissionId 不能为空');
    return ok(await repo.all(scopeFor(request), query, 1000));
  });

  api.post('/sys/permission/addPermissionRule', { config: { access: 'platform' } }, async (request) => {
    const body = bodyOf(request);
    checkRule(body, true);
    const permission = typeof body.permissionId === 'string' ? await loadPermission(ctx.db, body.permissionId) : null;
    if (!permission || permission.menu_type === 2) throw new BizError('未找到对应的菜单');
    const id = await repo.insert(scopeFor(request), body);
    await refreshRuleFlag(ctx.db, permission.id);
    return ok(id, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    checkRule(body, false);
    const existing = await repo.get(scopeFor(request), body.id);
    if (!existing) throw new BizError('未找到对应数据');
    // A rule stays with its menu entry.
    const { permissionId: _ignored, ...changes } = body;
    await repo.update(scopeFor(request), existing.id, changes);
    return ok(null, '编辑成功!');
  };
  api.put('/sys/permission/editPermissionRule', { config: { access: 'platform' } }, edit);
  api.post('/sys/permission/editPermissionRule', { config: { access: 'platform' } }, edit);

  api.delete('/sys/permission/deletePermissionRule', { config: { access: 'platform' } }, async (request) => {
    const [id] = idsOf(queryOf(request).id);
    const existing = await repo.get(scopeFor(request), id);
    if (!existing) throw new BizError('未找到对应数据');
    await repo.remove(scopeFor(request), [existing.id]);
    await refreshRuleFlag(ctx.db, String(existing.permissionId));
    return ok(null, '删除成功!');
  });
}
