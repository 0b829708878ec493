// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withQueryClient } from '../../shared/data/query-test-kit';
import { loadChildren, loadRoots } from './category-api';
import type { CategoryRow } from './category-rows';
import { useCategoryTree } from './use-category-tree';

vi.mock('./category-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./category-api')>()),
  loadRoots: vi.fn(),
  loadChildren: vi.fn(),
}));

const branch = (id: string, name: string): CategoryRow => ({ id, name, hasChild: '1', children: [] });
const leaf = (id: string, name: string): CategoryRow => ({ id, name, hasChild: '0' });

let children: Record<string, CategoryRow[] | Error>;

beforeEach(() => {
  vi.clearAllMocks();
  children = { a: [branch('a1', '手机')], a1: [leaf('a11', '苹果')], b: new Error('加载失败') };
  vi.mocked(loadRoots).mockImplementation(async () => ({
    rows: [branch('a', '商品分类'), branch('b', '服务分类')],
    total: 2,
  }));
  vi.mocked(loadChildren).mockImplementation(async (pid) => {
    const answer = children[pid] ?? [];
    if (answer instanceof Error) throw answer;
    return answer;
  });
});

afterEach(cleanup);

const namesOf = (rows: readonly CategoryRow[]): unknown[] =>
  rows.map((row) => (row.children?.length ? [row.name, namesOf(row.children)] : row.name));

describe('useCategoryTree', () => {
  it('puts the children of each open branch below it, a branch failing to load as a leaf', async () => {
    const { result, rerender } = renderHook(({ expanded }) => useCategoryTree(1, 10, '', expanded), {
      wrapper: withQueryClient(),
      initialProps: { expanded: [] as string[] },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(namesOf(result.current.rows)).toEqual(['商品分类', '服务分类']);
    expect(result.current.total).toBe(2);

    await act(() => result.current.loadBranch('a'));
    rerender({ expanded: ['a'] });
    // Loaded when it opened: shown at once, not asked again.
    expect(namesOf(result.current.rows)).toEqual([['商品分类', ['手机']], '服务分类']);
    await act(() => result.current.loadBranch('a1'));
    rerender({ expanded: ['a', 'a1'] });
    expect(namesOf(result.current.rows)).toEqual([['商品分类', [['手机', ['苹果']]]], '服务分类']);
    expect(vi.mocked(loadChildren).mock.calls.map(([pid]) => pid)).toEqual(['a', 'a1']);

    await expect(result.current.loadBranch('b')).rejects.toThrow('加载失败');
    // Open all the same (a save below it opens it): it shows as a leaf.
    rerender({ expanded: ['a', 'a1', 'b'] });
    await waitFor(() => expect(result.current.loading).toBe(false));
    const b = result.current.rows.find((row) => row.id === 'b');
    expect(b).toEqual({ id: 'b', name: '服务分类', hasChild: '1' });
  });

  it('loads the roots and every open branch again after a write', async () => {
    const { result, rerender } = renderHook(({ expanded }) => useCategoryTree(1, 10, '', expanded), {
      wrapper: withQueryClient(),
      initialProps: { expanded: [] as string[] },
    });
    await waitFor(() => expect(result.current.loading).toBe(false));
    await act(() => result.current.loadBranch('a'));
    rerender({ expanded: ['a'] });

    children.a = [branch('a1', '手机'), leaf('a2', '电脑')];
    await act(() => result.current.reload());
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(namesOf(result.current.rows)).toEqual([['商品分类', ['手机', '电脑']], '服务分类']);
    expect(loadRoots).toHaveBeenCalledTimes(2);

    // A branch opened by a save (its first child added) is loaded when it opens.
    children.b = [leaf('b1', '维修')];
    await act(() => result.current.reload());
    rerender({ expanded: ['a', 'b'] });
    await waitFor(() =>
      expect(namesOf(result.current.rows)).toEqual([
        ['商品分类', ['手机', '电脑']],
        ['服务分类', ['维修']],
      ]),
    );
  });
});
