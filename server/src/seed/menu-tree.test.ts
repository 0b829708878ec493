import { describe, expect, it } from 'vitest';
import { MENU_AREAS } from './menu-areas-test-kit';
import { IFRAME_VIEW, ROUTE_VIEW } from './menu-builders';
import { flattenMenu, MENU_TREE, PAGE_COMPONENTS } from './menu-tree';

const flat = flattenMenu(MENU_TREE);
const nodes = flat.map(({ node }) => node);
/** Route areas whose pages sit in a folder named otherwise: the spec's /test/ pages are the widget showcase. */
const PAGE_FOLDERS: Readonly<Record<string, string>> = { test: 'showcase' };

describe('MENU_TREE', () => {
  it('covers every area', () => {
    const urls = new Set(nodes.map((node) => node.url));
    for (const [area, paths] of Object.entries(MENU_AREAS)) {
      for (const path of paths) expect(urls.has(path), `${area}: ${path}`).toBe(true);
    }
  });

  it('maps every page component to exactly one path, in the area/PascalCaseName scheme', () => {
    const paths = new Map<string, string[]>();
    for (const node of nodes) {
      if (!node.component || node.component.startsWith('layouts/')) continue;
      paths.set(node.component, [...(paths.get(node.component) ?? []), node.url ?? '']);
      expect(node.component).toMatch(/^[a-z][A-Za-z]*\/[A-Z][A-Za-z0-9]*$/);
      // The area is the first segment of the route path.
      const area = node.url?.split('/')[1] ?? '';
      expect(node.component.split('/')[0]).toBe(PAGE_FOLDERS[area] ?? area);
    }
    for (const [component, list] of paths) expect(list, component).toHaveLength(1);
    expect(new Set(PAGE_COMPONENTS).size).toBe(PAGE_COMPONENTS.length);
    expect([...paths.keys()].sort()).toEqual([...PAGE_COMPONENTS].sort());
  });

  it('has unique urls and button codes, and buttons only under pages', () => {
    const keys = nodes.map((node) => (node.menuType === 2 ? node.perms : node.url));
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { node, parent } of flat) {
      if (node.menuType === 2) expect(parent?.menuType).toBe(1);
      else if (parent) expect(node.menuType).toBe(1);
      else expect(node).toMatchObject({ menuType: 0, component: ROUTE_VIEW });
    }
  });

  it('redirects groups to a routed child', () => {
    for (const top of MENU_TREE) {
      if (!top.redirect) continue;
      const target = top.children?.find((child) => child.url === top.redirect);
      expect(target?.isRoute, top.url).not.toBe(false);
      expect(target?.hidden, top.url).not.toBe(true);
    }
  });

  it('has one route-flag-0 entry, one inactive rule and disable-type buttons', () => {
    expect(nodes.filter((node) => node.isRoute === false)).toHaveLength(1);
    expect(nodes.filter((node) => node.status === '0')).toHaveLength(1);
    const disabled = nodes.filter((node) => node.permsType === '2').map((node) => node.perms);
    expect(disabled).toContain('user:form:phone');
    expect(disabled.length).toBeGreaterThanOrEqual(2);
    for (const action of ['add', 'edit', 'delete', 'batch_delete', 'import', 'export']) {
      expect(nodes.some((node) => node.perms === `user:${action}`)).toBe(true);
    }
  });

  it('has one external link and one iframe page', () => {
    const links = nodes.filter((node) => node.url?.startsWith('https://'));
    expect(links.map((node) => [node.component, node.internalOrExternal === true])).toEqual([
      [IFRAME_VIEW, true],
      [IFRAME_VIEW, false],
    ]);
  });

  it('marks tenant management and menu management platform-only', () => {
    const platform = new Set(flat.filter((item) => item.platformOnly).map((item) => item.node.url));
    expect(platform).toContain('/system/tenant');
    expect(platform).toContain('/system/permission');
    expect(platform).not.toContain('/system/user');
  });
});
