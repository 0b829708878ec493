import { ORDER_STATUS } from '../../../../src/core/contract';
import { BizError } from '../../http/envelope';

/** Order status codes of the order_status dictionary (shared with the admin's order actions). */
export const OrderStatus = ORDER_STATUS;

export const ORDER_STATUS_TEXT: Readonly<Record<number, string>> = {
  1: '待付款',
  2: '待审核',
  3: '待发货',
  4: '待收货',
  5: '租用中',
  6: '待归还',
  7: '归还中',
  8: '已归还',
  9: '已完成',
  10: '已取消',
  11: '已逾期',
  12: '已买断',
  13: '审核拒绝',
};

export const RENT_ORDER = 1;
export const PURCHASE_ORDER = 2;

/** bus_order.risk_status (100_business_core): 0 待审, 1 通过, 2 拒绝, 3 人工复核. */
export const RiskStatus = { PENDING: 0, PASSED: 1, REJECTED: 2, MANUAL: 3 } as const;
export const RISK_STATUS_TEXT: Readonly<Record<number, string>> = {
  0: '待审核',
  1: '审核通过',
  2: '审核拒绝',
  3: '人工复核',
};

/** Orders that are over: no allocation, no repayment, no further action. */
export const FINAL_STATUSES: readonly number[] = [OrderStatus.COMPLETED, OrderStatus.CANCELLED, OrderStatus.REJECTED];

/** Statuses in which money is no longer collected on the order's instalments. */
export const NO_REPAY_STATUSES: readonly number[] = [
  OrderStatus.PENDING_PAY,
  OrderStatus.CANCELLED,
  OrderStatus.REJECTED,
];

export type OrderAction = 'approve' | 'reject' | 'ship' | 'receive' | 'return' | 'close' | 'repay' | 'allocate';

export const ACTION_TEXT: Readonly<Record<OrderAction, string>> = {
  approve: '审核通过',
  reject: '审核拒绝',
  ship: '发货',
  receive: '确认收货',
  return: '确认归还',
  close: '关闭',
  repay: '还款',
  allocate: '分配',
};

interface Transition {
  from: readonly number[];
  /** Rent-only or purchase-only actions. */
  orderType?: number;
}

const TRANSITIONS: Readonly<Record<Exclude<OrderAction, 'repay' | 'allocate'>, Transition>> = {
  approve: { from: [OrderStatus.PENDING_REVIEW] },
  reject: { from: [OrderStatus.PENDING_REVIEW] },
  ship: { from: [OrderStatus.PENDING_SHIP] },
  receive: { from: [OrderStatus.SHIPPED] },
  return: {
    from: [OrderStatus.RENTING, OrderStatus.PENDING_RETURN, OrderStatus.RETURNING, OrderStatus.OVERDUE],
    orderType: RENT_ORDER,
  },
  close: { from: [OrderStatus.PENDING_PAY, OrderStatus.PENDING_REVIEW, OrderStatus.PENDING_SHIP] },
};

export interface OrderState {
  status: number;
  orderType: number;
  /** Outstanding instalment cents (for the return step). */
  unpaidCents?: number;
}

/**
 * The status an action leads to, or a refusal telling the user why (in the words of the page).
 *
 * @example nextStatus('ship', { status: 3, orderType: 2 }) // 4
 * @example nextStatus('ship', { status: 1, orderType: 2 }) // throws 订单状态为「待付款」，不能发货
 */
export function nextStatus(action: keyof typeof TRANSITIONS, order: OrderState): number {
  const rule = TRANSITIONS[action];
  if (rule.orderType === RENT_ORDER && order.orderType !== RENT_ORDER) throw new BizError('购买订单无需归还');
  if (!rule.from.includes(order.status)) {
    throw new BizError(`订单状态为「${ORDER_STATUS_TEXT[order.status] ?? order.status}」，不能${ACTION_TEXT[action]}`);
  }
  switch (action) {
    case 'approve':
      return OrderStatus.PENDING_SHIP;
    case 'reject':
      return OrderStatus.REJECTED;
    case 'ship':
      return OrderStatus.SHIPPED;
    case 'receive':
      return order.orderType === RENT_ORDER ? OrderStatus.RENTING : OrderStatus.COMPLETED;
    case 'return':
      return (order.unpaidCents ?? 0) > 0 ? OrderStatus.RETURNED : OrderStatus.COMPLETED;
    case 'close':
      return OrderStatus.CANCELLED;
  }
}

/** Refuses money and allocation on orders that are over. */
export function assertOpen(order: OrderState, action: 'repay' | 'allocate'): void {
  const closed = action === 'repay' ? NO_REPAY_STATUSES : FINAL_STATUSES;
  if (closed.includes(order.status)) {
    throw new BizError(`订单状态为「${ORDER_STATUS_TEXT[order.status] ?? order.status}」，不能${ACTION_TEXT[action]}`);
  }
}
