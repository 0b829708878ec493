/**
 * Button codes of a stock JeecgBoot 3.x back end. Its Vue 3 init script names the system pages' buttons
 * `system:<area>:<action>` (`system:user:add`, `system:role:delete`, `system:permission:saveRole`, ...),
 * where the host's pages check the Vue 2 names (`user:add`, `role:delete`, `role:authorize`). A host
 * code that is not granted as it is may be granted under its stock name.
 */

/** Host code prefix -> stock prefix (the areas of JeecgBoot's 系统管理 / 系统监控 pages). */
const AREAS: Readonly<Record<string, string>> = {
  user: 'system:user:',
  role: 'system:role:',
  depart: 'system:depart:',
  dict: 'system:dict:',
  permission: 'system:permission:',
  tenant: 'system:tenant:',
  quartz: 'system:quartzJob:',
};

/** Actions named differently in the stock script. */
const ACTIONS: Readonly<Record<string, string>> = { batch_delete: 'deleteBatch' };

/** Codes whose stock name is not `<prefix><action>`. */
const CODES: Readonly<Record<string, string>> = {
  'user:password': 'system:user:changepwd',
  'user:frozen': 'system:user:frozenBatch',
  'role:authorize': 'system:permission:saveRole',
  'depart:authorize': 'system:permission:saveDepart',
  'depart:import': 'system:depart:importExcel',
  'dict:import': 'system:dict:importExcel',
  'quartz:run': 'system:quartzJob:execute',
  'oss:upload': 'system:ossFile:upload',
};

/**
 * The stock JeecgBoot 3.x name of a host button code, or undefined when it has none.
 *
 * @example jeecgStockCode('user:add') // 'system:user:add'
 * @example jeecgStockCode('role:batch_delete') // 'system:role:deleteBatch'
 */
export function jeecgStockCode(code: string): string | undefined {
  if (Object.hasOwn(CODES, code)) return CODES[code];
  const colon = code.indexOf(':');
  if (colon <= 0) return undefined;
  const area = code.slice(0, colon);
  const action = code.slice(colon + 1);
  if (!action || action.includes(':') || !Object.hasOwn(AREAS, area)) return undefined;
  return `${AREAS[area]}${ACTIONS[action] ?? action}`;
}
