// biome-ignore-all lint/suspicious/noTemplateCurlyInString: JeecgBoot message templates under test.
import { describe, expect, it } from 'vitest';
import { buildColumnIndex, type CellRule, validateCell } from '../../../core/validation';
import { checkCell } from './cell-check';

const column = { key: 'code', title: '编码', defaultValue: 'X' };
const rows = [{ code: 'a' }, { code: 'b' }, { code: 'a' }];

const check = (value: unknown, rules: CellRule[], row: Record<string, unknown> = { code: value }) =>
  checkCell({ value, rules, column, row, rows });

describe('checkCell rules and messages', () => {
  it.each([
    ['required', '', [{ required: true }], '编码不能为空'],
    ['* is required', '  ', [{ pattern: '*' }], '编码不能为空'],
    ['unique', 'a', [{ unique: true }], '编码不能重复'],
    ['only is unique', 'b', [{ pattern: 'only' }], '编码不能重复'],
    ['n6-16', '12345', [{ pattern: 'n6-16' }], '编码格式不正确'],
    ['*6-16', 'abcde', [{ pattern: '*6-16' }], '编码格式不正确'],
    ['s6-18', 'abc12', [{ pattern: 's6-18' }], '编码格式不正确'],
    ['url', 'example.com', [{ pattern: 'url' }], '编码格式不正确'],
    ['e', 'a@', [{ pattern: 'e' }], '编码格式不正确'],
    ['m', '12345678901', [{ pattern: 'm' }], '编码格式不正确'],
    ['p', '12345', [{ pattern: 'p' }], '编码格式不正确'],
    ['s', 'ab1', [{ pattern: 's' }], '编码格式不正确'],
    ['n', '1.', [{ pattern: 'n' }], '编码格式不正确'],
    ['z', '1.5', [{ pattern: 'z' }], '编码格式不正确'],
    ['money', '1.234', [{ pattern: 'money' }], '编码格式不正确'],
    ['custom regex', 'abc', [{ pattern: '^\\d+$' }], '编码格式不正确'],
    ['RegExp', 'abc', [{ pattern: /^\d+$/ }], '编码格式不正确'],
    ['template', '', [{ required: true, message: '${title}(${key}) 默认 ${defaultValue}' }], '编码(code) 默认 X'],
    ['handler false', 'v', [{ handler: () => false }], '编码校验未通过'],
    ['handler message', 'v', [{ handler: () => '${title}太怪' }], '编码太怪'],
    [
      'handler throws',
      'v',
      [
        {
          handler: () => {
            throw new Error('x');
          },
        },
      ],
      '编码校验未通过',
    ],
  ] as Array<[string, unknown, CellRule[], string]>)(
    '%s fails with its message',
    async (_name, value, rules, message) => {
      expect(await check(value, rules, { code: value })).toBe(message);
      expect(await validateCell({ value, rules, column, row: { code: value }, rows })).toBe(message);
    },
  );

  it.each([
    ['n6-16', '123456'],
    ['*6-16', 'ab cd!'],
    ['s6-18', 'abcdef'],
    ['url', 'https://example.com/a?b=1'],
    ['e', 'john.doe@example.com'],
    ['m', '19912345678'],
    ['p', '100000'],
    ['s', 'Ab'],
    ['n', '-1.5'],
    ['z', '-12'],
    ['money', '12.34'],
  ])('%s accepts %s', (pattern, value) => {
    expect(check(value, [{ pattern }])).toBeUndefined();
  });

  it('lets empty values past format and unique checks', () => {
    expect(check('', [{ pattern: 'm' }, { unique: true }])).toBeUndefined();
  });

  it('takes the first failing rule', () => {
    expect(
      check('', [
        { required: true, message: 'first' },
        { required: true, message: 'second' },
      ]),
    ).toBe('first');
    expect(check('x', [{ pattern: 'z', message: 'digits' }, { required: true }])).toBe('digits');
  });

  it('is synchronous without async handlers', () => {
    expect(check('1', [{ pattern: 'z' }, { handler: () => true }])).toBeUndefined();
    expect(check('1', [{ handler: async () => true }])).toBeInstanceOf(Promise);
  });

  it('awaits async handlers and continues with later rules', async () => {
    const rules: CellRule[] = [{ handler: async () => undefined }, { pattern: 'z', message: 'digits' }];
    expect(await check('x', rules)).toBe('digits');
    expect(await check('x', [{ handler: async () => Promise.reject(new Error('x')), message: 'no' }])).toBe('no');
    expect(await check('x', [{ handler: async ({ value }) => value === 'x' && '${title}已存在' }])).toBe('编码已存在');
  });

  it('passes the row and rows to handlers', () => {
    const seen: unknown[] = [];
    check('v', [{ handler: (context) => void seen.push(context.row, context.rows.length) }], { code: 'v', other: 1 });
    expect(seen).toEqual([{ code: 'v', other: 1 }, 3]);
  });

  it('checks uniqueness through an index, not counting the row itself', () => {
    const index = buildColumnIndex(rows, 'code');
    const row = rows[0] as Record<string, unknown>;
    expect(checkCell({ value: 'a', rules: [{ unique: true }], column, row, rows: [], index })).toBe('编码不能重复');
    expect(checkCell({ value: 'b', rules: [{ unique: true }], column, row, rows: [], index })).toBe('编码不能重复');
    expect(checkCell({ value: 'c', rules: [{ unique: true }], column, row, rows: [], index })).toBeUndefined();
    const other = rows[1] as Record<string, unknown>;
    expect(checkCell({ value: 'b', rules: [{ unique: true }], column, row: other, rows: [], index })).toBeUndefined();
  });

  it('explains an invalid custom pattern instead of throwing', () => {
    expect(check('x', [{ pattern: '(' }])).toMatch(/^Invalid validateRules pattern "\(" on column "code"/);
  });

  it('agrees with core validateCell on a grid of values and rules', async () => {
    const ruleSets: CellRule[][] = [
      [{ required: true }, { pattern: 'money' }],
      [{ pattern: 'only' }, { pattern: 'n' }],
      [{ pattern: 'e', message: '${title}邮箱' }],
      [{ pattern: '*' }, { unique: true, message: '重复 ${key}' }],
      [{ pattern: 's6-18' }, { handler: ({ value }) => String(value).length < 8 || '太长' }],
    ];
    const values = ['', ' ', 'a', 'b', '0', '1.25', '1.255', 'abcdefghi', 'x@y.cn', null, undefined, 12, ['a'], []];
    for (const rules of ruleSets) {
      for (const value of values) {
        const row = { code: value };
        expect(await check(value, rules, row)).toBe(await validateCell({ value, rules, column, row, rows }));
      }
    }
  });
});
