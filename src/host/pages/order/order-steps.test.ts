import { describe, expect, it } from 'vitest';
import { canStep } from './order-steps';

describe('order steps', () => {
  it('ships only orders awaiting shipment and receives only shipped ones', () => {
    expect(canStep('ship', { status: 3, orderType: 1 })).toBe(true);
    expect(canStep('ship', { status: 4, orderType: 1 })).toBe(false);
    expect(canStep('receive', { status: '4', orderType: '2' })).toBe(true);
  });

  it('returns rentals in use but never purchases', () => {
    expect(canStep('return', { status: 5, orderType: 1 })).toBe(true);
    expect(canStep('return', { status: 11, orderType: 1 })).toBe(true);
    expect(canStep('return', { status: 5, orderType: 2 })).toBe(false);
  });

  it('closes only before shipping, allocates only open orders, remarks always', () => {
    expect([1, 2, 3, 4].map((status) => canStep('close', { status }))).toEqual([true, true, true, false]);
    expect([5, 9, 10, 13].map((status) => canStep('allocate', { status }))).toEqual([true, false, false, false]);
    expect(canStep('remark', { status: 10 })).toBe(true);
  });
});
