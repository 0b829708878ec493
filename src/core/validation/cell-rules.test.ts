// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}`-style placeholders are JeecgBoot message templates, filled at run time, not JS templates.
import { describe, expect, it, vi } from 'vitest';
import { type CellRow, type CellRule, validateCell } from './cell-rules';
import { buildColumnIndex } from './column-index';

const column = { title: '编码', key: 'code', defaultValue: 'A01' };

function run(value: unknown, rules: CellRule[], rows: CellRow[] = [], extra = {}) {
  const row = rows.find((r) => r.code === value) ?? { code: value };
  return validateCell({ value, rules, column, row, rows, ...extra });
}

describe('validateCell', () => {
  it('required and * fail on empty values with the default message', async () => {
    expect(await run('', [{ required: true }])).toBe('编码不能为空');
    expect(await run('  ', [{ pattern: '*' }])).toBe('编码不能为空');
    expect(await run('x', [{ required: true }])).toBeUndefined();
  });

  it('fills the placeholders of a custom message', async () => {
    expect(await run('', [{ required: true, message: '${title}/${key} 默认 ${defaultValue}' }])).toBe(
      '编码/code 默认 A01',
    );
  });

  it('lets the first failing rule win', async () => {
    const rules: CellRule[] = [
      { pattern: 'n', message: 'first' },
      { pattern: 'z', message: 'second' },
    ];
    expect(await run('abc', rules)).toBe('first');
    expect(await run('1.5', rules)).toBe('second');
  });

  it('skips pattern checks for empty values', async () => {
    expect(await run('', [{ pattern: 'm' }, { pattern: 'money' }, { pattern: '^x$' }])).toBeUndefined();
  });

  it('applies each shortcut', async () => {
    const cases: [string, string, string][] = [
      ['n6-16', '12345', '123456'],
      ['*6-16', '12345', 'abc 12'],
      ['s6-18', 'abc12', 'abcdef'],
      ['url', 'example.com', 'https://example.com'],
      ['e', 'a@b', 'a@b.com'],
      ['m', '12912345678', '13912345678'],
      ['p', '1234', '123456'],
      ['s', 'ab1', 'ab'],
      ['n', '1.', '-1.5'],
      ['z', '1.5', '-15'],
      ['money', '1.234', '1.23'],
    ];
    for (const [pattern, bad, good] of cases) {
      expect(await run(bad, [{ pattern }]), pattern).toBe('编码格式不正确');
      expect(await run(good, [{ pattern }]), pattern).toBeUndefined();
    }
  });

  it('uses any other string, or a RegExp, as a regular expression', async () => {
    expect(await run('AB', [{ pattern: '^[a-z]+$', message: '小写' }])).toBe('小写');
    expect(await run('ab', [{ pattern: '^[a-z]+$' }])).toBeUndefined();
    expect(await run('AB', [{ pattern: /^[a-z]+$/i }])).toBeUndefined();
  });

  it('reports an invalid regular expression as a configuration error instead of throwing', async () => {
    const message = await run('x', [{ pattern: '([a-' }]);
    expect(message).toMatch(/^Invalid validateRules pattern "\(\[a-" on column "code"/);
  });

  describe('uniqueness', () => {
    const rows: CellRow[] = [{ code: 'a' }, { code: 'a' }, { code: 'b' }, { code: '' }, { code: '' }];

    it('fails on a duplicate, with or without an index', async () => {
      const index = buildColumnIndex(rows, 'code');
      expect(await run('a', [{ unique: true }], rows, { index })).toBe('编码不能重复');
      expect(await run('a', [{ pattern: 'only' }], rows)).toBe('编码不能重复');
      expect(await run('b', [{ unique: true }], rows, { index })).toBeUndefined();
      expect(await run('b', [{ unique: true }], rows)).toBeUndefined();
    });

    it('ignores empty values', async () => {
      expect(await run('', [{ unique: true }], rows, { index: buildColumnIndex(rows, 'code') })).toBeUndefined();
    });

    it('counts other rows only when the edited value is not in the row yet', async () => {
      const row = { code: 'old' };
      const all = [row, { code: 'b' }];
      const index = buildColumnIndex(all, 'code');
      const input = { column, row, rows: all, index, rules: [{ unique: true }] };
      expect(await validateCell({ ...input, value: 'b' })).toBe('编码不能重复');
      expect(await validateCell({ ...input, value: 'old' })).toBeUndefined();
      expect(await validateCell({ ...input, value: 'new', index: undefined })).toBeUndefined();
    });

    it('answers from the index without scanning the rows', async () => {
      const rowsSpy = new Proxy([] as CellRow[], {
        get(target, prop, receiver) {
          if (prop === 'some' || prop === Symbol.iterator) throw new Error('scanned');
          return Reflect.get(target, prop, receiver);
        },
      });
      const index = buildColumnIndex([{ code: 'x' }, { code: 'x' }], 'code');
      const row = { code: 'x' };
      expect(await validateCell({ value: 'x', rules: [{ unique: true }], column, row, rows: rowsSpy, index })).toBe(
        '编码不能重复',
      );
    });
  });

  describe('custom handler', () => {
    it('receives the context and can fail with a template or false', async () => {
      const handler = vi.fn(async ({ value }: { value: unknown }) => (value === 'bad' ? '${title}已被占用' : true));
      const rows = [{ code: 'bad' }];
      expect(await run('bad', [{ handler }], rows)).toBe('编码已被占用');
      expect(handler).toHaveBeenCalledWith({ value: 'bad', column, row: rows[0], rows });
      expect(await run('ok', [{ handler }])).toBeUndefined();
      expect(await run('x', [{ handler: () => false }])).toBe('编码校验未通过');
      expect(await run('x', [{ handler: () => false, message: '不行' }])).toBe('不行');
      expect(await run('x', [{ handler: async () => undefined }])).toBeUndefined();
    });

    it('turns a throwing handler into a failed check', async () => {
      const handler = async () => {
        throw new Error('network down');
      };
      expect(await run('x', [{ handler, message: '${title}校验失败' }])).toBe('编码校验失败');
    });

    it('runs after the earlier checks of the same rule', async () => {
      const handler = vi.fn(() => true);
      expect(await run('', [{ required: true, handler }])).toBe('编码不能为空');
      expect(handler).not.toHaveBeenCalled();
    });
  });

  it('passes when there are no rules', async () => {
    expect(await validateCell({ value: '', rules: undefined, column, row: {}, rows: [] })).toBeUndefined();
  });
});
