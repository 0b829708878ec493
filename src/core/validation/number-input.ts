/**
 * Keeps what a number cell accepts while typing: a leading minus, digits and the first decimal point.
 * Everything else is dropped, so pasted text such as `¥-1,234.5元` becomes `-1234.5`.
 *
 * @example sanitizeNumberInput('a-1.2.3') // '-1.23'
 */
export function sanitizeNumberInput(text: string): string {
  let result = '';
  let seenPoint = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') result += char;
    else if (char === '-' && result === '') result = '-';
    else if (char === '.' && !seenPoint) {
      seenPoint = true;
      result += '.';
    }
  }
  return result;
}

const COMPLETE_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * The value a number cell keeps on blur: a number when the text is a complete number, else ''.
 * A trailing point is forgiven (`'1.'` is 1); a lone `-` or `.` is not a number.
 *
 * @example parseNumberOnBlur('-12.50') // -12.5
 */
export function parseNumberOnBlur(text: string | number | null | undefined): number | '' {
  if (typeof text === 'number') return Number.isFinite(text) ? text : '';
  const trimmed = (text ?? '').trim();
  if (!COMPLETE_NUMBER.test(trimmed)) return '';
  const value = Number(trimmed);
  // `-0` would display as 0 anyway; keep it plain so equality checks behave.
  return Object.is(value, -0) ? 0 : value;
}
