import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../auth/access';
import type { AppContext } from '../../context';
import type { EntityDef } from '../../data/entity';
import { type ApiRow, repository } from '../../data/repository';
import { narrowedToShop, type Scope, SHOP_OWNED, sameOwner } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError, ok } from '../../http/envelope';
import { idsOf, paramsOf, queryOf } from '../crud';
import { text } from '../org/rules';
import { businessScope, shopForWrite, tenantOnly } from './owned';

export interface ConfigCrudOptions {
  /** Path prefix, e.g. '/orderCommissionConfig'. */
  base: string;
  entity: EntityDef;
  access: { list: Access; add: Access; edit: Access };
  /** Extra names of add and edit (the spec's addSagesBillConfig, updateStagesBillConfig). */
  addPaths?: string[];
  editPaths?: string[];
  /** Only the tenant writes (shop users read their shop's rows). */
  tenantWrites?: boolean;
  /**
   * The clean entity fields of a row: `input` is the body on add, the stored row overlaid with the
   * body on edit, so cross-field rules see the whole row. Throws the user's message.
   */
  validate: (input: ApiRow, scope: Scope, current: ApiRow | null) => Promise<ApiRow> | ApiRow;
  /** Refuses a delete (e.g. a row still in use). */
  beforeDelete?: (row: ApiRow, scope: Scope) => Promise<void>;
  /** Rows carry the shop of something else (a product): `validate` sets shopId itself. */
  shopFromValidate?: boolean;
  /** A field no two rows of the same owner (the tenant, or one shop) may share, checked after `validate`. */
  unique?: { field: string; message: string };
}

/** Body keys a client actually sent (undefined ones dropped). */
function sent(body: ApiRow): ApiRow {
  return Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
}

/**
 * The check of `unique`: refuses `columns` when another row of the owner they are written for already
 * has their value of the field (a shop user's rows are always its own shop's; a tenant user's those of
 * the shop it names, or its own). Table and column come from the entity's allowlist.
 */
function uniqueCheck(db: Db, entity: EntityDef, unique: { field: string; message: string }) {
  const column = entity.fields[unique.field]?.column;
  if (!column) throw new Error(`${entity.table} has no field ${unique.field}`);
  return async (scope: Scope, shopId: unknown, columns: ApiRow, current: ApiRow | null): Promise<void> => {
    const chosen = text(shopId);
    const owner = scope.shopId === null && chosen ? narrowedToShop(scope, chosen) : scope;
    const params: unknown[] = [columns[unique.field], current?.id ?? null];
    const taken = await db.one(
      `SELECT 1 AS taken FROM ${entity.table} WHERE ${column} = $1 AND id IS DISTINCT FROM $2
          AND ${sameOwner(owner, SHOP_OWNED, params)}`,
      params,
    );
    if (taken) throw new BizError(unique.message);
  };
}

/**
 * A configuration table's page set: list (paged, filtered, sorted by the shared list layer),
 * queryById, add, edit and delete, every statement in the caller's scope. Rows of the tenant have
 * no shop; a tenant may pick one of its shops on add, a shop user's rows are always their shop's.
 */
export function registerConfigCrud(api: FastifyInstance, ctx: AppContext, options: ConfigCrudOptions): void {
  const repo = repository(ctx.db, options.entity);
  const { base, access } = options;
  const checkUnique = options.unique ? uniqueCheck(ctx.db, options.entity, options.unique) : async () => {};

  api.get(`${base}/list`, { config: { access: access.list } }, async (request) => {
    return ok(await repo.list(businessScope(request), queryOf(request)));
  });

  api.get(`${base}/queryById`, { config: { access: access.list } }, async (request) => {
    const row = await repo.get(businessScope(request), queryOf(request).id);
    if (!row) throw new BizError('未找到对应数据');
    return ok(row);
  });

  const writer = (request: FastifyRequest) => {
    const scope = businessScope(request);
    if (options.tenantWrites) tenantOnly(scope);
    return scope;
  };

  const add = async (request: FastifyRequest) => {
    const scope = writer(request);
    const body = paramsOf(request);
    const columns = await options.validate(body, scope, null);
    await checkUnique(scope, body.shopId, columns, null);
    if (!options.shopFromValidate) columns.shopId = await shopForWrite(ctx.db, scope, body.shopId, false);
    return ok(await repo.insert(scope, columns), '添加成功！');
  };
  for (const path of [`${base}/add`, ...(options.addPaths ?? [])]) {
    api.post(path, { config: { access: access.add } }, add);
  }

  const edit = async (request: FastifyRequest) => {
    const scope = writer(request);
    const body = paramsOf(request);
    const current = await repo.get(scope, body.id);
    if (!current) throw new BizError('未找到对应数据');
    const input = { ...current, ...sent(body), shopId: current.shopId };
    const columns = await options.validate(input, scope, current);
    await checkUnique(scope, input.shopId, columns, current);
    if (!options.shopFromValidate) delete columns.shopId;
    await repo.update(scope, current.id, columns);
    return ok(null, '编辑成功!');
  };
  for (const path of [`${base}/edit`, ...(options.editPaths ?? [])]) {
    api.route({ method: ['PUT', 'POST'], url: path, config: { access: access.edit }, handler: edit });
  }

  api.route({
    method: ['DELETE', 'GET'],
    url: `${base}/delete`,
    config: { access: access.edit },
    handler: async (request) => {
      const scope = writer(request);
      const [id] = idsOf(queryOf(request).id);
      const current = await repo.get(scope, id);
      if (!current) throw new BizError('未找到对应数据');
      await options.beforeDelete?.(current, scope);
      await repo.remove(scope, [current.id]);
      return ok(null, '删除成功!');
    },
  });
}
