import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { local, StorageKeys } from '../../core/storage';
import { DEFAULT_LAYOUT_SETTINGS, type LayoutSettings, normalizeSettings } from '../layouts/settings/settings-rules';

/**
 * The layout settings of the settings drawer, persisted in local storage under
 * `StorageKeys.layoutSettings` (no expiry). Reading back is lenient: a malformed entry gives the defaults.
 *
 * @example settingsStore.getState().multipage
 */
export const settingsStore = createStore<LayoutSettings>(() =>
  normalizeSettings(local.get<Partial<LayoutSettings>>(StorageKeys.layoutSettings)),
);

function save(next: LayoutSettings): void {
  local.set(StorageKeys.layoutSettings, next);
  settingsStore.setState(next, true);
}

/**
 * Changes some settings and keeps them.
 *
 * @example updateSettings({ navTheme: 'light' });
 */
export function updateSettings(patch: Partial<LayoutSettings>): void {
  save(normalizeSettings({ ...settingsStore.getState(), ...patch }));
}

/**
 * Back to the spec's defaults (and keeps them).
 *
 * @example resetSettings();
 */
export function resetSettings(): void {
  save({ ...DEFAULT_LAYOUT_SETTINGS });
}

/**
 * The settings as React state.
 *
 * @example const navTheme = useLayoutSettings((s) => s.navTheme);
 */
export function useLayoutSettings<T>(select: (state: LayoutSettings) => T): T {
  return useStore(settingsStore, select);
}
