import { inactiveDenies, isGranted, splitCodes } from './auth-rules';
import { getAuthLists } from './permission-store';
import type { AuthLists } from './types';

/** Codes under a table's permission prefix that the user may not use, prefix stripped. */
export interface PrefixExclusions {
  /** Columns and buttons to remove (type "1" rules). */
  hidden: Set<string>;
  /** Columns to disable (type "2" rules). */
  disabled: Set<string>;
}

/** The code after `prefix`, or null. `user` also matches `user:add` (JVxeTable appends the colon). */
function suffixOf(action: string, prefix: string): string | null {
  if (!action.startsWith(prefix)) return null;
  const rest = action.slice(prefix.length);
  const suffix = !prefix.endsWith(':') && rest.startsWith(':') ? rest.slice(1) : rest;
  return suffix === '' ? null : suffix;
}

/**
 * The prefix-based exclusion list of JeecgBoot's editable tables (`getNoAuthCols`): every active
 * rule under the prefix the user was not granted. Unlike `hasPermission`, codes nobody configured
 * stay usable (default-open), as in JeecgBoot. With `authStatusZero: 'denies'`, status-"0" rules
 * under the prefix are excluded too, whatever `auth` says.
 *
 * @example authPreExclusions('user:').hidden.has('add') // true when user:add is active and not granted
 */
export function authPreExclusions(prefix: string | null | undefined, lists?: AuthLists): PrefixExclusions {
  const result: PrefixExclusions = { hidden: new Set(), disabled: new Set() };
  if (!prefix) return result;
  const { auth, allAuth } = lists ?? getAuthLists();
  const denyInactive = inactiveDenies();
  for (const entry of allAuth) {
    const kind = String(entry.type) === '2' ? 'disable' : 'show';
    const inactive = String(entry.status) === '0';
    if (inactive && !denyInactive) continue;
    for (const action of splitCodes(entry.action)) {
      const suffix = suffixOf(action, prefix);
      if (suffix === null) continue;
      if (!inactive && isGranted(action, auth, kind)) continue;
      (kind === 'disable' ? result.disabled : result.hidden).add(suffix);
    }
  }
  return result;
}

/**
 * Whether a table toolbar button is excluded by the prefix list. Accepts both JeecgBoot spellings,
 * `<prefix>add` (JEditableTable) and `<prefix>btn:add` (JVxeTable); `remove` also yields to
 * `batch_delete`, the code JeecgBoot's toolbar uses for the same button.
 *
 * @example authPreExcludes('user:', 'batch_delete') // true: hide the batch delete button
 */
export function authPreExcludes(prefix: string | null | undefined, code: string, lists?: AuthLists): boolean {
  const { hidden } = authPreExclusions(prefix, lists);
  const codes = code === 'remove' ? ['remove', 'batch_delete'] : [code];
  return codes.some((one) => hidden.has(one) || hidden.has(`btn:${one}`));
}

/** A column as the permission filter sees it: editable tables use `key`, plain tables `dataIndex`. */
export interface AuthColumn {
  key?: string;
  dataIndex?: string | readonly string[];
  disabled?: boolean;
}

function columnCode(column: AuthColumn): string | undefined {
  if (column.key) return column.key;
  return Array.isArray(column.dataIndex) ? column.dataIndex.join('.') : (column.dataIndex as string | undefined);
}

/**
 * Drops the columns a type-"1" rule under `prefix` hides and marks `disabled` those a type-"2" rule
 * disables; other columns come back unchanged (same objects).
 *
 * @example filterColumnsByAuth([{ key: 'salary' }, { key: 'name' }], 'user:') // [{ key: 'name' }] when user:salary is hidden
 */
export function filterColumnsByAuth<T extends AuthColumn>(
  columns: readonly T[],
  prefix: string | null | undefined,
  lists?: AuthLists,
): T[] {
  const { hidden, disabled } = authPreExclusions(prefix, lists);
  if (hidden.size === 0 && disabled.size === 0) return [...columns];
  return columns
    .filter((column) => {
      const code = columnCode(column);
      return code === undefined || !hidden.has(code);
    })
    .map((column) => {
      const code = columnCode(column);
      return code !== undefined && disabled.has(code) ? { ...column, disabled: true } : column;
    });
}
