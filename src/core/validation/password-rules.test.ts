import { describe, expect, it } from 'vitest';
import { validateValue } from './field-rule';
import {
  confirmPasswordRules,
  oldPasswordRules,
  PASSWORD_PATTERN,
  passwordRules,
  validatePasswordChange,
} from './password-rules';

const STRENGTH = '密码8位由数字、大小写字母组成!';
const MISMATCH = '两次输入的密码不一样！';

describe('password rules', () => {
  it('needs 8 characters with a letter and a digit', () => {
    expect(PASSWORD_PATTERN.test('abcd1234')).toBe(true);
    expect(PASSWORD_PATTERN.test('abc1234')).toBe(false);
    expect(PASSWORD_PATTERN.test('abcdefgh')).toBe(false);
    expect(PASSWORD_PATTERN.test('12345678')).toBe(false);
  });

  it('field rules give the spec messages', async () => {
    expect(await validateValue('', passwordRules)).toBe(STRENGTH);
    expect(await validateValue('short1', passwordRules)).toBe(STRENGTH);
    expect(await validateValue('123456', oldPasswordRules)).toBeUndefined();
    const confirm = confirmPasswordRules(() => 'abcd1234');
    expect(await validateValue('abcd12345', confirm)).toBe(MISMATCH);
    expect(await validateValue('abcd1234', confirm)).toBeUndefined();
  });

  it('validatePasswordChange checks old, new, then confirmation', () => {
    expect(validatePasswordChange({ oldpassword: '', password: 'abcd1234', confirmpassword: 'abcd1234' })).toBe(
      STRENGTH,
    );
    expect(validatePasswordChange({ oldpassword: 'old', password: 'abcdefgh', confirmpassword: 'abcdefgh' })).toBe(
      STRENGTH,
    );
    expect(validatePasswordChange({ oldpassword: 'old', password: 'abcd1234' })).toBe(STRENGTH);
    expect(validatePasswordChange({ oldpassword: 'old', password: 'abcd1234', confirmpassword: 'abcd1235' })).toBe(
      MISMATCH,
    );
    expect(
      validatePasswordChange({ oldpassword: '123456', password: 'abcd1234', confirmpassword: 'abcd1234' }),
    ).toBeUndefined();
  });
});
