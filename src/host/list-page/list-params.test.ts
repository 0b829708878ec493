import { describe, expect, it } from 'vitest';
import { decodeSuperQuery } from '../../core/query';
import { toPageOfRows } from '../shared/data/page-of-rows';
import { filterParams, listParams, paramsKey } from './list-params';
import { initialListState, type ListState } from './list-state';
import type { ListPageConfig, SearchField } from './types';

const search: SearchField[] = [
  { field: 'username', label: '用户账号' },
  { field: 'code', label: '编码', match: 'eq' },
  { field: 'sex', label: '性别', type: 'select', dictCode: 'sex' },
  { field: 'createTime', label: '创建时间', type: 'dateRange' },
  { field: 'roles', label: '角色', type: 'select', props: { multiple: true } },
];
const config: Pick<ListPageConfig, 'search' | 'listParams' | 'defaultSort'> = { search };
const state = (patch: Partial<ListState>): ListState => ({ ...initialListState(search), ...patch });

describe('list request parameters', () => {
  it('sends page 1, size 10 and createTime desc by default', () => {
    expect(listParams(state({}), config)).toEqual({ column: 'createTime', order: 'desc', pageNo: 1, pageSize: 10 });
  });

  it("wraps 'like' inputs in stars, sends 'eq' inputs and choices as they are, skips blanks", () => {
    const params = filterParams(
      state({ search: { username: ' ad ', code: 'A01', sex: '1', roles: ['r1', 'r2'], createTime: undefined } }),
      config,
    );
    expect(params).toEqual({ username: '*ad*', code: 'A01', sex: '1', roles: 'r1,r2' });
    expect(filterParams(state({ search: { username: '  ', sex: '' } }), config)).toEqual({});
  });

  it('sends a date range as <field>_begin and <field>_end', () => {
    expect(filterParams(state({ search: { createTime: ['2026-01-01', '2026-01-31'] } }), config)).toEqual({
      createTime_begin: '2026-01-01',
      createTime_end: '2026-01-31',
    });
  });

  it('uses the chosen sort, the declared default, or none', () => {
    const sorted = state({ sort: { column: 'username', order: 'asc' } });
    expect(listParams(sorted, config)).toMatchObject({ column: 'username', order: 'asc' });
    expect(listParams(state({}), { ...config, defaultSort: { column: 'sortNo', order: 'asc' } })).toMatchObject({
      column: 'sortNo',
      order: 'asc',
    });
    const none = listParams(state({}), { ...config, defaultSort: false });
    expect(none).not.toHaveProperty('column');
    expect(none).not.toHaveProperty('order');
  });

  it('encodes the advanced query the way the server decodes it', () => {
    const conditions = [{ field: 'realname', rule: 'like' as const, val: 'a+b' }];
    const params = filterParams(state({ superQuery: { conditions, matchType: 'or' } }), config);
    expect(params.superQueryMatchType).toBe('or');
    expect(decodeSuperQuery({ superQueryParams: String(params.superQueryParams), superQueryMatchType: 'or' })).toEqual({
      conditions,
      matchType: 'or',
    });
  });

  it('always sends the fixed listParams', () => {
    const params = filterParams(state({ search: { sex: '1' } }), { ...config, listParams: { sex: '2', shopId: 's1' } });
    expect(params).toEqual({ sex: '2', shopId: 's1' });
  });
});

describe('page shapes', () => {
  it('reads records/total, list/total and bare arrays', () => {
    expect(toPageOfRows({ records: [{ id: 1 }], total: 5 })).toEqual({ records: [{ id: 1 }], total: 5 });
    expect(toPageOfRows({ list: [{ id: 1 }, { id: 2 }], total: '7' })).toEqual({
      records: [{ id: 1 }, { id: 2 }],
      total: 7,
    });
    expect(toPageOfRows([{ id: 1 }])).toEqual({ records: [{ id: 1 }], total: 1 });
    expect(toPageOfRows(null)).toEqual({ records: [], total: 0 });
  });
});

describe('the key a list reloads by', () => {
  it('is the same for the same values, whatever the identity or the order of the keys', () => {
    const a = { pageNo: 1, filter: { deptId: 'd1', status: [1, 2] }, order: 'desc' };
    const b = { order: 'desc', filter: { status: [1, 2], deptId: 'd1' }, pageNo: 1 };
    expect(paramsKey(a)).toBe(paramsKey(b));
    expect(paramsKey({ a: 1, b: undefined })).toBe(paramsKey({ a: 1 }));
  });

  it('changes when a value changes', () => {
    expect(paramsKey({ deptId: 'd1' })).not.toBe(paramsKey({ deptId: 'd2' }));
    expect(paramsKey({ status: [1, 2] })).not.toBe(paramsKey({ status: [2, 1] }));
  });
});
