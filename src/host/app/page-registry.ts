import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { menuComponentKey } from './jeecg-menu-components';

type PageModule = { default: ComponentType };

// Every page file under pages/ is a possible menu component: `system/UserList` is pages/system/UserList.tsx.
// Vite turns each into its own chunk; nothing is loaded until a route needs it.
const modules = import.meta.glob<PageModule>([
  '../pages/**/*.tsx',
  '!../pages/**/*.test.tsx',
  '!../pages/**/parts/**',
  '!../pages/user/**',
  '!../pages/exception/**',
]);

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * Pages that moved, old key -> new key: a menu stored before the move still opens the page (the reference
 * server's databases are moved by server/db/migrations/197_showcase_components.sql; another back end's
 * menus may still name the old key).
 */
export const MOVED_PAGES: Readonly<Record<string, string>> = {
  'test/Home': 'showcase/Overview',
  'test/Test01': 'showcase/Pickers',
  'test/Test04': 'showcase/Editors',
};

/**
 * The file a menu `component` names ('system/UserList' or '/system/UserList.vue'), stock JeecgBoot
 * paths ('system/user/index') and moved pages ('test/Home') translated to the host's page.
 */
function pageFile(component: string): string {
  const key = menuComponentKey(component);
  return `../pages/${Object.hasOwn(MOVED_PAGES, key) ? MOVED_PAGES[key] : key}.tsx`;
}

/** Whether the host has a page for a menu `component`. */
export function hasPage(component: string): boolean {
  return Object.hasOwn(modules, pageFile(component));
}

/**
 * The lazy page for a menu `component`, or null when the host has none (the route then shows an
 * error state naming the component rather than a blank screen).
 */
export function resolvePage(component: string): LazyExoticComponent<ComponentType> | null {
  const file = pageFile(component);
  const load = modules[file];
  if (!load) return null;
  let page = cache.get(file);
  if (!page) {
    page = lazy(load);
    cache.set(file, page);
  }
  return page;
}

/** Every component key the host can render (checked against the server's menu in tests). */
export function pageKeys(): string[] {
  return Object.keys(modules).map((file) => file.replace(/^\.\.\/pages\//, '').replace(/\.tsx$/, ''));
}
