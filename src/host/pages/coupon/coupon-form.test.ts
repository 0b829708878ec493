import { describe, expect, it } from 'vitest';
import { couponBody } from './coupon-form';

describe('couponBody', () => {
  it('drops the other coupon type’s fields and adds the tenant on create', () => {
    expect(
      couponBody({ couponType: '2', discount: 8.5, amount: 10, validType: '2', validDays: 7 }, 'add', 1001),
    ).toEqual({
      couponType: '2',
      discount: 8.5,
      validType: '2',
      validDays: 7,
      tenantId: 1001,
    });
  });

  it('keeps fixed dates, zeroes a no-threshold coupon’s threshold and adds no tenant on edit', () => {
    const body = couponBody(
      { couponType: '3', amount: 5, threshold: 50, validType: '1', startTime: 'a', endTime: 'b', validDays: 3 },
      'edit',
      1001,
    );
    expect(body).toEqual({ couponType: '3', amount: 5, threshold: 0, validType: '1', startTime: 'a', endTime: 'b' });
  });
});
