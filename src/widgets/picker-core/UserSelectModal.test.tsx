// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PickerServices } from './services';
import { PickerServicesProvider } from './services-context';
import type { PickerDepart, PickerUser, UserPageQuery } from './types';
import { UserSelectModal, type UserSelectModalProps } from './UserSelectModal';

afterEach(cleanup);

const USERS: PickerUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: `u${i}`,
  username: `user${i}`,
  realname: `用户${i}`,
  phone: `1380000000${i}`,
}));

function fakeServices() {
  const searchUsers = vi.fn(async (query: UserPageQuery) => {
    const start = (query.pageNo - 1) * query.pageSize;
    return {
      records: USERS.slice(start, start + query.pageSize),
      total: USERS.length,
      current: query.pageNo,
      size: 10,
    };
  });
  const departChildren = vi.fn(
    async (): Promise<PickerDepart[]> => [{ id: 'd1', title: '总部', parentId: null, isLeaf: true }],
  );
  return { searchUsers, departChildren } satisfies Partial<PickerServices>;
}

function open(props: Partial<UserSelectModalProps>) {
  const onOk = vi.fn();
  render(
    <UserSelectModal
      visible
      multiple
      initial={new Map([['user1', { id: 'u1', username: 'user1', realname: '用户1' }]])}
      onOk={onOk}
      onCancel={() => undefined}
      {...props}
    />,
  );
  return { onOk, dialog: screen.getByRole('dialog') };
}

const headers = (dialog: HTMLElement) => [...dialog.querySelectorAll('th')].map((th) => th.textContent).filter(Boolean);

describe('UserSelectModal', () => {
  it('compact (table cells): 720 px, the search and the table alone, a mini pager, the count under it', async () => {
    const services = fakeServices();
    const { dialog, onOk } = open({ compact: true, services });
    await within(dialog).findByText('用户0');
    expect(dialog.style.width).toBe('720px');
    expect(dialog.style.maxWidth).toBe('');
    expect(within(dialog).queryByRole('navigation', { name: '部门' })).toBeNull();
    expect(services.departChildren).not.toHaveBeenCalled();
    expect(headers(dialog)).toEqual(['全选本页', '账号', '姓名', '部门']);
    expect(dialog.querySelector('.arco-pagination-size-mini')).toBeTruthy();
    expect(within(dialog).queryByText('共 12 条')).toBeNull();
    expect(services.searchUsers).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10 });
    fireEvent.click(within(dialog).getByText('用户2'));
    expect(dialog.querySelector('.et-picker-count')?.textContent).toBe('已选择 2 项');
    expect(within(dialog).queryByRole('region', { name: '已选用户' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    const chosen: Map<string, PickerUser> = onOk.mock.calls[0]?.[0] ?? new Map();
    expect([...chosen.keys()]).toEqual(['user1', 'user2']);
  });

  it('full (standalone picker): 1250 px, the department tree, the phone column, sizes and 共 N 条, tags', async () => {
    const services = fakeServices();
    const { dialog } = open({ services, shopId: 's1' });
    await within(dialog).findByText('用户0');
    expect(dialog.style.width).toBe('1250px');
    expect(dialog.style.maxWidth).toBe('100%');
    expect(within(dialog).getByRole('navigation', { name: '部门' })).toBeTruthy();
    await within(dialog).findByText('总部');
    expect(services.departChildren).toHaveBeenCalledWith(undefined, 's1');
    expect(headers(dialog)).toEqual(['全选本页', '账号', '姓名', '部门', '手机号']);
    expect(within(dialog).getByText('共 12 条')).toBeTruthy();
    expect(services.searchUsers).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, shopId: 's1' });
    const chosen = within(dialog).getByRole('region', { name: '已选用户' });
    expect(chosen.textContent).toBe('已选择 1 项用户1');
  });

  it('takes its services from PickerServicesProvider; its own services win', async () => {
    const context = fakeServices();
    const own = fakeServices();
    const { rerender } = render(
      <PickerServicesProvider {...context}>
        <UserSelectModal compact visible multiple initial={new Map()} onOk={vi.fn()} onCancel={vi.fn()} />
      </PickerServicesProvider>,
    );
    await screen.findByText('用户0');
    expect(context.searchUsers).toHaveBeenCalledTimes(1);
    rerender(
      <PickerServicesProvider {...context}>
        <UserSelectModal
          compact
          visible
          multiple
          initial={new Map()}
          services={own}
          onOk={vi.fn()}
          onCancel={vi.fn()}
        />
      </PickerServicesProvider>,
    );
    await waitFor(() => expect(own.searchUsers).toHaveBeenCalledTimes(1));
    expect(context.searchUsers).toHaveBeenCalledTimes(1);
  });
});
