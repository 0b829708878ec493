import { inactiveDenies, isGranted, ruleState, splitCodes } from './auth-rules';
import { jeecgStockCode } from './jeecg-codes';
import { getAuthLists } from './permission-store';
import type { AuthLists } from './types';

/**
 * Decision for ONE show/hide code (entries of type "2" are ignored here), where
 * "granted" = the code is in `auth` and "rule" = the first `allAuth` entry naming it:
 *
 * | rule                 | granted | 'allows' (default) | 'denies' |
 * |----------------------|---------|--------------------|----------|
 * | status "0"           | yes/no  | allowed            | denied   |
 * | status "1" (or other)| yes     | allowed            | allowed  |
 * | status "1" (or other)| no      | denied             | denied   |
 * | absent               | yes     | allowed            | allowed  |
 * | absent               | no      | denied             | denied   |
 *
 * 'allows' is JeecgBoot's real back end: status "0" is an inactive rule, so the button is not
 * controlled. 'denies' is the fork's reading: status "0" vetoes the button even when `auth` grants
 * it (a veto that a grant could override would not be a veto). A code absent everywhere is denied:
 * JeecgBoot's directive is default-closed.
 */
function allowsOne(code: string, lists: AuthLists): boolean {
  const rule = ruleState(code, lists.allAuth, 'show');
  if (rule === 'inactive') return !inactiveDenies();
  return isGranted(code, lists.auth, 'show');
}

/** allowsOne, or else the same decision for the code's stock JeecgBoot 3.x name (`system:user:add`). */
function allowsOneOrStock(code: string, lists: AuthLists): boolean {
  if (allowsOne(code, lists)) return true;
  const stock = jeecgStockCode(code);
  return stock !== undefined && allowsOne(stock, lists);
}

/**
 * Whether an element guarded by `code` is shown. A comma list (or array) is any-of. No code at all
 * means the element is not guarded (JeecgBoot V3 `hasPermission(undefined)` is true). A code that is
 * not granted may be granted under its stock JeecgBoot 3.x name (`user:add` as `system:user:add`).
 *
 * @example hasPermission('user:add') // true when the user was granted user:add
 */
export function hasPermission(code: string | readonly string[] | null | undefined, lists?: AuthLists): boolean {
  const codes = splitCodes(code);
  if (codes.length === 0) return true;
  const source = lists ?? getAuthLists();
  return codes.some((one) => allowsOneOrStock(one, source));
}

/**
 * Decision for ONE disable code (type "2" entries only):
 *
 * | rule       | granted | 'allows' (default) | 'denies' |
 * |------------|---------|--------------------|----------|
 * | status "0" | yes/no  | enabled            | disabled |
 * | status "1" | yes     | enabled            | enabled  |
 * | status "1" | no      | disabled           | disabled |
 * | absent     | yes/no  | enabled            | enabled  |
 *
 * Unlike show/hide, an unconfigured disable code leaves the control enabled (JeecgBoot's
 * `disabledAuthFilter`): a disable rule only exists once an administrator defines it.
 */
function enabledOne(code: string, lists: AuthLists): boolean {
  const rule = ruleState(code, lists.allAuth, 'disable');
  if (rule === 'absent') return true;
  if (rule === 'inactive') return !inactiveDenies();
  return isGranted(code, lists.auth, 'disable');
}

/**
 * Whether a control guarded by a disable ("2") code is disabled. A comma list is enabled when any
 * of its codes is. No code: enabled.
 *
 * @example isDisabledAuth('order:price') // true unless price editing was granted
 */
export function isDisabledAuth(code: string | readonly string[] | null | undefined, lists?: AuthLists): boolean {
  const codes = splitCodes(code);
  if (codes.length === 0) return false;
  const source = lists ?? getAuthLists();
  return !codes.some((one) => enabledOne(one, source));
}
