// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EntityPicker } from './EntityPicker';
import { ENTITY_PICKER_WIDTH, type EntityQuery } from './use-entity-list';

afterEach(cleanup);

interface Shop {
  id: string;
  name: string;
}

const shops: Shop[] = Array.from({ length: 12 }, (_, i) => ({ id: `s${i + 1}`, name: `门店${i + 1}` }));
const columns = [
  { title: '编号', dataIndex: 'id' },
  { title: '名称', dataIndex: 'name' },
];

function fakeLoad() {
  const calls: EntityQuery[] = [];
  const load = vi.fn(async (query: EntityQuery) => {
    calls.push(query);
    const hits = shops.filter((shop) => shop.name.includes(query.keyword));
    const start = (query.pageNo - 1) * query.pageSize;
    return { records: hits.slice(start, start + query.pageSize), total: hits.length };
  });
  return { calls, load };
}

function dialog(): HTMLElement {
  return document.querySelector('.arco-modal') as HTMLElement;
}

function rowOf(name: string): HTMLElement {
  const cell = within(dialog()).getByText(name);
  return cell.closest('tr') as HTMLElement;
}

function chosenList(): string[] {
  const section = within(dialog()).getByRole('region', { name: '已选' });
  return [...section.querySelectorAll('li > span')].map((span) => span.textContent ?? '');
}

async function open() {
  fireEvent.click(screen.getByRole('button', { name: '选择' }));
  await waitFor(() => expect(within(dialog()).getByText('门店1')).toBeTruthy());
}

describe('EntityPicker', () => {
  it('opens 900 wide, pages 5 at a time with 5/10/20/30 and 共 N 条', async () => {
    const { calls, load } = fakeLoad();
    render(<EntityPicker<Shop> load={load} rowKey="id" labelKey="name" columns={columns} />);
    await open();
    expect(dialog().style.width).toBe(`${ENTITY_PICKER_WIDTH}px`);
    expect(calls[0]).toEqual({ pageNo: 1, pageSize: 5, keyword: '' });
    expect(dialog().querySelectorAll('tbody tr')).toHaveLength(5);
    expect(within(dialog()).getByText('共 12 条')).toBeTruthy();
    expect(within(dialog()).getByText('5 条/页')).toBeTruthy();
    fireEvent.click(within(dialog()).getByText('3'));
    await waitFor(() => expect(within(dialog()).getByText('门店11')).toBeTruthy());
    expect(calls.at(-1)).toEqual({ pageNo: 3, pageSize: 5, keyword: '' });
  });

  it('searches from page 1 with the keyword', async () => {
    const { calls, load } = fakeLoad();
    render(<EntityPicker<Shop> load={load} rowKey="id" labelKey="name" columns={columns} />);
    await open();
    const input = within(dialog()).getByPlaceholderText('请输入关键字');
    fireEvent.change(input, { target: { value: '门店1' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(calls.at(-1)).toEqual({ pageNo: 1, pageSize: 5, keyword: '门店1' }));
    await waitFor(() => expect(within(dialog()).getByText('共 4 条')).toBeTruthy());
  });

  it('keeps choices across pages, deletes from the selected list, and gives keys and rows', async () => {
    const { load } = fakeLoad();
    const onChange = vi.fn();
    render(
      <EntityPicker<Shop> multiple load={load} rowKey="id" labelKey="name" columns={columns} onChange={onChange} />,
    );
    await open();
    fireEvent.click(rowOf('门店2').querySelector('input[type=checkbox]') as HTMLElement);
    fireEvent.click(rowOf('门店4').querySelector('input[type=checkbox]') as HTMLElement);
    fireEvent.click(within(dialog()).getByText('2'));
    await waitFor(() => expect(within(dialog()).getByText('门店7')).toBeTruthy());
    fireEvent.click(rowOf('门店7').querySelector('input[type=checkbox]') as HTMLElement);
    expect(chosenList()).toEqual(['门店2', '门店4', '门店7']);
    fireEvent.click(within(dialog()).getByRole('button', { name: '删除 门店4' }));
    expect(chosenList()).toEqual(['门店2', '门店7']);
    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]?.[0]).toBe('s2,s7');
    expect(onChange.mock.calls[0]?.[1]).toEqual([shops[1], shops[6]]);
    await waitFor(() => expect(screen.getByText('门店7')).toBeTruthy());
  });

  it('single choice replaces the previous one', async () => {
    const { load } = fakeLoad();
    const onChange = vi.fn();
    render(<EntityPicker<Shop> load={load} rowKey="id" labelKey="name" columns={columns} onChange={onChange} />);
    await open();
    fireEvent.click(rowOf('门店1').querySelector('input[type=radio]') as HTMLElement);
    fireEvent.click(rowOf('门店3').querySelector('input[type=radio]') as HTMLElement);
    expect(chosenList()).toEqual(['门店3']);
    fireEvent.click(within(dialog()).getByRole('button', { name: '确定' }));
    expect(onChange.mock.calls[0]?.[0]).toBe('s3');
  });

  it('resolves the labels of an initial value in one batch call', async () => {
    const { load } = fakeLoad();
    const resolve = vi.fn(async (keys: string[]) => shops.filter((shop) => keys.includes(shop.id)));
    render(
      <EntityPicker<Shop>
        multiple
        defaultValue="s5,s11"
        resolve={resolve}
        load={load}
        rowKey="id"
        labelKey="name"
        columns={columns}
      />,
    );
    await waitFor(() => expect(screen.getByText('门店11')).toBeTruthy());
    expect(screen.getByText('门店5')).toBeTruthy();
    expect(resolve).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledWith(['s5', 's11']);
    await open();
    expect(chosenList()).toEqual(['门店5', '门店11']);
    await act(async () => undefined);
  });
});
