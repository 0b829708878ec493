import { describe, expect, it } from 'vitest';
import { allKeys, authorizeBody, branchKeys, cascadeSeed, type PermissionTreeNode, savedIds } from './permission-tree';

const TREE: PermissionTreeNode[] = [
  {
    key: 'system',
    title: '系统管理',
    children: [
      { key: 'role', title: '角色管理', children: [{ key: 'role:add', title: '新增角色' }] },
      { key: 'position', title: '职务管理' },
    ],
  },
  { key: 'home', title: '首页' },
];

describe('permission tree helpers', () => {
  it('lists the branches to expand and every key to check', () => {
    expect(branchKeys(TREE)).toEqual(['system', 'role']);
    expect(allKeys(TREE)).toEqual(['system', 'role', 'role:add', 'position', 'home']);
  });

  it('seeds a cascading tree with leaves only, so a granted parent does not grant its other children', () => {
    expect(cascadeSeed(TREE, ['system', 'role', 'role:add', 'home'])).toEqual(['role:add', 'home']);
  });

  it('saves half-checked parents only when the tree cascades, without duplicates', () => {
    expect(savedIds(['role:add'], ['role', 'system'], false)).toEqual(['role:add', 'role', 'system']);
    expect(savedIds(['role:add', 'role'], ['role', 'system'], true)).toEqual(['role:add', 'role']);
  });

  it('builds the JeecgBoot save body with comma lists', () => {
    expect(authorizeBody('roleId', 'r1', ['a', 'b'], [])).toEqual({
      roleId: 'r1',
      permissionIds: 'a,b',
      lastpermissionIds: '',
    });
  });
});
