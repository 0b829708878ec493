import { describe, expect, it } from 'vitest';
import { CellPatterns, FormPatterns } from './patterns';

const accepts = (pattern: RegExp, values: string[]) => values.filter((v) => !pattern.test(v));
const rejects = (pattern: RegExp, values: string[]) => values.filter((v) => pattern.test(v));

describe('form patterns', () => {
  it('mobile: 11 digits, 1 then 3/4/5/7/8', () => {
    expect(
      accepts(FormPatterns.mobile.pattern, ['13800138000', '14700000000', '15912345678', '17012345678', '18812345678']),
    ).toEqual([]);
    expect(
      rejects(FormPatterns.mobile.pattern, [
        '16612345678',
        '19912345678',
        '12345678901',
        '1381234567',
        '138123456789',
        '1381234567a',
      ]),
    ).toEqual([]);
  });

  it('natural number and letters', () => {
    expect(accepts(FormPatterns.naturalNumber.pattern, ['0', '00', '42', '007'])).toEqual([]);
    expect(rejects(FormPatterns.naturalNumber.pattern, ['-1', '1.5', 'a', ' 1'])).toEqual([]);
    expect(accepts(FormPatterns.letters.pattern, ['a', 'Abc'])).toEqual([]);
    expect(rejects(FormPatterns.letters.pattern, ['1abc', 'ab1', 'a b', 'é'])).toEqual([]);
  });

  it('landline is anchored on both ends', () => {
    expect(accepts(FormPatterns.landline.pattern, ['010-1234567', '0755-12345678'])).toEqual([]);
    expect(
      rejects(FormPatterns.landline.pattern, ['x010-1234567', '010-12345678x', '01012345678', '01-1234567']),
    ).toEqual([]);
  });

  it('bank card: 10 to 20 digits, not starting 0', () => {
    expect(accepts(FormPatterns.bankCard.pattern, ['1234567890', '62220212345678901234'])).toEqual([]);
    expect(
      rejects(FormPatterns.bankCard.pattern, ['123456789', '0234567890', '622202123456789012345', '62220212345a']),
    ).toEqual([]);
  });

  it('ID number: up to 50 letters or digits', () => {
    expect(FormPatterns.idNumber.pattern.test('A'.repeat(50))).toBe(true);
    expect(FormPatterns.idNumber.pattern.test('A'.repeat(51))).toBe(false);
    expect(FormPatterns.idNumber.pattern.test('AB-12')).toBe(false);
  });

  it('Chinese ID card: 18 digits with X/x, or 15 digits', () => {
    expect(
      accepts(FormPatterns.idCard.pattern, [
        '11010519491231002X',
        '110105194912310021',
        '11010519491231002x',
        '110105491231002',
      ]),
    ).toEqual([]);
    expect(
      rejects(FormPatterns.idCard.pattern, [
        '11010519491331002X',
        '1101051949123100',
        '11010519491231002Y',
        '010105194912310021',
      ]),
    ).toEqual([]);
  });

  it('QQ: 5 to 12 digits, never starting 0', () => {
    expect(accepts(FormPatterns.qq.pattern, ['10001', '123456789012'])).toEqual([]);
    expect(rejects(FormPatterns.qq.pattern, ['1000', '1234567890123', '01234'])).toEqual([]);
  });

  it('URL must start with http or https', () => {
    expect(accepts(FormPatterns.httpUrl.pattern, ['http://a.com', 'https://www.example.com/path?q=1#x'])).toEqual([]);
    expect(rejects(FormPatterns.httpUrl.pattern, ['ftp://a.com', 'www.a.com', 'https://', 'https://a'])).toEqual([]);
  });

  it('length-bounded character classes', () => {
    expect(FormPatterns.alphanumeric20.pattern.test('a1'.repeat(10))).toBe(true);
    expect(FormPatterns.alphanumeric20.pattern.test('a'.repeat(21))).toBe(false);
    expect(FormPatterns.alphanumeric20.pattern.test('ab_c')).toBe(false);
    expect(FormPatterns.cnEnSpace2to100.pattern.test('张三 Zhang')).toBe(true);
    expect(FormPatterns.cnEnSpace2to100.pattern.test('张')).toBe(false);
    expect(FormPatterns.cnEnSpace2to100.pattern.test('张三*')).toBe(false);
    expect(FormPatterns.cnEnSpace2to100.pattern.test('a'.repeat(101))).toBe(false);
    expect(FormPatterns.digitsAndLineBreaks.pattern.test('123\n456\r\n7')).toBe(true);
    expect(FormPatterns.digitsAndLineBreaks.pattern.test('12*3')).toBe(false);
    expect(FormPatterns.max255Chars.pattern.test('字'.repeat(255))).toBe(true);
    expect(FormPatterns.max255Chars.pattern.test(`${'a'.repeat(200)}\n${'b'.repeat(54)}`)).toBe(true);
    expect(FormPatterns.max255Chars.pattern.test('a'.repeat(256))).toBe(false);
  });

  it('e-mail accepts dotted local parts and needs a domain with a dot', () => {
    expect(accepts(FormPatterns.email.pattern, ['john.doe@example.com', 'a+b@mail.example.cn'])).toEqual([]);
    expect(rejects(FormPatterns.email.pattern, ['a@b', 'a.example.com', '@a.com'])).toEqual([]);
  });
});

describe('cell pattern shortcuts', () => {
  it('digit, character and letter lengths', () => {
    expect(CellPatterns['n6-16'].test('123456')).toBe(true);
    expect(CellPatterns['n6-16'].test('12345')).toBe(false);
    expect(CellPatterns['*6-16'].test('a b!中文')).toBe(true);
    expect(CellPatterns['*6-16'].test('x'.repeat(17))).toBe(false);
    expect(CellPatterns['s6-18'].test('abcdef')).toBe(true);
    expect(CellPatterns['s6-18'].test('abc|def')).toBe(false);
    expect(CellPatterns.s.test('|')).toBe(false);
  });

  it('mobile, postcode, number, integer', () => {
    expect(CellPatterns.m.test('19912345678')).toBe(true);
    expect(CellPatterns.m.test('12912345678')).toBe(false);
    expect(CellPatterns.p.test('100080')).toBe(true);
    expect(CellPatterns.p.test('10008')).toBe(false);
    expect(accepts(CellPatterns.n, ['1', '-1', '1.5', '-0.25'])).toEqual([]);
    expect(rejects(CellPatterns.n, ['1.', '.5', '1e3', '--1'])).toEqual([]);
    expect(CellPatterns.z.test('-12')).toBe(true);
    expect(CellPatterns.z.test('1.0')).toBe(false);
  });

  it('money: non-negative, at most 2 decimals', () => {
    expect(accepts(CellPatterns.money, ['0', '0.5', '12.34', '100'])).toEqual([]);
    expect(rejects(CellPatterns.money, ['1.234', '-1', '01', '1.', '.5'])).toEqual([]);
  });

  it('url also takes ftp', () => {
    expect(CellPatterns.url.test('ftp://files.example.com/a.txt')).toBe(true);
    expect(CellPatterns.url.test('example.com')).toBe(false);
  });
});
