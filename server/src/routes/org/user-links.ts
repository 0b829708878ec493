import { type Scope, scopeConditions } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { newId } from '../../util/ids';
import { DEPART_ENTITY, ROLE_ENTITY } from './entities';

/** A user's links to roles and departments, always limited to the rows the caller's scope can see. */

export interface DepartRef {
  id: string;
  orgCode: string;
  departName: string;
}

/** Role and department sub-selects a scope may touch: `alias` is the joined table's alias. */
function visible(entity: typeof ROLE_ENTITY, scope: Scope, firstParam: number, alias: string) {
  const scoped = scopeConditions(entity.scope, scope, firstParam, alias);
  return { sql: scoped.sql.join(' AND '), params: scoped.params };
}

/**
 * Checks that every id is a role of the caller's tenant.
 *
 * @example await checkRoleIds(db, scope, ['r1', 'r2']) // throws 所选角色不存在 for a foreign role
 */
export async function checkRoleIds(db: Db, scope: Scope, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const where = visible(ROLE_ENTITY, scope, 2, 'r');
  const row = await db.one<{ n: number }>(
    `SELECT count(*)::int AS n FROM sys_role r WHERE r.id = ANY($1) AND ${where.sql}`,
    [ids, ...where.params],
  );
  if ((row?.n ?? 0) !== ids.length) throw new BizError('所选角色不存在');
}

/**
 * Departments among `ids` the caller can see, in the order given; throws when one is not.
 *
 * @example (await checkDepartIds(db, scope, ['d1']))[0]?.orgCode // 'A01A01'
 */
export async function checkDepartIds(db: Db, scope: Scope, ids: string[]): Promise<DepartRef[]> {
  if (ids.length === 0) return [];
  const where = visible(DEPART_ENTITY, scope, 2, 'd');
  const rows = await db.query<DepartRef>(
    `SELECT d.id, d.org_code AS "orgCode", d.depart_name AS "departName" FROM sys_depart d
      WHERE d.id = ANY($1) AND ${where.sql}`,
    [ids, ...where.params],
  );
  if (rows.length !== ids.length) throw new BizError('所选部门不存在');
  return ids.map((id) => rows.find((row) => row.id === id) as DepartRef);
}

/**
 * Replaces the user's links to the caller's tenant roles (links to other tenants' roles stay).
 *
 * @example await replaceUserRoles(tx, scope, 'u1', ['r1']) // u1 now holds exactly r1 in this tenant
 */
export async function replaceUserRoles(db: Db, scope: Scope, userId: string, roleIds: string[]): Promise<void> {
  const where = visible(ROLE_ENTITY, scope, 2, 'r');
  await db.query(
    `DELETE FROM sys_user_role WHERE user_id = $1 AND role_id IN (SELECT r.id FROM sys_role r WHERE ${where.sql})`,
    [userId, ...where.params],
  );
  for (const roleId of roleIds) {
    await db.query('INSERT INTO sys_user_role (id, user_id, role_id) VALUES ($1, $2, $3)', [newId(), userId, roleId]);
  }
}

/**
 * Replaces the user's links to the departments the caller can see.
 *
 * @example await replaceUserDeparts(tx, scope, 'u1', []) // u1 leaves every visible department
 */
export async function replaceUserDeparts(db: Db, scope: Scope, userId: string, departIds: string[]): Promise<void> {
  const where = visible(DEPART_ENTITY, scope, 2, 'd');
  await db.query(
    `DELETE FROM sys_user_depart WHERE user_id = $1 AND dep_id IN (SELECT d.id FROM sys_depart d WHERE ${where.sql})`,
    [userId, ...where.params],
  );
  for (const departId of departIds) {
    await db.query('INSERT INTO sys_user_depart (id, user_id, dep_id) VALUES ($1, $2, $3)', [
      newId(),
      userId,
      departId,
    ]);
  }
}

/**
 * Role ids of a user within the caller's tenant.
 *
 * @example await roleIdsOf(db, scope, 'u1') // ['r1', 'r2']
 */
export async function roleIdsOf(db: Db, scope: Scope, userId: string): Promise<string[]> {
  const where = visible(ROLE_ENTITY, scope, 2, 'r');
  const rows = await db.query<{ id: string }>(
    `SELECT r.id FROM sys_user_role ur JOIN sys_role r ON r.id = ur.role_id
      WHERE ur.user_id = $1 AND ${where.sql} ORDER BY r.create_time, r.id`,
    [userId, ...where.params],
  );
  return rows.map((row) => row.id);
}

/**
 * Departments of each user the caller can see: user id -> departments, ordered by org code.
 *
 * @example (await departsOfUsers(db, scope, ['u1'])).get('u1') // [{ id, orgCode, departName }]
 */
export async function departsOfUsers(db: Db, scope: Scope, userIds: string[]): Promise<Map<string, DepartRef[]>> {
  const out = new Map<string, DepartRef[]>();
  if (userIds.length === 0) return out;
  const where = visible(DEPART_ENTITY, scope, 2, 'd');
  const rows = await db.query<DepartRef & { userId: string }>(
    `SELECT ud.user_id AS "userId", d.id, d.org_code AS "orgCode", d.depart_name AS "departName"
       FROM sys_user_depart ud JOIN sys_depart d ON d.id = ud.dep_id
      WHERE ud.user_id = ANY($1) AND ${where.sql} ORDER BY d.org_code`,
    [userIds, ...where.params],
  );
  for (const { userId, ...depart } of rows) {
    const list = out.get(userId) ?? [];
    list.push(depart);
    out.set(userId, list);
  }
  return out;
}

/**
 * Adds `orgCodeTxt` (department names, comma-separated) to user rows.
 *
 * @example await addOrgCodeText(db, scope, page.records) // records[0].orgCodeTxt === '财务部,结算组'
 */
export async function addOrgCodeText(db: Db, scope: Scope, rows: Record<string, unknown>[]): Promise<void> {
  const departs = await departsOfUsers(
    db,
    scope,
    rows.map((row) => String(row.id)),
  );
  for (const row of rows) {
    row.orgCodeTxt = (departs.get(String(row.id)) ?? []).map((d) => d.departName).join(',');
  }
}
