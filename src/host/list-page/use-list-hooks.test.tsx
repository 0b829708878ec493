// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { DataProvider } from '../shared/data/data-provider';
import { withQueryClient } from '../shared/data/query-test-kit';
import type { SearchField } from './types';
import { useListData } from './use-list-data';
import { useListState } from './use-list-state';

afterEach(cleanup);

/** A provider that answers one empty page and records the params of each list call. */
function countingProvider(): DataProvider & { calls: Record<string, unknown>[] } {
  const calls: Record<string, unknown>[] = [];
  const refuse = () => Promise.reject(new Error('not used'));
  return {
    calls,
    list: async (params) => {
      calls.push(params);
      return { records: [], total: 0 };
    },
    one: refuse,
    create: refuse,
    update: refuse,
    remove: refuse,
    removeMany: refuse,
    exportFile: refuse,
  };
}

describe('useListData', () => {
  it('loads again only when the parameters change in value, not in identity', async () => {
    const provider = countingProvider();
    const { rerender, result } = renderHook(({ params }) => useListData(provider, params, ['/x'], () => {}), {
      wrapper: withQueryClient(),
      initialProps: { params: { deptId: 'd1', pageNo: 1 } as Record<string, unknown> },
    });
    await waitFor(() => expect(result.current.initial).toBe(false));
    for (let i = 0; i < 3; i++) rerender({ params: { pageNo: 1, deptId: 'd1' } });
    await act(async () => {});
    expect(provider.calls).toHaveLength(1);

    rerender({ params: { pageNo: 2, deptId: 'd1' } });
    await waitFor(() => expect(provider.calls).toHaveLength(2));
    expect(provider.calls[1]).toEqual({ pageNo: 2, deptId: 'd1' });
  });
});

describe('useListState', () => {
  const fields: SearchField[] = [{ field: 'username', label: '用户账号' }];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/system/user?id=7&ls.sort=nosuch,asc&ls.page=3']}>{children}</MemoryRouter>
  );

  it('clear() drops every ls.* parameter, keeps the others, and stays cleared', async () => {
    const { result } = renderHook(() => ({ list: useListState(fields), location: useLocation() }), { wrapper });
    expect(result.current.list.state.sort).toEqual({ column: 'nosuch', order: 'asc' });
    expect(result.current.list.state.pageNo).toBe(3);
    act(() => result.current.list.clear());
    await waitFor(() => expect(result.current.location.search).toBe('?id=7'));
    expect(result.current.list.state.sort).toBeNull();
    expect(result.current.list.state.pageNo).toBe(1);
  });
});
