import { describe, expect, it } from 'vitest';
import { staticPageFor } from './static-pages';

describe('static pages', () => {
  it('finds the order details page by its path, granted by the order list', () => {
    expect(staticPageFor('/order/orderDetailsNew')?.parentPath).toBe('/order/orderList');
  });

  it('matches a parameterised path one segment per parameter', () => {
    expect(staticPageFor('/order/stagesDetail/abc123')?.title).toBe('分期详情');
    expect(staticPageFor('/order/stagesDetail/abc/def')).toBeUndefined();
    expect(staticPageFor('/order/stagesDetail/')).toBeUndefined();
    expect(staticPageFor('/order/stages')).toBeUndefined();
  });
});
