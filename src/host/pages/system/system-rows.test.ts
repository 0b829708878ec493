import { describe, expect, it } from 'vitest';
import { toCategoryRows, withChildren } from './category-rows';
import { menuToForm, parentOptions } from './permission-form';
import { isRunning } from './quartz-api';
import { treeOptions, treeRows } from './tree-rows';

describe('category rows', () => {
  it('gives branches an empty children list and loads children below any row', () => {
    const rows = toCategoryRows([
      { id: 'a', name: '商品', hasChild: '1' },
      { id: 'b', name: '地区', hasChild: '0' },
    ]);
    expect(rows).toEqual([
      { id: 'a', name: '商品', hasChild: '1', children: [] },
      { id: 'b', name: '地区', hasChild: '0' },
    ]);
    const loaded = withChildren(rows, 'a', toCategoryRows([{ id: 'c', hasChild: '1' }]));
    const deeper = withChildren(loaded, 'c', [{ id: 'd' }]);
    expect(deeper[0]?.children?.[0]?.children).toEqual([{ id: 'd' }]);
    expect(withChildren(deeper, 'a', [])[0]).not.toHaveProperty('children');
  });
});

describe('tree rows', () => {
  it('drops empty children so leaves have no expand button', () => {
    const page = treeRows([
      { id: 'a', children: [{ id: 'b', children: [] }] },
      { id: 'c', children: [] },
    ]);
    expect(page).toEqual({ records: [{ id: 'a', children: [{ id: 'b' }] }, { id: 'c' }], total: 2 });
    expect(treeRows({ records: [] })).toEqual({ records: [], total: 0 });
  });

  it('builds picker nodes without the edited row and its subtree', () => {
    const tree = [
      { id: 'a', departName: '总部', children: [{ id: 'b', departName: '财务部', children: [{ id: 'c' }] }] },
    ];
    expect(treeOptions(tree, 'departName', 'b')).toEqual([{ key: 'a', title: '总部' }]);
  });
});

describe('menu form', () => {
  it('offers groups and pages, never buttons, as parents', () => {
    const tree = [
      {
        id: 's',
        name: '系统管理',
        menuType: 0,
        children: [{ id: 'u', name: '用户管理', menuType: 1, children: [{ id: 'x', name: '新增用户', menuType: 2 }] }],
      },
    ];
    expect(parentOptions(tree)).toEqual([{ key: 's', title: '系统管理', children: [{ key: 'u', title: '用户管理' }] }]);
  });

  it('turns the menu type and flags into the text the radio and switches hold', () => {
    const values = menuToForm({ menuType: 1, route: true, hidden: false, status: null });
    expect(values).toMatchObject({
      menuType: '1',
      route: '1',
      hidden: '0',
      keepAlive: '0',
      status: '1',
      permsType: '1',
    });
  });
});

describe('quartz job state', () => {
  it('reads status 0 (number or text) as running', () => {
    expect(isRunning({ status: 0 })).toBe(true);
    expect(isRunning({ status: '0' })).toBe(true);
    expect(isRunning({ status: -1 })).toBe(false);
    expect(isRunning({})).toBe(false);
  });
});
