import { describe, expect, it } from 'vitest';
import { greeting, WELCOME_TEXTS, welcome } from './greeting';

const at = (hour: number, minute: number) => new Date(2026, 0, 15, hour, minute);

describe('greeting', () => {
  it('follows the bands at the asked edges', () => {
    const edges: [number, number, string][] = [
      [8, 59, '早上好'],
      [9, 0, '上午好'],
      [10, 59, '上午好'],
      [11, 0, '上午好'],
      [12, 59, '中午好'],
      [13, 0, '中午好'],
      [19, 59, '下午好'],
      [20, 0, '晚上好'],
    ];
    for (const [hour, minute, text] of edges) expect(greeting(at(hour, minute)), `${hour}:${minute}`).toBe(text);
  });

  it('keeps the whole of hours 11 and 13 in their bands (JeecgBoot hour <= 11, <= 13)', () => {
    expect(greeting(at(11, 59))).toBe('上午好');
    expect(greeting(at(12, 0))).toBe('中午好');
    expect(greeting(at(13, 59))).toBe('中午好');
    expect(greeting(at(14, 0))).toBe('下午好');
    expect(greeting(at(0, 0))).toBe('早上好');
    expect(greeting(at(23, 59))).toBe('晚上好');
  });
});

describe('welcome', () => {
  it('picks from the JeecgBoot texts', () => {
    expect(welcome(() => 0)).toBe('休息一会儿吧');
    expect(welcome(() => 0.99)).toBe('我猜你可能累了');
    expect(WELCOME_TEXTS).toContain(welcome());
  });
});
