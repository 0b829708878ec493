import { describe, expect, it } from 'vitest';
import { initialListState, type ListState } from './list-state';
import type { SearchField } from './types';
import { hasListState, readListState, withoutListState, writeListState } from './url-state';

const fields: SearchField[] = [
  { field: 'username', label: '用户账号' },
  { field: 'status', label: '状态', type: 'select', dictCode: 'user_status', defaultValue: '1' },
  { field: 'createTime', label: '创建时间', type: 'dateRange' },
  { field: 'age', label: '年龄', type: 'number' },
];

const state = (patch: Partial<ListState>): ListState => ({ ...initialListState(fields), ...patch });
const roundTrip = (value: ListState) => readListState(writeListState(new URLSearchParams(), value, fields), fields);

describe('list state in the route query', () => {
  it('leaves an untouched list with a clean query', () => {
    expect(writeListState(new URLSearchParams(), initialListState(fields), fields).toString()).toBe('');
    expect(readListState(new URLSearchParams(), fields)).toEqual(initialListState(fields));
  });

  it('round-trips search values, page, size, sort and advanced query', () => {
    const value = state({
      search: { username: 'a b+c&d', status: '2', createTime: ['2026-01-01', '2026-01-31'], age: 30 },
      pageNo: 3,
      pageSize: 20,
      sort: { column: 'username', order: 'asc' },
      superQuery: { conditions: [{ field: 'realname', rule: 'like', val: '王' }], matchType: 'or' },
    });
    expect(roundTrip(value)).toEqual(value);
  });

  it('keeps an explicitly cleared field that has a default', () => {
    const cleared = state({ search: { status: '' } });
    expect(writeListState(new URLSearchParams(), cleared, fields).get('ls.q.status')).toBe('');
    expect(roundTrip(cleared).search.status).toBe('');
  });

  it('keeps the other parameters of the route and drops stale list state', () => {
    const params = writeListState(new URLSearchParams('id=7&ls.page=9'), state({ pageNo: 2 }), fields);
    expect(params.toString()).toBe('id=7&ls.page=2');
  });

  it('falls back to the defaults for unreadable parts', () => {
    const read = readListState(
      new URLSearchParams('ls.page=-1&ls.size=999&ls.sort=drop%20table,asc&ls.sq=%5Bnot-json&ls.q.age=abc'),
      fields,
    );
    expect(read).toEqual(initialListState(fields));
  });

  it('ignores unknown search fields and half-empty conditions', () => {
    const read = readListState(new URLSearchParams('ls.q.password=x&ls.sq=[{"field":"a"}]'), fields);
    expect(read.search).toEqual({ status: '1' });
    expect(read.superQuery).toBeNull();
  });

  it('tells whether a query carries list state', () => {
    expect(hasListState(new URLSearchParams('id=1'))).toBe(false);
    expect(hasListState(new URLSearchParams('id=1&ls.page=2'))).toBe(true);
  });

  it('strips list state from a tab key, leaving the rest as written', () => {
    expect(withoutListState('?id=1&ls.page=2&ls.q.username=x')).toBe('?id=1');
    expect(withoutListState('?ls.page=2')).toBe('');
    expect(withoutListState('?name=a%20b')).toBe('?name=a%20b');
    expect(withoutListState('')).toBe('');
  });
});
