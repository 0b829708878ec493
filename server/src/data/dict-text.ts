import type { Db } from '../db/database';
import type { EntityDef } from './entity';

/** How long a dictionary's texts are reused; writes through the dictionary pages clear them at once. */
const TTL_MS = 30_000;

type Texts = Map<string, string>;
let cache = new WeakMap<Db, Map<string, { at: number; texts: Texts }>>();

/** Forget every cached dictionary text (after a dictionary or item is written). */
export function invalidateDictTexts(): void {
  cache = new WeakMap();
}

async function textsOf(db: Db, codes: string[]): Promise<Map<string, Texts>> {
  let byCode = cache.get(db);
  if (!byCode) {
    byCode = new Map();
    cache.set(db, byCode);
  }
  const now = Date.now();
  const out = new Map<string, Texts>();
  const missing: string[] = [];
  for (const code of codes) {
    const hit = byCode.get(code);
    if (hit && now - hit.at < TTL_MS) out.set(code, hit.texts);
    else missing.push(code);
  }
  if (missing.length > 0) {
    const rows = await db.query<{ dict_code: string; item_value: string; item_text: string }>(
      `SELECT d.dict_code, i.item_value, i.item_text
         FROM sys_dict d JOIN sys_dict_item i ON i.dict_id = d.id
        WHERE d.del_flag = 0 AND d.dict_code = ANY($1)
        ORDER BY i.sort_order`,
      [missing],
    );
    for (const code of missing) out.set(code, new Map());
    for (const row of rows) {
      const texts = out.get(row.dict_code);
      if (texts && !texts.has(row.item_value)) texts.set(row.item_value, row.item_text);
    }
    for (const code of missing) byCode.set(code, { at: now, texts: out.get(code) ?? new Map() });
  }
  return out;
}

/**
 * The label of one stored value: each comma-separated part translated, an unknown part shown as itself.
 *
 * @example textOfValue(new Map([['1', '男']]), '1') // '男'
 */
function textOfValue(texts: Texts, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  return String(value)
    .split(',')
    .map((part) => texts.get(part) ?? part)
    .join(',');
}

/**
 * Adds `<field>_dictText` to each row for every dictionary field of the entity (rows are in API
 * shape, keyed by field). Disabled items still translate: old rows keep their labels.
 *
 * @example await addDictText(db, USER_ENTITY, rows) // rows[0].sex_dictText === '男'
 */
export async function addDictText(db: Db, entity: EntityDef, rows: Record<string, unknown>[]): Promise<void> {
  const fields = Object.entries(entity.fields).filter(([, def]) => def.dict);
  if (fields.length === 0 || rows.length === 0) return;
  const codes = [...new Set(fields.map(([, def]) => def.dict as string))];
  const texts = await textsOf(db, codes);
  for (const row of rows) {
    for (const [name, def] of fields) {
      if (!Object.hasOwn(row, name)) continue;
      row[`${name}_dictText`] = textOfValue(texts.get(def.dict as string) ?? new Map(), row[name]);
    }
  }
}
