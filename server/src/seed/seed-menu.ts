import type { Db } from '../db/database';
import { newId } from '../util/ids';
import { MENU_TREE } from './menu-tree';
import type { MenuSeedNode } from './types';

const INSERT_PERMISSION = `INSERT INTO sys_permission
  (id, parent_id, name, url, component, component_name, redirect, menu_type, perms, perms_type, sort_no,
   always_show, icon, is_route, is_leaf, keep_alive, hidden, description, status, internal_or_external, create_by)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, 'admin')`;

/** JeecgBoot's component_name is the page component's name: the last segment of the key. */
function componentName(node: MenuSeedNode): string | null {
  if (node.componentName) return node.componentName;
  if (!node.component || node.component.startsWith('layouts/')) return null;
  return node.component.split('/').pop() ?? null;
}

/**
 * Inserts the menu tree into sys_permission and returns the new ids keyed by url (menus) or perms
 * (buttons), for the data rules and role links that follow.
 */
export async function insertMenu(db: Db, tree: readonly MenuSeedNode[] = MENU_TREE): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  const insert = async (nodes: readonly MenuSeedNode[], parentId: string | null) => {
    for (const [index, node] of nodes.entries()) {
      const id = newId();
      await db.query(INSERT_PERMISSION, [
        id,
        parentId,
        node.name,
        node.url ?? null,
        node.component ?? null,
        componentName(node),
        node.redirect ?? null,
        node.menuType,
        node.perms ?? null,
        node.permsType ?? '1',
        index + 1,
        node.alwaysShow === true,
        node.icon ?? null,
        node.isRoute !== false,
        !node.children?.length,
        node.keepAlive === true,
        node.hidden === true,
        node.description ?? null,
        node.status ?? '1',
        node.internalOrExternal === true,
      ]);
      const key = node.menuType === 2 ? node.perms : node.url;
      if (key) ids.set(key, id);
      if (node.children) await insert(node.children, id);
    }
  };
  await insert(tree, null);
  return ids;
}

/**
 * JeecgBoot data rules on the order list (the permission page's 数据规则): `#{...}` values are
 * resolved by the server from the session (shop id, user name).
 */
export async function insertDataRules(db: Db, menuIds: Map<string, string>): Promise<void> {
  const orderList = menuIds.get('/order/orderList');
  if (!orderList) return;
  const rules = [
    ['仅看本店订单', 'shop_id', '=', '#{sys_shop_id}', '1'],
    ['仅看本人创建', 'create_by', '=', '#{sys_user_code}', '0'],
  ] as const;
  for (const [name, column, conditions, value, status] of rules) {
    await db.query(
      `INSERT INTO sys_permission_data_rule (id, permission_id, rule_name, rule_column, rule_conditions, rule_value, status, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'admin')`,
      [newId(), orderList, name, column, conditions, value, status],
    );
  }
}
