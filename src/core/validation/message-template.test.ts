// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}`-style placeholders are JeecgBoot message templates, filled at run time, not JS templates.
import { describe, expect, it } from 'vitest';
import { fillMessageTemplate } from './message-template';

describe('fillMessageTemplate', () => {
  it('replaces every title, key and defaultValue placeholder', () => {
    const column = { title: '单价', key: 'price', defaultValue: 20 };
    expect(fillMessageTemplate('${title}(${key})默认${defaultValue}，${title}', column)).toBe(
      '单价(price)默认20，单价',
    );
  });

  it('prints a missing default value as empty and keeps other ${...} text', () => {
    expect(fillMessageTemplate('[${defaultValue}] ${other}', { title: 't', key: 'k' })).toBe('[] ${other}');
  });

  it('inserts replacement-pattern text such as $& literally', () => {
    expect(fillMessageTemplate('${title}不能为空', { title: "$&$'", key: 'k' })).toBe("$&$'不能为空");
  });
});
