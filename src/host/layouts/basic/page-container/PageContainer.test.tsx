// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { permissionStore } from '../../../../core/permission';
import { PageContainer, type PageContainerProps } from './PageContainer';

beforeEach(() => {
  permissionStore.setState({
    routes: [
      {
        path: '/order/orderList',
        component: 'order/OrderList',
        hidden: false,
        alwaysShow: false,
        meta: { title: '订单列表', external: false },
        children: [],
      },
    ],
  });
});

afterEach(cleanup);

function renderAt(props: PageContainerProps) {
  return render(
    <MemoryRouter initialEntries={['/order/orderList']}>
      <PageContainer {...props}>
        <p>页面内容</p>
      </PageContainer>
    </MemoryRouter>,
  );
}

describe('PageContainer (page-content wrapper)', () => {
  it('shows the route meta title, description, links in a new tab, the extra image and the body', () => {
    const { container } = renderAt({
      description: '租户下全部订单',
      links: [{ title: '使用说明', href: 'https://help.example.com/orders' }],
      extraImage: '/img/orders.png',
    });
    expect(screen.getByRole('heading', { name: '订单列表' })).toBeTruthy();
    expect(screen.getByText('租户下全部订单')).toBeTruthy();
    const link = screen.getByRole('link', { name: '使用说明' });
    expect(link.getAttribute('href')).toBe('https://help.example.com/orders');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/img/orders.png');
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('passes the search text and tab changes on', () => {
    const onSearch = vi.fn();
    const onTabChange = vi.fn();
    renderAt({
      search: true,
      onSearch,
      tabs: [
        { key: 'all', title: '全部' },
        { key: 'rent', title: '租赁' },
      ],
      activeTab: 'all',
      onTabChange,
    });
    const input = screen.getByPlaceholderText('请输入');
    fireEvent.change(input, { target: { value: '手机' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    expect(onSearch).toHaveBeenLastCalledWith('手机');
    fireEvent.click(screen.getByText('租赁'));
    expect(onTabChange).toHaveBeenCalledWith('rent');
  });

  it('hides the header band with title false, leaving the body', () => {
    renderAt({ title: false });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('页面内容')).toBeTruthy();
  });
});
