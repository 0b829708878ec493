import { describe, expect, it } from 'vitest';
import { validateValue } from './field-rule';
import { emailRules, mobileRules, patternRule, userNameRules } from './form-rules';

describe('shared form rules', () => {
  it('mobile: required, then the 1[34578] format', async () => {
    expect(await validateValue('', mobileRules)).toBe('请输入手机号');
    expect(await validateValue('19912345678', mobileRules)).toBe('请输入正确手机号');
    expect(await validateValue('13912345678', mobileRules)).toBeUndefined();
  });

  it('userName: accepts 4 characters although the message says 6 (spec quirk)', async () => {
    expect(await validateValue('', userNameRules)).toBe('请输入用户名');
    expect(await validateValue('ab-c', userNameRules)).toBe('只允许字母、数字、下划线');
    expect(await validateValue('abc', userNameRules)).toBe('长度6到18个字符');
    expect(await validateValue('abcd', userNameRules)).toBeUndefined();
    expect(await validateValue('a_1'.repeat(6), userNameRules)).toBeUndefined();
    expect(await validateValue('a'.repeat(19), userNameRules)).toBe('长度6到18个字符');
  });

  it('email is optional but checked when given', async () => {
    expect(await validateValue('', emailRules)).toBeUndefined();
    expect(await validateValue('a@b', emailRules)).toBe('邮箱格式不正确');
    expect(await validateValue('a@b.cn', emailRules)).toBeUndefined();
  });

  it('patternRule carries the spec message of each named pattern', async () => {
    const cases: [Parameters<typeof patternRule>[0], string, string][] = [
      ['naturalNumber', '-1', '请输入自然数'],
      ['letters', 'a1', '请输入英文字符'],
      ['landline', '123', '请输入正确的座机号'],
      ['bankCard', '0123456789', '请输入正确的银行卡号码'],
      ['idNumber', 'a-b', '请输入正确的证件号码'],
      ['idCard', '123', '请输入正确的身份证号码'],
      ['qq', '0123', '请输入正确的QQ号码'],
      ['httpUrl', 'ftp://a.com', '请输入以http和https开头的网址'],
      ['alphanumeric20', 'a'.repeat(21), '请输入20位以内的英文字符和数字'],
      ['cnEnSpace2to100', '1', '请输入2到100位的中英文字符和空格'],
      ['digitsAndLineBreaks', 'a', '请输入数字和换行符'],
      ['max255Chars', 'a'.repeat(256), '请输入255位以内的字符'],
    ];
    for (const [name, bad, message] of cases) {
      expect(await validateValue(bad, [patternRule(name)]), name).toBe(message);
    }
  });
});
