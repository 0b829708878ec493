import { describe, expect, it } from 'vitest';
import type { ColumnOption, EditableColumn } from '../types';
import { convertPastedText, copyText, isPasteable, parsePastedDate } from './paste-convert';

const options: ColumnOption[] = [
  { value: '1', text: '男' },
  { value: '2', text: '女' },
];
const col = (type: EditableColumn['type'], extra: Partial<EditableColumn> = {}): EditableColumn => ({
  key: 'k',
  title: 'K',
  type,
  ...extra,
});

describe('convertPastedText', () => {
  it('reads numbers through the number-input rules', () => {
    expect(convertPastedText(col('inputNumber'), '¥-1,234.5元', undefined)).toEqual({ ok: true, value: -1234.5 });
    expect(convertPastedText(col('inputNumber'), 'abc', undefined)).toEqual({ ok: true, value: '' });
  });

  it('maps checkbox text to the custom values', () => {
    const checkbox = col('checkbox', { customValue: ['1', '0'] });
    expect(convertPastedText(checkbox, '1', undefined)).toEqual({ ok: true, value: '1' });
    expect(convertPastedText(checkbox, '是', undefined)).toEqual({ ok: true, value: '1' });
    expect(convertPastedText(checkbox, 'TRUE', undefined)).toEqual({ ok: true, value: '1' });
    expect(convertPastedText(checkbox, '否', undefined)).toEqual({ ok: true, value: '0' });
    expect(convertPastedText(checkbox, '', undefined)).toEqual({ ok: true, value: '0' });
    expect(convertPastedText(col('checkbox'), 'Y', undefined)).toEqual({ ok: true, value: 'Y' });
    expect(convertPastedText(checkbox, 'maybe', undefined)).toEqual({ ok: false });
  });

  it('finds options by text or value', () => {
    expect(convertPastedText(col('select'), '女', options)).toEqual({ ok: true, value: '2' });
    expect(convertPastedText(col('radio'), ' 1 ', options)).toEqual({ ok: true, value: '1' });
    expect(convertPastedText(col('select'), '其他', options)).toEqual({ ok: false });
    expect(convertPastedText(col('select-search', { allowInput: true }), '其他', options)).toEqual({
      ok: true,
      value: '其他',
    });
    expect(convertPastedText(col('select'), '', options)).toEqual({ ok: true, value: '' });
    expect(convertPastedText(col('select'), '男', undefined)).toEqual({ ok: true, value: '男' });
  });

  it('finds several options for multi-selects', () => {
    expect(convertPastedText(col('select-multiple'), '男，女', options)).toEqual({ ok: true, value: '1,2' });
    expect(convertPastedText(col('list_multi'), '2;男;2', options)).toEqual({ ok: true, value: '2,1' });
    expect(convertPastedText(col('list_multi'), '男,x', options)).toEqual({ ok: false });
  });

  it('normalises dates', () => {
    expect(convertPastedText(col('date'), '2026/3/5', undefined)).toEqual({ ok: true, value: '2026-03-05' });
    expect(convertPastedText(col('datetime'), '2026-03-05 8:09', undefined)).toEqual({
      ok: true,
      value: '2026-03-05 08:09:00',
    });
    expect(convertPastedText(col('date'), '2026-02-30', undefined)).toEqual({ ok: false });
    expect(convertPastedText(col('date'), '', undefined)).toEqual({ ok: true, value: '' });
  });

  it('formats tags and keeps other text as is', () => {
    expect(convertPastedText(col('tags'), 'ab;cde', undefined)).toEqual({ ok: true, value: 'ab;cd;e' });
    expect(convertPastedText(col('input'), ' a\tb ', undefined)).toEqual({ ok: true, value: ' a\tb ' });
  });
});

describe('parsePastedDate', () => {
  it.each([
    ['2026-03-05', false, '2026-03-05'],
    ['2026.3.5', false, '2026-03-05'],
    ['2026年3月5日', false, '2026-03-05'],
    ['2026-03-05T23:59:59', true, '2026-03-05 23:59:59'],
    ['2026/03/05', true, '2026-03-05 00:00:00'],
    ['2024-02-29', false, '2024-02-29'],
  ])('%s', (text, withTime, expected) => {
    expect(parsePastedDate(text, withTime)).toBe(expected);
  });

  it.each(['2023-02-29', '2026-13-01', '2026-01-01 24:00', 'yesterday', '26-1-1'])('rejects %s', (text) => {
    expect(parsePastedDate(text, true)).toBeUndefined();
  });
});

describe('isPasteable and copyText', () => {
  it('refuses disabled, display-only and file columns', () => {
    expect(isPasteable(col('input'))).toBe(true);
    expect(isPasteable(col('input', { disabled: true }))).toBe(false);
    for (const type of ['normal', 'slot', 'progress', 'upload', 'file', 'image', 'row-number'] as const) {
      expect(isPasteable(col(type))).toBe(false);
    }
  });

  it('copies option texts and joins arrays', () => {
    expect(copyText(col('select'), '1', options)).toBe('男');
    expect(copyText(col('list_multi'), '1,2', options)).toBe('男,女');
    expect(copyText(col('select'), '9', options)).toBe('9');
    expect(copyText(col('input'), ['a', 'b'], undefined)).toBe('a,b');
    expect(copyText(col('inputNumber'), 1.5, undefined)).toBe('1.5');
    expect(copyText(col('input'), null, undefined)).toBe('');
  });
});
