import type { Db } from '../../db/database';

/** One dictionary both ways: stored value -> label, label -> stored value. */
export interface DictionaryItems {
  textOf: Map<string, string>;
  valueOf: Map<string, string>;
}

/**
 * The items of the given dictionaries (platform-wide, live dictionaries only; disabled items still
 * translate, as `<field>_dictText` does). A label shared by two items maps to the first by sort order.
 *
 * @example (await dictionaryItems(db, ['position_rank'])).get('position_rank')?.valueOf.get('经理级') // '2'
 */
export async function dictionaryItems(db: Db, codes: readonly string[]): Promise<Map<string, DictionaryItems>> {
  const out = new Map<string, DictionaryItems>();
  for (const code of codes) out.set(code, { textOf: new Map(), valueOf: new Map() });
  if (codes.length === 0) return out;
  const rows = await db.query<{ dict_code: string; item_value: string; item_text: string }>(
    `SELECT d.dict_code, i.item_value, i.item_text
       FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
      WHERE d.del_flag = 0 AND d.dict_code = ANY($1)
      ORDER BY i.sort_order`,
    [[...new Set(codes)]],
  );
  for (const row of rows) {
    const items = out.get(row.dict_code);
    if (!items) continue;
    if (!items.textOf.has(row.item_value)) items.textOf.set(row.item_value, row.item_text);
    if (!items.valueOf.has(row.item_text)) items.valueOf.set(row.item_text, row.item_value);
  }
  return out;
}

/**
 * Character limits of a table's varchar columns (`varchar(100)` -> 100), so an import names the
 * over-long cell instead of failing on the database's error.
 *
 * @example (await textLimits(db, 'sys_position')).get('code') // 100
 */
export async function textLimits(db: Db, table: string): Promise<Map<string, number>> {
  const rows = await db.query<{ column_name: string; limit: number }>(
    `SELECT column_name, character_maximum_length::int AS "limit"
       FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND character_maximum_length IS NOT NULL`,
    [table],
  );
  return new Map(rows.map((row) => [row.column_name, Number(row.limit)]));
}

/** A column as the catalog declares it: NOT NULL or not, and its type name (for a cast). */
export interface ColumnInfo {
  notNull: boolean;
  type: string;
}

/**
 * NOT NULL flags and type names of some columns of a table (names from code constants only).
 *
 * @example (await columnInfo(db, 'sys_position', ['create_time'])).get('create_time') // { notNull: true, type: 'timestamp with time zone' }
 */
export async function columnInfo(db: Db, table: string, columns: readonly string[]): Promise<Map<string, ColumnInfo>> {
  const rows = await db.query<{ name: string; not_null: boolean; type: string }>(
    `SELECT a.attname AS name, a.attnotnull AS not_null, format_type(a.atttypid, NULL) AS type
       FROM pg_attribute a
      WHERE a.attrelid = to_regclass($1::text) AND a.attname::text = ANY($2::text[]) AND a.attnum > 0 AND NOT a.attisdropped`,
    [table, [...columns]],
  );
  return new Map(rows.map((row) => [row.name, { notNull: row.not_null, type: row.type }]));
}
