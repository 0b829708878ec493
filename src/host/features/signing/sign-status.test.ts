import { describe, expect, it } from 'vitest';
import { failureText, normalizeSignStatus } from './sign-status';

describe('normalizeSignStatus', () => {
  it("reads our server's object", () => {
    expect(
      normalizeSignStatus({
        partner: true,
        needSign: true,
        needCompanyInfo: true,
        message: '您的渠道企业信息尚未补充完整，请先补充渠道企业信息后再签署合作协议',
        companyInfo: { companyName: '广州优享', idCard: '4401**********1234', mobile: '139****0003' },
      }),
    ).toEqual({
      needSign: true,
      needCompanyInfo: true,
      message: '您的渠道企业信息尚未补充完整，请先补充渠道企业信息后再签署合作协议',
      companyInfo: { companyName: '广州优享' },
    });
  });

  it('shows no modal when nothing is to sign', () => {
    expect(normalizeSignStatus({ partner: true, needSign: false, message: '合作协议已签署' }).needSign).toBe(false);
    expect(normalizeSignStatus(null).needSign).toBe(false);
    expect(normalizeSignStatus('').needSign).toBe(false);
  });

  it('reads a bare status text: any text asks to sign, one naming 企业信息 offers 去补充', () => {
    expect(normalizeSignStatus('资料已提交，正在审核中')).toMatchObject({ needSign: true, needCompanyInfo: false });
    expect(normalizeSignStatus('请补充渠道企业信息')).toMatchObject({ needSign: true, needCompanyInfo: true });
    expect(normalizeSignStatus({ message: '请补充渠道企业信息' })).toMatchObject({
      needSign: true,
      needCompanyInfo: true,
    });
  });
});

describe('failureText', () => {
  it('prefers the result text, then the message', () => {
    expect(failureText({ success: false, message: 'm', result: '统一社会信用代码不能超过32个字符' })).toBe(
      '统一社会信用代码不能超过32个字符',
    );
    expect(failureText({ success: false, message: '未找到对应渠道', result: null })).toBe('未找到对应渠道');
    expect(failureText(undefined)).toBe('提交失败');
  });
});
