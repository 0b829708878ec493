import { useEffect } from 'react';
import { settingsStore, useLayoutSettings } from '../../app/settings-store';
import { applyColorWeak, isDarkPage, presetPalette, setPrimaryPalette, THEME_ERROR_TEXT } from './palette';

/** Bumped by every application, so a generated palette that arrives late never replaces a newer one. */
let applications = 0;

/**
 * Applies a primary colour quietly (a failure is logged: the 正在编译主题！ message belongs to the user's
 * own change in the drawer). A preset's palette is set at once; any other colour waits for `theme.ts`
 * and its colour library, which the login page and a preset's user never download.
 */
function applyPrimaryQuietly(color: string): void {
  const application = ++applications;
  const preset = presetPalette(color, isDarkPage());
  if (preset) {
    setPrimaryPalette(preset);
    return;
  }
  import('./theme')
    .then(({ applyPrimaryColor }) => {
      if (application === applications) applyPrimaryColor(color);
    })
    .catch(() => console.error(THEME_ERROR_TEXT));
}

/** Applies the stored primary colour and colour-weak mode while the signed-in frame is shown. */
export function useThemeSync(): void {
  const primaryColor = useLayoutSettings((s) => s.primaryColor);
  const colorWeak = useLayoutSettings((s) => s.colorWeak);

  useEffect(() => {
    applyPrimaryQuietly(primaryColor);
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
  applyPrimaryQuietly(primaryColor);
  applyColorWeak(colorWeak);
}
