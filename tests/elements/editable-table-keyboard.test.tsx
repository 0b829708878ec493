import type { EditableColumn } from '../../src/widgets/editable-table';
import { activeCell, click, frames, mountTable, press, type, unmountAll } from './editable-table-harness';
import { assert, assertEqual, waitFor } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

const columns: EditableColumn[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input' },
  { key: 'code', title: '编码', type: 'input' },
  { key: 'memo', title: '备注', type: 'input' },
];
const rows = Array.from({ length: 30 }, (_, i) => ({ id: `r${i}`, name: `名称${i}`, code: `C${i}`, memo: '' }));

describe('editable table: keyboard', () => {
  afterEach(unmountAll);

  it('moves the active cell with the arrows, Tab and Shift+Tab', async () => {
    const table = await mountTable({ columns, dataSource: rows });
    await click(table.cell('r0', 'name'));
    await press('Escape');
    assertEqual(activeCell(table.host)?.column, 'name', 'clicked cell is active');
    await press('ArrowRight');
    assertEqual(activeCell(table.host)?.column, 'code', 'right');
    await press('ArrowDown', 'ArrowDown');
    assertEqual(activeCell(table.host)?.key, 'r2', 'down twice');
    await press('Tab', 'Tab');
    assertEqual(JSON.stringify(activeCell(table.host)), JSON.stringify({ key: 'r3', column: 'name' }), 'Tab wraps');
    await press('Shift+Tab');
    assertEqual(JSON.stringify(activeCell(table.host)), JSON.stringify({ key: 'r2', column: 'memo' }), 'Shift+Tab');
  });

  it('Enter edits, Enter commits, Escape cancels', async () => {
    const table = await mountTable({ columns, dataSource: rows });
    await click(table.cell('r1', 'code'));
    const input = await waitFor(() => table.cell('r1', 'code').querySelector('input'), 'the editor opens on click');
    assert(document.activeElement === input, 'the editor has the focus');
    await press('Control+A');
    await type('X1');
    await press('Enter');
    await frames();
    assert(!table.cell('r1', 'code').querySelector('input'), 'Enter leaves edit mode');
    assertEqual(table.ref.current?.getValues().rows[1]?.code, 'X1', 'value committed');
    await press('Enter');
    await waitFor(() => table.cell('r1', 'code').querySelector('input'), 'Enter edits again');
    await type('zz');
    await press('Escape');
    await frames();
    assertEqual(table.ref.current?.getValues().rows[1]?.code, 'X1', 'Escape restores');
  });

  it('scrolls the active row into view', async () => {
    const table = await mountTable({ columns, dataSource: rows });
    await click(table.cell('r0', 'name'));
    await press('Escape');
    for (let i = 0; i < 12; i++) await press('ArrowDown');
    assertEqual(activeCell(table.host)?.key, 'r12', 'active row');
    const row = table.row('r12');
    assert(row, 'row 12 rendered');
    const box = row.getBoundingClientRect();
    const view = table.scroller.getBoundingClientRect();
    assert(box.bottom <= view.bottom + 1 && box.top >= view.top, 'row 12 is visible');
  });

  it('with alwaysEdit, Up and Down leave a one-line editor for the next row', async () => {
    const table = await mountTable({ columns, dataSource: rows, alwaysEdit: true });
    const input = table.cell('r0', 'code').querySelector('input');
    assert(input, 'editor drawn');
    await click(input);
    await press('ArrowDown');
    await frames();
    assertEqual(JSON.stringify(activeCell(table.host)), JSON.stringify({ key: 'r1', column: 'code' }), 'moved down');
    await press('Enter');
    await frames();
    assert(table.cell('r1', 'code').contains(document.activeElement), 'Enter puts the focus in its editor');
  });

  it('typing on the active cell edits it with the typed text; Escape brings the value back', async () => {
    const table = await mountTable({ columns, dataSource: rows });
    await click(table.cell('r4', 'name'));
    await press('Escape');
    await type('Zq');
    const input = await waitFor(() => table.cell('r4', 'name').querySelector('input'), 'editing');
    await waitFor(() => input.value === 'Zq', 'the typed text replaces the value');
    await press('Escape');
    await frames();
    assertEqual(table.ref.current?.getValues().rows[4]?.name, '名称4', 'restored');
  });
});
