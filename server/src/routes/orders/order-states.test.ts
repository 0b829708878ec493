import { describe, expect, it } from 'vitest';
import { assertOpen, nextStatus, OrderStatus } from './order-states';

describe('order state machine', () => {
  it('moves each step from its status only', () => {
    expect(nextStatus('approve', { status: 2, orderType: 1 })).toBe(OrderStatus.PENDING_SHIP);
    expect(nextStatus('reject', { status: 2, orderType: 1 })).toBe(OrderStatus.REJECTED);
    expect(nextStatus('ship', { status: 3, orderType: 2 })).toBe(OrderStatus.SHIPPED);
    expect(nextStatus('receive', { status: 4, orderType: 1 })).toBe(OrderStatus.RENTING);
    expect(nextStatus('receive', { status: 4, orderType: 2 })).toBe(OrderStatus.COMPLETED);
    expect(nextStatus('return', { status: 11, orderType: 1, unpaidCents: 1 })).toBe(OrderStatus.RETURNED);
    expect(nextStatus('return', { status: 6, orderType: 1, unpaidCents: 0 })).toBe(OrderStatus.COMPLETED);
    expect(nextStatus('close', { status: 1, orderType: 2 })).toBe(OrderStatus.CANCELLED);
  });

  it('tells why a step is refused', () => {
    expect(() => nextStatus('ship', { status: 1, orderType: 2 })).toThrow('订单状态为「待付款」，不能发货');
    expect(() => nextStatus('close', { status: 4, orderType: 2 })).toThrow('订单状态为「待收货」，不能关闭');
    expect(() => nextStatus('approve', { status: 13, orderType: 1 })).toThrow('订单状态为「审核拒绝」，不能审核通过');
    expect(() => nextStatus('return', { status: 5, orderType: 2 })).toThrow('购买订单无需归还');
    expect(() => assertOpen({ status: 10, orderType: 1 }, 'repay')).toThrow('订单状态为「已取消」，不能还款');
    expect(() => assertOpen({ status: 9, orderType: 1 }, 'allocate')).toThrow('订单状态为「已完成」，不能分配');
    expect(() => assertOpen({ status: 5, orderType: 1 }, 'allocate')).not.toThrow();
  });
});
