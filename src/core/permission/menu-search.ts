import { isHttpUrl, joinPath } from './menu-paths';
import { markHiddenMenu } from './menu-routes';
import type { MenuNode } from './types';

/** One entry of the header's menu search. */
export interface MenuSearchEntry {
  id?: string;
  title: string;
  /** Titles from the top level down to this entry (for a "系统管理 / 用户管理" label). */
  titlePath: string[];
  path: string;
  url?: string;
  /** true: open `url` in a new window instead of navigating. */
  internalOrExternal: boolean;
  icon?: string;
}

// Container components only group children; JeecgBoot's search leaves them out (V2 `RouteView`,
// V3 `LAYOUT` / `layouts/default/index`).
const GROUP_COMPONENT =
  /(^|\/)(RouteView|RouteLayout|PageView|BasicLayout|TabLayout)(\.vue)?$|^LAYOUT$|layouts\/default\/index$/;

function isGroup(node: MenuNode): boolean {
  return !node.component || GROUP_COMPONENT.test(node.component);
}

/**
 * The visible menu flattened for the header search: every non-hidden page entry, depth first.
 * Hidden entries and their subtrees are left out (they are not reachable from the menu either).
 *
 * @example flattenMenu(menu).filter((e) => e.title.includes(keyword))
 */
export function flattenMenu(menu: readonly MenuNode[]): MenuSearchEntry[] {
  const entries: MenuSearchEntry[] = [];
  const walk = (nodes: readonly MenuNode[], parentPath: string, titles: string[]) => {
    for (const node of nodes) {
      if (node.hidden === true || node.meta?.hideMenu === true) continue;
      const path = joinPath(parentPath, node.path ?? '');
      const title = node.meta?.title ?? node.name ?? '';
      const titlePath = [...titles, title];
      if (!isGroup(node)) {
        const url = node.meta?.url;
        entries.push({
          ...(node.id !== undefined ? { id: node.id } : {}),
          title,
          titlePath,
          path,
          ...(isHttpUrl(url) ? { url: url.trim() } : {}),
          internalOrExternal: node.meta?.internalOrExternal === true,
          ...(node.meta?.icon ? { icon: node.meta.icon } : {}),
        });
      }
      if (node.children?.length) walk(node.children, path, titlePath);
    }
  };
  walk(markHiddenMenu(menu), '/', []);
  return entries;
}
