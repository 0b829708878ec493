import { describe, expect, it } from 'vitest';
import { createTableModel } from './index';
import { RowEntries, RowEntry } from './row-entries';

describe('RowEntries', () => {
  it('keeps a loaded row as its data until something changes it', () => {
    const rows = new RowEntries(7);
    const data = { id: 'a', name: '甲' };
    rows.load('a', data);
    expect(rows.dataOf('a')).toBe(data);
    expect(rows.versionOf('a')).toBe(7);
    expect(rows.isNew('a')).toBe(false);
    expect(rows.isDisabled('a')).toBe(false);
    const entry = rows.get('a') as RowEntry;
    expect(entry).toBeInstanceOf(RowEntry);
    expect(entry).toMatchObject({ data, version: 7, isNew: false, disabled: false });
    entry.version = 8;
    expect(rows.get('a')).toBe(entry);
    expect(rows.versionOf('a')).toBe(8);
  });

  it('answers nothing for an unknown key', () => {
    const rows = new RowEntries(1);
    expect(rows.get('x')).toBeUndefined();
    expect(rows.dataOf('x')).toBeUndefined();
    expect(rows.versionOf('x')).toBe(0);
    expect(rows.has('x')).toBe(false);
  });

  it('visits data without making entries, and entries for all when iterated', () => {
    const rows = new RowEntries(1);
    rows.load('a', { id: 'a' });
    rows.set('b', new RowEntry({ id: 'b' }, 2, true, false));
    const seen: string[] = [];
    rows.forEachData((data, key) => seen.push(`${key}:${String(data.id)}`));
    expect(seen).toEqual(['a:a', 'b:b']);
    expect([...rows].map(([key, entry]) => [key, entry.version, entry.isNew])).toEqual([
      ['a', 1, false],
      ['b', 2, true],
    ]);
    expect(rows.size).toBe(2);
    expect(rows.delete('a')).toBe(true);
    expect(rows.size).toBe(1);
  });
});

describe('row versions of loaded rows', () => {
  const columns = [{ key: 'name', title: '名称', type: 'input' as const }];

  it('change when the row changes, and for every row on a new load', () => {
    const model = createTableModel({
      columns,
      rows: [
        { id: 'a', name: '甲' },
        { id: 'b', name: '乙' },
      ],
    });
    const a = model.getRowVersion('a');
    const b = model.getRowVersion('b');
    model.setValue('a', 'name', '丙');
    expect(model.getRowVersion('a')).not.toBe(a);
    expect(model.getRowVersion('b')).toBe(b);
    const before = model.getRowVersion('a');
    model.setRows([
      { id: 'a', name: '丙' },
      { id: 'b', name: '乙' },
    ]);
    expect(model.getRowVersion('a')).not.toBe(before);
    expect(model.getRowVersion('b')).not.toBe(b);
  });
});
