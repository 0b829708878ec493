import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { CATEGORY_TREE } from './categories';
import { CHECK_RULES } from './check-rules';
import { BUSINESS_DICTS } from './dict-business';
import { SYSTEM_DICTS } from './dict-system';
import type { CategorySeed } from './types';

/** Every seeded dictionary, platform and business. */
export const ALL_DICTS = [...SYSTEM_DICTS, ...BUSINESS_DICTS];

/** sys_dict + sys_dict_item for every seeded dictionary. */
export async function insertDicts(db: Db): Promise<void> {
  for (const dict of ALL_DICTS) {
    const dictId = newId();
    await db.query(
      `INSERT INTO sys_dict (id, dict_name, dict_code, description, create_by) VALUES ($1, $2, $3, $4, 'admin')`,
      [dictId, dict.name, dict.code, dict.description ?? null],
    );
    for (const [index, [value, text, color]] of dict.items.entries()) {
      await db.query(
        `INSERT INTO sys_dict_item (id, dict_id, item_text, item_value, item_color, sort_order, create_by)
         VALUES ($1, $2, $3, $4, $5, $6, 'admin')`,
        [newId(), dictId, text, value, color ?? null, index + 1],
      );
    }
  }
}

/** The category dictionary tree; roots have pid '0' (JeecgBoot). */
export async function insertCategories(db: Db): Promise<void> {
  const insert = async (nodes: readonly CategorySeed[], pid: string) => {
    for (const node of nodes) {
      const id = newId();
      await db.query(
        `INSERT INTO sys_category (id, pid, name, code, has_child, create_by) VALUES ($1, $2, $3, $4, $5, 'admin')`,
        [id, pid, node.name, node.code, node.children?.length ? '1' : '0'],
      );
      if (node.children) await insert(node.children, id);
    }
  };
  await insert(CATEGORY_TREE, '0');
}

/** The code check rules, `rule_json` as documented in check-rules.ts. */
export async function insertCheckRules(db: Db): Promise<void> {
  for (const rule of CHECK_RULES) {
    await db.query(
      `INSERT INTO sys_check_rule (id, rule_name, rule_code, rule_json, rule_description, create_by)
       VALUES ($1, $2, $3, $4, $5, 'admin')`,
      [newId(), rule.name, rule.code, JSON.stringify(rule.parts), rule.description],
    );
  }
}
