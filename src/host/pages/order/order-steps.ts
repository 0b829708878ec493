import { ORDER_STATUS } from '../../../core/contract';

/**
 * Which order actions a row offers, by its status and type: the same transitions the server
 * enforces (server/src/routes/orders/order-states.ts), so a page never shows a button that can only
 * be refused.
 */

export type OrderStep = 'ship' | 'receive' | 'return' | 'close' | 'remark' | 'allocate';

export { ORDER_STATUS };

export const RENT_ORDER = 1;

const FROM: Readonly<Record<Exclude<OrderStep, 'remark' | 'allocate'>, readonly number[]>> = {
  ship: [ORDER_STATUS.PENDING_SHIP],
  receive: [ORDER_STATUS.SHIPPED],
  return: [ORDER_STATUS.RENTING, ORDER_STATUS.PENDING_RETURN, ORDER_STATUS.RETURNING, ORDER_STATUS.OVERDUE],
  close: [ORDER_STATUS.PENDING_PAY, ORDER_STATUS.PENDING_REVIEW, ORDER_STATUS.PENDING_SHIP],
};

const FINAL: readonly number[] = [ORDER_STATUS.COMPLETED, ORDER_STATUS.CANCELLED, ORDER_STATUS.REJECTED];

/**
 * Whether `step` applies to an order row (status and orderType as the list sends them).
 *
 * @example canStep('ship', { status: 3, orderType: 2 }) // true
 * @example canStep('return', { status: 5, orderType: 2 }) // false: a purchase is never returned
 */
export function canStep(step: OrderStep, order: { status?: unknown; orderType?: unknown }): boolean {
  const status = Number(order.status);
  if (step === 'remark') return true;
  if (step === 'allocate') return !FINAL.includes(status);
  if (step === 'return' && Number(order.orderType) !== RENT_ORDER) return false;
  return FROM[step].includes(status);
}

/** Labels of the steps, as buttons and dialog titles show them. */
export const STEP_LABEL: Readonly<Record<OrderStep, string>> = {
  ship: '发货',
  receive: '确认收货',
  return: '确认归还',
  close: '关闭订单',
  remark: '备注',
  allocate: '分配',
};
