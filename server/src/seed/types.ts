/** Shapes of the seed data: plain values, inserted by the seed functions. */

/** One sys_permission row to seed, with its children (JeecgBoot's menu table, see the schema). */
export interface MenuSeedNode {
  /** Route path ('/system/user'), or an http(s) address for external and iframe entries; buttons have none. */
  url?: string;
  /** Menu title or button label. */
  name: string;
  /** 0 top-level menu, 1 sub menu, 2 button. */
  menuType: 0 | 1 | 2;
  /** Page key `area/PascalCaseName`; groups use 'layouts/RouteView', links 'layouts/IframePageView'. */
  component?: string;
  /** Defaults to the last segment of `component` for pages. */
  componentName?: string;
  /** Groups redirect to their first visible page. */
  redirect?: string;
  icon?: string;
  /** Button action code(s), comma-separated. */
  perms?: string;
  /** '1' show/hide (default), '2' disable. */
  permsType?: '1' | '2';
  /** '1' active rule (default), '0' inactive rule. */
  status?: '0' | '1';
  /** false: the client must not register a route for it (route flag "0"). Default true. */
  isRoute?: boolean;
  hidden?: boolean;
  keepAlive?: boolean;
  alwaysShow?: boolean;
  /** true: `url` opens in a new window. */
  internalOrExternal?: boolean;
  /** Only the platform role gets it (tenant roles never do); inherited by the subtree. */
  platformOnly?: boolean;
  description?: string;
  children?: MenuSeedNode[];
}

/** One dictionary with its items as [value, text, color?]. */
export interface DictSeed {
  code: string;
  name: string;
  description?: string;
  items: readonly (readonly [value: string, text: string, color?: string])[];
}

/** One sys_category node; `code` grows by 'A01'-style segments per level (JeecgBoot). */
export interface CategorySeed {
  code: string;
  name: string;
  children?: CategorySeed[];
}
