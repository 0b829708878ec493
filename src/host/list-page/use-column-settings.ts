import { useCallback, useMemo, useState } from 'react';
import { sessionStore } from '../../core/session';
import { local } from '../../core/storage';
import {
  type ColumnSetting,
  columnSettingsKey,
  columnSettingsStore,
  type DeclaredColumn,
  declaredSettings,
} from './column-settings';

export interface ColumnSettingsController {
  settings: ColumnSetting[];
  change: (settings: ColumnSetting[]) => void;
  /** Back to the declared columns (and forget the stored arrangement). */
  reset: () => void;
}

/**
 * The user's arrangement of a list's columns (shown, order, width), kept per user and route path.
 *
 * @example const { settings, change } = useColumnSettings(declared, '/system/user');
 */
export function useColumnSettings(columns: readonly DeclaredColumn[], routePath: string): ColumnSettingsController {
  const username = sessionStore.getState().userInfo?.username ?? '';
  const store = useMemo(
    () => columnSettingsStore(local, columnSettingsKey(username, routePath)),
    [username, routePath],
  );
  const signature = columns.map((column) => `${column.key}:${column.defaultHidden ? 1 : 0}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `signature` stands for the declared columns
  const loaded = useMemo(() => store.load(columns), [store, signature]);
  const [state, setState] = useState<{ source: ColumnSetting[]; settings: ColumnSetting[] }>({
    source: loaded,
    settings: loaded,
  });
  const settings = state.source === loaded ? state.settings : loaded;

  const change = useCallback(
    (next: ColumnSetting[]) => {
      store.save(next);
      setState({ source: loaded, settings: next });
    },
    [store, loaded],
  );
  const reset = useCallback(() => {
    store.clear();
    setState({ source: loaded, settings: declaredSettings(columns) });
  }, [store, loaded, columns]);

  return { settings, change, reset };
}
