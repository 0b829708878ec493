import type { AuthUser } from '../../auth/auth-user';
import { Conditions } from '../../data/list-query';
import { scopeConditions, scopeOf } from '../../data/scope';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';
import { BAD_DICT_MESSAGE, type DictCondition, type DictTableDef, type TableDictCode } from './dict-tables';

export interface DictOption {
  value: string;
  text: string;
}

export const MAX_TABLE_ROWS = 5000;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** WHERE parts every table-dictionary read carries: the caller's scope, live rows, the condition. */
function baseWhere(
  def: DictTableDef,
  user: AuthUser,
  condition: DictCondition,
  c: Conditions,
  alias: string,
): string[] {
  const sql: string[] = [];
  if (!(def.platformSeesAll && user.platform)) {
    const scoped = scopeConditions(def.scope, scopeOf(user), c.params.length + 1, alias);
    sql.push(...scoped.sql);
    c.params.push(...scoped.params);
  }
  if (def.alive) sql.push(`${alias}.${def.alive}`);
  for (const [column, value] of condition) sql.push(`${alias}.${column}::text = ${c.param(value)}`);
  return sql;
}

/**
 * Options of a table dictionary: `code` as value, `text` as text, in the caller's scope; optionally
 * only texts containing `keyword`, or only the given `keys`.
 *
 * @example await tableOptions(db, user, parseTableDict('sys_role,role_name,role_code'), { limit: 100 })
 */
export async function tableOptions(
  db: Db,
  user: AuthUser,
  dict: TableDictCode,
  options: { keyword?: string; keys?: readonly string[]; limit: number },
): Promise<DictOption[]> {
  const c = new Conditions(1);
  const where = baseWhere(dict.def, user, dict.condition, c, 't');
  if (options.keyword) where.push(`t.${dict.text}::text ILIKE ${c.param(`%${escapeLike(options.keyword)}%`)}`);
  if (options.keys) where.push(`t.${dict.code}::text = ANY(${c.param(options.keys)})`);
  const rows = await db.query<DictOption>(
    `SELECT t.${dict.code}::text AS value, t.${dict.text}::text AS text FROM ${dict.def.table} t
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      ORDER BY t.${dict.text} NULLS LAST, t.${dict.code} LIMIT ${c.param(Math.min(options.limit, MAX_TABLE_ROWS))}`,
    c.params,
  );
  return rows.map((row) => ({ value: row.value ?? '', text: row.text ?? '' }));
}

export interface TreeNode {
  key: string;
  title: string;
  value: string;
  code: string;
  parentId: string | null;
  leaf: boolean;
}

export interface TreeQuery {
  dict: TableDictCode;
  /** Parent's key; '' (or the roots' parent value) loads the roots. */
  pid: string;
  pidField?: string;
  hasChildField?: string;
}

/**
 * One level of a tree table (`/sys/dict/loadTreeData`): only allowlisted tree tables, with their own
 * parent and has-child columns (a request may name them, but only exactly those).
 *
 * @example await treeLevel(db, user, { dict: parsed, pid: '' }) // the roots
 */
export async function treeLevel(db: Db, user: AuthUser, query: TreeQuery): Promise<TreeNode[]> {
  const { def, text, code, condition } = query.dict;
  const tree = def.tree;
  if (!tree) throw new BizError(BAD_DICT_MESSAGE);
  const named = (raw: string | undefined, column: string | undefined) =>
    !raw || raw.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`) === column;
  if (!named(query.pidField, tree.pid) || !named(query.hasChildField, tree.hasChild)) {
    throw new BizError(BAD_DICT_MESSAGE);
  }
  const c = new Conditions(1);
  const where = baseWhere(def, user, condition, c, 't');
  const root = query.pid === '' || query.pid === '0' || query.pid === tree.root;
  if (!root) where.push(`t.${tree.pid} = ${c.param(query.pid)}`);
  else if (tree.root === null) where.push(`(t.${tree.pid} IS NULL OR t.${tree.pid} = '')`);
  else where.push(`t.${tree.pid} = ${c.param(tree.root)}`);
  const leaf = tree.hasChild
    ? `(t.${tree.hasChild} IS DISTINCT FROM '1')`
    : `NOT EXISTS (SELECT 1 FROM ${def.table} ch WHERE ch.${tree.pid} = t.id${def.alive ? ` AND ch.${def.alive}` : ''})`;
  const rows = await db.query<{ code: string; text: string; pid: string | null; leaf: boolean }>(
    `SELECT t.${code}::text AS code, t.${text}::text AS text, t.${tree.pid}::text AS pid, ${leaf} AS leaf
       FROM ${def.table} t WHERE ${where.join(' AND ')}
      ORDER BY t.${text}, t.id LIMIT ${c.param(MAX_TABLE_ROWS)}`,
    c.params,
  );
  return rows.map((row) => ({
    key: row.code,
    title: row.text ?? '',
    value: row.code,
    code: row.code,
    parentId: row.pid,
    leaf: row.leaf,
  }));
}
