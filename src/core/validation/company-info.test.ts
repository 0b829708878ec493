import { describe, expect, it } from 'vitest';
import { type CompanyInfoForm, validateCompanyInfo } from './company-info';

const complete: CompanyInfoForm = {
  companyName: '某某租赁有限公司',
  creditCode: '91110000000000000X',
  address: '北京市',
  qyEmail: 'corp@example.com',
  frName: '张三',
  idCard: '11010519491231002X',
  mobile: '13800138000',
};

describe('validateCompanyInfo', () => {
  it('passes a complete form', () => {
    expect(validateCompanyInfo(complete)).toBeUndefined();
  });

  it('asks for every one of the seven fields, blanks included', () => {
    for (const field of Object.keys(complete) as (keyof CompanyInfoForm)[]) {
      expect(validateCompanyInfo({ ...complete, [field]: '' }), field).toBe('企业信息要补充完整!');
    }
    expect(validateCompanyInfo({ ...complete, address: '   ' })).toBe('企业信息要补充完整!');
    expect(validateCompanyInfo({ ...complete, frName: null })).toBe('企业信息要补充完整!');
  });

  it('needs exactly 11 mobile characters', () => {
    expect(validateCompanyInfo({ ...complete, mobile: '1380013800' })).toBe('请正确填写法人手机号!');
    expect(validateCompanyInfo({ ...complete, mobile: '138001380001' })).toBe('请正确填写法人手机号!');
    expect(validateCompanyInfo({ ...complete, mobile: 13800138000 })).toBeUndefined();
  });
});
