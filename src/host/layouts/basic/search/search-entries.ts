import type { MenuSearchEntry } from '../../../../core/permission';

/** At most this many results are listed. */
export const MAX_RESULTS = 20;

/**
 * Menu entries whose title, title path or address contains the keyword (case-insensitive). An
 * empty keyword lists nothing.
 *
 * @example searchEntries(flattenMenu(menu), '用户').map((e) => e.title) // ['用户管理', ...]
 */
export function searchEntries(entries: readonly MenuSearchEntry[], keyword: string): MenuSearchEntry[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [];
  return entries
    .filter((entry) =>
      [entry.titlePath.join('/'), entry.path, entry.url ?? ''].some((text) => text.toLowerCase().includes(needle)),
    )
    .slice(0, MAX_RESULTS);
}
