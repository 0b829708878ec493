import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { type EntityDef, f } from '../../data/entity';
import { type ApiRow, repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { ROOT_PID } from '../category-row';
import { bodyOf, idsOf, queryOf } from '../crud';
import { CATEGORY_PAGE } from './access-codes';
import {
  categoryChildren,
  categoryIdByCode,
  categorySubtree,
  newCategoryCode,
  refreshHasChild,
  toCategoryNode,
} from './category-tree';
import { BAD_DICT_MESSAGE, dictTable, parseCondition } from './dict-tables';

/** The category dictionary is platform-wide (one tree shared by every tenant). */
const CATEGORY_ENTITY: EntityDef = {
  table: 'sys_category',
  scope: {},
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    pid: f.string('pid'),
    name: f.string('name'),
    code: f.string('code'),
    hasChild: f.string('has_child', { write: false }),
    ...f.audit(),
  },
};

const CODE_RULE = /^[A-Za-z0-9_-]{1,100}$/;
const LOAD_ONE_FIELDS: Record<string, string> = { id: 'id', code: 'code', name: 'name' };
const LOAD_PARAMS_MESSAGE = '加载分类字典树参数有误.[null]!';

function text(value: unknown, max = 100): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' && typeof value !== 'number') throw new BizError('请求参数不正确');
  const out = String(value).trim();
  if (out.length > max) throw new BizError('输入内容过长');
  return out;
}

async function checkParent(db: Db, pid: string, selfId?: string): Promise<void> {
  if (pid === ROOT_PID) return;
  if (!(await db.one('SELECT 1 AS hit FROM sys_category WHERE id = $1', [pid]))) throw new BizError('上级分类不存在');
  if (!selfId) return;
  const loop = await db.one(
    `WITH RECURSIVE up(id, pid) AS (SELECT id, pid FROM sys_category WHERE id = $1
       UNION SELECT c.id, c.pid FROM sys_category c JOIN up ON c.id = up.pid)
     SELECT 1 AS hit FROM up WHERE id = $2`,
    [pid, selfId],
  );
  if (loop) throw new BizError('上级分类不能是自己或自己的下级');
}

async function checkCode(db: Db, code: string, selfId = ''): Promise<void> {
  if (!CODE_RULE.test(code)) throw new BizError('分类编码只能由字母、数字、下划线和中划线组成');
  if (await db.one('SELECT 1 AS hit FROM sys_category WHERE code = $1 AND id <> $2', [code, selfId])) {
    throw new BizError('该值不可用，系统中已存在！');
  }
}

/** Deletes the entries and everything below them; returns how many entries were named and found. */
async function removeCategories(db: Db, ids: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const found = await tx.query<{ id: string; pid: string }>('SELECT id, pid FROM sys_category WHERE id = ANY($1)', [
      ids,
    ]);
    if (found.length === 0) return 0;
    await tx.query(
      `WITH RECURSIVE sub AS (SELECT id FROM sys_category WHERE id = ANY($1)
         UNION SELECT c.id FROM sys_category c JOIN sub ON c.pid = sub.id)
       DELETE FROM sys_category WHERE id IN (SELECT id FROM sub)`,
      [found.map((row) => row.id)],
    );
    for (const pid of new Set(found.map((row) => row.pid))) await refreshHasChild(tx, pid);
    return found.length;
  });
}

/**
 * Category dictionary: tree reads for every signed-in page, administration for the platform.
 *
 * @example registerCategoryRoutes(api, ctx) // GET /sys/category/loadTreeRoot?async=true&pcode=A01
 */
export function registerCategoryRoutes(api: FastifyInstance, ctx: AppContext): void {
  const repo = repository(ctx.db, CATEGORY_ENTITY);
  const scopeFor = (request: FastifyRequest) => scopeOf(currentUser(request));

  api.get('/sys/category/list', { config: { access: CATEGORY_PAGE } }, async (request) => {
    return ok(await repo.list(scopeFor(request), queryOf(request)));
  });
  api.get('/sys/category/rootList', { config: { access: CATEGORY_PAGE } }, async (request) => {
    return ok(await repo.list(scopeFor(request), { ...queryOf(request), pid: ROOT_PID }));
  });
  api.get('/sys/category/childList', { config: { access: CATEGORY_PAGE } }, async (request) => {
    const pid = text(queryOf(request).pid);
    if (!pid) throw new BizError(LOAD_PARAMS_MESSAGE);
    return ok(await repo.all(scopeFor(request), { pid }, 5000));
  });
  api.get('/sys/category/queryById', { config: { access: CATEGORY_PAGE } }, async (request) => {
    const row = await repo.get(scopeFor(request), queryOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    return ok(row);
  });

  api.post('/sys/category/add', { config: { access: 'platform' } }, async (request) => {
    const body = bodyOf(request);
    const pid = text(body.pid, 36) || ROOT_PID;
    const name = text(body.name);
    if (!name) throw new BizError('分类名称不能为空');
    await checkParent(ctx.db, pid);
    let code = text(body.code);
    if (code) await checkCode(ctx.db, code);
    else code = await newCategoryCode(ctx.db, pid);
    const id = await ctx.db.transaction(async (tx) => {
      const newId = await repository(tx, CATEGORY_ENTITY).insert(scopeFor(request), { pid, name, code });
      await refreshHasChild(tx, pid);
      return newId;
    });
    return ok(id, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const body = bodyOf(request);
    const existing = await repo.get(scopeFor(request), body.id);
    if (!existing) throw new BizError('未找到对应数据');
    const changes: ApiRow = {};
    if (Object.hasOwn(body, 'name')) {
      changes.name = text(body.name);
      if (!changes.name) throw new BizError('分类名称不能为空');
    }
    if (Object.hasOwn(body, 'code') && text(body.code) !== existing.code) {
      changes.code = text(body.code);
      await checkCode(ctx.db, changes.code as string, existing.id as string);
    }
    const pid = Object.hasOwn(body, 'pid') ? text(body.pid, 36) || ROOT_PID : (existing.pid as string);
    if (pid !== existing.pid) {
      await checkParent(ctx.db, pid, existing.id as string);
      changes.pid = pid;
    }
    await ctx.db.transaction(async (tx) => {
      await repository(tx, CATEGORY_ENTITY).update(scopeFor(request), existing.id, changes);
      await refreshHasChild(tx, existing.pid as string);
      await refreshHasChild(tx, pid);
    });
    return ok(null, '编辑成功!');
  };
  api.put('/sys/category/edit', { config: { access: 'platform' } }, edit);
  api.post('/sys/category/edit', { config: { access: 'platform' } }, edit);

  api.delete('/sys/category/delete', { config: { access: 'platform' } }, async (request) => {
    if ((await removeCategories(ctx.db, idsOf(queryOf(request).id).slice(0, 1))) === 0) {
      throw new BizError('未找到对应数据');
    }
    return ok(null, '删除成功!');
  });
  api.delete('/sys/category/deleteBatch', { config: { access: 'platform' } }, async (request) => {
    const ids = idsOf(queryOf(request).ids).slice(0, 500);
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    if ((await removeCategories(ctx.db, ids)) === 0) throw new BizError('未找到对应数据');
    return ok(null, '批量删除成功!');
  });

  api.get('/sys/category/loadTreeRoot', { config: { access: 'authenticated' } }, async (request) => {
    const query = queryOf(request);
    const pcode = text(query.pcode);
    if (!pcode) throw new BizError(LOAD_PARAMS_MESSAGE);
    const pid = await categoryIdByCode(ctx.db, pcode);
    if (query.async === 'false') return ok(await categorySubtree(ctx.db, pid));
    return ok((await categoryChildren(ctx.db, pid)).map(toCategoryNode));
  });

  api.get('/sys/category/loadTreeChildren', { config: { access: 'authenticated' } }, async (request) => {
    const pid = text(queryOf(request).pid, 36);
    if (!pid) throw new BizError(LOAD_PARAMS_MESSAGE);
    return ok((await categoryChildren(ctx.db, pid)).map(toCategoryNode));
  });

  api.get('/sys/category/loadOne', { config: { access: 'authenticated' } }, async (request) => {
    const query = queryOf(request);
    const column = typeof query.field === 'string' ? LOAD_ONE_FIELDS[query.field] : undefined;
    if (!column || !Object.hasOwn(LOAD_ONE_FIELDS, query.field as string)) throw new BizError('查询字段不正确');
    const found = await ctx.db.query<{ id: string }>(`SELECT id FROM sys_category WHERE ${column} = $1 LIMIT 2`, [
      text(query.val),
    ]);
    if (found.length === 0) throw new BizError('查询无果');
    if (found.length > 1) throw new BizError('查询数据异常，存在多个值');
    return ok(await repo.get(scopeFor(request), found[0]?.id));
  });

  api.get('/sys/category/loadTreeData', { config: { access: 'authenticated' } }, async (request) => {
    const query = queryOf(request);
    let pid = text(query.pid, 36);
    if (!pid) {
      const pcode = text(query.pcode) || ROOT_PID;
      pid = await categoryIdByCode(ctx.db, pcode);
    }
    const condition = parseCondition(dictTable('sys_category'), query.condition);
    return ok((await categoryChildren(ctx.db, pid, condition)).map(toCategoryNode));
  });

  const loadDictItem = async (request: FastifyRequest) => {
    const query = queryOf(request);
    const ids = idsOf(text(query.ids, 20_000));
    if (ids.length === 0) throw new BizError('ids 不能为空');
    if (ids.length > 500) throw new BizError(BAD_DICT_MESSAGE);
    const rows = await ctx.db.query<{ id: string; name: string }>(
      'SELECT id, name FROM sys_category WHERE id = ANY($1)',
      [ids],
    );
    const names = new Map(rows.map((row) => [row.id, row.name]));
    // JeecgBoot: unknown ids are dropped unless delNotExist=false keeps them as they are.
    const keepUnknown = query.delNotExist === 'false';
    return ok(ids.flatMap((id) => (names.has(id) ? [names.get(id) as string] : keepUnknown ? [id] : [])));
  };
  api.get('/sys/category/loadDictItem/', { config: { access: 'authenticated' } }, loadDictItem);
  api.get('/sys/category/loadDictItem', { config: { access: 'authenticated' } }, loadDictItem);
}
