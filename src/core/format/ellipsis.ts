/** Default display width of the ellipsis helper (docs/widgets-spec.md §5). */
export const DEFAULT_ELLIPSIS_LENGTH = 25;
/** Width used by the editable table's file cell (docs/widgets-spec.md §5). */
export const FILE_CELL_ELLIPSIS_LENGTH = 12;

// East Asian Wide and Fullwidth blocks, plus the quotes, dash and ellipsis of Chinese text that CJK fonts
// draw full width. JeecgBoot counted every code unit above 128 as two, so é or a lone surrogate did too.
const WIDE_RANGES: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2014, 0x2014],
  [0x2018, 0x201d],
  [0x2026, 0x2026],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe10, 0xfe19],
  [0xfe30, 0xfe6f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f900, 0x1f9ff],
  [0x20000, 0x3fffd],
];

/**
 * Display width of one character: 2 for wide (CJK, full-width) characters, else 1.
 *
 * @example charWidth('中') // 2
 */
export function charWidth(char: string): 1 | 2 {
  const code = char.codePointAt(0) ?? 0;
  return WIDE_RANGES.some(([from, to]) => code >= from && code <= to) ? 2 : 1;
}

/**
 * Display width of a text, wide characters counting two.
 *
 * @example textWidth('ab中文') // 6
 */
export function textWidth(text: string): number {
  let width = 0;
  for (const char of text) width += charWidth(char);
  return width;
}

/**
 * Shortens `text` to at most `length` display columns (wide characters count two) and appends '...'
 * when something was cut. Characters are never split, surrogate pairs included.
 *
 * @example ellipsis('这是一个很长的文件名.pdf', 12) // '这是一个很长...'
 */
export function ellipsis(text: string | number | null | undefined, length: number = DEFAULT_ELLIPSIS_LENGTH): string {
  const value = text === null || text === undefined ? '' : String(text);
  if (textWidth(value) <= length) return value;
  let width = 0;
  let kept = '';
  for (const char of value) {
    width += charWidth(char);
    if (width > length) break;
    kept += char;
  }
  return `${kept}...`;
}
