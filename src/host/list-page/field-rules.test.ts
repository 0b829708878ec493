import { describe, expect, it } from 'vitest';
import { userNameRules, validateValue } from '../../core/validation';
import { coreRulesOf } from './field-rules';

describe('form field rules', () => {
  it('asks to type or to choose by field type', async () => {
    expect(await validateValue('', coreRulesOf({ field: 'realname', label: '用户姓名', required: true }))).toBe(
      '请输入用户姓名',
    );
    expect(await validateValue('', coreRulesOf({ field: 'sex', label: '性别', type: 'select', required: true }))).toBe(
      '请选择性别',
    );
  });

  it('runs the shared rules after the required check, first failure wins', async () => {
    const rules = coreRulesOf({ field: 'username', label: '用户账号', rules: userNameRules });
    expect(await validateValue('ab', rules)).toBe('长度6到18个字符');
    expect(await validateValue('a b', rules)).toBe('只允许字母、数字、下划线');
    expect(await validateValue('abcd', rules)).toBeUndefined();
  });

  it('has no rules for a free optional field', () => {
    expect(coreRulesOf({ field: 'remark', label: '备注' })).toEqual([]);
  });
});
