import type { FormMode, Option, Row } from '../../list-page';

/** coupon_type: 2 is the discount coupon (折扣), 3 the no-threshold one. */
export const DISCOUNT = '2';
export const NO_THRESHOLD = '3';
/** Validity: 1 fixed start and end, 2 a number of days after receiving. */
export const VALID_TYPES: readonly Option[] = [
  { value: '1', text: '固定日期' },
  { value: '2', text: '领取后生效' },
];

const typeOf = (values: Row) => String(values.couponType ?? '');

/** Amount fields show for every type but the discount coupon; discount fields for it only. */
export const isDiscount = (values: Row) => typeOf(values) === DISCOUNT;
export const hasThreshold = (values: Row) => typeOf(values) !== NO_THRESHOLD;
export const isFixedDates = (values: Row) => String(values.validType ?? '') === '1';
export const isDaysAfter = (values: Row) => String(values.validType ?? '') === '2';

/**
 * The body of a coupon template form: fields of the other coupon type or validity left out, and
 * (docs/business-spec.md §3) the session's tenantId added on create.
 *
 * @example couponBody({ couponType: '2', discount: 8.5, amount: 10 }, 'add', 1001) // { couponType: '2', discount: 8.5, tenantId: 1001 }
 */
export function couponBody(values: Row, mode: FormMode, tenantId: unknown): Row {
  const body: Row = { ...values };
  if (isDiscount(body)) delete body.amount;
  else {
    delete body.discount;
    delete body.maxDiscount;
  }
  if (!hasThreshold(body)) body.threshold = 0;
  if (isFixedDates(body)) delete body.validDays;
  else {
    delete body.startTime;
    delete body.endTime;
  }
  if (mode === 'add' && tenantId !== null && tenantId !== undefined) body.tenantId = tenantId;
  return body;
}
