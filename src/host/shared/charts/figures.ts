import { money, thousands } from '../../../core/format';

/**
 * An amount in yuan with separators and at most 2 decimals.
 *
 * @example yuan(13812.5) // '¥13,812.5'
 */
export function yuan(value: number): string {
  return `¥${thousands(money(value)) || '0'}`;
}

/**
 * A count with separators.
 *
 * @example count(12345) // '12,345'
 */
export function count(value: number): string {
  return thousands(value) || '0';
}
