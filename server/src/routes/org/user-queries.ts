import type { FastifyInstance } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { repository } from '../../data/repository';
import { scopeOf } from '../../data/scope';
import { BizError, ok } from '../../http/envelope';
import { queryOf } from '../crud';
import { DEPART_ENTITY, USER_PICK_ENTITY } from './entities';
import { text } from './rules';
import { addOrgCodeText } from './user-links';
import { departFilter } from './users';

/** How many users one label-resolution or department call returns at most. */
const BATCH_LIMIT = 1000;

/** `*x*` (contains) for a free-text search box; wildcard characters typed by the user are dropped. */
function contains(value: unknown): string | undefined {
  const raw = text(value).replace(/\*/g, '');
  return raw ? `*${raw}*` : undefined;
}

/** Only the parameters a picker sends; anything else never reaches the filter builder. */
function pickerQuery(query: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['pageNo', 'pageSize', 'column', 'order'] as const) {
    if (query[key] !== undefined && query[key] !== '') out[key] = query[key];
  }
  const username = contains(query.username);
  const realname = contains(query.realname);
  if (username) out.username = username;
  if (realname) out.realname = realname;
  return out;
}

/** Read-only user lookups for pickers and label resolution; any signed-in user, within their scope. */
export function userQueryRoutes(api: FastifyInstance, ctx: AppContext): void {
  const users = repository(ctx.db, USER_PICK_ENTITY);
  const departs = repository(ctx.db, DEPART_ENTITY);

  api.get('/sys/user/queryUserComponentData', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const query = queryOf(request);
    const page = await users.list(scope, pickerQuery(query), departFilter(query.departId));
    await addOrgCodeText(ctx.db, scope, page.records);
    return ok(page);
  });

  api.get('/sys/user/queryUserByDepId', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const query = queryOf(request);
    const depart = await departs.get(scope, text(query.id));
    if (!depart) throw new BizError('未找到对应部门');
    const filters = {
      ...pickerQuery({ realname: query.realname }),
      pageSize: BATCH_LIMIT,
      column: 'username',
      order: 'asc',
    };
    const page = await users.list(scope, filters, departFilter(depart.id));
    await addOrgCodeText(ctx.db, scope, page.records);
    return ok(page.records);
  });

  // JeecgBoot answers this one with a bare array (no envelope): the labels of many usernames at once.
  api.get('/sys/user/getMultiUser', { config: { access: 'authenticated' } }, async (request) => {
    const scope = scopeOf(currentUser(request));
    const names = [
      ...new Set(
        text(queryOf(request).username)
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ].slice(0, BATCH_LIMIT);
    if (names.length === 0) return [];
    const page = await users.list(
      scope,
      { pageSize: BATCH_LIMIT, column: 'username', order: 'asc' },
      { sql: ['username = ANY($1)'], params: [names] },
    );
    return page.records;
  });
}
