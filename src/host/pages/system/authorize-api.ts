import type { QueryKey } from '@tanstack/react-query';
import { authorizeBody, type PermissionTreeData, type PermissionTreeNode } from './permission-tree';
import { getJson, postJson } from './system-api';

/** What an authorisation drawer loads and saves. */
export interface AuthorizeTarget {
  /** The cache key of what `load` answers: the endpoint of the linked ids, then whose they are. */
  key: QueryKey;
  /** The grantable tree and the ids linked now. */
  load(signal?: AbortSignal): Promise<{ tree: PermissionTreeData; checked: string[] }>;
  /** Saves the wanted ids (the drawer's starting ids as `last`); resolves with the server's message. */
  save(wanted: readonly string[], last: readonly string[]): Promise<string>;
}

/** Only what the tree shows: the server's `icon` is a name (IconSettings), not an element the Tree can render. */
function treeNodes(nodes: readonly PermissionTreeNode[]): PermissionTreeNode[] {
  return nodes.map((node) => ({
    key: node.key,
    title: node.title,
    menuType: node.menuType,
    ...(node.children?.length ? { children: treeNodes(node.children) } : {}),
  }));
}

async function loadBoth(
  treeUrl: string,
  treeParams: object,
  linkedUrl: string,
  linkedParams: object,
  signal?: AbortSignal,
) {
  const [tree, checked] = await Promise.all([
    getJson<PermissionTreeData>(treeUrl, treeParams, signal),
    getJson<string[]>(linkedUrl, linkedParams, signal),
  ]);
  return { tree: { treeList: treeNodes(tree?.treeList ?? []), ids: tree?.ids ?? [] }, checked: checked ?? [] };
}

/**
 * A tenant role's menus and buttons (角色授权).
 *
 * @example await roleAuthorize('r1').save(['a'], [])
 */
export function roleAuthorize(roleId: string): AuthorizeTarget {
  return {
    key: ['/sys/permission/queryRolePermission', roleId],
    load: (signal) =>
      loadBoth('/sys/permission/queryTreeList', {}, '/sys/permission/queryRolePermission', { roleId }, signal),
    save: (wanted, last) =>
      postJson('/sys/permission/saveRolePermission', authorizeBody('roleId', roleId, wanted, last)),
  };
}

/** A department's permission ceiling (部门权限). */
export function departAuthorize(departId: string): AuthorizeTarget {
  return {
    key: ['/sys/permission/queryDepartPermission', departId],
    load: (signal) =>
      loadBoth('/sys/permission/queryTreeList', {}, '/sys/permission/queryDepartPermission', { departId }, signal),
    save: (wanted, last) =>
      postJson('/sys/permission/saveDepartPermission', authorizeBody('departId', departId, wanted, last)),
  };
}

/** A department role's permissions, within its department's (部门角色授权). */
export function departRoleAuthorize(departId: string, roleId: string): AuthorizeTarget {
  return {
    key: ['/sys/sysDepartPermission/queryDeptRolePermission', departId, roleId],
    load: (signal) =>
      loadBoth(
        '/sys/sysDepartPermission/queryTreeListForDeptRole',
        { departId },
        '/sys/sysDepartPermission/queryDeptRolePermission',
        { roleId },
        signal,
      ),
    save: (wanted, last) =>
      postJson('/sys/sysDepartPermission/saveDeptRolePermission', authorizeBody('roleId', roleId, wanted, last)),
  };
}
