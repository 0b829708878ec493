import type { ScopeColumns } from './scope';

export type FieldType = 'string' | 'int' | 'decimal' | 'boolean' | 'date' | 'datetime';

/** One API field (camelCase) of an entity and the column behind it. */
export interface FieldDef {
  column: string;
  type: FieldType;
  /** Writable through add/edit bodies (default true). */
  write: boolean;
  /** Usable as a list filter and in the super query (default true). */
  filter: boolean;
  /** Usable as the sort column (default true). */
  sort: boolean;
  /**
   * The column is NOT NULL (declared where it matters: sort columns an index serves). Its ORDER BY then
   * leaves out NULLS LAST (the same order), so one index on (owner, column, id) serves both directions.
   */
  notNull?: boolean;
  /** Dictionary code: lists add `<field>_dictText`. */
  dict?: string;
}

/**
 * An allowlist of one table: only these fields are ever read, filtered, sorted or written, so no
 * request parameter can name a column or table of its own.
 */
export interface EntityDef {
  table: string;
  scope: ScopeColumns;
  fields: Record<string, FieldDef>;
  /** Rows are flagged, not deleted; lists and reads see only live rows. */
  softDelete?: { column: string; deleted: string | number; alive: string | number };
  /** Used when a list names no sort column (else createTime desc when present, else id). */
  defaultSort?: { field: string; order: 'asc' | 'desc' };
  /** Documentational: the table has create/update audit columns (set when fields map them). */
  audit?: boolean;
  /**
   * For a view: its own table, holding exactly the view's rows (same ids) and the columns of `fields`.
   * A list's count and its later pages' ids read that table instead of the view when the list filters
   * and sorts by those fields only, so an index alone can answer them (through a view's joins the
   * planner reads the rows too). A route's extra WHERE parts for such an entity name only its columns.
   */
  base?: { table: string; fields: readonly string[] };
  /**
   * The table whose rows sys_list_count counts per owner (190_list_indexes.sql): a list with no filter
   * takes its exact total from there instead of counting.
   */
  counted?: string;
}

type FieldOptions = Partial<Pick<FieldDef, 'write' | 'filter' | 'sort' | 'dict' | 'notNull'>>;

const field =
  (type: FieldType) =>
  (column: string, options: FieldOptions = {}): FieldDef => ({
    column,
    type,
    write: options.write ?? true,
    filter: options.filter ?? true,
    sort: options.sort ?? true,
    ...(options.dict ? { dict: options.dict } : {}),
    ...(options.notNull ? { notNull: true } : {}),
  });

/** Field builders for entity allowlists. */
export const f = {
  string: field('string'),
  int: field('int'),
  /** numeric columns; read as numbers (two-decimal money survives a double exactly). */
  decimal: field('decimal'),
  boolean: field('boolean'),
  date: field('date'),
  datetime: field('datetime'),
  /** create_by / create_time / update_by / update_time, set by the repository, never by a body. */
  audit: () => ({
    createBy: field('string')('create_by', { write: false }),
    createTime: field('datetime')('create_time', { write: false }),
    updateBy: field('string')('update_by', { write: false }),
    updateTime: field('datetime')('update_time', { write: false }),
  }),
  /**
   * id / tenant_id (both read-only) / shop_id of a shop-scoped row: the shop is writable, a tenant
   * picks one of its shops (the repository still puts a shop user's own shop in).
   *
   * @example fields: { ...f.shopOwned(), name: f.string('name'), ...f.audit() }
   */
  shopOwned: () => ({
    id: field('string')('id', { write: false }),
    tenantId: field('int')('tenant_id', { write: false }),
    shopId: field('string')('shop_id'),
  }),
  /**
   * province / city / district, each as code and name (province_code, province_name, ...).
   *
   * @example fields: { ...f.shopOwned(), ...f.region(), addressDetail: f.string('address_detail') }
   */
  region: () => ({
    provinceCode: field('string')('province_code'),
    provinceName: field('string')('province_name'),
    cityCode: field('string')('city_code'),
    cityName: field('string')('city_name'),
    districtCode: field('string')('district_code'),
    districtName: field('string')('district_name'),
  }),
  /**
   * `status` (dictionary valid_status) and a free `remark`, the way configuration rows end.
   *
   * @example fields: { ...f.shopOwned(), price: f.decimal('price'), ...f.statusAndRemark(), ...f.audit() }
   */
  statusAndRemark: () => ({
    status: field('int')('status', { dict: 'valid_status' }),
    remark: field('string')('remark'),
  }),
};

/**
 * The named fields of `fields`, in the order named: a narrower view of the same columns (a later key
 * of the caller's object literal can still replace one in place).
 *
 * @example pickFields(ORDER_FIELDS, ['id', 'orderNo']) // { id: ORDER_FIELDS.id, orderNo: ORDER_FIELDS.orderNo }
 */
export function pickFields<T extends Record<string, FieldDef>, K extends keyof T & string>(
  fields: T,
  names: readonly K[],
): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, fields[name]])) as Pick<T, K>;
}

/** The field whose column is `column`, if the entity maps it. */
export function fieldOfColumn(entity: EntityDef, column: string): FieldDef | undefined {
  return Object.values(entity.fields).find((def) => def.column === column);
}

/** Whether a sort column can hold NULL (it decides the shape of the ORDER BY and of its index). */
export type SortNulls = 'not null' | 'nullable';

/**
 * `fields` sortable only by the given ones, for a big table whose every sort an index serves
 * (`(owner, column, id)`, and for a nullable column also `(owner, column DESC NULLS LAST, id DESC)`).
 *
 * @example sortableBy(fields, { createTime: 'not null', riskScore: 'nullable' })
 */
export function sortableBy<T extends Record<string, FieldDef>>(
  fields: T,
  sorts: Readonly<Partial<Record<keyof T & string, SortNulls>>>,
): T {
  const out: Record<string, FieldDef> = {};
  for (const [name, def] of Object.entries(fields)) {
    const nulls = Object.hasOwn(sorts, name) ? sorts[name as keyof T & string] : undefined;
    const { notNull: _, ...rest } = def;
    out[name] = nulls
      ? { ...rest, sort: true, ...(nulls === 'not null' ? { notNull: true } : {}) }
      : { ...rest, sort: false };
  }
  return out as T;
}
