// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restoreHttp, serve } from '../../../../core/dict/dict-test-kit';
import { PickerServicesProvider } from '../../../picker-core/services-context';
import { filterDepartTree } from '../../../picker-core/use-whole-depart-tree';
import { UserPicker } from '../../../user-picker/UserPicker';
import { col, renderCell } from '../cells-test-kit';
import { createLabelBatcher } from '../label-batch';
import { CellServicesProvider } from '../services';
import { UserCell } from './PickerCells';
import { departTitles, type PickerDepart, type PickerUser, type UserQuery, userLabels } from './picker-api';

afterEach(() => {
  cleanup();
  restoreHttp();
});

const USERS: PickerUser[] = Array.from({ length: 12 }, (_, i) => ({
  id: `u${i}`,
  username: `user${i}`,
  realname: `用户${i}`,
}));

function userServices() {
  const fetchLabels = vi.fn(async (_source: string, keys: string[]) =>
    Object.fromEntries(keys.map((key) => [key, USERS.find((u) => u.username === key)?.realname ?? key])),
  );
  const searchUsers = vi.fn(async (query: UserQuery) => {
    const found = USERS.filter((u) => !query.keyword || u.username.includes(query.keyword));
    const start = (query.pageNo - 1) * query.pageSize;
    return {
      records: found.slice(start, start + query.pageSize),
      total: found.length,
      current: query.pageNo,
      size: 10,
    };
  });
  return { fetchLabels, searchUsers, userLabels: createLabelBatcher(fetchLabels) };
}

const TREE: PickerDepart[] = [
  {
    id: 'd1',
    key: 'd1',
    title: '总部',
    children: [
      { id: 'd2', key: 'd2', title: '华东分部' },
      { id: 'd3', key: 'd3', title: '华南分部' },
    ],
  },
];

function departServices() {
  const loadDepartTree = vi.fn(async () => TREE);
  const fetch = vi.fn(async () => departTitles(TREE));
  return { loadDepartTree, fetch, departLabels: createLabelBatcher(fetch) };
}

const cellProps = {
  row: {},
  rowIndex: 0,
  editing: false,
  disabled: false,
  onChange: () => undefined,
  onCommit: () => undefined,
  onCancel: () => undefined,
};

describe('sel_user cell', () => {
  it('shows real names; the labels of every visible cell come in one batch call', async () => {
    const services = userServices();
    const column = col('sel_user');
    render(
      <CellServicesProvider userLabels={services.userLabels}>
        <UserCell {...cellProps} column={column} rowKey="a" value="user1,user2" />
        <UserCell {...cellProps} column={column} rowKey="b" value="user3" />
      </CellServicesProvider>,
    );
    await screen.findByText('用户1,用户2');
    expect(screen.getByText('用户3')).toBeTruthy();
    expect(services.fetchLabels).toHaveBeenCalledTimes(1);
    expect(services.fetchLabels.mock.calls[0]?.[1]).toEqual(['user1', 'user2', 'user3']);
  });

  it('picks several users across pages and searches by account; the value is usernames comma-joined', async () => {
    const services = userServices();
    const { state, onCommit } = renderCell(col('sel_user'), { value: 'user1', services });
    await screen.findByDisplayValue('用户1');
    fireEvent.click(screen.getByRole('button', { name: '选择用户' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('用户0');
    fireEvent.click(within(dialog).getByText('用户2'));
    fireEvent.click(within(dialog).getByText('2'));
    await within(dialog).findByText('用户11');
    fireEvent.click(within(dialog).getByText('用户11'));
    expect(within(dialog).getByText('已选择 3 项')).toBeTruthy();
    fireEvent.change(within(dialog).getByPlaceholderText('请输入账号'), { target: { value: 'user1' } });
    fireEvent.keyDown(within(dialog).getByPlaceholderText('请输入账号'), { key: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(services.searchUsers).toHaveBeenLastCalledWith({ pageNo: 1, pageSize: 10, keyword: 'user1' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(state.value).toBe('user1,user2,user11');
    expect(onCommit).toHaveBeenCalled();
    await screen.findByDisplayValue('用户1,用户2,用户11');
    // The chosen labels were remembered: no lookup was needed for them.
    expect(services.fetchLabels).toHaveBeenCalledTimes(1);
  });

  it('single choice with props.multi false', async () => {
    const services = userServices();
    const { state } = renderCell(col('sel_user', { props: { multi: false } }), { value: '', services });
    fireEvent.click(screen.getByRole('button', { name: '选择用户' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('用户3'));
    fireEvent.click(within(dialog).getByText('用户4'));
    expect(within(dialog).getByText('已选择 1 项')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(state.value).toBe('user4');
  });

  it('getMultiUser answers a bare array; labels map username to realname', async () => {
    const fake = serve(() => ({ data: [{ username: 'admin', realname: '管理员' }] }));
    await expect(userLabels(['admin'])).resolves.toEqual({ admin: '管理员' });
    expect(fake.calls[0]?.url).toBe('/sys/user/getMultiUser');
    expect(fake.calls[0]?.params.username).toBe('admin');
  });
});

describe('sel_depart cell', () => {
  it('shows department names from the tree and picks one from the searchable tree', async () => {
    const services = departServices();
    const { state } = renderCell(col('sel_depart'), { value: 'd2', services });
    await screen.findByDisplayValue('华东分部');
    fireEvent.click(screen.getByRole('button', { name: '选择部门' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('华南分部');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入部门名称'), { target: { value: '华南' } });
    await waitFor(() => expect(within(dialog).queryByText('华东分部')).toBeNull());
    fireEvent.click(within(dialog).getByText('华南分部'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(state.value).toBe('d3');
    await screen.findByDisplayValue('华南分部');
    expect(services.loadDepartTree).toHaveBeenCalledTimes(1);
  });

  it('several departments with props.multi, ids comma-joined', async () => {
    const services = departServices();
    const { state } = renderCell(col('sel_depart', { props: { multi: true } }), { value: '', services });
    fireEvent.click(screen.getByRole('button', { name: '选择部门' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('华南分部');
    const boxes = dialog.querySelectorAll('.arco-tree-node .arco-checkbox');
    fireEvent.click(boxes[0] as Element);
    fireEvent.click(boxes[2] as Element);
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(state.value).toBe('d1,d3');
  });

  it('tree filtering keeps matching nodes with their ancestors', () => {
    expect(filterDepartTree(TREE, '华南')).toEqual([
      { ...TREE[0], children: [{ id: 'd3', key: 'd3', title: '华南分部', children: undefined }] },
    ]);
    expect(filterDepartTree(TREE, '')).toEqual(TREE);
  });
});

describe('one picker core', () => {
  it("the 选择用户 modal of the standalone picker and of the cell: context services for one, the table's for the other", async () => {
    const contextSearch = vi.fn(async () => ({ records: USERS.slice(0, 2), total: 2, current: 1, size: 10 }));
    const table = userServices();
    const inContext = (children: ReactNode) => (
      <PickerServicesProvider searchUsers={contextSearch} departChildren={async () => []}>
        {children}
      </PickerServicesProvider>
    );
    render(inContext(<UserPicker />));
    fireEvent.click(screen.getByRole('button', { name: '选择用户' }));
    const full = await screen.findByRole('dialog');
    await within(full).findByText('用户1');
    expect(full.style.width).toBe('1250px');
    expect(contextSearch).toHaveBeenCalledTimes(1);
    cleanup();

    render(
      inContext(
        <CellServicesProvider searchUsers={table.searchUsers} userLabels={table.userLabels}>
          <UserCell {...cellProps} editing column={col('sel_user')} rowKey="a" value="" />
        </CellServicesProvider>,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: '选择用户' }));
    const compact = await screen.findByRole('dialog');
    await within(compact).findByText('用户9');
    expect(compact.style.width).toBe('720px');
    expect(compact.querySelector('.et-picker-count')?.textContent).toBe('已选择 0 项');
    expect(table.searchUsers).toHaveBeenCalledTimes(1);
    expect(contextSearch).toHaveBeenCalledTimes(1);
  });
});
