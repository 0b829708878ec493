/**
 * Wire shapes of `GET /sys/permission/getUserPermissionByToken` (docs/contract.md "Menu and permissions")
 * and the normalised forms the client keeps.
 */

/** Route meta of a server menu node. JeecgBoot never fills `permissionList`: nothing here depends on it. */
export interface MenuMeta {
  keepAlive?: boolean;
  /** true: the entry's `url` opens in a new window instead of inside the layout. */
  internalOrExternal?: boolean;
  title?: string;
  componentName?: string;
  icon?: string;
  /** External link or iframe address (JeecgBoot puts md5(url) in `path` and the URL here). */
  url?: string;
  hideMenu?: boolean;
  hideTab?: boolean;
  permissionList?: unknown[];
  /** Link target (e.g. `_blank`): the side menu opens such an entry as an external link. */
  target?: string;
  /** Static routes (order details) name the menu path that grants them. */
  parentPath?: string;
  [extra: string]: unknown;
}

/** One node of the server's route tree. */
export interface MenuNode {
  id?: string;
  /** "1" registered, "0" not registered (a menu entry pointing at a parameterised URL). */
  route?: '1' | '0' | string;
  path: string;
  name?: string;
  component?: string;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  children?: MenuNode[];
  meta?: MenuMeta;
}

/** An entry of `auth` (the user's enabled button permissions; no status). */
export interface AuthEntry {
  /** Action code, possibly a comma list (`user:add,user:edit`). */
  action: string;
  /** "1" show/hide, "2" disable. */
  type: string;
  describe?: string;
}

/** An entry of `allAuth` (every button permission defined). */
export interface AllAuthEntry extends AuthEntry {
  /** "1" rule active, "0" rule inactive (JeecgBoot); see `hasPermission` for the two readings. */
  status: string;
}

/** `result` of getUserPermissionByToken after normalisation. */
export interface PermissionResult {
  menu: MenuNode[];
  auth: AuthEntry[];
  allAuth: AllAuthEntry[];
  codeList: string[];
  sysSafeMode: boolean;
}

/** The two lists `hasPermission` and friends read. */
export interface AuthLists {
  auth: readonly AuthEntry[];
  allAuth: readonly AllAuthEntry[];
}
