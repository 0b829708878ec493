import type { EditableColumn, TableValidationError } from '../../src/widgets/editable-table';
import { click, frames, mountTable, press, sleep, type, unmountAll } from './editable-table-harness';
import { assert, assertEqual, waitFor, waitForText, waitForTextGone } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

const columns: EditableColumn[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true }] },
];
const dataSource = () => [
  { id: 'a', name: '甲', code: 'A' },
  { id: 'b', name: '乙', code: 'B' },
];

function outside(): HTMLElement {
  const element = document.createElement('button');
  element.textContent = 'outside';
  element.style.cssText = 'position:fixed;right:8px;bottom:8px;width:80px;height:30px';
  document.body.append(element);
  return element;
}

describe('editable table: editing', () => {
  afterEach(unmountAll);

  it('with alwaysEdit off, a click edits a cell and an outside click leaves edit mode keeping the value', async () => {
    const table = await mountTable({ columns, dataSource: dataSource() });
    assert(!table.host.querySelector('.et-body input'), 'no editors before a click');
    await click(table.cell('a', 'name'));
    const input = await waitFor(() => table.cell('a', 'name').querySelector('input'), 'the clicked cell edits');
    assertEqual(table.host.querySelectorAll('.et-body input').length, 1, 'only that cell edits');
    assert(document.activeElement === input, 'its editor has the focus');
    await type('丁');
    const button = outside();
    await click(button);
    await waitFor(() => !table.host.querySelector('.et-body input'), 'an outside click ends the edit');
    assertEqual(table.ref.current?.getValues().rows[0]?.name, '甲丁', 'the typed value stays');
    button.remove();
  });

  it('with alwaysEdit on, every editable cell draws its editor', async () => {
    const table = await mountTable({ columns, dataSource: dataSource(), alwaysEdit: true });
    assertEqual(table.host.querySelectorAll('.et-body input').length, 4, 'four editors');
    await click(table.cell('b', 'code').querySelector('input') as HTMLElement);
    await press('Tab');
    await frames();
    const active = table.host.querySelector('.et-td.et-active');
    assert(active?.contains(document.activeElement), 'Tab moves the focus into the next editor');
  });

  it('shows the validation message on the cell 100 ms after blur, above the table (z-index 1000)', async () => {
    const table = await mountTable({ columns, dataSource: dataSource() });
    await click(table.cell('b', 'code'));
    await waitFor(() => table.cell('b', 'code').querySelector('input'), 'editor');
    await press('Control+A', 'Backspace');
    await type('A');
    await press('Enter');
    await frames();
    assert(!table.cell('b', 'code').classList.contains('et-invalid'), 'not yet validated right after blur');
    const tip = await waitForText('编码不能重复', 1000);
    const popup = tip.closest<HTMLElement>('.arco-trigger');
    assertEqual(popup && getComputedStyle(popup).zIndex, '1000', 'tooltip z-index');
    assert(table.cell('b', 'code').classList.contains('et-invalid'), 'the cell is marked');
    await click(table.cell('a', 'name'));
    await press('Escape');
    await waitForTextGone('编码不能重复');
  });

  it('rejects validateTable with the marker, table index, tab key and error map', async () => {
    const table = await mountTable({
      columns,
      dataSource: [...dataSource(), { id: 'c', name: '', code: 'A' }],
      tableIndex: 2,
      tabKey: 'lines',
    });
    const error = (await table.ref.current?.validateTable().then(
      () => null,
      (reason: unknown) => reason,
    )) as TableValidationError | null;
    assert(error, 'validateTable rejects');
    assertEqual(error.error, 'validate-failed', 'marker');
    assertEqual(error.index, 2, 'table index');
    assertEqual(error.tabKey, 'lines', 'tab key');
    assertEqual(
      JSON.stringify(error.errors),
      JSON.stringify({ a: { code: '编码不能重复' }, c: { name: '名称不能为空', code: '编码不能重复' } }),
      'error map',
    );
    await frames();
    assert(table.cell('c', 'name').classList.contains('et-invalid'), 'failing cells are marked');
    table.ref.current?.setValues([{ rowKey: 'c', values: { name: '丙', code: 'C' } }]);
    const values = await table.ref.current?.validateTable();
    assertEqual(values?.rows.length, 3, 'resolves with the rows once valid');
    await sleep(0);
  });

  it('addRows with setActive opens the first editable cell of the new row', async () => {
    const table = await mountTable({ columns, dataSource: dataSource() });
    const [key] = table.ref.current?.addRows({ code: 'N' }, { setActive: true }) ?? [];
    assert(key, 'a key for the new row');
    const input = await waitFor(() => table.row(key)?.querySelector('[data-column="name"] input'), 'its name editor');
    await waitFor(() => document.activeElement === input, 'with the focus');
  });
});
