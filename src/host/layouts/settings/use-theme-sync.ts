import { useEffect } from 'react';
import { settingsStore, useLayoutSettings } from '../../app/settings-store';
import { applyColorWeak, applyPrimaryColor, THEME_ERROR_TEXT } from './theme';

/**
 * Applies the stored primary colour and colour-weak mode while the signed-in frame is shown (quietly:
 * the 正在编译主题！ message belongs to the user's own change in the drawer).
 */
export function useThemeSync(): void {
  const primaryColor = useLayoutSettings((s) => s.primaryColor);
  const colorWeak = useLayoutSettings((s) => s.colorWeak);

  useEffect(() => {
    try {
      applyPrimaryColor(primaryColor);
    } catch {
      console.error(THEME_ERROR_TEXT);
    }
  }, [primaryColor]);

  useEffect(() => {
    applyColorWeak(colorWeak);
  }, [colorWeak]);
}

/**
 * Applies the stored theme once, outside React (for the app's bootstrap, so public pages are themed
 * too). Never throws.
 *
 * @example applyStoredTheme();
 */
export function applyStoredTheme(): void {
  const { primaryColor, colorWeak } = settingsStore.getState();
  try {
    applyPrimaryColor(primaryColor);
  } catch {
    console.error(THEME_ERROR_TEXT);
  }
  applyColorWeak(colorWeak);
}
