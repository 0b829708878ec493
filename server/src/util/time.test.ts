import { describe, expect, it } from 'vitest';
import { businessNo } from '../routes/business-shared';
import { orderNumber } from '../routes/orders/order-entry-rules';
import { compactDateTime } from './time';

// The tests run with the default display zone, Asia/Shanghai (UTC+8, no DST).
const AT = new Date('2026-11-23T07:30:15Z');

describe('compactDateTime and the numbers built on it', () => {
  it('is the display-zone time to the second as 14 digits', () => {
    expect(compactDateTime(AT)).toBe('20261123153015');
    expect(compactDateTime(new Date('2026-12-31T16:00:00Z'))).toBe('20270101000000');
  });

  it('stamps order numbers (ZL/GM + 4-digit sequence) and business numbers (prefix + 6-digit tail)', () => {
    expect(orderNumber(1, AT)).toMatch(/^ZL20261123153015\d{4}$/);
    expect(orderNumber(2, AT)).toMatch(/^GM20261123153015\d{4}$/);
    expect(businessNo('TX', AT)).toMatch(/^TX20261123153015\d{6}$/);
  });
});
