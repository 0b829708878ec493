import { BizError } from '../../http/envelope';

/** The largest single amount any money form accepts (yuan). */
export const MAX_AMOUNT_CENTS = 100_000_000_00;

const AMOUNT = /^\d+(\.\d+)?$/;

/**
 * A money amount from a request as integer cents: a positive number with at most two decimals,
 * refused with a message naming `label` otherwise.
 *
 * @example parseAmount('12.5', '提现金额') // 1250
 * @example parseAmount('0.001', '提现金额') // throws 提现金额最多保留两位小数
 */
export function parseAmount(raw: unknown, label: string): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (text === '') throw new BizError(`请输入${label}`);
  if (!AMOUNT.test(text)) throw new BizError(`${label}必须是数字`);
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > 2) throw new BizError(`${label}最多保留两位小数`);
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > MAX_AMOUNT_CENTS) throw new BizError(`${label}超出允许范围`);
  if (cents <= 0) throw new BizError(`${label}必须大于0`);
  return cents;
}

/**
 * Cents of a numeric column value ('12.50', 12.5).
 *
 * @example centsOf('12.50') // 1250
 */
export function centsOf(value: unknown): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? Math.round(number * 100) : 0;
}

/**
 * Cents as a numeric literal for SQL parameters and messages.
 *
 * @example yuan(1250) // '12.50'
 */
export function yuan(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Cents as a number of yuan for JSON answers.
 *
 * @example yuanNumber(1250) // 12.5
 */
export function yuanNumber(cents: number): number {
  return Number(yuan(cents));
}
