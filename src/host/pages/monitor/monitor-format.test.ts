import { describe, expect, it } from 'vitest';
import { duration } from './monitor-format';

describe('duration', () => {
  it('reads as days, hours and minutes', () => {
    expect(duration(90_061)).toBe('1天1小时1分钟');
    expect(duration(3_660)).toBe('1小时1分钟');
    expect(duration(59)).toBe('0分钟');
    expect(duration(86_400)).toBe('1天0小时0分钟');
  });
});
