import { describe, expect, it } from 'vitest';
import { centsOf, parseAmount, yuan } from './money';

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
