import { describe, expect, it } from 'vitest';
import type { MenuSearchEntry } from '../../../../core/permission';
import { searchEntries } from './search-entries';

const entry = (title: string, path: string, parents: string[] = []): MenuSearchEntry => ({
  title,
  path,
  titlePath: [...parents, title],
  internalOrExternal: false,
});

const entries = [
  entry('用户管理', '/system/user', ['系统管理']),
  entry('订单列表', '/order/orderList', ['订单管理']),
  entry('开发文档', '/abc123', ['常用链接']),
];

describe('searchEntries', () => {
  it('finds entries by title, parent title or path', () => {
    expect(searchEntries(entries, '用户').map((e) => e.path)).toEqual(['/system/user']);
    expect(searchEntries(entries, '系统').map((e) => e.path)).toEqual(['/system/user']);
    expect(searchEntries(entries, 'ORDERLIST').map((e) => e.path)).toEqual(['/order/orderList']);
  });

  it('lists nothing for a blank keyword', () => {
    expect(searchEntries(entries, '  ')).toEqual([]);
  });
});
