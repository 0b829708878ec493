import { describe, expect, it } from 'vitest';
import type { SuperQueryCondition } from './types';
import { decodeSuperQuery, encodeSuperQuery, SUPER_QUERY_FORMAT_MESSAGE, SuperQueryFormatError } from './wire';

const TRICKY = [
  'a+b',
  '100%',
  '%25',
  'x&y=z',
  '"双引号"',
  "it's",
  '中文 空格',
  '#hash?q=1',
  'a,b',
  '\\反斜杠',
  'emoji 😀',
  ' leading and trailing ',
  '%E4%B8%AD',
  '+',
  '\u2028',
];

/** What a server's query-string parser hands the handler: one URL decoding, `+` read as a space. */
function serverSees(encoded: string): string {
  const transported = new URLSearchParams({ superQueryParams: encoded }).toString();
  return new URLSearchParams(transported).get('superQueryParams') ?? '';
}

describe('encodeSuperQuery', () => {
  it('is the JSON of the conditions, URL-encoded once', () => {
    const params = encodeSuperQuery([{ field: 'realname', rule: 'like', val: 'a+b' }], 'and');
    expect(params).toEqual({
      superQueryParams: '%5B%7B%22field%22%3A%22realname%22%2C%22rule%22%3A%22like%22%2C%22val%22%3A%22a%2Bb%22%7D%5D',
      superQueryMatchType: 'and',
    });
    expect(JSON.parse(decodeURIComponent(params.superQueryParams))).toEqual([
      { field: 'realname', rule: 'like', val: 'a+b' },
    ]);
  });

  it('leaves no character a query string would change (no + & # = or space)', () => {
    const { superQueryParams } = encodeSuperQuery(TRICKY.map((val) => ({ field: 'f', rule: 'eq', val })));
    expect(superQueryParams).toMatch(/^[A-Za-z0-9\-_.!~*'()%]+$/);
  });

  it('sends only field, rule, val, type and dbType', () => {
    const extra = { field: 'sex', rule: 'eq', val: '1', type: 'list', dictCode: 'sex', options: [] };
    const { superQueryParams } = encodeSuperQuery([extra as SuperQueryCondition]);
    expect(JSON.parse(decodeURIComponent(superQueryParams))).toEqual([
      { field: 'sex', rule: 'eq', val: '1', type: 'list' },
    ]);
  });

  it('keeps lists as JSON arrays and numbers as numbers', () => {
    const { superQueryParams } = encodeSuperQuery([
      { field: 'sex', rule: 'in', val: ['1', '2'] },
      { field: 'age', rule: 'ge', val: 18, type: 'int', dbType: 'int' },
    ]);
    expect(JSON.parse(decodeURIComponent(superQueryParams))).toEqual([
      { field: 'sex', rule: 'in', val: ['1', '2'] },
      { field: 'age', rule: 'ge', val: 18, type: 'int', dbType: 'int' },
    ]);
  });

  it('reads any match type but or as and', () => {
    expect(encodeSuperQuery([], 'or').superQueryMatchType).toBe('or');
    expect(encodeSuperQuery([]).superQueryMatchType).toBe('and');
    expect(encodeSuperQuery([], 'OR' as 'or').superQueryMatchType).toBe('and');
  });
});

describe('decodeSuperQuery', () => {
  const conditions: SuperQueryCondition[] = TRICKY.map((val, index) => ({
    field: `f${index}`,
    rule: index % 2 ? 'like' : 'eq',
    val,
  }));

  it.each(TRICKY)('round-trips %j through a query string, as the server receives it', (val) => {
    const sent = encodeSuperQuery([{ field: 'realname', rule: 'eq', val }], 'or');
    const received = { superQueryParams: serverSees(sent.superQueryParams), superQueryMatchType: 'or' };
    expect(decodeSuperQuery(received)).toEqual({
      conditions: [{ field: 'realname', rule: 'eq', val }],
      matchType: 'or',
    });
  });

  it('round-trips every condition and lone surrogates', () => {
    const odd = [...conditions, { field: 'x', rule: 'in', val: ['\ud800', 'b'] } satisfies SuperQueryCondition];
    expect(decodeSuperQuery(encodeSuperQuery(odd, 'and'))).toEqual({ conditions: odd, matchType: 'and' });
  });

  it('accepts raw JSON, as a transport that skips the outer encoding delivers it', () => {
    const raw = JSON.stringify([{ field: 'username', rule: 'right_like', val: 'a+b' }]);
    expect(decodeSuperQuery({ superQueryParams: raw, superQueryMatchType: 'OR' })).toEqual({
      conditions: [{ field: 'username', rule: 'right_like', val: 'a+b' }],
      matchType: 'or',
    });
  });

  it.each([
    ['not JSON', 'abc'],
    ['not a list', encodeURIComponent('{"field":"a"}')],
    ['a bad percent sequence', '%E4%'],
    ['an unknown rule', encodeURIComponent('[{"field":"a","rule":"drop","val":"1"}]')],
    ['no field', encodeURIComponent('[{"rule":"eq","val":"1"}]')],
    ['an object value', encodeURIComponent('[{"field":"a","rule":"eq","val":{"x":1}}]')],
  ])('refuses %s with 高级查询参数格式不正确', (_what, superQueryParams) => {
    expect(() => decodeSuperQuery({ superQueryParams })).toThrow(SuperQueryFormatError);
    expect(() => decodeSuperQuery({ superQueryParams })).toThrow(SUPER_QUERY_FORMAT_MESSAGE);
  });
});
