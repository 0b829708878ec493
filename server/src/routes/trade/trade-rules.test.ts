import { describe, expect, it } from 'vitest';
import { centsOf, parseAmount, yuan } from './money';
import { assertOpen, nextStatus, OrderStatus } from './order-states';
import { dateText, maskIdCard, maskPhone } from './shared';
import { dateRange, seriesDays } from './stat-range';

describe('money amounts', () => {
  it('reads positive amounts with at most two decimals as cents', () => {
    expect(parseAmount('12.5', '金额')).toBe(1250);
    expect(parseAmount(0.1, '金额')).toBe(10);
    expect(parseAmount(' 100 ', '金额')).toBe(10000);
    expect(parseAmount('0.07', '金额')).toBe(7);
  });

  it.each([
    ['', '请输入提现金额'],
    [undefined, '请输入提现金额'],
    ['1e3', '提现金额必须是数字'],
    ['-1', '提现金额必须是数字'],
    ['12,5', '提现金额必须是数字'],
    ['0', '提现金额必须大于0'],
    ['0.00', '提现金额必须大于0'],
    ['0.001', '提现金额最多保留两位小数'],
    ['100000000.01', '提现金额超出允许范围'],
  ])('refuses %j with %s', (raw, message) => {
    expect(() => parseAmount(raw, '提现金额')).toThrow(message);
  });

  it('formats cents exactly', () => {
    expect(yuan(1)).toBe('0.01');
    expect(yuan(-10050)).toBe('-100.50');
    expect(centsOf('19.99')).toBe(1999);
    expect(centsOf(0.1 + 0.2)).toBe(30);
  });
});

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

describe('statistics periods', () => {
  it('defaults to the days up to today and checks the bounds', () => {
    expect(dateRange({}, 30, '2026-11-23')).toEqual({ begin: '2026-10-25', end: '2026-11-23', days: 30 });
    expect(dateRange({ beginDate: '2026-11-01', endDate: '2026-11-07 23:59:59' })).toEqual({
      begin: '2026-11-01',
      end: '2026-11-07',
      days: 7,
    });
    expect(() => dateRange({ beginDate: '2026-02-30' })).toThrow('日期格式不正确');
    expect(() => dateRange({ endDate: "2026-01-01'--" })).toThrow('日期格式不正确');
    expect(() => dateRange({ beginDate: '2026-11-08', endDate: '2026-11-07' })).toThrow('开始日期不能晚于结束日期');
    expect(() => dateRange({ beginDate: '2025-01-01', endDate: '2026-01-02' })).toThrow('统计区间不能超过366天');
    expect(seriesDays('30')).toBe(30);
    expect(seriesDays('365')).toBe(7);
    expect(dateText('')).toBe('');
  });
});

describe('masking', () => {
  it('hides the middle of phones and identity cards', () => {
    expect(maskPhone('13857101001')).toBe('138****1001');
    expect(maskPhone(null)).toBeNull();
    expect(maskIdCard('330106199001011234')).toBe('330106********1234');
    expect(maskIdCard('330106********123X')).toBe('330106********123X');
  });
});
