import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('grades from nothing to strong', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('abc')).toBe(1);
    expect(passwordStrength('abc12345')).toBe(1);
    expect(passwordStrength('Abc12345')).toBe(2);
    expect(passwordStrength('Abc12345!')).toBe(3);
    expect(passwordStrength('abc12345!xyz')).toBe(3);
  });
});
