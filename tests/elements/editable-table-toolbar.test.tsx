import { permissionStore } from '../../src/core/permission';
import type { EditableColumn } from '../../src/widgets/editable-table';
import { click, frames, mountTable, sleep, unmountAll } from './editable-table-harness';
import { assert, assertEqual, findByText, waitFor, waitForText } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

const columns: EditableColumn[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'check', title: '', type: 'row-checkbox' },
  { key: 'sort', title: '', type: 'row-drag-sort' },
  { key: 'name', title: '名称', type: 'input' },
  { key: 'price', title: '单价', type: 'inputNumber', statistics: ['sum', 'average'] },
];
const dataSource = () => [
  { id: 'a', name: '甲', price: 0.1, orderNum: 1 },
  { id: 'b', name: '乙', price: 0.2, orderNum: 2 },
  { id: 'c', name: '丙', price: '', orderNum: 3 },
];

function button(host: HTMLElement, text: string): HTMLButtonElement | null {
  return (
    [...host.querySelectorAll<HTMLButtonElement>('.et-toolbar button')].find(
      (candidate) => candidate.textContent?.trim() === text,
    ) ?? null
  );
}

function rowChecks(host: HTMLElement): HTMLInputElement[] {
  return [...host.querySelectorAll<HTMLInputElement>('.et-body input[type="checkbox"]')];
}

describe('editable table: toolbar, permissions, rows', () => {
  afterEach(async () => {
    permissionStore.setState({ auth: [], allAuth: [] });
    await unmountAll();
  });

  it('shows add, insert, remove, clear selection and 收起/展开', async () => {
    const table = await mountTable({ columns, dataSource: dataSource(), toolbar: true });
    for (const text of ['新增', '插入一行', '删除', '清空选择', '收起'])
      assert(button(table.host, text), `${text} button`);
    await click(button(table.host, '收起') as HTMLElement);
    await waitFor(() => button(table.host, '展开'), '收起 turns into 展开');
    assertEqual(getComputedStyle(table.scroller).display, 'none', 'the grid is collapsed');
  });

  it('hides add and remove by the authPre rules, and everything on a disabled table', async () => {
    permissionStore.setState({
      auth: [],
      allAuth: [
        { action: 'order:add', type: '1', status: '1' },
        { action: 'order:batch_delete', type: '1', status: '1' },
      ],
    });
    const limited = await mountTable({ columns, dataSource: dataSource(), toolbar: true, authPre: 'order:' });
    assert(!button(limited.host, '新增'), 'add hidden when order:add is not granted');
    assert(!button(limited.host, '删除'), 'remove hidden by batch_delete');
    assert(button(limited.host, '清空选择'), 'clear selection stays');
    permissionStore.setState({ auth: [{ action: 'order:add', type: '1' }] });
    await waitFor(() => button(limited.host, '新增'), 'add shows once granted');
    const editor = await mountTable({ columns, dataSource: dataSource(), toolbar: true, disabled: true });
    assert(!button(editor.host, '新增') && !button(editor.host, '删除'), 'no add or delete on a disabled table');
  });

  it('adds a row once for a double click (300 ms throttle) and asks before removing the selection', async () => {
    const table = await mountTable({ columns, dataSource: dataSource(), toolbar: true });
    const add = button(table.host, '新增') as HTMLButtonElement;
    add.click();
    add.click();
    await frames();
    assertEqual(table.ref.current?.getValues().rows.length, 4, 'one row added');
    await sleep(320);
    add.click();
    await frames();
    assertEqual(table.ref.current?.getValues().rows.length, 5, 'a later click adds again');

    const checks = rowChecks(table.host);
    await click(checks[0] as HTMLElement);
    await click(checks[1] as HTMLElement);
    const all = table.host.querySelector<HTMLElement>('.et-head .arco-checkbox');
    await waitFor(() => all?.classList.contains('arco-checkbox-indeterminate'), 'select-all shows the partial state');
    await click(button(table.host, '删除') as HTMLElement);
    const confirm = await waitForText('确定要删除这 2 项吗?');
    const ok = [...(confirm.closest('.arco-popconfirm') ?? document).querySelectorAll('button')].find((b) =>
      /确\s*定/.test(b.textContent ?? ''),
    );
    assert(ok, 'the confirm button');
    ok.click();
    await waitFor(() => table.ref.current?.getValues().rows.length === 3, 'two rows removed');
    assertEqual(JSON.stringify(table.ref.current?.getDeleteIds()), JSON.stringify(['a', 'b']), 'deleted ids tracked');
  });

  it('清空选择 clears the selection: boxes unchecked, count gone, button disabled', async () => {
    const table = await mountTable({ columns, dataSource: dataSource(), toolbar: true });
    const clear = button(table.host, '清空选择') as HTMLButtonElement;
    assert(clear.disabled, 'nothing to clear at first');
    await click(rowChecks(table.host)[0] as HTMLElement);
    await click(rowChecks(table.host)[2] as HTMLElement);
    await waitForText('已选择 2 项');
    assert(!clear.disabled, 'enabled with a selection');
    await click(clear);
    await waitFor(() => !findByText('已选择 2 项', table.host), 'the count goes');
    assertEqual(table.ref.current?.getSelectedKeys().length, 0, 'no row selected');
    assert(
      rowChecks(table.host).every((box) => !box.checked),
      'every row box unchecked',
    );
    assert((button(table.host, '清空选择') as HTMLButtonElement).disabled, 'disabled again');
  });

  it('row-radio selects one row at a time', async () => {
    const radioColumns: EditableColumn[] = [
      { key: 'pick', title: '', type: 'row-radio' },
      { key: 'name', title: '名称', type: 'input' },
    ];
    const table = await mountTable({ columns: radioColumns, dataSource: dataSource(), toolbar: true });
    const radios = () => [...table.host.querySelectorAll<HTMLInputElement>('.et-body input[type="radio"]')];
    const radioOf = (key: string) => table.row(key)?.querySelector<HTMLInputElement>('input[type="radio"]');
    assertEqual(radios().length, 3, 'a radio per row');
    await click(radioOf('a') as HTMLElement);
    await waitFor(() => radioOf('a')?.checked, 'row a chosen');
    await click(radioOf('c') as HTMLElement);
    await waitFor(() => radioOf('c')?.checked, 'row c chosen');
    assertEqual(JSON.stringify(table.ref.current?.getSelectedKeys()), JSON.stringify(['c']), 'only row c selected');
    assertEqual(radios().filter((radio) => radio.checked).length, 1, 'one radio checked');
    assert(
      table.row('c')?.classList.contains('et-selected') && !table.row('a')?.classList.contains('et-selected'),
      'rows marked',
    );
  });

  it('moves rows with the drag-handle menu (向上移, 向下移) and inserts below (插入一行)', async () => {
    const table = await mountTable({ columns, dataSource: dataSource() });
    const menu = async (key: string, item: string) => {
      const handle = table.row(key)?.querySelector<HTMLElement>('.et-drag-handle');
      assert(handle, `the drag handle of row ${key}`);
      await click(handle);
      const entry = await waitFor(
        () =>
          [...document.querySelectorAll<HTMLElement>('.arco-dropdown-menu-item')].find(
            (element) => element.textContent?.trim() === item,
          ),
        `the menu item ${item}`,
      );
      // The menu takes clicks once its opening animation is over.
      await waitFor(
        () => getComputedStyle(entry.closest('.arco-trigger') as HTMLElement).pointerEvents !== 'none',
        'the menu open',
      );
      await click(entry);
      await waitFor(() => !document.querySelector('.arco-dropdown-menu-item'), 'the menu closes');
    };
    const order = () =>
      (table.ref.current?.getValues().rows ?? []).map((row) => `${row.id ?? 'new'}:${row.orderNum}`).join(',');
    await menu('b', '向上移');
    assertEqual(order(), 'b:1,a:2,c:3', 'b moved up and renumbered');
    // The row's menu drops a second choice within the 300 ms click throttle.
    await sleep(320);
    await menu('b', '向下移');
    assertEqual(order(), 'a:1,b:2,c:3', 'b moved back down');
    await menu('a', '插入一行');
    assertEqual(order(), 'a:1,new:2,b:3,c:4', 'a new row below a, numbers following');
    assertEqual(table.renderedKeys().length, 4, 'the new row is drawn');
  });

  it('warns 你点击的太快了，请慢点点击! on a second insert within 1500 ms', async () => {
    const table = await mountTable({ columns, dataSource: dataSource(), toolbar: true });
    const insert = button(table.host, '插入一行') as HTMLButtonElement;
    insert.click();
    await sleep(350);
    insert.click();
    await waitForText('你点击的太快了，请慢点点击!');
    assertEqual(table.ref.current?.getValues().rows.length, 4, 'only the first insert happened');
  });

  it('sums and averages decimals exactly in the footer', async () => {
    const table = await mountTable({ columns, dataSource: dataSource() });
    const footer = table.host.querySelector<HTMLElement>('.et-foot');
    assert(footer, 'a statistics footer');
    const rows = [...footer.querySelectorAll('.et-foot-row')].map((row) =>
      [...row.querySelectorAll('.et-tf')].map((cell) => cell.textContent ?? ''),
    );
    assertEqual(rows[0]?.[0], '合计', 'sum label');
    assertEqual(rows[0]?.[4], '0.3', '0.1 + 0.2 shows 0.3');
    assertEqual(rows[1]?.[0], '平均', 'average label');
    assertEqual(rows[1]?.[4], '0.15', 'average of the numbers');
    const check = table.host.querySelector<HTMLElement>('.et-head .et-th.et-fixed:nth-child(2)');
    assertEqual(check?.getBoundingClientRect().width, 60, 'selection column is 60 px with the footer');
  });

  it('says 暂无数据 when there are no rows', async () => {
    const table = await mountTable({ columns, dataSource: [] });
    assert(findByText('暂无数据', table.host), 'empty text');
  });

  it('moves rows with the drag handle and renumbers from 1', async () => {
    const table = await mountTable({ columns, dataSource: dataSource() });
    const handle = table.row('a')?.querySelector<HTMLElement>('.et-drag-handle');
    assert(handle, 'drag handle');
    const { sendMouse } = await import('@web/test-runner-commands');
    const from = handle.getBoundingClientRect();
    const x = Math.round(from.left + from.width / 2);
    await sendMouse({ type: 'move', position: [x, Math.round(from.top + from.height / 2)] });
    await sendMouse({ type: 'down' });
    const target = table.row('c')?.getBoundingClientRect();
    assert(target, 'row c');
    await sendMouse({ type: 'move', position: [x, Math.round(target.top + target.height / 2)] });
    await sendMouse({ type: 'move', position: [x, Math.round(target.bottom - 2)] });
    assert(table.host.querySelector('.et-drag-line'), 'the insertion line shows');
    await sendMouse({ type: 'up' });
    await frames();
    const rows = table.ref.current?.getValues().rows ?? [];
    assertEqual(rows.map((row) => row.id).join(','), 'b,c,a', 'a dropped below c');
    assertEqual(rows.map((row) => row.orderNum).join(','), '1,2,3', 'renumbered from 1');
    assertEqual(table.renderedKeys().join(','), 'b,c,a', 'drawn in the new order');
  });

  it('sorts by a sorter column in the view, leaving the values in their order', async () => {
    const sortable: EditableColumn[] = [
      { key: 'name', title: '名称', type: 'input' },
      { key: 'price', title: '单价', type: 'inputNumber', sorter: true },
    ];
    const table = await mountTable({ columns: sortable, dataSource: dataSource() });
    const sorter = table.host.querySelector<HTMLButtonElement>('button.et-sorter');
    assert(sorter, 'the 单价 header sorts');
    sorter.click();
    await frames();
    assertEqual(table.renderedKeys().join(','), 'a,b,c', 'ascending, empty last');
    sorter.click();
    await frames();
    assertEqual(table.renderedKeys().join(','), 'b,a,c', 'descending');
    assertEqual(
      table.ref.current
        ?.getValues()
        .rows.map((row) => row.id)
        .join(','),
      'a,b,c',
      'values keep their order',
    );
    sorter.click();
    await frames();
    assertEqual(table.renderedKeys().join(','), 'a,b,c', 'back to the model order');
  });
});
