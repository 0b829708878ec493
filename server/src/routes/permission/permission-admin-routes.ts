import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { newId } from '../../util/ids';
import { bodyOf, idsOf, queryOf } from '../crud';
import { PERMISSION_PAGE } from './access-codes';
import { checkPermissionShape, type PermissionValues, permissionValues } from './permission-body';
import {
  loadChildren,
  loadPermission,
  loadPermissions,
  nest,
  type PermissionRow,
  toPermissionNode,
} from './permission-rows';

/** Keeps is_leaf true exactly for entries without children. */
async function refreshLeaf(db: Db, id: string | null | undefined): Promise<void> {
  if (!id) return;
  await db.query(
    `UPDATE sys_permission SET is_leaf = NOT EXISTS (SELECT 1 FROM sys_permission c WHERE c.parent_id = $1 AND c.del_flag = 0)
      WHERE id = $1`,
    [id],
  );
}

/** The parent must be a live menu entry (not a button) and, on a move, not the entry or below it. */
async function checkParent(db: Db, parentId: string | null | undefined, selfId?: string): Promise<void> {
  if (!parentId) return;
  const parent = await loadPermission(db, parentId);
  if (!parent || parent.menu_type === 2) throw new BizError('上级菜单不存在');
  if (!selfId) return;
  const loop = await db.one(
    `WITH RECURSIVE up(id, parent_id) AS (
       SELECT id, parent_id FROM sys_permission WHERE id = $1
       UNION SELECT p.id, p.parent_id FROM sys_permission p JOIN up ON p.id = up.parent_id)
     SELECT 1 AS hit FROM up WHERE id = $2`,
    [parentId, selfId],
  );
  if (loop) throw new BizError('上级菜单不能是自己或自己的下级');
}

async function writeRow(db: Db, id: string, values: PermissionValues, user: string, insert: boolean): Promise<void> {
  const audit = insert ? { create_by: user } : { update_by: user, update_time: new Date() };
  const entries = Object.entries({ ...values, ...audit });
  if (insert) {
    const columns = ['id', ...entries.map(([column]) => column)];
    await db.query(
      `INSERT INTO sys_permission (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      [id, ...entries.map(([, value]) => value)],
    );
    return;
  }
  const sets = entries.map(([column], i) => `${column} = $${i + 2}`);
  await db.query(`UPDATE sys_permission SET ${sets.join(', ')} WHERE id = $1`, [
    id,
    ...entries.map(([, value]) => value),
  ]);
}

function addRoute(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const values = permissionValues(bodyOf(request));
    if (values.menu_type === 0) values.parent_id = null;
    checkPermissionShape(values);
    await checkParent(ctx.db, values.parent_id);
    const id = newId();
    await ctx.db.transaction(async (tx) => {
      await writeRow(tx, id, { ...values, is_leaf: true }, currentUser(request).username, true);
      await refreshLeaf(tx, values.parent_id);
    });
    return ok(id, '添加成功！');
  };
}

function editRoute(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const existing = typeof body.id === 'string' ? await loadPermission(ctx.db, body.id) : undefined;
    if (!existing) throw new BizError('未找到对应数据');
    const values = permissionValues(body);
    if ((values.menu_type ?? existing.menu_type) === 0) values.parent_id = null;
    const merged = { ...existing, ...values };
    checkPermissionShape(merged);
    if (values.parent_id !== undefined && values.parent_id !== existing.parent_id) {
      await checkParent(ctx.db, values.parent_id, existing.id);
    }
    await ctx.db.transaction(async (tx) => {
      await writeRow(tx, existing.id, values, currentUser(request).username, false);
      await refreshLeaf(tx, existing.parent_id);
      await refreshLeaf(tx, values.parent_id);
    });
    return ok(null, '编辑成功!');
  };
}

async function removeEntries(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    // Children, role links and data rules go with their entry (ON DELETE CASCADE).
    const removed = await tx.query<{ parent_id: string | null }>(
      'DELETE FROM sys_permission WHERE id = ANY($1) RETURNING parent_id',
      [ids],
    );
    for (const parent of new Set(removed.map((row) => row.parent_id))) await refreshLeaf(tx, parent);
    return removed.length;
  });
}

const limitIds = (ids: string[]) => ids.slice(0, 500);

/**
 * Menu administration: the tree, its lazy pieces, add/edit/delete. Menus are platform-wide, so
 * writes are the platform administrator's; reading needs the menu page.
 *
 * @example registerPermissionAdminRoutes(api, ctx) // GET /sys/permission/list
 */
export function registerPermissionAdminRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/permission/list', { config: { access: PERMISSION_PAGE } }, async (request) => {
    const name = queryOf(request).name;
    const rows = await loadPermissions(ctx.db);
    if (typeof name === 'string' && name.trim()) {
      // JeecgBoot: a name search answers a flat list of matches.
      const needle = name.trim().toLowerCase();
      const hits = rows.filter((row: PermissionRow) => row.name.toLowerCase().includes(needle));
      return ok(hits.map((row) => ({ ...toPermissionNode(row), leaf: true, isLeaf: true })));
    }
    return ok(nest(rows, toPermissionNode, false));
  });

  api.get('/sys/permission/getSystemMenuList', { config: { access: PERMISSION_PAGE } }, async () => {
    const top = (await loadPermissions(ctx.db)).filter((row) => row.menu_type === 0 && !row.parent_id);
    return ok(top.map(toPermissionNode));
  });

  api.get('/sys/permission/getSystemSubmenu', { config: { access: PERMISSION_PAGE } }, async (request) => {
    const parentId = queryOf(request).parentId;
    if (typeof parentId !== 'string' || !parentId) throw new BizError('parentId 不能为空');
    return ok((await loadChildren(ctx.db, [parentId])).map(toPermissionNode));
  });

  api.get('/sys/permission/getSystemSubmenuBatch', { config: { access: PERMISSION_PAGE } }, async (request) => {
    const parentIds = limitIds(idsOf(queryOf(request).parentIds));
    if (parentIds.length === 0) throw new BizError('parentIds 不能为空');
    const grouped: Record<string, unknown[]> = {};
    for (const row of await loadChildren(ctx.db, parentIds)) {
      const parentId = row.parent_id as string;
      grouped[parentId] ??= [];
      grouped[parentId].push(toPermissionNode(row));
    }
    return ok(grouped);
  });

  api.post('/sys/permission/add', { config: { access: 'platform' } }, addRoute(ctx));
  api.put('/sys/permission/edit', { config: { access: 'platform' } }, editRoute(ctx));
  api.post('/sys/permission/edit', { config: { access: 'platform' } }, editRoute(ctx));

  api.delete('/sys/permission/delete', { config: { access: 'platform' } }, async (request) => {
    const ids = limitIds(idsOf(queryOf(request).id)).slice(0, 1);
    if ((await removeEntries(ctx.db, ids)) === 0) throw new BizError('未找到对应数据');
    return ok(null, '删除成功!');
  });

  api.delete('/sys/permission/deleteBatch', { config: { access: 'platform' } }, async (request) => {
    const ids = limitIds(idsOf(queryOf(request).ids));
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    if ((await removeEntries(ctx.db, ids)) === 0) throw new BizError('未找到对应数据');
    return ok(null, '批量删除成功!');
  });
}
