/** Pure helpers of the permission authorisation tree (roles, departments, department roles). */

/** A node of `/sys/permission/queryTreeList` (`treeList`). */
export interface PermissionTreeNode {
  key: string;
  title: string;
  menuType?: number;
  children?: PermissionTreeNode[];
}

/** `/sys/permission/queryTreeList` and `queryTreeListForDeptRole`: the tree and every id in it. */
export interface PermissionTreeData {
  treeList: PermissionTreeNode[];
  ids: string[];
}

function walk(nodes: readonly PermissionTreeNode[], visit: (node: PermissionTreeNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (node.children?.length) walk(node.children, visit);
  }
}

/**
 * Keys of the nodes that have children (what 展开所有 opens).
 *
 * @example branchKeys([{ key: 'a', title: 'A', children: [{ key: 'b', title: 'B' }] }]) // ['a']
 */
export function branchKeys(nodes: readonly PermissionTreeNode[]): string[] {
  const keys: string[] = [];
  walk(nodes, (node) => {
    if (node.children?.length) keys.push(node.key);
  });
  return keys;
}

/**
 * Every key of the tree (what 全部勾选 checks).
 *
 * @example allKeys([{ key: 'a', title: 'A', children: [{ key: 'b', title: 'B' }] }]) // ['a', 'b']
 */
export function allKeys(nodes: readonly PermissionTreeNode[]): string[] {
  const keys: string[] = [];
  walk(nodes, (node) => keys.push(node.key));
  return keys;
}

/**
 * The checked keys a cascading (父子关联) tree should be given: only leaves, so that a parent
 * stored as granted does not check children that are not granted. The tree then derives its parents.
 *
 * @example cascadeSeed(tree, ['a', 'b']) // ['b'] when 'b' is the only leaf below 'a'
 */
export function cascadeSeed(nodes: readonly PermissionTreeNode[], checked: readonly string[]): string[] {
  const wanted = new Set(checked);
  const leaves: string[] = [];
  walk(nodes, (node) => {
    if (!node.children?.length && wanted.has(node.key)) leaves.push(node.key);
  });
  return leaves;
}

/**
 * The ids saved for a tree state: the checked keys, plus the half-checked parents when the tree
 * cascades (a granted button needs its page and group for the menu to show it). No duplicates.
 *
 * @example savedIds(['b'], ['a'], false) // ['b', 'a']
 */
export function savedIds(checked: readonly string[], halfChecked: readonly string[], strict: boolean): string[] {
  return [...new Set(strict ? checked : [...checked, ...halfChecked])];
}

/**
 * The body of saveRolePermission / saveDepartPermission / saveDeptRolePermission: JeecgBoot's
 * comma lists of the wanted ids and of the ids the dialog started from.
 *
 * @example authorizeBody('roleId', 'r1', ['a', 'b'], ['a']) // { roleId: 'r1', permissionIds: 'a,b', lastpermissionIds: 'a' }
 */
export function authorizeBody(
  ownerField: 'roleId' | 'departId',
  ownerId: string,
  wanted: readonly string[],
  last: readonly string[],
): Record<string, string> {
  return { [ownerField]: ownerId, permissionIds: wanted.join(','), lastpermissionIds: last.join(',') };
}
