import { describe, expect, it } from 'vitest';
import { textWidth, thinLabels, truncate } from './axis-labels';

describe('textWidth', () => {
  it('counts CJK characters as square and the rest as 0.6 em', () => {
    expect(textWidth('11-23')).toBeCloseTo(36);
    expect(textWidth('华东')).toBe(24);
    expect(textWidth('ab', 10)).toBe(12);
  });
});

describe('truncate', () => {
  it('keeps text that fits and cuts the rest with an ellipsis', () => {
    expect(truncate('11-23', 40)).toBe('11-23');
    expect(truncate('华东租赁有限公司', 60)).toBe('华东租赁…');
    expect(textWidth(truncate('华东租赁有限公司', 60))).toBeLessThanOrEqual(60);
  });
});

describe('thinLabels', () => {
  const days = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);

  it('draws every label when they fit', () => {
    const labels = thinLabels(days.slice(0, 7), 100);
    expect(labels.map((label) => label.text)).toEqual(days.slice(0, 7));
  });

  it('skips labels that would overlap, evenly', () => {
    const labels = thinLabels(days, 23);
    expect(labels.map((label) => label.index)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28]);
    const sparse = thinLabels(days, 10);
    expect(sparse.map((label) => label.index).slice(0, 3)).toEqual([0, 5, 10]);
  });

  it('truncates long labels to their room, keeping the full text', () => {
    const [first] = thinLabels(['华东租赁有限公司华东租赁有限公司', '华南'], 300);
    expect(first?.text.endsWith('…')).toBe(true);
    expect(textWidth(first?.text ?? '')).toBeLessThanOrEqual(96);
    expect(first?.full).toBe('华东租赁有限公司华东租赁有限公司');
  });

  it('has nothing to draw without labels or room', () => {
    expect(thinLabels([], 50)).toEqual([]);
    expect(thinLabels(['a'], 0)).toEqual([]);
  });
});
