import { describe, expect, it, vi } from 'vitest';
import type { EditableColumn } from '../types';
import { createAccumulator, STATISTICS_LABELS, statisticsKinds } from './statistics';
import { createTableModel } from './table-model';

describe('createAccumulator', () => {
  it('sums decimals exactly', () => {
    const acc = createAccumulator();
    acc.add(0.1);
    acc.add(0.2);
    expect(acc.read()).toEqual({ sum: '0.3', average: '0.15', count: 2 });
  });

  it('mixes numbers, numeric text, negatives and exponents; skips the rest', () => {
    const acc = createAccumulator();
    for (const value of [1, '2.50', -0.5, '1e-3', '', null, undefined, 'abc', true, Number.NaN]) acc.add(value);
    expect(acc.read()).toEqual({ sum: '3.001', average: '0.75', count: 4 });
  });

  it('keeps large sums exact', () => {
    const acc = createAccumulator();
    acc.add('9007199254740993');
    acc.add('0.01');
    expect(acc.read().sum).toBe('9007199254740993.01');
  });

  it('removes values', () => {
    const acc = createAccumulator();
    acc.add(0.1);
    acc.add(0.25);
    acc.remove(0.1);
    expect(acc.read()).toEqual({ sum: '0.25', average: '0.25', count: 1 });
    acc.remove(0.25);
    expect(acc.read()).toEqual({ sum: '0', average: '0', count: 0 });
  });

  it('rounds the average half away from zero to at least 2 decimals', () => {
    const acc = createAccumulator();
    for (const value of [1, 1, 2]) acc.add(value);
    expect(acc.read().average).toBe('1.33');
    const negative = createAccumulator();
    for (const value of [-1, -2]) negative.add(value);
    expect(negative.read().average).toBe('-1.5');
  });

  it('stays exact where the quick double sum hands over to bigint', () => {
    const acc = createAccumulator();
    // 15-digit values scaled by 10^4 pass 2^51 at once; many of them overflow the double part again and again.
    for (let i = 0; i < 1000; i++) acc.add('999999999999.999');
    acc.add('0.0001');
    expect(acc.read().sum).toBe('999999999999999.0001');
    for (let i = 0; i < 1000; i++) acc.remove('999999999999.999');
    expect(acc.read()).toEqual({ sum: '0.0001', average: '0.0001', count: 1 });
    const signs = createAccumulator();
    for (const value of ['-0.5', '+1.25', '.5', '3.', -7, '-0']) signs.add(value);
    expect(signs.read()).toEqual({ sum: '-2.75', average: '-0.46', count: 6 });
  });

  it('sums random 15-digit decimals to the digit (checked against bigint arithmetic)', () => {
    let seed = 20260501;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const acc = createAccumulator();
    let expected = 0n;
    const scale = 15;
    for (let i = 0; i < 3000; i++) {
      const length = 1 + Math.floor(random() * 15);
      const digits = Array.from({ length }, () => Math.floor(random() * 10)).join('');
      const point = Math.floor(random() * (length + 1));
      const negative = random() < 0.3;
      const text = `${negative ? '-' : ''}${digits.slice(0, point)}.${digits.slice(point)}`;
      acc.add(text);
      const magnitude = BigInt(digits) * 10n ** BigInt(scale - (length - point));
      expected += negative ? -magnitude : magnitude;
    }
    const negative = expected < 0n;
    const padded = (negative ? -expected : expected).toString().padStart(scale + 1, '0');
    const text = `${padded.slice(0, -scale)}.${padded.slice(-scale)}`.replace(/\.?0+$/, '');
    expect(acc.read().sum).toBe(`${negative ? '-' : ''}${text}`);
  });

  it('reads odd text through the full parser: spaces, exponents, 16+ digits', () => {
    const acc = createAccumulator();
    for (const value of [' 1.5 ', '2E2', '1234567890123456.5', '1..2', '-', '+', '.']) acc.add(value);
    expect(acc.read()).toEqual({ sum: '1234567890123658', average: '411522630041219.33', count: 3 });
  });

  it('returns the same object until a value changes', () => {
    const acc = createAccumulator();
    acc.add(1);
    const first = acc.read();
    expect(acc.read()).toBe(first);
    acc.add(1);
    expect(acc.read()).not.toBe(first);
  });
});

describe('column statistics in the model', () => {
  const columns: EditableColumn[] = [
    { key: 'amount', title: '金额', type: 'inputNumber', statistics: ['sum', 'average'] },
    { key: 'name', title: '名称', type: 'input' },
  ];

  it('follows edits, adds, removes and remote updates', () => {
    const model = createTableModel({
      columns,
      rows: [
        { id: 'a', amount: 0.1 },
        { id: 'b', amount: 0.2 },
      ],
    });
    expect(model.getStatistics('amount')).toEqual({ sum: '0.3', average: '0.15', count: 2 });
    model.setValue('a', 'amount', 1.1);
    expect(model.getStatistics('amount').sum).toBe('1.3');
    model.addRows({ amount: '0.7' });
    expect(model.getStatistics('amount').sum).toBe('2');
    model.removeRows('b');
    expect(model.getStatistics('amount')).toEqual({ sum: '1.8', average: '0.9', count: 2 });
    model.applyRemoteUpdate({ id: 'a', amount: 0.3 });
    expect(model.getStatistics('amount').sum).toBe('1');
  });

  it('notifies statistics listeners only for statistics columns', () => {
    const model = createTableModel({ columns, rows: [{ id: 'a', amount: 1 }] });
    model.getStatistics('amount');
    const listener = vi.fn();
    model.subscribeStatistics(listener);
    model.setValue('a', 'name', 'x');
    expect(listener).not.toHaveBeenCalled();
    model.setValue('a', 'amount', 2);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('does not re-sum the column on a cell change', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => ({ id: `r${i}`, amount: i }));
    const model = createTableModel({ columns, rows });
    expect(model.getStatistics('amount').sum).toBe('499500');
    const reads = vi.fn();
    // A row object that reports every read of its amount: a re-sum would touch it.
    const spy = new Proxy(
      { id: 'r0', amount: 0 },
      {
        get(target, field) {
          if (field === 'amount') reads();
          return Reflect.get(target, field);
        },
      },
    );
    model.setRows([spy, ...rows.slice(1)]);
    model.getStatistics('amount');
    reads.mockClear();
    model.setValue('r1', 'amount', 2);
    expect(model.getStatistics('amount').sum).toBe('499501');
    expect(reads).not.toHaveBeenCalled();
  });

  it('gives zeros for columns without statistics', () => {
    const model = createTableModel({ columns, rows: [{ id: 'a', name: 'x' }] });
    expect(model.getStatistics('name')).toEqual({ sum: '0', average: '0', count: 0 });
  });

  it('names the footer rows', () => {
    expect(STATISTICS_LABELS).toEqual({ sum: '合计', average: '平均' });
    expect(statisticsKinds({ key: 'a', title: '', type: 'inputNumber', statistics: true })).toEqual(['sum']);
    expect(statisticsKinds({ key: 'a', title: '', type: 'inputNumber', statistics: ['average'] })).toEqual(['average']);
    expect(statisticsKinds({ key: 'a', title: '', type: 'inputNumber' })).toEqual([]);
  });
});
