import { type ExpiringStorage, local } from '../storage';
import { overwritePrompt, SuperQueryMessages } from './messages';
import type { SavedQuery, SuperQueryCondition, SuperQueryMatchType } from './types';

/** JeecgBoot's key prefix: saved queries of a page live under this plus the page's route path. */
export const SUPER_QUERY_SAVE_PREFIX = 'JSuperQuerySaved_';

/**
 * The storage key of a page's saved queries.
 *
 * @example superQuerySaveKey('/system/user') // 'JSuperQuerySaved_/system/user'
 */
export function superQuerySaveKey(routePath: string, prefix: string = SUPER_QUERY_SAVE_PREFIX): string {
  return prefix + routePath;
}

/** A page's saved queries, kept in order of first saving. */
export interface SavedQueryStore {
  readonly key: string;
  list(): SavedQuery[];
  /** The saved query of that name, or null. */
  load(title: string): SavedQuery | null;
  /** Saves under `query.title`, replacing one of the same name in place; returns the new list. */
  save(query: SavedQuery): SavedQuery[];
  /** Removes the one of that name; returns the new list. */
  remove(title: string): SavedQuery[];
}

function isSavedQuery(value: unknown): value is SavedQuery {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<SavedQuery>;
  return typeof entry.title === 'string' && Array.isArray(entry.records);
}

/**
 * Saved queries under `key` (use `superQuerySaveKey`) in an expiring store, the application's
 * local storage by default. Entries never expire, as JeecgBoot's did not; corrupt ones read as absent.
 *
 * @example const store = createSavedQueryStore(superQuerySaveKey('/system/user')); store.list();
 */
export function createSavedQueryStore(key: string, storage: ExpiringStorage = local): SavedQueryStore {
  const list = (): SavedQuery[] => {
    const stored = storage.get<unknown>(key);
    if (!Array.isArray(stored)) return [];
    return stored.filter(isSavedQuery).map((entry) => ({
      title: entry.title,
      matchType: entry.matchType === 'or' ? 'or' : 'and',
      records: entry.records,
    }));
  };
  const write = (entries: SavedQuery[]): SavedQuery[] => {
    if (entries.length === 0) storage.remove(key);
    else storage.set(key, entries);
    return entries;
  };
  return {
    key,
    list,
    load: (title) => list().find((entry) => entry.title === title) ?? null,
    save(query) {
      const entries = list();
      const index = entries.findIndex((entry) => entry.title === query.title);
      if (index === -1) entries.push(query);
      else entries[index] = query;
      return write(entries);
    },
    remove: (title) => write(list().filter((entry) => entry.title !== title)),
  };
}

/** What saving under a name needs: a refusal, or the entry to save and whether to ask first. */
export type SavePlan =
  | { ok: false; message: string }
  | { ok: true; entry: SavedQuery; overwrite: false }
  | { ok: true; entry: SavedQuery; overwrite: true; confirm: string };

/**
 * Checks a save: a blank name is refused with 保存名称不能为空, no conditions with 空条件不能保存; a
 * name already used needs the 已存在，是否覆盖？ confirmation before `store.save(entry)`.
 *
 * @example
 * const plan = planSave(store.list(), '女性客户', conditions, 'and');
 * if (!plan.ok) warn(plan.message); else if (!plan.overwrite || (await confirm(plan.confirm))) store.save(plan.entry);
 */
export function planSave(
  existing: readonly SavedQuery[],
  title: string,
  conditions: readonly SuperQueryCondition[],
  matchType: SuperQueryMatchType,
): SavePlan {
  if (conditions.length === 0) return { ok: false, message: SuperQueryMessages.emptySave };
  const name = title.trim();
  if (!name) return { ok: false, message: SuperQueryMessages.emptyName };
  const entry: SavedQuery = { title: name, matchType, records: [...conditions] };
  if (existing.some((saved) => saved.title === name)) {
    return { ok: true, entry, overwrite: true, confirm: overwritePrompt(name) };
  }
  return { ok: true, entry, overwrite: false };
}
