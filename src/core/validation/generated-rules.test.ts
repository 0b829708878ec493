import { describe, expect, it } from 'vitest';
import { validateValue } from './field-rule';
import { checkedRules, requiredRule, selectRequiredRule } from './generated-rules';

describe('generated rules', () => {
  it('requiredRule adds the length messages', async () => {
    const rules = requiredRule({ title: '名称', min: 2, max: 4 });
    expect(await validateValue('', rules)).toBe('请输入名称');
    expect(await validateValue('a', rules)).toBe('最小长度2位字符');
    expect(await validateValue('abcde', rules)).toBe('最大长度4位字符');
    expect(await validateValue('abc', rules)).toBeUndefined();
  });

  it('requiredRule takes a custom message', async () => {
    expect(await validateValue(null, requiredRule({ message: '必填' }))).toBe('必填');
  });

  it('selectRequiredRule asks to choose', async () => {
    expect(await validateValue(undefined, selectRequiredRule({ title: '状态' }))).toBe('请选择状态');
    expect(await validateValue('1', selectRequiredRule({ title: '状态' }))).toBeUndefined();
  });

  it('checkedRules bound the number of checked items', async () => {
    const rules = checkedRules({ required: true, title: '角色', min: 2, max: 3 });
    expect(await validateValue([], rules)).toBe('请选择角色');
    expect(await validateValue(['a'], rules)).toBe('最少选择2项');
    expect(await validateValue(['a', 'b', 'c', 'd'], rules)).toBe('最多选择3项');
    expect(await validateValue(['a', 'b'], rules)).toBeUndefined();
  });
});
