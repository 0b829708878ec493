import { describe, expect, it } from 'vitest';
import { checkImportFile, DEFAULT_MAX_IMPORT_BYTES, IMPORT_ACCEPT, sameFile } from './file-checks';

describe('checkImportFile', () => {
  it('accepts .xls and .xlsx in any letter case', () => {
    for (const name of ['职务.xlsx', '职务.xls', 'POSITIONS.XLSX', 'a.Xls', ' 带空格.xlsx ']) {
      expect(checkImportFile({ name, size: 100 })).toBeUndefined();
    }
  });

  it('refuses every other file with a Chinese message naming it', () => {
    expect(checkImportFile({ name: '职务.csv', size: 100 })).toBe(
      '职务.csv 不是Excel文件，只能导入.xls或.xlsx格式的文件',
    );
    for (const name of ['a.xlsm', 'a.xlsx.txt', 'a.numbers', 'xlsx', 'a.xl', 'a.pdf']) {
      expect(checkImportFile({ name, size: 100 })).toContain('只能导入.xls或.xlsx格式的文件');
    }
    expect(checkImportFile({ name: '', size: 100 })).toBe('该文件 不是Excel文件，只能导入.xls或.xlsx格式的文件');
  });

  it('refuses an empty file and one over the size cap', () => {
    expect(checkImportFile({ name: 'a.xlsx', size: 0 })).toBe('a.xlsx 是空文件');
    expect(checkImportFile({ name: 'a.xlsx', size: DEFAULT_MAX_IMPORT_BYTES })).toBeUndefined();
    expect(checkImportFile({ name: 'a.xlsx', size: DEFAULT_MAX_IMPORT_BYTES + 1 })).toBe('a.xlsx 超过10MB，无法导入');
    expect(checkImportFile({ name: 'a.xlsx', size: 3 * 1024 * 1024 }, 2.5 * 1024 * 1024)).toBe(
      'a.xlsx 超过2.5MB，无法导入',
    );
    expect(checkImportFile({ name: 'a.xlsx', size: 10 ** 9 }, 0)).toBeUndefined();
  });

  it('offers the two extensions to the browser picker', () => {
    expect(IMPORT_ACCEPT).toBe('.xls,.xlsx');
  });
});

describe('sameFile', () => {
  it('compares name, size and modification time', () => {
    const a = { name: 'a.xlsx', size: 10, lastModified: 1 };
    expect(sameFile(a, { ...a })).toBe(true);
    expect(sameFile(a, { ...a, lastModified: 2 })).toBe(false);
    expect(sameFile(a, { ...a, size: 11 })).toBe(false);
    expect(sameFile(a, { ...a, name: 'b.xlsx' })).toBe(false);
  });
});
