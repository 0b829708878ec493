import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type ApiRow, repository } from '../../data/repository';
import { inScope, type Scope, SHOP_ROW, scopeOf, TENANT_OWNED } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { bodyOf, idsOf, queryOf } from '../crud';
import { buildTree, childrenIndex, departNode, nextOrgCode, subtreeIds } from './depart-tree';
import { DEPART_ENTITY } from './entities';
import { requireText } from './roles';
import { text } from './rules';
import { myDeparts } from './session-helpers';

const DEPART_IN_USE_MESSAGE = '该部门下存在子部门或用户，无法删除';

/**
 * Departments of the caller's tenant (a shop user: their shop's departments only, see DEPART_ENTITY).
 * Trees are built in memory from the visible rows: a department whose parent is hidden is a root.
 */
export function departRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, DEPART_ENTITY);

  /** Every visible department, ordered; `shopId` narrows to one shop's departments. */
  const visible = (scope: Scope, shopId?: unknown): Promise<ApiRow[]> => {
    const query: Record<string, unknown> = { column: 'departOrder', order: 'asc' };
    const shop = text(shopId).replace(/[*,!<>=]/g, '');
    if (shop) query.shopId = shop;
    return repo.all(scope, query, 10_000);
  };

  const read = { config: { access: 'authenticated' as const } };

  api.get('/sys/sysDepart/queryTreeList', read, async (request) => {
    const scope = scopeOf(currentUser(request));
    return ok(buildTree(await visible(scope, queryOf(request).shopId)));
  });

  api.get('/sys/sysDepart/queryDepartTreeSync', read, async (request) => {
    const query = queryOf(request);
    const rows = await visible(scopeOf(currentUser(request)), query.shopId);
    const index = childrenIndex(rows);
    const pid = text(query.pid);
    return ok((index.get(pid) ?? []).map((row) => departNode(row, !index.has(String(row.id)))));
  });

  api.get('/sys/sysDepart/queryIdTree', read, async (request) => {
    type IdNode = { key: string; value: string; title: string; isLeaf: boolean; children: IdNode[] };
    const strip = (node: ReturnType<typeof buildTree>[number]): IdNode => ({
      key: node.key,
      value: node.value,
      title: node.title,
      isLeaf: node.isLeaf,
      children: (node.children ?? []).map(strip),
    });
    return ok(buildTree(await visible(scopeOf(currentUser(request)))).map(strip));
  });

  api.get('/sys/sysDepart/searchBy', read, async (request) => {
    const caller = currentUser(request);
    const scope = scopeOf(caller);
    const query = queryOf(request);
    const keyWord = text(query.keyWord).toLowerCase();
    const rows = await visible(scope);
    const index = childrenIndex(rows);
    let allowed: Set<string> | null = null;
    if (text(query.myDeptSearch) === '1') {
      allowed = new Set();
      for (const depart of await myDeparts(ctx.db, scope, caller.id)) {
        for (const id of subtreeIds(rows, String(depart.id))) allowed.add(id);
      }
    }
    const matches = rows.filter(
      (row) =>
        String(row.departName ?? '')
          .toLowerCase()
          .includes(keyWord) &&
        (allowed === null || allowed.has(String(row.id))),
    );
    const nodes = matches.map((row) => departNode(row, !index.has(String(row.id))));
    return ok(nodes, nodes.length ? '查询成功' : '未查询匹配数据！');
  });

  api.get('/sys/sysDepart/queryMyDeptTreeList', read, async (request) => {
    const caller = currentUser(request);
    const scope = scopeOf(caller);
    const mine = await myDeparts(ctx.db, scope, caller.id);
    return ok(
      buildTree(
        await visible(scope),
        mine.map((depart) => String(depart.id)),
      ),
    );
  });

  api.get('/sys/sysDepart/queryById', read, async (request) => {
    const row = await repo.get(scopeOf(currentUser(request)), queryOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    return ok(row);
  });

  /** shop_id a tenant-level caller chose (checked against the tenant), or the parent's shop. */
  const shopColumn = async (scope: Scope, body: ApiRow, fallback: unknown): Promise<Record<string, unknown>> => {
    if (scope.shopId !== null) return {};
    if (!Object.hasOwn(body, 'shopId')) return fallback === undefined ? {} : { shop_id: fallback ?? null };
    const shopId = text(body.shopId) || null;
    if (shopId) {
      const params: unknown[] = [shopId];
      const shop = await ctx.db.one(
        `SELECT id FROM sys_shop WHERE id = $1 AND ${inScope(scope, SHOP_ROW, params)}`,
        params,
      );
      if (!shop) throw new BizError('所选店铺不存在');
    }
    return { shop_id: shopId };
  };

  api.post('/sys/sysDepart/add', { config: { access: { perm: 'depart:add' } } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body: ApiRow = { ...bodyOf(request) };
    requireText(body, 'departName', '请输入部门名称', true);
    const parentId = text(body.parentId) || null;
    const parent = parentId ? await repo.get(scope, parentId) : null;
    if (parentId && !parent) throw new BizError('上级部门不存在');
    body.parentId = parentId;
    if (!text(body.orgCategory)) body.orgCategory = parent ? '2' : '1';
    const columns = await shopColumn(scope, body, parent ? parent.shopId : undefined);
    // Codes are unique per tenant, whichever shop a department belongs to.
    const tenantParams: unknown[] = [];
    const used = await ctx.db.query<{ org_code: string }>(
      `SELECT org_code FROM sys_depart WHERE ${inScope(scope, TENANT_OWNED, tenantParams)}`,
      tenantParams,
    );
    const orgCode = nextOrgCode(String(parent?.orgCode ?? ''), new Set(used.map((row) => row.org_code)));
    if (!orgCode) throw new BizError('该层级的部门编码已用尽');
    const id = await repo.insert(scope, body, { ...columns, org_code: orgCode });
    return ok(await repo.get(scope, id), '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const scope = scopeOf(currentUser(request));
    const body: ApiRow = { ...bodyOf(request) };
    const id = text(body.id);
    const current = await repo.get(scope, id);
    if (!current) throw new BizError('未找到对应数据');
    requireText(body, 'departName', '请输入部门名称', false);
    if (Object.hasOwn(body, 'parentId')) {
      const parentId = text(body.parentId) || null;
      if (parentId !== current.parentId) {
        const rows = await visible(scope);
        if (parentId && subtreeIds(rows, id).has(parentId)) throw new BizError('上级部门不能是自己或下级部门');
        if (parentId && !rows.some((row) => row.id === parentId)) throw new BizError('上级部门不存在');
      }
      body.parentId = parentId;
    }
    const columns = await shopColumn(scope, body, undefined);
    if (!(await repo.update(scope, id, body, columns))) throw new BizError('未找到对应数据');
    return ok(null, '编辑成功!');
  };
  api.put('/sys/sysDepart/edit', { config: { access: { perm: 'depart:edit' } } }, edit);
  api.post('/sys/sysDepart/edit', { config: { access: { perm: 'depart:edit' } } }, edit);

  /** Deletes visible departments that have no other sub-departments and no live users. */
  const remove = async (request: FastifyRequest, ids: string[]) => {
    const scope = scopeOf(currentUser(request));
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    const found = (await Promise.all(ids.map((id) => repo.get(scope, id)))).filter((row) => row !== null);
    if (found.length === 0) throw new BizError('未找到对应数据');
    const targets = found.map((row) => String(row.id));
    // Children anywhere in the tenant count, a shop's hidden ones too.
    const params: unknown[] = [targets];
    const busy = await ctx.db.one<{ n: number }>(
      `SELECT ((SELECT count(*) FROM sys_depart
                 WHERE ${inScope(scope, TENANT_OWNED, params)} AND parent_id = ANY($1) AND NOT (id = ANY($1)))
             + (SELECT count(*) FROM sys_user_depart ud JOIN sys_user u ON u.id = ud.user_id
                 WHERE ud.dep_id = ANY($1) AND u.del_flag = 0))::int AS n`,
      params,
    );
    if ((busy?.n ?? 0) > 0) throw new BizError(DEPART_IN_USE_MESSAGE);
    await repo.remove(scope, targets);
  };

  api.delete('/sys/sysDepart/delete', { config: { access: { perm: 'depart:delete' } } }, async (request) => {
    await remove(request, idsOf(queryOf(request).id));
    return ok(null, '删除成功!');
  });
  api.delete('/sys/sysDepart/deleteBatch', { config: { access: { perm: 'depart:delete' } } }, async (request) => {
    await remove(request, idsOf(queryOf(request).ids));
    return ok(null, '批量删除成功!');
  });
}
