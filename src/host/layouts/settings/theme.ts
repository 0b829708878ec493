import { generate, getRgbStr } from '@arco-design/color';
import { Message } from '@arco-design/web-react';
import { isDarkPage, presetPalette, setPrimaryPalette, THEME_ERROR_TEXT, THEME_LOADING_TEXT } from './palette';

export { applyColorWeak, THEME_ERROR_TEXT, THEME_LOADING_TEXT } from './palette';

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
  const dark = isDarkPage();
  setPrimaryPalette(presetPalette(color, dark) ?? primaryPalette(color, dark));
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
