/**
 * Setting Arco's primary palette without the colour library: the palettes of the eight presets are
 * precomputed (the light ones, as `@arco-design/color` generates them; `palette.test.ts` checks
 * they still match). Any other colour, or a dark page, needs `theme.ts`, which loads the library.
 */

/** docs/business-spec.md §2: shown while the theme is applied, and on failure. */
export const THEME_LOADING_TEXT = '正在编译主题！';
export const THEME_ERROR_TEXT = 'Failed to update theme';

/** `generate(color, { list: true })` of each preset, as the `r,g,b` triplets of `--primary-1..10`. */
export const PRESET_PALETTES: Readonly<Record<string, string>> = {
  '#F5222D': '255,235,232 253,196,191 251,156,151 249,114,111 247,72,75 245,34,45 203,21,36 161,11,29 119,4,21 77,0,14',
  '#FA541C': '255,242,232 254,215,191 253,186,149 252,154,109 251,120,68 250,84,28 207,58,17 163,37,9 120,21,3 77,9,0',
  '#FAAD14':
    '255,251,232 254,241,189 253,228,146 252,212,104 251,194,62 250,173,20 207,135,12 163,101,7 120,69,2 77,41,0',
  '#13C2C2':
    '232,255,251 182,243,235 135,231,221 92,218,210 54,206,201 19,194,194 12,160,165 7,127,135 3,96,106 0,66,77',
  '#52C41A': '244,255,232 211,243,184 179,231,139 146,220,97 114,208,60 82,196,26 61,166,17 43,136,9 28,106,4 15,77,0',
  '#1890FF':
    '232,248,255 190,232,255 149,214,255 107,193,255 66,170,255 24,144,255 15,109,210 8,79,166 3,52,121 0,29,77',
  '#2F54EB': '232,240,255 193,212,251 155,182,247 118,151,243 82,118,239 47,84,235 29,57,195 16,34,156 6,17,116 0,5,77',
  '#722ED1':
    '245,232,255 221,190,246 195,150,237 168,113,227 141,78,218 114,46,209 85,29,176 60,16,143 39,6,110 22,0,77',
};

/** True when the page uses Arco's dark theme (`body[arco-theme=dark]`), which takes the dark palette. */
export function isDarkPage(): boolean {
  return document.body.getAttribute('arco-theme') === 'dark';
}

/**
 * The precomputed palette of `color` for `dark` or light pages, or undefined when it must be generated.
 *
 * @example presetPalette('#1890ff', false)?.[5] // '24,144,255'
 */
export function presetPalette(color: string, dark: boolean): string[] | undefined {
  if (dark) return undefined;
  return PRESET_PALETTES[color.toUpperCase()]?.split(' ');
}

/** Sets `--primary-1..10` on body, so every Arco component (and portal) takes the colour at run time. */
export function setPrimaryPalette(palette: readonly string[]): void {
  palette.forEach((rgb, index) => {
    document.body.style.setProperty(`--primary-${index + 1}`, rgb);
  });
}

/** Colour-weak mode: the whole page through `invert(80%)`. */
export function applyColorWeak(on: boolean): void {
  document.documentElement.style.filter = on ? 'invert(80%)' : '';
}
