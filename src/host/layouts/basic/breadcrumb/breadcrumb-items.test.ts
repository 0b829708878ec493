import { describe, expect, it } from 'vitest';
import type { RouteRecord } from '../../../../core/permission';
import { breadcrumbItems } from './breadcrumb-items';

const route = (path: string, title: string): RouteRecord => ({
  path,
  hidden: false,
  alwaysShow: false,
  meta: { title, external: false },
  children: [],
});

describe('breadcrumbItems', () => {
  it('starts at 首页 and ends with the page, not linked', () => {
    expect(breadcrumbItems([route('/system', '系统管理'), route('/system/user', '用户管理')])).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '系统管理', path: '/system' },
      { title: '用户管理' },
    ]);
  });

  it('is 首页 alone on home', () => {
    expect(breadcrumbItems([route('/dashboard', '首页'), route('/dashboard/analysis', '分析页')])).toEqual([
      { title: '首页' },
    ]);
    expect(breadcrumbItems([route('/dashboard', '首页'), route('/dashboard/workplace', '工作台')])).toEqual([
      { title: '首页', path: '/dashboard/analysis' },
      { title: '工作台' },
    ]);
  });

  it('ends a static page with its own title', () => {
    const items = breadcrumbItems([route('/order', '订单管理'), route('/order/orderList', '订单列表')], '订单详情');
    expect(items.map((i) => i.title)).toEqual(['首页', '订单管理', '订单列表', '订单详情']);
    expect(items[2]?.path).toBe('/order/orderList');
  });
});
