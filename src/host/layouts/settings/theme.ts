import { generate, getRgbStr } from '@arco-design/color';
import { Message } from '@arco-design/web-react';

/** Spec §2: shown while the theme is applied, and on failure. */
export const THEME_LOADING_TEXT = '正在编译主题！';
export const THEME_ERROR_TEXT = 'Failed to update theme';

/**
 * Arco's ten primary steps for a colour, as the `r,g,b` triplets its CSS variables hold.
 *
 * @example primaryPalette('#1890FF')[5] // '24,144,255'
 */
export function primaryPalette(color: string, dark = false): string[] {
  return generate(color, { list: true, dark }).map((step) => getRgbStr(step));
}

/**
 * Sets `--primary-1..10` on body, so every Arco component (and portal) takes the colour at run time;
 * nothing is recompiled. Dark mode (`body[arco-theme=dark]`) gets the dark palette.
 */
export function applyPrimaryColor(color: string): void {
  const body = document.body;
  const palette = primaryPalette(color, body.getAttribute('arco-theme') === 'dark');
  palette.forEach((rgb, index) => {
    body.style.setProperty(`--primary-${index + 1}`, rgb);
  });
}

/** Colour-weak mode: the whole page through `invert(80%)`. */
export function applyColorWeak(on: boolean): void {
  document.documentElement.style.filter = on ? 'invert(80%)' : '';
}

/**
 * A user's colour change: 正在编译主题！ while it is applied, `Failed to update theme` if it fails.
 *
 * @example await changePrimaryColor('#722ED1');
 */
export async function changePrimaryColor(color: string): Promise<boolean> {
  const close = Message.loading({ content: THEME_LOADING_TEXT, duration: 0 });
  try {
    // Let the message paint before the palette is swapped.
    await new Promise((resolve) => setTimeout(resolve, 200));
    applyPrimaryColor(color);
    return true;
  } catch {
    Message.error(THEME_ERROR_TEXT);
    return false;
  } finally {
    close();
  }
}
