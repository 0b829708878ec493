import { describe, expect, it } from 'vitest';
import { childrenFromResponse, loadingRowKey, rowHasChildren, treeDepth, treeDisplayKeys } from './tree-rows';

describe('treeDisplayKeys', () => {
  const parentOf = new Map([
    ['a1', 'a'],
    ['a1x', 'a1'],
  ]);

  it('hides the descendants of collapsed rows', () => {
    expect(treeDisplayKeys(['a', 'a1', 'a1x', 'b'], { parentOf, expanded: new Set(), loading: new Set() })).toEqual([
      'a',
      'b',
    ]);
    expect(
      treeDisplayKeys(['a', 'a1', 'a1x', 'b'], { parentOf, expanded: new Set(['a']), loading: new Set() }),
    ).toEqual(['a', 'a1', 'b']);
  });

  it('puts a placeholder under a loading parent', () => {
    expect(treeDisplayKeys(['a', 'b'], { parentOf, expanded: new Set(['b']), loading: new Set(['b']) })).toEqual([
      'a',
      'b',
      loadingRowKey('b'),
    ]);
  });

  it('measures depth', () => {
    expect(treeDepth('a1x', parentOf)).toBe(2);
    expect(treeDepth('a', parentOf)).toBe(0);
  });
});

describe('childrenFromResponse', () => {
  it('reads arrays, envelopes and pages', () => {
    expect(childrenFromResponse([{ id: 1 }])).toEqual({ ok: true, rows: [{ id: 1 }] });
    expect(childrenFromResponse({ success: true, result: [{ id: 1 }] })).toEqual({ ok: true, rows: [{ id: 1 }] });
    expect(childrenFromResponse({ success: true, result: { records: [{ id: 2 }] } })).toEqual({
      ok: true,
      rows: [{ id: 2 }],
    });
  });

  it('rejects unknown shapes with 返回数据类型不识别', () => {
    expect(childrenFromResponse({ success: true, result: 'x' })).toEqual({ ok: false, message: '返回数据类型不识别' });
    expect(childrenFromResponse('x')).toEqual({ ok: false, message: '返回数据类型不识别' });
    expect(childrenFromResponse({ success: false, message: '无权限' })).toEqual({ ok: false, message: '无权限' });
  });

  it('knows rows with children', () => {
    expect(rowHasChildren({ hasChildren: true })).toBe(true);
    expect(rowHasChildren({ children: [{}] })).toBe(true);
    expect(rowHasChildren({})).toBe(false);
  });
});
