import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { invalidateDictTexts } from '../../data/dict-text';
import { BizError, ok } from '../../http/envelope';
import { idsOf, queryOf } from '../crud';
import { allDictItems, dictItems } from './dict-plain';
import { type DictOption, tableOptions, treeLevel } from './dict-table-query';
import { BAD_DICT_MESSAGE, dictColumn, dictTable, isTableDict, parseCondition, parseTableDict } from './dict-tables';

const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 100;
const MAX_KEYS = 200;

/**
 * The `{dict}` path segment (Fastify decoded it once). The routes end in a wildcard, not `:dict`: a
 * table code with a condition easily outgrows the router's 100-character parameter limit.
 */
function dictParam(request: FastifyRequest): string {
  const raw = (request.params as Record<string, unknown>)['*'];
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 1200 || raw.includes('/'))
    throw new BizError(BAD_DICT_MESSAGE);
  return raw.trim();
}

function stringParam(value: unknown, max = 200): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string' || value.length > max) throw new BizError(BAD_DICT_MESSAGE);
  return value.trim();
}

function pageSizeOf(value: unknown): number {
  if (value === undefined || value === '') return DEFAULT_PAGE_SIZE;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) return DEFAULT_PAGE_SIZE;
  return Math.min(n, MAX_PAGE_SIZE);
}

/** Options of a plain or table dictionary (value + text, plus JeecgBoot's title/label mirrors). */
async function options(
  ctx: AppContext,
  request: FastifyRequest,
  code: string,
  filter: { keyword?: string; keys?: readonly string[]; limit: number },
): Promise<DictOption[]> {
  if (isTableDict(code)) return tableOptions(ctx.db, currentUser(request), parseTableDict(code), filter);
  let items: DictOption[] = await dictItems(ctx.db, code);
  if (filter.keyword) {
    const needle = filter.keyword.toLowerCase();
    items = items.filter((item) => item.text.toLowerCase().includes(needle));
  }
  if (filter.keys) items = items.filter((item) => filter.keys?.includes(item.value));
  return items.slice(0, filter.limit);
}

const withMirrors = (items: DictOption[]) => items.map((item) => ({ ...item, title: item.text, label: item.text }));

/**
 * The dictionary reads every signed-in page makes.
 *
 * @example registerDictQueryRoutes(api, ctx) // GET /sys/dict/getDictItems/sys_role,role_name,role_code
 */
export function registerDictQueryRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get('/sys/dict/refleshCache', { config: { access: 'authenticated' } }, async () => {
    invalidateDictTexts();
    return ok(null, '刷新缓存完成！');
  });

  api.get('/sys/dict/queryAllDictItems', { config: { access: 'authenticated' } }, async () => {
    return ok(await allDictItems(ctx.db));
  });

  api.get('/sys/dict/getDictItems/*', { config: { access: 'authenticated' } }, async (request) => {
    const code = dictParam(request);
    if (!isTableDict(code)) return ok(await dictItems(ctx.db, code));
    return ok(withMirrors(await options(ctx, request, code, { limit: 5000 })));
  });

  api.get('/sys/dict/loadDict/*', { config: { access: 'authenticated' } }, async (request) => {
    const query = queryOf(request);
    const keyword = stringParam(query.keyword);
    const found = await options(ctx, request, dictParam(request), { keyword, limit: pageSizeOf(query.pageSize) });
    return ok(withMirrors(found));
  });

  api.get('/sys/dict/loadDictItem/*', { config: { access: 'authenticated' } }, async (request) => {
    const keys = idsOf(stringParam(queryOf(request).key, 10_000));
    if (keys.length > MAX_KEYS) throw new BizError(BAD_DICT_MESSAGE);
    if (keys.length === 0) return ok([]);
    const found = await options(ctx, request, dictParam(request), { keys, limit: MAX_KEYS });
    const texts = new Map(found.map((item) => [item.value, item.text]));
    // In key order; an unknown key is shown as itself (as list pages' _dictText do).
    return ok(keys.map((key) => texts.get(key) ?? key));
  });

  api.get('/sys/dict/loadTreeData', { config: { access: 'authenticated' } }, async (request) => {
    const query = queryOf(request);
    const def = dictTable(query.tableName);
    const nodes = await treeLevel(ctx.db, currentUser(request), {
      dict: {
        def,
        text: dictColumn(def, query.text),
        code: dictColumn(def, query.code),
        condition: parseCondition(def, query.condition),
      },
      pid: stringParam(query.pid, 64),
      pidField: stringParam(query.pidField, 64) || undefined,
      hasChildField: stringParam(query.hasChildField, 64) || undefined,
    });
    return ok(nodes);
  });
}
