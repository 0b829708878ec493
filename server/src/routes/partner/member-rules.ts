import { BizError } from '../../http/envelope';
import { text } from '../org/rules';
import { boundedText, money, requiredInt } from './params';

/** Membership lengths in days (docs/business-spec.md §9). */
export const MEMBER_DAYS = [30, 365] as const;
export const MAX_MEMBER_PRICE = 99_999.99;

export const MEMBER_MESSAGES = {
  rows: '请填写会员价格',
  tooMany: '会员价格配置最多两条（30天和365天）',
  day: '会员时长只能是30天或365天',
  duplicateDay: '会员时长不能重复',
  price: '会员价格须大于0且不超过99999.99，最多两位小数',
  originalPrice: '原价须大于0且不超过99999.99，最多两位小数',
  priceAboveOriginal: '会员价格不能高于原价',
  allowRefund: '是否允许退款只能为是或否',
  refundDays: '退款期限须为0到365天的整数',
  refundRate: '退款比例须为0到100之间的数字，最多两位小数',
  autoAudit: '自动审核只能为是或否',
  remark: '备注不能超过255个字符',
  auditStatus: '审核结果不正确',
  rejectReason: '请填写拒绝原因',
} as const;

export interface MemberPriceRow {
  day: number;
  price: number;
  originalPrice: number;
}

/**
 * The price rows of an addMemberMoney body: one row, an array, or `{ list }`; each checked
 * (day 30 or 365, two-decimal prices, price not above the original price).
 *
 * @example memberPriceRows({ day: 30, price: '19.90', originalPrice: '29.90' }) // [{ day: 30, price: 19.9, ... }]
 */
export function memberPriceRows(body: unknown): MemberPriceRow[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { list?: unknown }).list)
      ? (body as { list: unknown[] }).list
      : body && typeof body === 'object'
        ? [body]
        : [];
  if (list.length === 0) throw new BizError(MEMBER_MESSAGES.rows);
  if (list.length > MEMBER_DAYS.length) throw new BizError(MEMBER_MESSAGES.tooMany);
  const rows = list.map((raw) => {
    if (typeof raw !== 'object' || raw === null) throw new BizError(MEMBER_MESSAGES.rows);
    const row = raw as Record<string, unknown>;
    const day = requiredInt(row.day, 1, 365, MEMBER_MESSAGES.day);
    if (!(MEMBER_DAYS as readonly number[]).includes(day)) throw new BizError(MEMBER_MESSAGES.day);
    const price = money(row.price, 0, MAX_MEMBER_PRICE, MEMBER_MESSAGES.price, true);
    const originalPrice = money(row.originalPrice, 0, MAX_MEMBER_PRICE, MEMBER_MESSAGES.originalPrice, true);
    if (price > originalPrice) throw new BizError(MEMBER_MESSAGES.priceAboveOriginal);
    return { day, price, originalPrice };
  });
  if (new Set(rows.map((row) => row.day)).size !== rows.length) throw new BizError(MEMBER_MESSAGES.duplicateDay);
  return rows;
}

/** The refund rules of a configRefund body. */
export function refundConfigColumns(body: Record<string, unknown>) {
  return {
    allowRefund: requiredInt(body.allowRefund ?? 1, 0, 1, MEMBER_MESSAGES.allowRefund),
    refundDays: requiredInt(body.refundDays, 0, 365, MEMBER_MESSAGES.refundDays),
    refundRate: money(body.refundRate, 0, 100, MEMBER_MESSAGES.refundRate),
    autoAudit: requiredInt(body.autoAudit ?? 0, 0, 1, MEMBER_MESSAGES.autoAudit),
    remark: boundedText(body.remark, 255, MEMBER_MESSAGES.remark, false),
  };
}

/** An auditRefund decision: status 1 approve or 2 reject (with a reason). */
export function refundDecision(body: Record<string, unknown>): { status: number; remark: string | null } {
  const status = requiredInt(body.status, 1, 2, MEMBER_MESSAGES.auditStatus);
  const remark = boundedText(body.auditRemark ?? body.remark, 255, MEMBER_MESSAGES.remark, false);
  if (status === 2 && !text(remark)) throw new BizError(MEMBER_MESSAGES.rejectReason);
  return { status, remark };
}
