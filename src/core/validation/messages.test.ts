import { describe, expect, it } from 'vitest';
import {
  maxCheckedMessage,
  maxLengthMessage,
  minCheckedMessage,
  minLengthMessage,
  ValidationMessages,
} from './messages';

describe('validation messages', () => {
  it('keeps the spec punctuation: half-width ! except the full-width ！ of the confirmation', () => {
    expect(ValidationMessages.passwordStrength).toBe('密码8位由数字、大小写字母组成!');
    expect(ValidationMessages.passwordMismatch).toBe('两次输入的密码不一样！');
    expect(ValidationMessages.companyInfoIncomplete).toBe('企业信息要补充完整!');
    expect(ValidationMessages.legalPersonMobile).toBe('请正确填写法人手机号!');
    expect(ValidationMessages.noLoginUser).toBe('当前系统无登录用户!');
  });

  it('builds the counted messages', () => {
    expect(minLengthMessage(3)).toBe('最小长度3位字符');
    expect(maxLengthMessage(20)).toBe('最大长度20位字符');
    expect(minCheckedMessage(1)).toBe('最少选择1项');
    expect(maxCheckedMessage(5)).toBe('最多选择5项');
  });
});
