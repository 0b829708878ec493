// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DepartSelectModal, type DepartSelectModalProps } from './DepartSelectModal';
import type { PickerServices } from './services';
import type { PickerDepart, PickerDepartNode } from './types';

afterEach(cleanup);

const TREE: PickerDepartNode[] = [
  {
    id: 'd1',
    key: 'd1',
    title: '运营中心',
    children: [
      { id: 'd2', key: 'd2', title: '客服组' },
      { id: 'd3', key: 'd3', title: '结算组' },
    ],
  },
];

function fakeServices() {
  const departTree = vi.fn(async () => TREE);
  const departChildren = vi.fn(
    async (): Promise<PickerDepart[]> => [{ id: 'd1', title: '运营中心', parentId: null, isLeaf: true }],
  );
  const searchDeparts = vi.fn(async (): Promise<PickerDepart[]> => []);
  return { departTree, departChildren, searchDeparts } satisfies Partial<PickerServices>;
}

function open(props: Partial<DepartSelectModalProps>) {
  const onOk = vi.fn();
  render(
    <DepartSelectModal
      visible
      multiple={false}
      initial={new Map([['d2', '客服']])}
      onOk={onOk}
      onCancel={() => undefined}
      {...props}
    />,
  );
  const dialog = screen.getByRole('dialog');
  const ok = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  return { onOk, dialog, ok };
}

describe('DepartSelectModal', () => {
  it('compact (table cells): the whole tree expanded and filtered, one department selected, the titles of the tree', async () => {
    const services = fakeServices();
    const { dialog, onOk, ok } = open({ compact: true, services });
    await within(dialog).findByText('结算组');
    expect(services.departTree).toHaveBeenCalledTimes(1);
    expect(services.departChildren).not.toHaveBeenCalled();
    expect(dialog.style.width).toBe('500px');
    expect(dialog.style.maxWidth).toBe('');
    expect(dialog.querySelector('.arco-tree-node .arco-checkbox')).toBeNull();
    expect(within(dialog).queryByRole('region', { name: '已选部门' })).toBeNull();

    fireEvent.change(within(dialog).getByPlaceholderText('请输入部门名称'), { target: { value: '结算' } });
    await waitFor(() => expect(within(dialog).queryByText('客服组')).toBeNull());
    expect(within(dialog).getByText('运营中心')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('结算组'));
    fireEvent.click(within(dialog).getByText('结算组'));
    ok();
    expect(onOk).toHaveBeenCalledWith(new Map([['d3', '结算组']]));

    fireEvent.change(within(dialog).getByPlaceholderText('请输入部门名称'), { target: { value: '西北' } });
    expect(await within(dialog).findByText('暂无数据')).toBeTruthy();
    expect(services.searchDeparts).not.toHaveBeenCalled();
  });

  it('compact and multiple: checkboxes, parent and child independent', async () => {
    const { dialog, onOk, ok } = open({ compact: true, multiple: true, services: fakeServices() });
    await within(dialog).findByText('结算组');
    const boxes = dialog.querySelectorAll('.arco-tree-node .arco-checkbox');
    fireEvent.click(boxes[0] as Element);
    ok();
    expect(onOk).toHaveBeenCalledWith(
      new Map([
        ['d2', '客服组'],
        ['d1', '运营中心'],
      ]),
    );
  });

  it('full (standalone picker): the lazy tree, checkboxes even for one, a second click unticks, tags', async () => {
    const services = fakeServices();
    const { dialog, onOk, ok } = open({ services, shopId: 's1' });
    await within(dialog).findByText('运营中心');
    expect(services.departChildren).toHaveBeenCalledWith(undefined, 's1');
    expect(services.departTree).not.toHaveBeenCalled();
    expect(dialog.style.maxWidth).toBe('100%');
    expect(dialog.querySelector('.arco-tree-node .arco-checkbox')).toBeTruthy();
    const chosen = within(dialog).getByRole('region', { name: '已选部门' });
    expect(chosen.textContent).toBe('已选择 1 项客服');
    const tree = within(within(dialog).getByRole('region', { name: '部门' }));
    fireEvent.click(tree.getByText('运营中心'));
    expect(chosen.textContent).toBe('已选择 1 项运营中心');
    fireEvent.click(tree.getByText('运营中心'));
    expect(chosen.textContent).toBe('已选择 0 项');
    ok();
    expect(onOk).toHaveBeenCalledWith(new Map());
  });
});
