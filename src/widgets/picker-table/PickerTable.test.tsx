// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PickerTable } from './PickerTable';
import type { PickerSorter } from './sorting';
import type { PickerColumn, PickerTableProps } from './types';

interface User {
  id: number;
  username: string;
  realname: string;
}

const USERS: User[] = [
  { id: 1, username: 'ann', realname: '安娜' },
  { id: 2, username: 'bob', realname: '鲍勃' },
  { id: 3, username: 'cai', realname: '蔡' },
];

const COLUMNS: PickerColumn<User>[] = [
  { title: '账号', dataIndex: 'username', sorter: true },
  { title: '姓名', dataIndex: 'realname', render: (value) => `【${String(value)}】` },
];

/** The table with its selection kept in state, as the pickers keep it. */
function Selectable(props: { type: 'checkbox' | 'radio'; initial?: number[]; rowClick?: boolean }) {
  const [keys, setKeys] = useState<number[]>(props.initial ?? []);
  return (
    <>
      <PickerTable<User>
        rowKey="id"
        columns={COLUMNS}
        data={USERS}
        rowSelection={{
          type: props.type,
          selectedRowKeys: keys,
          selectOnRowClick: props.rowClick,
          onSelect: (on, user) =>
            setKeys((now) => {
              if (props.type === 'radio') return [user.id];
              return on ? [...now, user.id] : now.filter((id) => id !== user.id);
            }),
          onSelectAll: (on) => setKeys(on ? USERS.map((user) => user.id) : []),
        }}
      />
      <output aria-label="已选">{keys.join(',')}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: '已选' }).textContent;
const table = () => document.querySelector('.arco-table') as HTMLElement;

afterEach(cleanup);

describe('PickerTable', () => {
  it("renders a real table with Arco Table's classes, column headers and rendered cells", () => {
    render(<PickerTable<User> rowKey="id" columns={COLUMNS} data={USERS} />);
    expect(table().className).toContain('arco-table-size-small');
    expect(table().querySelector('.arco-table-container .arco-table-content-inner > table')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((th) => th.textContent)).toEqual(['账号', '姓名']);
    expect(headers.every((th) => th.getAttribute('scope') === 'col' && th.classList.contains('arco-table-th'))).toBe(
      true,
    );
    const rows = table().querySelectorAll('tbody tr.arco-table-tr');
    expect(rows).toHaveLength(3);
    const cells = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((td) => td.textContent)).toEqual(['bob', '【鲍勃】']);
    expect(cells[0]?.querySelector('.arco-table-cell > .arco-table-cell-wrap-value')).toBeTruthy();
    expect(table().querySelector('.arco-table-pagination')).toBeNull();
  });

  it('shows the empty text across all columns and keeps the table when there are no rows', () => {
    render(
      <PickerTable<User>
        rowKey="id"
        columns={COLUMNS}
        data={[]}
        noDataElement="暂无数据"
        rowSelection={{ type: 'radio', selectedRowKeys: [] }}
      />,
    );
    const empty = table().querySelector('tr.arco-table-empty-row td') as HTMLTableCellElement;
    expect(empty.textContent).toBe('暂无数据');
    expect(empty.colSpan).toBe(3);
  });

  it('ticks rows and the page; the header checkbox is indeterminate while only some rows are ticked', () => {
    render(<Selectable type="checkbox" />);
    const all = screen.getByRole('checkbox', { name: '全选本页' });
    fireEvent.click(screen.getByRole('checkbox', { name: '选择 bob' }));
    expect(chosen()).toBe('2');
    expect(all.closest('.arco-checkbox')?.classList.contains('arco-checkbox-indeterminate')).toBe(true);
    expect(screen.getByText('bob').closest('tr')?.classList.contains('arco-table-row-checked')).toBe(true);
    fireEvent.click(all);
    expect(chosen()).toBe('1,2,3');
    expect((all as HTMLInputElement).checked).toBe(true);
    fireEvent.click(all);
    expect(chosen()).toBe('');
  });

  it('with selectOnRowClick a row click toggles the row once, also when it lands on the checkbox', () => {
    render(<Selectable type="checkbox" rowClick />);
    fireEvent.click(screen.getByText('【安娜】'));
    expect(chosen()).toBe('1');
    fireEvent.click(screen.getByText('ann'));
    expect(chosen()).toBe('');
    const box = screen.getByRole('checkbox', { name: '选择 cai' });
    fireEvent.click(box.closest('label') as HTMLElement);
    expect(chosen()).toBe('3');
  });

  it('radio rows: a click chooses one; a row click on the chosen row keeps it', () => {
    render(<Selectable type="radio" rowClick initial={[1]} />);
    expect(table().className).toContain('arco-table-type-radio');
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '选择 bob' }));
    expect(chosen()).toBe('2');
    fireEvent.click(screen.getByText('bob'));
    expect(chosen()).toBe('2');
    fireEvent.click(screen.getByText('cai'));
    expect(chosen()).toBe('3');
  });

  it('sortable headers are buttons cycling ascend, descend and none, shown by aria-sort and reported', () => {
    const sorts: PickerSorter[] = [];
    render(<PickerTable<User> rowKey="id" columns={COLUMNS} data={USERS} onSort={(sorter) => sorts.push(sorter)} />);
    const header = screen.getByRole('columnheader', { name: '账号' });
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(screen.getByRole('columnheader', { name: '姓名' }).hasAttribute('aria-sort')).toBe(false);
    const button = within(header).getByRole('button', { name: '账号' });
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(header.classList.contains('arco-table-col-sorted')).toBe(true);
    expect(header.querySelector('.arco-icon-caret-up')?.parentElement?.className).toContain(
      'arco-table-sorter-icon-active',
    );
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(button);
    expect(header.getAttribute('aria-sort')).toBe('none');
    expect(sorts).toEqual([
      { field: 'username', direction: 'ascend' },
      { field: 'username', direction: 'descend' },
      { field: 'username' },
    ]);
  });

  it('pages with Arco Pagination: 共 N 条, page change reported', () => {
    const onChange = vi.fn();
    const props: PickerTableProps<User> = {
      rowKey: 'id',
      columns: COLUMNS,
      data: USERS,
      pagination: { current: 1, pageSize: 3, total: 7, showTotal: (total) => `共 ${total} 条`, onChange },
    };
    render(<PickerTable<User> {...props} />);
    const pager = table().querySelector('.arco-table-pagination .arco-pagination') as HTMLElement;
    expect(pager.className).toContain('arco-pagination-size-small');
    expect(within(pager).getByText('共 7 条')).toBeTruthy();
    fireEvent.click(within(pager).getByText('3', { selector: '.arco-pagination-item' }));
    expect(onChange).toHaveBeenCalledWith(3, 3);
  });

  it('a height limit scrolls the body under a sticky header; fixed columns stick at their offset', () => {
    render(
      <PickerTable<User>
        rowKey="id"
        size="mini"
        columns={[{ title: '行号', dataIndex: 'id', fixed: 'left', width: 64 }, ...COLUMNS]}
        data={USERS}
        rowClassName={(user) => (user.id === 2 ? 'bad-row' : '')}
        scroll={{ x: 'max-content', y: 240 }}
      />,
    );
    expect(table().className).toContain('wk-picker-table-sticky-head');
    expect(table().className).toContain('arco-table-fixed-column');
    const inner = table().querySelector('.arco-table-content-inner') as HTMLElement;
    expect(inner.style.maxHeight).toBe('240px');
    expect(inner.style.overflowY).toBe('auto');
    expect((inner.querySelector('table') as HTMLElement).style.width).toBe('max-content');
    const firstCell = table().querySelector('tbody tr td') as HTMLElement;
    expect(firstCell.className).toContain('arco-table-col-fixed-left-last');
    expect(firstCell.style.left).toBe('0px');
    expect(table().querySelectorAll('tbody tr.bad-row')).toHaveLength(1);
  });
});
