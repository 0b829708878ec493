/** Approximate width of one character: CJK and full-width ones are square, the rest about 0.6 em. */
function charWidth(char: string, fontSize: number): number {
  const code = char.codePointAt(0) ?? 0;
  return code >= 0x1100 ? fontSize : fontSize * 0.6;
}

/**
 * The estimated width of `text` in pixels (no DOM measuring: it runs before anything is drawn).
 *
 * @example textWidth('11-23') // 36
 */
export function textWidth(text: string, fontSize = 12): number {
  let width = 0;
  for (const char of text) width += charWidth(char, fontSize);
  return width;
}

/**
 * `text` cut to fit `maxWidth` pixels, an ellipsis marking the cut.
 *
 * @example truncate('华东租赁有限公司', 60) // '华东租赁…'
 */
export function truncate(text: string, maxWidth: number, fontSize = 12): string {
  if (textWidth(text, fontSize) <= maxWidth) return text;
  let kept = '';
  let width = charWidth('…', fontSize);
  for (const char of text) {
    width += charWidth(char, fontSize);
    if (width > maxWidth) break;
    kept += char;
  }
  return `${kept}…`;
}

export interface AxisLabel {
  /** The category's position. */
  index: number;
  /** What is drawn: the label, or its truncation. */
  text: string;
  full: string;
}

export interface ThinOptions {
  fontSize?: number;
  /** No label is drawn wider than this. */
  maxWidth?: number;
  /** Space kept between two labels. */
  gap?: number;
}

/**
 * The category labels to draw under bands `band` pixels wide: every n-th one so that none overlap,
 * each truncated to the room it has.
 *
 * @example thinLabels(thirtyDates, 23).length // 15: every second day
 */
export function thinLabels(
  labels: readonly string[],
  band: number,
  { fontSize = 12, maxWidth = 96, gap = 8 }: ThinOptions = {},
): AxisLabel[] {
  if (labels.length === 0 || band <= 0) return [];
  const widest = Math.min(maxWidth, Math.max(...labels.map((label) => textWidth(label, fontSize))));
  const every = Math.max(1, Math.ceil((widest + gap) / band));
  const room = Math.min(maxWidth, every * band - gap);
  return labels.flatMap((full, index) =>
    index % every === 0 ? [{ index, full, text: truncate(full, room, fontSize) }] : [],
  );
}
