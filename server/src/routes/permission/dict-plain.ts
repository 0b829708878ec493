import type { Db } from '../../db/database';

/** One dictionary item as the clients read it (title and label mirror text, as in JeecgBoot). */
export interface DictItem {
  value: string;
  text: string;
  title: string;
  label: string;
  color: string | null;
}

interface ItemRow {
  dict_code: string;
  item_value: string;
  item_text: string;
  item_color: string | null;
}

const ITEMS_SQL = `SELECT d.dict_code, i.item_value, i.item_text, i.item_color
  FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
 WHERE d.del_flag = 0 AND i.status = 1`;

function toItem(row: ItemRow): DictItem {
  return {
    value: row.item_value,
    text: row.item_text,
    title: row.item_text,
    label: row.item_text,
    color: row.item_color,
  };
}

/**
 * Every enabled item of every dictionary, by code, in sort order (queryAllDictItems, login).
 *
 * @example (await allDictItems(db)).sex // [{ value: '1', text: '男', title: '男', label: '男', color: null }, ...]
 */
export async function allDictItems(db: Db): Promise<Record<string, DictItem[]>> {
  const rows = await db.query<ItemRow>(`${ITEMS_SQL} ORDER BY d.dict_code, i.sort_order, i.item_value`);
  const out: Record<string, DictItem[]> = {};
  for (const row of rows) {
    out[row.dict_code] ??= [];
    out[row.dict_code]?.push(toItem(row));
  }
  return out;
}

/**
 * The enabled items of one dictionary code (empty when the code is unknown, as in JeecgBoot).
 *
 * @example (await dictItems(db, 'sex')).map((item) => item.text) // ['男', '女']
 */
export async function dictItems(db: Db, code: string): Promise<DictItem[]> {
  const rows = await db.query<ItemRow>(`${ITEMS_SQL} AND d.dict_code = $1 ORDER BY i.sort_order, i.item_value`, [code]);
  return rows.map(toItem);
}
