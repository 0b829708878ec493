import { describe, expect, it } from 'vitest';
import { formatTsv, parseTsv } from './tsv';

describe('parseTsv', () => {
  it('splits cells by tabs and rows by CRLF or LF, ignoring the trailing line break', () => {
    expect(parseTsv('a\tb\r\nc\td\r\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseTsv('a\tb\nc\td')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('reads quoted cells with tabs, line breaks and doubled quotes', () => {
    expect(parseTsv('"x\ty"\t"line1\r\nline2"\t"say ""hi"""\r\n')).toEqual([['x\ty', 'line1\r\nline2', 'say "hi"']]);
  });

  it('keeps quotes inside unquoted cells and text after a closing quote', () => {
    expect(parseTsv('5" screen\t"a"b')).toEqual([['5" screen', 'ab']]);
  });

  it('keeps empty cells and empty rows', () => {
    expect(parseTsv('a\t\tc\n\nb\t')).toEqual([['a', '', 'c'], [''], ['b', '']]);
  });

  it('reads one cell, no text and an unclosed quote', () => {
    expect(parseTsv('x')).toEqual([['x']]);
    expect(parseTsv('')).toEqual([]);
    expect(parseTsv('"open\tcell')).toEqual([['open\tcell']]);
  });
});

describe('formatTsv', () => {
  it('joins with tabs and CRLF, quoting cells that need it', () => {
    expect(
      formatTsv([
        ['a', 'b\tc'],
        ['x "y"', 'l1\nl2'],
      ]),
    ).toBe('a\t"b\tc"\r\n"x ""y"""\t"l1\nl2"');
  });

  it('round-trips through parseTsv', () => {
    const matrix = [
      ['plain', 'tab\there', '"quoted"'],
      ['', 'multi\r\nline', '中文'],
    ];
    expect(parseTsv(formatTsv(matrix))).toEqual(matrix);
  });
});
