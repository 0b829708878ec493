import { parseDecimal } from './decimal';

/**
 * Adds thousands separators to the integer part and keeps the decimals exactly as given (no float
 * rounding). Empty input gives ''; text that is not a number is returned unchanged rather than hidden.
 *
 * @example thousands('-1234567.891') // '-1,234,567.891'
 */
export function thousands(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (text === '') return '';
  const parts = parseDecimal(text);
  if (!parts) return text;
  const grouped = parts.int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${parts.negative ? '-' : ''}${grouped}${parts.frac ? `.${parts.frac}` : ''}`;
}
