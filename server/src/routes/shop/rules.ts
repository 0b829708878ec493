import { CellPatterns } from '../../../../src/core/validation/patterns';
import { BizError } from '../../http/envelope';
import { withoutControls } from '../files/upload-rules';
import { text } from '../org/rules';

/**
 * Validation of the shop and product forms. Each check takes the raw body value and the field's
 * Chinese label, and returns the clean value or throws the message the user sees.
 */

/** numeric(12,2) holds at most this much. */
export const MAX_MONEY = 9_999_999_999.99;
const MOBILE = /^1[3-9]\d{9}$/;
/** Landline: optional area code (3-4 digits) and a 7-8 digit number, optional extension. */
const LANDLINE = /^(0\d{2,3}-?)?[1-9]\d{6,7}(-\d{1,6})?$/;
/** Customer-service numbers: 400/800 lines. */
const SERVICE_LINE = /^[48]00-?\d{3}-?\d{4}$/;
const RATIO = /^(0|[1-9]\d{0,2})(\.\d{1,2})?$/;

const absent = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** Text of a form field: trimmed, `max` characters at most; required unless `optional`. */
export function checkText(raw: unknown, label: string, max: number, optional = false): string | null {
  if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
    throw new BizError(`${label}格式不正确`);
  }
  const value = text(raw);
  if (value === '') {
    if (optional) return null;
    throw new BizError(`请输入${label}`);
  }
  if ([...value].length > max) throw new BizError(`${label}不能超过${max}个字符`);
  return value;
}

/**
 * Money: not negative, at most two decimals (the front end's `money` rule), within numeric(12,2).
 *
 * @example checkMoney('12.5', '押金') // 12.5
 * @example checkMoney('1.234', '押金') // throws 押金必须是不小于0的金额，最多两位小数
 */
export function checkMoney(raw: unknown, label: string, options: { optional?: boolean; positive?: boolean } = {}) {
  if (absent(raw)) {
    if (options.optional) return null;
    throw new BizError(`请输入${label}`);
  }
  const value = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  if (!CellPatterns.money.test(value)) throw new BizError(`${label}必须是不小于0的金额，最多两位小数`);
  const amount = Number(value);
  if (amount > MAX_MONEY) throw new BizError(`${label}不能超过${MAX_MONEY}`);
  if (options.positive && amount <= 0) throw new BizError(`${label}必须大于0`);
  return amount;
}

/**
 * A percentage from 0 to 100 with at most two decimals.
 *
 * @example checkRatio('30', '首付比例') // 30
 * @example checkRatio('101', '首付比例') // throws 首付比例必须在0到100之间，最多两位小数
 */
export function checkRatio(raw: unknown, label: string, optional = false): number | null {
  if (absent(raw)) {
    if (optional) return null;
    throw new BizError(`请输入${label}`);
  }
  const value = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  const ratio = Number(value);
  if (!RATIO.test(value) || ratio > 100) throw new BizError(`${label}必须在0到100之间，最多两位小数`);
  return ratio;
}

/**
 * An integer from `min` to `max`.
 *
 * @example checkInt('12', '分期期数', 1, 36) // 12
 */
export function checkInt(raw: unknown, label: string, min: number, max: number, optional = false): number | null {
  if (absent(raw)) {
    if (optional) return null;
    throw new BizError(`请输入${label}`);
  }
  const value = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
  const number = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new BizError(`${label}必须是${min}到${max}之间的整数`);
  }
  return number;
}

/**
 * One of the allowed codes (numbers), else `请选择{label}`.
 *
 * @example checkChoice('2', '经营方式', [1, 2, 3]) // 2
 */
export function checkChoice(raw: unknown, label: string, allowed: readonly number[], optional = false): number | null {
  if (absent(raw)) {
    if (optional) return null;
    throw new BizError(`请选择${label}`);
  }
  const value = Number(typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : NaN);
  if (!allowed.includes(value)) throw new BizError(`请选择正确的${label}`);
  return value;
}

/** 0/1 switches (true/false accepted). */
export function checkFlag(raw: unknown, label: string, optional = true): number | null {
  if (raw === true) return 1;
  if (raw === false) return 0;
  return checkChoice(raw, label, [0, 1], optional);
}

/** A mobile, landline or 400/800 number. */
export function checkPhone(raw: unknown, label: string, optional = false): string | null {
  const value = checkText(raw, label, 20, optional);
  if (value === null) return null;
  if (!MOBILE.test(value) && !LANDLINE.test(value) && !SERVICE_LINE.test(value)) {
    throw new BizError(`请输入正确的${label}`);
  }
  return value;
}

/** A mobile number (the spec's rule and message). */
export function checkMobile(raw: unknown, label: string, optional = false): string | null {
  const value = checkText(raw, label, 11, optional);
  if (value === null) return null;
  if (!MOBILE.test(value)) throw new BizError('请输入正确手机号');
  return value;
}

/**
 * An image path as the upload answer gives it (relative under the upload root) or an http(s) URL;
 * never a `javascript:`/`data:` URL or a path climbing out with `..`.
 */
export function checkImage(raw: unknown, label: string, optional = false): string | null {
  const value = checkText(raw, label, 500, true);
  if (value === null) {
    if (optional) return null;
    throw new BizError(`请上传${label}`);
  }
  const url = /^https?:\/\/[^\s"'<>\\,]+$/i.test(value);
  const segments = value.split('/');
  const relative =
    !/[<>"'\\:,]/.test(value) &&
    withoutControls(value) === value &&
    !segments.some((segment) => segment === '' || segment === '..');
  if (!url && !relative) throw new BizError(`${label}地址不正确`);
  return value;
}

/** A comma list (or array) of image paths, each checked, at most `max`. */
export function checkImages(raw: unknown, label: string, max: number): string | null {
  if (absent(raw)) return null;
  const items = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : null;
  if (!items) throw new BizError(`${label}格式不正确`);
  const paths = items.map((item) => text(item)).filter(Boolean);
  if (paths.length > max) throw new BizError(`${label}最多${max}张`);
  return paths.map((path) => checkImage(path, label)).join(',') || null;
}

/** Rich text: refused when it carries script, frames, event handlers or javascript: URLs. */
export function checkRichText(raw: unknown, label: string, max: number): string | null {
  if (absent(raw)) return null;
  if (typeof raw !== 'string') throw new BizError(`${label}格式不正确`);
  if (raw.length > max) throw new BizError(`${label}不能超过${max}个字符`);
  if (/<\s*\/?\s*(script|iframe|object|embed|form|meta|link|style)\b|\son\w+\s*=|javascript:/i.test(raw)) {
    throw new BizError(`${label}包含不允许的内容`);
  }
  return raw;
}

/** Unified social credit code (统一社会信用代码): 18 characters of the official alphabet. */
export function checkCreditCode(raw: unknown): string | null {
  const value = checkText(raw, '统一社会信用代码', 18, true);
  if (value === null) return null;
  if (!/^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(value.toUpperCase())) {
    throw new BizError('请输入正确的统一社会信用代码');
  }
  return value.toUpperCase();
}

/** Chinese ID card, 15 or 18 characters (the spec's message). */
export function checkIdCard(raw: unknown): string | null {
  const value = checkText(raw, '身份证号码', 18, true);
  if (value === null) return null;
  if (!/^(\d{15}|\d{17}[\dXx])$/.test(value)) throw new BizError('请输入正确的身份证号码');
  return value.toUpperCase();
}

/** Bank card: 10 to 20 digits not starting with 0 (the spec's rule and message). */
export function checkBankCard(raw: unknown): string | null {
  const value = checkText(raw, '银行卡号', 20, true);
  if (value === null) return null;
  if (!/^[1-9]\d{9,19}$/.test(value)) throw new BizError('请输入正确的银行卡号码');
  return value;
}
