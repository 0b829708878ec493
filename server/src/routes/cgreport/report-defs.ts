import type { EntityDef } from '../../data/entity';
import type { Db } from '../../db/database';
import { BizError } from '../../http/envelope';

export const REPORT_MISSING = '报表不存在';

export interface ReportHead {
  id: string;
  code: string;
  name: string;
}

export interface ReportItem {
  fieldName: string;
  fieldTxt: string;
  fieldType: string;
  fieldWidth: number | null;
  isShow: number;
  isOrder: number;
  isSearch: number;
  searchMode: string | null;
  dictCode: string | null;
}

export interface ReportParam {
  paramName: string;
  paramTxt: string;
  paramValue: string | null;
}

/** A report definition as stored, limited to what its query's entity allowlists. */
export interface ReportDef {
  head: ReportHead;
  items: ReportItem[];
  params: ReportParam[];
}

const HEAD_SQL = 'SELECT id, code, name FROM onl_cgreport_head';

/** The head of the report `code` (getRpColumns) or with `id` (getQueryInfo, getData). */
export async function reportHead(db: Db, by: 'code' | 'id', value: string): Promise<ReportHead> {
  const key = value.trim();
  if (key === '' || key.length > 100) throw new BizError(REPORT_MISSING);
  const head = await db.one<ReportHead>(`${HEAD_SQL} WHERE ${by === 'code' ? 'code' : 'id'} = $1`, [key]);
  if (!head) throw new BizError(REPORT_MISSING);
  return head;
}

/**
 * The head's columns and parameters in their order. Rows naming a field the entity does not allow
 * are dropped, so a definition can never reach a column the query does not expose.
 */
export async function reportDef(db: Db, head: ReportHead, entity: EntityDef): Promise<ReportDef> {
  const known = (name: string) => Object.hasOwn(entity.fields, name);
  const items = await db.query<ReportItem>(
    `SELECT field_name AS "fieldName", field_txt AS "fieldTxt", field_type AS "fieldType",
            field_width AS "fieldWidth", is_show AS "isShow", is_order AS "isOrder", is_search AS "isSearch",
            search_mode AS "searchMode", dict_code AS "dictCode"
       FROM onl_cgreport_item WHERE cgrhead_id = $1 ORDER BY order_num, field_name`,
    [head.id],
  );
  const params = await db.query<ReportParam>(
    `SELECT param_name AS "paramName", param_txt AS "paramTxt", param_value AS "paramValue"
       FROM onl_cgreport_param WHERE cgrhead_id = $1 ORDER BY order_num, param_name`,
    [head.id],
  );
  return {
    head,
    items: items.filter((item) => known(item.fieldName)),
    params: params.filter((param) => known(param.paramName) && entity.fields[param.paramName]?.filter),
  };
}
