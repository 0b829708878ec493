import type { ExpiringStorage } from '../../core/storage';

/** One column as the user arranged it. */
export interface ColumnSetting {
  key: string;
  hidden: boolean;
  width?: number;
}

/** A column the page declares: its key and whether it starts hidden. */
export interface DeclaredColumn {
  key: string;
  defaultHidden?: boolean;
  width?: number;
}

/** Storage key of a user's column settings on one list (username + route path). */
export function columnSettingsKey(username: string, routePath: string): string {
  return `LIST_COLUMNS:${username}:${routePath}`;
}

/** The declared arrangement (what 重置 goes back to). */
export function declaredSettings(columns: readonly DeclaredColumn[]): ColumnSetting[] {
  return columns.map((column) => ({ key: column.key, hidden: Boolean(column.defaultHidden), width: column.width }));
}

function isSetting(value: unknown): value is ColumnSetting {
  const item = value as ColumnSetting | null;
  return typeof item?.key === 'string' && typeof item.hidden === 'boolean';
}

/**
 * Stored settings laid over the declared columns: stored order and visibility for columns that still
 * exist, declared columns the store does not know appended where declared, stale keys dropped.
 *
 * @example mergeSettings([{ key: 'b', hidden: true }], [{ key: 'a' }, { key: 'b' }]) // b (hidden), then a
 */
export function mergeSettings(stored: unknown, columns: readonly DeclaredColumn[]): ColumnSetting[] {
  const declared = declaredSettings(columns);
  if (!Array.isArray(stored)) return declared;
  const known = new Map(declared.map((setting) => [setting.key, setting]));
  const result: ColumnSetting[] = [];
  for (const item of stored) {
    if (!isSetting(item) || !known.has(item.key) || result.some((s) => s.key === item.key)) continue;
    const width = typeof item.width === 'number' && item.width > 0 ? item.width : known.get(item.key)?.width;
    result.push({ key: item.key, hidden: item.hidden, width });
  }
  declared.forEach((setting, index) => {
    if (result.some((s) => s.key === setting.key)) return;
    result.splice(Math.min(index, result.length), 0, setting);
  });
  return result;
}

/** A user's column settings of one list, read from and written to `storage`. */
export interface ColumnSettingsStore {
  load(columns: readonly DeclaredColumn[]): ColumnSetting[];
  save(settings: readonly ColumnSetting[]): void;
  clear(): void;
}

/**
 * @example const store = columnSettingsStore(local, columnSettingsKey('tenant1', '/system/user'));
 */
export function columnSettingsStore(storage: ExpiringStorage, storageKey: string): ColumnSettingsStore {
  return {
    load: (columns) => mergeSettings(storage.get<unknown>(storageKey), columns),
    save: (settings) => storage.set(storageKey, settings),
    clear: () => storage.remove(storageKey),
  };
}

/** Moves the setting at `from` to `to`. */
export function moveSetting(settings: readonly ColumnSetting[], from: number, to: number): ColumnSetting[] {
  const next = [...settings];
  const [item] = next.splice(from, 1);
  if (item) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}
