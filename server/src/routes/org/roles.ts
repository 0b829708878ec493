import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { EntityDef } from '../../data/entity';
import { type ApiRow, repository } from '../../data/repository';
import { type Scope, scopeConditions, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { registerCrud } from '../crud';
import { ROLE_ENTITY } from './entities';
import { text } from './rules';

/**
 * Throws `message` when another row of the caller's scope already has `value` in `column`.
 *
 * @example await checkUniqueInScope(db, ROLE_ENTITY, scope, 'role_code', 'admin', undefined, '角色编码已存在')
 */
export async function checkUniqueInScope(
  db: Db,
  entity: EntityDef,
  scope: Scope,
  column: string,
  value: string,
  exceptId: string | undefined,
  message: string,
): Promise<void> {
  const scoped = scopeConditions(entity.scope, scope, 3);
  const row = await db.one(
    `SELECT 1 AS taken FROM ${entity.table}
      WHERE ${column} = $1 AND id IS DISTINCT FROM $2 AND ${scoped.sql.join(' AND ')}`,
    [value, exceptId ?? null, ...scoped.params],
  );
  if (row) throw new BizError(message);
}

/**
 * The values among `values` that rows of the caller's scope already have in `column` (the bulk form of
 * `checkUniqueInScope` for new rows: one query for a whole import).
 *
 * @example await takenInScope(db, POSITION_ENTITY, scope, 'code', ['ceo', 'new_code']) // Set { 'ceo' }
 */
export async function takenInScope(
  db: Db,
  entity: EntityDef,
  scope: Scope,
  column: string,
  values: readonly string[],
): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const scoped = scopeConditions(entity.scope, scope, 2);
  const rows = await db.query<{ value: string }>(
    `SELECT DISTINCT ${column} AS value FROM ${entity.table}
      WHERE ${column} = ANY($1::text[]) AND ${scoped.sql.join(' AND ')}`,
    [[...new Set(values)], ...scoped.params],
  );
  return new Set(rows.map((row) => String(row.value)));
}

/**
 * Trims a required text field of an add (or of an edit that sends it).
 *
 * @example requireText({ name: ' ' }, 'name', '请输入职务名称', true) // throws 请输入职务名称
 */
export function requireText(body: ApiRow, field: string, message: string, adding: boolean): string | undefined {
  if (!adding && !Object.hasOwn(body, field)) return undefined;
  const value = text(body[field]);
  if (!value) throw new BizError(message);
  body[field] = value;
  return value;
}

/** Roles of the caller's tenant: CRUD, the full list and picker nodes. Deleting a role drops its links (FK cascade). */
export function roleRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, ROLE_ENTITY);

  registerCrud(api, ctx, {
    base: '/sys/role',
    entity: ROLE_ENTITY,
    access: {
      list: { menu: '/system/role' },
      add: { perm: 'role:add' },
      edit: { perm: 'role:edit' },
      delete: { perm: 'role:delete,role:batch_delete' },
    },
    async check(body, { scope, id }) {
      const adding = id === undefined;
      requireText(body, 'roleName', '请输入角色名称', adding);
      const code = requireText(body, 'roleCode', '请输入角色编码', adding);
      if (code !== undefined)
        await checkUniqueInScope(ctx.db, ROLE_ENTITY, scope, 'role_code', code, id, '角色编码已存在');
    },
  });

  api.get('/sys/role/queryall', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    return ok(await repo.all(scope, { column: 'createTime', order: 'asc' }, 1000));
  });

  api.get('/sys/role/queryTreeList', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const roles = await repo.all(scope, { column: 'createTime', order: 'asc' }, 1000);
    return ok(
      roles.map((role) => ({
        key: role.id,
        value: role.id,
        title: role.roleName,
        roleCode: role.roleCode,
        isLeaf: true,
      })),
    );
  });
}
