// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}` is a cell-rule message template, filled at run time.
import { describe, expect, it } from 'vitest';
import {
  cellText,
  columnLetter,
  type ImportColumn,
  normalizeTitle,
  previewSheet,
  type SheetGrid,
} from './sheet-preview';

const POSITION_COLUMNS: ImportColumn[] = [
  { key: 'code', title: '职务编码', validateRules: [{ required: true }, { unique: true }, { pattern: '^[a-z_]+$' }] },
  { key: 'name', title: '职务名称', validateRules: [{ required: true, message: '请输入${title}' }] },
  { key: 'postRank', title: '职级' },
];

const grid = (rows: unknown[][], extra: Partial<SheetGrid> = {}): SheetGrid => ({
  name: '职务',
  firstRow: 1,
  firstColumn: 0,
  rows,
  ...extra,
});

describe('previewSheet', () => {
  it('maps the header by title and marks the rows that break the rules, with Excel row numbers', async () => {
    const preview = await previewSheet(
      grid([
        ['职务编码', '职务名称', '职级'],
        ['ops', '运营', '经理级'],
        ['ops', '', null],
        [null, null, null],
        ['Bad-Code', '采购', '专员级'],
      ]),
      { columns: POSITION_COLUMNS },
    );
    expect(preview.mapped).toBe(true);
    expect(preview.headerRowNumber).toBe(1);
    expect(preview.columns.map((c) => [c.title, c.key])).toEqual([
      ['职务编码', 'code'],
      ['职务名称', 'name'],
      ['职级', 'postRank'],
    ]);
    expect(preview.totalRows).toBe(3);
    expect(preview.rows.map((r) => r.rowNumber)).toEqual([2, 3, 5]);
    expect(preview.rows.map((r) => r.errors)).toEqual([
      { 0: '职务编码不能重复' },
      { 0: '职务编码不能重复', 1: '请输入职务名称' },
      { 0: '职务编码格式不正确' },
    ]);
    expect(preview.invalidCount).toBe(3);
    expect(preview.missingColumns).toEqual([]);
  });

  it('finds the header under title rows, tolerating required markers, and keeps unknown columns unchecked', async () => {
    const preview = await previewSheet(
      grid([['职务导入模板'], [], ['备注', '*职务编码', '职务名称*'], ['随便写', 'ops', '运营']], {
        firstRow: 3,
        firstColumn: 1,
      }),
      { columns: POSITION_COLUMNS },
    );
    expect(preview.headerRowNumber).toBe(5);
    expect(preview.columns.map((c) => [c.letter, c.key])).toEqual([
      ['B', undefined],
      ['C', 'code'],
      ['D', 'name'],
    ]);
    expect(preview.rows).toEqual([{ rowNumber: 6, cells: ['随便写', 'ops', '运营'], errors: {} }]);
  });

  it('names required target columns the header lacks', async () => {
    const preview = await previewSheet(
      grid([
        ['职务编码', '职级'],
        ['ops', '经理级'],
      ]),
      { columns: POSITION_COLUMNS },
    );
    expect(preview.missingColumns).toEqual(['职务名称']);
  });

  it('without target columns (or a header that names none) shows the sheet unchecked', async () => {
    const rows = [[], ['名称', null, '数量'], ['苹果', 'x', 3]];
    for (const options of [{}, { columns: POSITION_COLUMNS }]) {
      const preview = await previewSheet(grid(rows), options);
      expect(preview.mapped).toBe(false);
      expect(preview.headerRowNumber).toBe(2);
      expect(preview.columns.map((c) => c.title)).toEqual(['名称', 'B', '数量']);
      expect(preview.rows).toEqual([{ rowNumber: 3, cells: ['苹果', 'x', '3'], errors: {} }]);
      expect(preview.missingColumns).toEqual([]);
    }
  });

  it('keeps the first rows and the first bad rows within the limit, counting every row', async () => {
    const rows: unknown[][] = [['职务编码', '职务名称']];
    for (let i = 0; i < 500; i += 1)
      rows.push([`code_${'abcdefghij'[i % 10]}${i}`.replace(/\d/g, 'x'), i % 7 ? '名' : '']);
    const preview = await previewSheet(grid(rows), { columns: POSITION_COLUMNS.slice(1), limit: 5 });
    expect(preview.totalRows).toBe(500);
    expect(preview.rows).toHaveLength(5);
    expect(preview.invalidCount).toBe(Math.ceil(500 / 7));
    expect(preview.invalidRows.map((r) => r.rowNumber)).toEqual([2, 9, 16, 23, 30]);
  });

  it('checks uniqueness over the whole sheet, beyond the rows shown', async () => {
    const rows: unknown[][] = [['职务编码', '职务名称']];
    for (let i = 0; i < 50; i += 1) rows.push([`c_${'x'.repeat(i + 1)}`, '名']);
    rows.push(['c_x', '名']);
    const preview = await previewSheet(grid(rows), { columns: POSITION_COLUMNS, limit: 3 });
    expect(preview.invalidCount).toBe(2);
    expect(preview.rows[0]?.errors).toEqual({ 0: '职务编码不能重复' });
    expect(preview.invalidRows.map((r) => r.rowNumber)).toEqual([2, 52]);
  });

  it('an empty sheet previews as nothing', async () => {
    expect(await previewSheet(grid([]), { columns: POSITION_COLUMNS })).toMatchObject({ columns: [], totalRows: 0 });
    expect(await previewSheet(grid([[null, ''], []]))).toMatchObject({ columns: [], rows: [] });
  });
});

describe('cell helpers', () => {
  it('cellText shows cells as Excel does', () => {
    expect(cellText(null)).toBe('');
    expect(cellText('  a ')).toBe('a');
    expect(cellText(12.5)).toBe('12.5');
    expect(cellText(true)).toBe('TRUE');
    expect(cellText(new Date(Date.UTC(2026, 0, 5)))).toBe('2026-01-05');
    expect(cellText(new Date(Date.UTC(2026, 0, 5, 8, 30, 0)))).toBe('2026-01-05 08:30:00');
    expect(cellText(new Date(Number.NaN))).toBe('');
  });

  it('columnLetter counts like Excel', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('normalizeTitle drops the required markers the server drops', () => {
    expect(normalizeTitle(' *职务编码 ')).toBe('职务编码');
    expect(normalizeTitle('职务名称＊')).toBe('职务名称');
    expect(normalizeTitle(null)).toBe('');
  });
});
