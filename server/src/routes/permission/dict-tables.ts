import type { ScopeColumns } from '../../data/scope';
import { BizError } from '../../http/envelope';

/** The one refusal of every malformed or non-allowlisted table dictionary (no SQL, no echo). */
export const BAD_DICT_MESSAGE = '字典参数不正确';

/**
 * A table a `table,text,code` dictionary may read. Identifiers here are code constants; a request
 * only picks among them. Password hashes, salts and contact details are in no list.
 */
export interface DictTableDef {
  table: string;
  /** Columns usable as text or code. */
  columns: readonly string[];
  /** Further columns a condition may compare (equality only). */
  filters: readonly string[];
  /** How rows are scoped to the caller (as the owning area scopes them). */
  scope: ScopeColumns;
  /** sys_tenant: the platform administrator sees every tenant, others only their current one. */
  platformSeesAll?: boolean;
  /** A constant condition for live rows. */
  alive?: string;
  /** Tree tables (loadTreeData): the parent column, the has-child flag column, the roots' parent value. */
  tree?: { pid: string; hasChild?: string; root: string | null };
}

const TABLES: readonly DictTableDef[] = [
  {
    table: 'sys_user',
    columns: ['id', 'username', 'realname', 'work_no'],
    filters: ['status', 'sex', 'org_code', 'shop_id', 'authority', 'user_identity', 'post'],
    scope: { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' },
    alive: 'del_flag = 0',
  },
  {
    table: 'sys_depart',
    columns: ['id', 'depart_name', 'org_code', 'parent_id'],
    filters: ['status', 'org_category', 'org_type', 'shop_id'],
    scope: { tenant: 'tenant_id', shop: 'shop_id' },
    alive: "del_flag = '0'",
    tree: { pid: 'parent_id', root: null },
  },
  { table: 'sys_role', columns: ['id', 'role_name', 'role_code'], filters: [], scope: { tenant: 'tenant_id' } },
  {
    table: 'sys_depart_role',
    columns: ['id', 'role_name', 'role_code'],
    filters: ['depart_id'],
    scope: { tenant: 'tenant_id' },
  },
  { table: 'sys_position', columns: ['id', 'name', 'code'], filters: ['post_rank'], scope: { tenant: 'tenant_id' } },
  {
    table: 'sys_category',
    columns: ['id', 'name', 'code'],
    filters: ['pid', 'has_child'],
    scope: {},
    tree: { pid: 'pid', hasChild: 'has_child', root: '0' },
  },
  {
    table: 'sys_shop',
    columns: ['id', 'name'],
    filters: ['status', 'rent_or_purchase'],
    scope: { tenant: 'tenant_id', shop: 'id' },
  },
  {
    table: 'sys_channel',
    columns: ['id', 'name'],
    filters: ['sign_status'],
    scope: { tenant: 'tenant_id', channel: 'id' },
  },
  {
    table: 'sys_tenant',
    columns: ['id', 'name'],
    filters: ['status', 'tenant_model'],
    scope: { tenant: 'id' },
    platformSeesAll: true,
  },
  { table: 'sys_dict', columns: ['id', 'dict_name', 'dict_code'], filters: [], scope: {}, alive: 'del_flag = 0' },
];

const BY_NAME = new Map(TABLES.map((def) => [def.table, def]));

/** Snake or camel case: 'orgCode' and 'org_code' both name org_code. */
function columnName(raw: string): string {
  return raw.trim().replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/**
 * The allowlisted table `name`, or the refusal.
 *
 * @example dictTable('sys_user').columns // ['id', 'username', 'realname', 'work_no']
 */
export function dictTable(name: unknown): DictTableDef {
  const def = typeof name === 'string' ? BY_NAME.get(name.trim().toLowerCase()) : undefined;
  if (!def) throw new BizError(BAD_DICT_MESSAGE);
  return def;
}

/**
 * An allowlisted text/code column of `def` (given in snake or camel case), or the refusal.
 *
 * @example dictColumn(dictTable('sys_depart'), 'orgCode') // 'org_code'
 */
export function dictColumn(def: DictTableDef, raw: unknown): string {
  const column = typeof raw === 'string' ? columnName(raw) : '';
  if (!def.columns.includes(column)) throw new BizError(BAD_DICT_MESSAGE);
  return column;
}

export type DictCondition = [column: string, value: string][];

/**
 * A condition: a JSON object of allowlisted column -> scalar value (equality). No SQL text is ever
 * accepted; anything else is the refusal.
 *
 * @example parseCondition(dictTable('sys_user'), '{"status":1}') // [['status', '1']]
 */
export function parseCondition(def: DictTableDef, raw: unknown): DictCondition {
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) return [];
  if (typeof raw !== 'string' || raw.length > 1000) throw new BizError(BAD_DICT_MESSAGE);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BizError(BAD_DICT_MESSAGE);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new BizError(BAD_DICT_MESSAGE);
  const pairs = Object.entries(parsed as Record<string, unknown>);
  if (pairs.length > 10) throw new BizError(BAD_DICT_MESSAGE);
  return pairs.map(([key, value]) => {
    const column = columnName(key);
    if (!def.columns.includes(column) && !def.filters.includes(column)) throw new BizError(BAD_DICT_MESSAGE);
    if (!['string', 'number', 'boolean'].includes(typeof value) || String(value).length > 100) {
      throw new BizError(BAD_DICT_MESSAGE);
    }
    return [column, String(value)];
  });
}

export interface TableDictCode {
  def: DictTableDef;
  text: string;
  code: string;
  condition: DictCondition;
}

/**
 * Whether a dictionary code is the table form (`table,text,code[,condition]`).
 *
 * @example isTableDict('sys_user,realname,username') // true
 */
export function isTableDict(code: string): boolean {
  return code.includes(',');
}

/**
 * Parses `table,text,code[,condition]`; the condition (a JSON object, which may hold commas) is
 * everything after the third comma.
 *
 * @example parseTableDict('sys_user,realname,username') // { def: sys_user, text: 'realname', code: 'username', condition: [] }
 */
export function parseTableDict(raw: string): TableDictCode {
  if (raw.length > 1200) throw new BizError(BAD_DICT_MESSAGE);
  const [table, text, code, ...rest] = raw.split(',');
  if (text === undefined || code === undefined) throw new BizError(BAD_DICT_MESSAGE);
  const def = dictTable(table);
  return {
    def,
    text: dictColumn(def, text),
    code: dictColumn(def, code),
    condition: parseCondition(def, rest.length ? rest.join(',') : undefined),
  };
}
