// The table inside a shadow root, as the editable-table custom element will run it.
import type { EditableColumn } from '../../src/widgets/editable-table';
import { click, copyText, mountTable, pasteText, press, unmountAll } from './editable-table-harness';
import { assert, assertEqual, waitFor } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

const columns: EditableColumn[] = [
  { key: 'name', title: '名称', type: 'input' },
  { key: 'code', title: '编码', type: 'input' },
];
const dataSource = [
  { id: 'a', name: '甲', code: 'A' },
  { id: 'b', name: '乙', code: 'B' },
];

describe('editable table: inside a shadow root', () => {
  afterEach(unmountAll);

  it('tells inside from outside clicks across the shadow boundary (composedPath)', async () => {
    const table = await mountTable({ columns, dataSource }, 600, undefined, { shadow: true });
    await click(table.cell('a', 'name'));
    await waitFor(() => table.cell('a', 'name').querySelector('input'), 'editing inside the shadow root');
    await click(table.cell('b', 'code'));
    await waitFor(() => table.cell('b', 'code').querySelector('input'), 'a click inside moves the edit');
    assert(!table.cell('a', 'name').querySelector('input'), 'the first edit ended');
    const outside = document.createElement('div');
    outside.style.cssText = 'position:fixed;right:0;bottom:0;width:60px;height:60px';
    document.body.append(outside);
    await click(outside);
    await waitFor(() => !table.host.shadowRoot?.querySelector('.et-body input'), 'an outside click ends the edit');
    outside.remove();
  });

  it('copies and pastes while the focus is inside the shadow root', async () => {
    const table = await mountTable({ columns, dataSource }, 600, undefined, { shadow: true });
    await click(table.cell('a', 'name'));
    await press('Escape', 'Shift+ArrowDown');
    assertEqual(copyText(), '甲\r\n乙', 'range copied');
    assert(pasteText('丙\t丁\r\n'), 'paste taken by the grid');
    await waitFor(() => table.ref.current?.getValues().rows[1]?.name === '丙', 'pasted at the active cell');
  });
});
