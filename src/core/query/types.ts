/**
 * The advanced query's vocabulary (docs/widgets-spec.md §3 "Advanced query condition", §5 "Query modal").
 * Framework-free and import-free, so the reference server's tests can share it.
 */

/** The ten rules of the query modal, in the order the rule select offers them. */
export const SUPER_QUERY_RULES = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne', 'gt', 'ge', 'lt', 'le'] as const;
export type SuperQueryRule = (typeof SUPER_QUERY_RULES)[number];

/** What the rule select shows for each rule (JeecgBoot's wording). */
export const SUPER_QUERY_RULE_LABELS: Readonly<Record<SuperQueryRule, string>> = {
  eq: '等于',
  like: '模糊',
  right_like: '以..开始',
  left_like: '以..结尾',
  in: '在...中',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
};

export const SUPER_QUERY_MATCH_TYPES = ['and', 'or'] as const;
export type SuperQueryMatchType = (typeof SUPER_QUERY_MATCH_TYPES)[number];

export const SUPER_QUERY_MATCH_TYPE_LABELS: Readonly<Record<SuperQueryMatchType, string>> = {
  and: 'AND（所有条件都要求匹配）',
  or: 'OR（条件中的任意一个匹配）',
};

/** One value on the wire: a scalar, or a list for `in` (sent as a JSON array, never comma-joined here). */
export type SuperQueryValue = string | number | boolean | (string | number)[];

/** One condition as it travels and as saved queries keep it. */
export interface SuperQueryCondition {
  field: string;
  rule: SuperQueryRule;
  val: SuperQueryValue;
  /** The field's type (date and datetime tell a JeecgBoot server how to parse the value). */
  type?: string;
  /** The column's database type, when the page declares one. */
  dbType?: string;
}

/** The two list parameters of a super query (docs/widgets-spec.md §7 "Generic list pages"). */
export interface SuperQueryParams {
  /** The conditions as JSON, URL-encoded once (the request layer encodes the query string again). */
  superQueryParams: string;
  superQueryMatchType: SuperQueryMatchType;
}

/** A saved query (docs/widgets-spec.md §3): its name, match type and conditions. */
export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  records: SuperQueryCondition[];
}

/** A static option of a select field (dictionary option shape: value and text, or title or label). */
export interface SuperQueryOption {
  value: string | number;
  text?: string;
  title?: string;
  label?: string;
}

/**
 * A field the user may query, as a page declares it.
 *
 * `type` picks the value editor: `string`/`text` (default), `int`/`number`/`double`/`BigDecimal`,
 * `date`, `datetime`, `list` (dictionary select; also any other type with `dictCode` or `options`),
 * `sel_tree`, `cat_tree`, `sel_user`, `sel_depart`, `popup`.
 */
export interface SuperQueryField {
  /** The field name sent as `field`. */
  value: string;
  /** Its label. */
  text: string;
  type?: string;
  dbType?: string;
  /** `list`: a dictionary code (`sex`, or `table,text,code`). `sel_tree`: the code column when `dictTable` is set. */
  dictCode?: string;
  /** `sel_tree`: the tree table (`sys_category`) ... */
  dictTable?: string;
  /** ... and its text column. */
  dictText?: string;
  /** `sel_tree`: the parent column and the has-child column, when the table's are not the defaults. */
  pidField?: string;
  hasChildField?: string;
  /** `cat_tree`: the root category code (default `0`, every top-level category). */
  pcode?: string;
  /** `sel_tree` and `cat_tree`: a JSON condition on the tree table. */
  condition?: string;
  /** Options of a `list` field without a dictionary. */
  options?: SuperQueryOption[];
  /** `sel_user`: `username` (default) or `id`; `sel_depart`: `id` (default) or `orgCode`. */
  customReturnField?: string;
  /** `popup`: the report picker's configuration, passed to the host's popup picker. */
  popup?: { code: string; field?: string; orgFields?: string; destFields?: string; [key: string]: unknown };
  /** Date display format (default YYYY-MM-DD, datetime YYYY-MM-DD HH:mm:ss). */
  format?: string;
}
