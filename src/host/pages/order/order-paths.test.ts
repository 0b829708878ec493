import { describe, expect, it } from 'vitest';
import { orderDetailsPath, orderIdOf, stagesDetailPath } from './order-paths';

describe('order paths', () => {
  it('round-trips an order id through the instalments path', () => {
    expect(orderIdOf(stagesDetailPath('a b/1'))).toBe('a b/1');
    expect(orderIdOf('/order/stagesDetail/')).toBe('');
    expect(orderIdOf('/order/stages')).toBe('');
  });

  it('puts the order id in the details query', () => {
    expect(orderDetailsPath('x&y')).toBe('/order/orderDetailsNew?id=x%26y');
  });
});
