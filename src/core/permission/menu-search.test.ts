import { describe, expect, it } from 'vitest';
import { flattenMenu } from './menu-search';
import type { MenuNode } from './types';

describe('flattenMenu', () => {
  it('lists visible pages with title, path, url and internalOrExternal, skipping groups and hidden entries', () => {
    const menu: MenuNode[] = [
      {
        path: '/system',
        component: 'layouts/RouteView',
        meta: { title: '系统管理' },
        children: [
          { path: '/system/user', component: 'system/UserList', meta: { title: '用户管理', icon: 'user' } },
          { path: '/system/secret', component: 'system/Secret', hidden: true, meta: { title: '秘密' } },
        ],
      },
      {
        path: 'abc123',
        component: 'layouts/IframePageView',
        meta: { title: '帮助', url: 'https://help.example.com', internalOrExternal: true },
      },
      {
        path: '/empty',
        component: 'layouts/RouteView',
        meta: { title: '空组' },
        children: [{ path: '/empty/a', component: 'A', hidden: true, meta: { title: 'A' } }],
      },
    ];
    expect(flattenMenu(menu)).toEqual([
      {
        title: '用户管理',
        titlePath: ['系统管理', '用户管理'],
        path: '/system/user',
        internalOrExternal: false,
        icon: 'user',
      },
      {
        title: '帮助',
        titlePath: ['帮助'],
        path: '/abc123',
        url: 'https://help.example.com',
        internalOrExternal: true,
      },
    ]);
  });
});
