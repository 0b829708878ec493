import { describe, expect, it } from 'vitest';
import { maskIdCard, maskPhone } from './business-shared';

describe('masking', () => {
  it('hides the middle of phones and identity cards', () => {
    expect(maskPhone('13857101001')).toBe('138****1001');
    expect(maskPhone(null)).toBeNull();
    expect(maskIdCard('330106199001011234')).toBe('330106********1234');
    expect(maskIdCard('330106********123X')).toBe('330106********123X');
  });
});
