import { getAction, unwrap } from '../http';
import { normalizeAllAuthEntries, normalizeAuthEntries } from './auth-rules';
import { markHiddenMenu, menuToRoutes } from './menu-routes';
import { savePermissions } from './permission-store';
import type { MenuNode, PermissionResult } from './types';

export const PERMISSION_URL = '/sys/permission/getUserPermissionByToken';

/** docs/business-spec.md §8 "Empty permission menu", shown verbatim. */
export const EMPTY_MENU_MESSAGE = 'getPermissionList: permissions must be a non-null array !';

/**
 * Checks and normalises a raw `result`; an empty or missing menu is an error (docs/business-spec.md §2).
 *
 * @example parsePermissionResult({ menu: [] }) // throws 'getPermissionList: permissions must be a non-null array !'
 */
export function parsePermissionResult(raw: unknown): PermissionResult {
  const result = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const menu = result.menu;
  if (!Array.isArray(menu) || menu.length === 0) throw new Error(EMPTY_MENU_MESSAGE);
  return {
    menu: markHiddenMenu(menu as MenuNode[]),
    auth: normalizeAuthEntries(result.auth),
    allAuth: normalizeAllAuthEntries(result.allAuth),
    codeList: Array.isArray(result.codeList) ? result.codeList.map(String) : [],
    sysSafeMode: result.sysSafeMode === true,
  };
}

/**
 * Fetches the user's menu and button permissions, stores them (button lists in session storage,
 * everything in `permissionStore`) and returns them. Rejects with the server's message on a
 * refused call and with EMPTY_MENU_MESSAGE on an empty menu; the caller logs out (docs/business-spec.md §2).
 *
 * @example const { menu } = await loadPermissions();
 */
export async function loadPermissions(): Promise<PermissionResult> {
  const result = parsePermissionResult(unwrap(await getAction<unknown>(PERMISSION_URL)));
  savePermissions(result, menuToRoutes(result.menu).routes);
  return result;
}
