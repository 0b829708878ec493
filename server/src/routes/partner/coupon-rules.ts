import type { ApiRow } from '../../data/repository';
import { BizError } from '../../http/envelope';
import { parseDisplayDateTime } from '../../util/time';
import { text } from '../org/rules';
import { boundedText, money, optionalInt, requiredInt } from './params';

/** Coupon types (dictionary coupon_type). */
export const COUPON_TYPE = { fullReduction: 1, discount: 2, noThreshold: 3, rentDeduction: 4 } as const;
/** Validity: 1 fixed start and end, 2 a number of days after the user receives it. */
export const VALID_TYPE = { fixed: 1, days: 2 } as const;

export const MAX_COUPON_AMOUNT = 100_000;
export const MAX_COUPON_QUANTITY = 1_000_000;
const DISCOUNT_RULE = /^\d(\.\d)?$/;

/** Messages of the coupon template form. */
export const COUPON_MESSAGES = {
  name: '请输入优惠券名称（不超过50个字符）',
  type: '请选择优惠券类型',
  amount: `优惠金额须大于0且不超过${MAX_COUPON_AMOUNT}，最多两位小数`,
  discount: '折扣须在0.1到9.9折之间，最多一位小数',
  maxDiscount: '最高优惠金额须大于0，最多两位小数',
  threshold: '使用门槛须为不小于0的金额，最多两位小数',
  thresholdAboveAmount: '使用门槛必须大于优惠金额',
  noThreshold: '无门槛券的使用门槛必须为0',
  validType: '请选择有效期类型',
  validTime: '请选择有效期开始和结束时间',
  validTimeFormat: '有效期时间格式不正确',
  validOrder: '结束时间必须晚于开始时间',
  validDays: '领取后有效天数须为1到3650的整数',
  quantity: `发放总量须为1到${MAX_COUPON_QUANTITY}的整数`,
  quantityBelowReceived: '发放总量不能少于已领取数量',
  perUser: '每人限领须为1到100的整数',
  perUserAboveTotal: '每人限领数量不能超过发放总量',
  status: '优惠券状态不正确',
  description: '使用说明不能超过500个字符',
} as const;

function time(raw: unknown): Date {
  const value = text(raw);
  if (value === '') throw new BizError(COUPON_MESSAGES.validTime);
  const date = parseDisplayDateTime(value);
  if (!date) throw new BizError(COUPON_MESSAGES.validTimeFormat);
  return date;
}

/**
 * The columns of a coupon template, checked as a whole: a new template from its body, an edit
 * from the stored row with the body's fields on top (so a partial edit cannot break a rule).
 *
 * @example couponColumns({ name: '满300减30', couponType: 1, amount: 30, threshold: 300, validType: 2,
 *   validDays: 30, totalQuantity: 1000 }) // { name: '满300减30', coupon_type: 1, amount: 30, ... }
 */
export function couponColumns(body: ApiRow, current?: ApiRow): Record<string, unknown> {
  const row: ApiRow = { ...(current ?? {}), ...body };
  const type = requiredInt(row.couponType, 1, 4, COUPON_MESSAGES.type);
  const columns: Record<string, unknown> = {
    name: boundedText(row.name, 50, COUPON_MESSAGES.name),
    coupon_type: type,
  };

  if (type === COUPON_TYPE.discount) {
    const discount = text(typeof row.discount === 'number' ? String(row.discount) : row.discount);
    const value = Number(discount);
    if (!DISCOUNT_RULE.test(discount) || value < 0.1 || value > 9.9) throw new BizError(COUPON_MESSAGES.discount);
    const cap = row.maxDiscount;
    columns.amount = 0;
    columns.discount = value;
    columns.max_discount =
      cap === undefined || cap === null || cap === ''
        ? null
        : money(cap, 0, MAX_COUPON_AMOUNT, COUPON_MESSAGES.maxDiscount, true);
    columns.threshold = money(row.threshold ?? 0, 0, MAX_COUPON_AMOUNT, COUPON_MESSAGES.threshold);
  } else {
    const amount = money(row.amount, 0, MAX_COUPON_AMOUNT, COUPON_MESSAGES.amount, true);
    columns.amount = amount;
    columns.discount = null;
    columns.max_discount = null;
    if (type === COUPON_TYPE.noThreshold) {
      const threshold = row.threshold ?? 0;
      if (threshold !== '' && Number(threshold) !== 0) throw new BizError(COUPON_MESSAGES.noThreshold);
      columns.threshold = 0;
    } else {
      const threshold = money(row.threshold, 0, MAX_COUPON_AMOUNT, COUPON_MESSAGES.threshold);
      if (threshold <= amount) throw new BizError(COUPON_MESSAGES.thresholdAboveAmount);
      columns.threshold = threshold;
    }
  }

  const validType = requiredInt(row.validType, 1, 2, COUPON_MESSAGES.validType);
  columns.valid_type = validType;
  if (validType === VALID_TYPE.fixed) {
    const start = time(row.startTime);
    const end = time(row.endTime);
    if (end <= start) throw new BizError(COUPON_MESSAGES.validOrder);
    Object.assign(columns, { start_time: start, end_time: end, valid_days: null });
  } else {
    const days = requiredInt(row.validDays, 1, 3650, COUPON_MESSAGES.validDays);
    Object.assign(columns, { start_time: null, end_time: null, valid_days: days });
  }

  const total = requiredInt(row.totalQuantity, 1, MAX_COUPON_QUANTITY, COUPON_MESSAGES.quantity);
  if (current && total < Number(current.receivedQuantity ?? 0))
    throw new BizError(COUPON_MESSAGES.quantityBelowReceived);
  const perUser = optionalInt(row.perUserLimit, 1, 100, COUPON_MESSAGES.perUser) ?? 1;
  if (perUser > total) throw new BizError(COUPON_MESSAGES.perUserAboveTotal);
  columns.total_quantity = total;
  columns.per_user_limit = perUser;
  columns.status = optionalInt(row.status, 0, 1, COUPON_MESSAGES.status) ?? 1;
  columns.description = boundedText(row.description, 500, COUPON_MESSAGES.description, false);
  return columns;
}
