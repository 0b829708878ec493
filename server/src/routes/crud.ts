import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../auth/access';
import { currentUser } from '../auth/guard';
import type { AppContext } from '../context';
import type { EntityDef } from '../data/entity';
import { type ExcelOptions, type RowCheck, registerExcelRoutes } from '../data/excel';
import { type ApiRow, repository } from '../data/repository';
import { scopeOf } from '../data/scope';
import { BizError, ok } from '../http/envelope';

export interface CrudOptions {
  /** Path prefix, e.g. '/sys/position'. */
  base: string;
  entity: EntityDef;
  access: { list: Access; add: Access; edit: Access; delete: Access };
  /** Validates (and may complete) a body before add/edit and each imported row; throw BizError to refuse. */
  check?: RowCheck;
  /** Runs after a successful write (e.g. invalidate a cache). */
  afterWrite?: () => void;
  /** Adds exportXls, importExcel and importErrorFile (see data/excel). */
  excel?: ExcelOptions;
}

export function bodyOf(request: FastifyRequest): ApiRow {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new BizError('请求参数不正确');
  return body as ApiRow;
}

export function queryOf(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>;
}

/**
 * Query parameters with a JSON object body on top (body wins), so a route works as GET (query) and as
 * POST (body) alike: the spec leaves the method of many reads open.
 *
 * @example paramsOf(request) // { pageNo: '1', channelId: 'c1' }
 */
export function paramsOf(request: FastifyRequest): Record<string, unknown> {
  const query = queryOf(request);
  const body = request.body;
  const fromBody = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {};
  return { ...query, ...(fromBody as Record<string, unknown>) };
}

/** Comma-separated ids from `ids` (query or body). */
export function idsOf(value: unknown): string[] {
  return String(value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * The JeecgBoot CRUD set for one entity: list, queryById, add (POST), edit (PUT and POST),
 * delete?id= and deleteBatch?ids= (DELETE), and with `excel` exportXls and importExcel; every
 * statement scoped to the caller.
 */
export function registerCrud(api: FastifyInstance, ctx: AppContext, options: CrudOptions): void {
  const repo = repository(ctx.db, options.entity);
  const { base, access } = options;

  api.get(`${base}/list`, { config: { access: access.list } }, async (request) => {
    return ok(await repo.list(scopeOf(currentUser(request)), queryOf(request)));
  });

  api.get(`${base}/queryById`, { config: { access: access.list } }, async (request) => {
    const row = await repo.get(scopeOf(currentUser(request)), queryOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    return ok(row);
  });

  api.post(`${base}/add`, { config: { access: access.add } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const body = bodyOf(request);
    await options.check?.(body, { scope, request });
    const id = await repo.insert(scope, body);
    options.afterWrite?.();
    return ok(id, '添加成功！');
  });

  const edit = async (request: FastifyRequest) => {
    const scope = scopeOf(currentUser(request));
    const body = bodyOf(request);
    const id = String(body.id ?? '');
    await options.check?.(body, { scope, id, request });
    if (!(await repo.update(scope, id, body))) throw new BizError('未找到对应数据');
    options.afterWrite?.();
    return ok(null, '编辑成功!');
  };
  api.put(`${base}/edit`, { config: { access: access.edit } }, edit);
  api.post(`${base}/edit`, { config: { access: access.edit } }, edit);

  api.delete(`${base}/delete`, { config: { access: access.delete } }, async (request) => {
    const removed = await repo.remove(scopeOf(currentUser(request)), idsOf(queryOf(request).id));
    if (removed === 0) throw new BizError('未找到对应数据');
    options.afterWrite?.();
    return ok(null, '删除成功!');
  });

  api.delete(`${base}/deleteBatch`, { config: { access: access.delete } }, async (request) => {
    const ids = idsOf(queryOf(request).ids);
    if (ids.length === 0) throw new BizError('请选择一条记录！');
    const removed = await repo.remove(scopeOf(currentUser(request)), ids);
    if (removed === 0) throw new BizError('未找到对应数据');
    options.afterWrite?.();
    return ok(null, '批量删除成功!');
  });

  if (options.excel) registerExcelRoutes(api, ctx, { ...options, excel: options.excel });
}
