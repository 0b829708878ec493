import { configure, getConfig } from '../../src/core/config';
import { getAction } from '../../src/core/http';
import { type LoginResult, persistLogin } from '../../src/core/session';
import { StorageTtl } from '../../src/core/storage';
import type { EditableColumn, RowData } from '../../src/widgets/editable-table';
import { TableServicesProvider } from '../../src/widgets/editable-table';
import { click, frames, mountTable, unmountAll } from './editable-table-harness';
import { assert, assertEqual, findByText, waitFor, waitForText } from './support/dom';
import { afterEach, describe, it } from './support/mocha';
import { apiLogin, referenceServer } from './support/reference-server-client';

const columns: EditableColumn[] = [
  { key: 'expand', title: '', type: 'row-expand' },
  { key: 'name', title: '名称', type: 'input' },
];

function expandButton(row: HTMLElement | null): HTMLElement {
  const button = row?.querySelector<HTMLElement>('button.et-expand');
  assert(button, 'the expand toggle');
  return button;
}

describe('editable table: tree and sub-table', () => {
  afterEach(unmountAll);

  it('loads children lazily by GET with the parent key, showing a loading row meanwhile', async () => {
    const calls: Array<{ url: string; params: Record<string, unknown> }> = [];
    let answer: (value: unknown) => void = () => {};
    const fetchChildren = (url: string, params: Record<string, unknown>) => {
      calls.push({ url, params });
      return new Promise<unknown>((resolve) => {
        answer = resolve;
      });
    };
    const table = await mountTable(
      {
        columns,
        dataSource: [
          { id: 'p1', name: '华东', hasChildren: true },
          { id: 'p2', name: '华北' },
        ],
        treeUrl: '/demo/area/children',
      },
      900,
      (node) => <TableServicesProvider fetchChildren={fetchChildren}>{node}</TableServicesProvider>,
    );
    assert(!table.row('p2')?.querySelector('button.et-expand'), 'a row without children has no toggle');
    await click(expandButton(table.row('p1')));
    await waitForText('加载中...');
    assertEqual(
      JSON.stringify(calls),
      JSON.stringify([{ url: '/demo/area/children', params: { parentId: 'p1' } }]),
      'GET with parentId',
    );
    answer({
      success: true,
      result: [
        { id: 'c1', name: '上海' },
        { id: 'c2', name: '杭州' },
      ],
    });
    await waitFor(() => table.row('c1'), 'children drawn');
    assertEqual(table.renderedKeys().join(','), 'p1,c1,c2,p2', 'children under their parent');
    assert(!findByText('加载中...', table.host), 'the loading row is gone');
    await click(expandButton(table.row('p1')));
    await waitFor(() => !table.row('c1'), 'collapse hides the children');
    assertEqual(calls.length, 1, 'no second request');
  });

  it('loads children by the default GET, with a custom parent key (pid), from the reference server', async () => {
    const original = getConfig().apiBaseUrl;
    const { apiBase } = await referenceServer();
    configure({ apiBaseUrl: apiBase });
    try {
      persistLogin((await apiLogin('tenant1')) as unknown as LoginResult, {
        ttlMs: StorageTtl.week,
        storeDicts: false,
      });
      const url = '/sys/sysDepart/queryDepartTreeSync';
      type Depart = { id: string; departName: string; isLeaf: boolean };
      const roots = (await getAction<Depart[]>(url)).result;
      const parent = roots.find((row) => !row.isLeaf);
      assert(parent, 'a department with sub-departments');
      const expected = (await getAction<Depart[]>(url, { pid: parent.id })).result.map((row) => row.departName);
      assert(expected.length > 0, 'the sub-departments the server holds');
      const table = await mountTable({
        columns: [
          { key: 'expand', title: '', type: 'row-expand' },
          { key: 'departName', title: '部门', type: 'input' },
        ],
        dataSource: roots.map((row) => ({ ...row, hasChildren: !row.isLeaf })),
        treeUrl: url,
        treeParentKey: 'pid',
        // Tall enough to draw every department (the body draws only the rows in view).
        maxHeight: 61 * 40,
      });
      await click(expandButton(table.row(parent.id)));
      const childKeys = () => {
        const keys = table.renderedKeys();
        const at = keys.indexOf(parent.id);
        return keys.slice(at + 1, at + 1 + expected.length);
      };
      const childNames = () =>
        childKeys()
          .map((key) => table.cell(key, 'departName').textContent)
          .join(',');
      // Rows are drawn over a frame or two once the answer is in: wait for all of them, then compare.
      await waitFor(() => table.renderedKeys().length >= roots.length + expected.length, 'children drawn', 10_000);
      await waitFor(() => childNames() === expected.join(','), 'children settled', 2_000).catch(() => undefined);
      const children = childKeys();
      assertEqual(childNames(), expected.join(','), 'the sub-departments of the opened one, right under it');
      const values = table.ref.current?.getValues().rows ?? [];
      assert(
        children.every((key) => values.find((row) => row.id === key)?.pid === parent.id),
        'each child row holds its parent under pid',
      );
    } finally {
      configure({ apiBaseUrl: original });
      localStorage.clear();
    }
  });

  it('says 返回数据类型不识别 for an unknown answer', async () => {
    const table = await mountTable(
      { columns, dataSource: [{ id: 'p1', name: '华东', hasChildren: true }], treeUrl: '/x', treeParentKey: 'pid' },
      900,
      (node) => (
        <TableServicesProvider fetchChildren={async () => ({ success: true, result: 'oops' })}>
          {node}
        </TableServicesProvider>
      ),
    );
    await click(expandButton(table.row('p1')));
    await waitForText('返回数据类型不识别');
  });

  it('toggles the sub-table popover, reopens it for another row, and opens below when there is room', async () => {
    const table = await mountTable({
      columns,
      dataSource: [
        { id: 'a', name: '甲' },
        { id: 'b', name: '乙' },
      ],
      renderSubTable: (row: RowData) => <div className="sub-content">子表 {String(row.name)}</div>,
    });
    await click(expandButton(table.row('a')));
    const panel = await waitFor(() => table.host.querySelector<HTMLElement>('.et-subtable'), 'sub-table opens');
    assertEqual(panel.textContent, '子表 甲', 'for row a');
    const below = window.innerHeight - (table.row('a')?.getBoundingClientRect().bottom ?? 0) > 350;
    assertEqual(panel.dataset.placement, below ? 'below' : 'above', 'placement by the room beneath');
    // The open popover lies over the rows below row a: press the toggle of row b directly.
    expandButton(table.row('b')).click();
    await waitFor(() => table.host.querySelector('.et-subtable')?.textContent === '子表 乙', 'reopens for row b');
    expandButton(table.row('b')).click();
    await frames();
    assert(!table.host.querySelector('.et-subtable'), 'toggling the open row closes it');
  });
});
