// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}` is a JeecgBoot message template, filled by the validation rules.
import type { EditableColumn } from '../../src/widgets/editable-table';
import { click, copyText, frames, mountTable, pasteText, press, unmountAll } from './editable-table-harness';
import { assert, assertEqual, waitFor } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

const columns: EditableColumn[] = [
  { key: 'no', title: '#', type: 'row-number' },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'phone', title: '手机号', type: 'input', validateRules: [{ pattern: 'm', message: '${title}格式不正确' }] },
  { key: 'qty', title: '数量', type: 'inputNumber', validateRules: [{ pattern: 'z', message: '${title}必须是整数' }] },
];

const dataSource = [
  { id: 'a', name: '苹果', phone: '13800000001', qty: 1 },
  { id: 'b', name: '香蕉', phone: '13800000002', qty: 2 },
];

describe('editable table: clipboard', () => {
  afterEach(unmountAll);

  it('pastes an Excel block at the active cell, adding rows and marking invalid cells', async () => {
    const table = await mountTable({ columns, dataSource });
    await click(table.cell('b', 'name'));
    await press('Escape');
    // Excel puts a rectangular block on the clipboard as TSV with CRLF line ends and a final line break.
    assert(pasteText('梨\t13900000003\t3\r\n\t12345\t4\r\n桃\t13900000005\tx\r\n'), 'the grid takes the paste');
    const values = await waitFor(() => {
      const rows = table.ref.current?.getValues().rows ?? [];
      return rows.length === 4 ? rows : null;
    }, 'two rows added for the block');
    assertEqual(values[1]?.name, '梨', 'first pasted row overwrote row b');
    assertEqual(values[1]?.phone, '13900000003', 'phone');
    assertEqual(values[3]?.name, '桃', 'third pasted row is new');
    const keys = table.renderedKeys();
    assertEqual(keys.length, 4, 'four rows rendered');
    const newKey = keys[2] as string;
    await waitFor(() => table.cell(newKey, 'name').classList.contains('et-invalid'), 'the empty name is marked');
    assert(table.cell(newKey, 'phone').classList.contains('et-invalid'), 'the bad phone is marked');
    assertEqual(table.cell(newKey, 'name').getAttribute('aria-invalid'), 'true', 'aria-invalid on the cell');
    assert(!table.cell(keys[1] as string, 'phone').classList.contains('et-invalid'), 'valid cells stay clean');
    const errors = await table.ref.current?.validateTable().then(
      () => null,
      (error: { errors: Record<string, Record<string, string>> }) => error.errors,
    );
    assert(errors, 'the table does not validate');
    assertEqual(errors[newKey]?.name, '名称不能为空', 'required message');
    assertEqual(errors[newKey]?.phone, '手机号格式不正确', 'pattern message');
  });

  it('copies the selected range as tab-separated text', async () => {
    const table = await mountTable({ columns, dataSource });
    await click(table.cell('a', 'name'));
    await press('Escape', 'Shift+ArrowRight', 'Shift+ArrowDown');
    await frames();
    assertEqual(table.host.querySelectorAll('.et-td.et-in-range').length, 4, 'a 2 × 2 range is highlighted');
    assertEqual(copyText(), '苹果\t13800000001\r\n香蕉\t13800000002', 'TSV of the range (Excel line ends)');
    await press('Escape');
    assertEqual(copyText(), '13800000002', 'the active cell alone once the range is dropped');
  });

  it('leaves a single value pasted into an open editor to the editor', async () => {
    const table = await mountTable({ columns, dataSource });
    await click(table.cell('a', 'name'));
    const input = await waitFor(() => table.cell('a', 'name').querySelector('input'), 'the editor');
    input.focus();
    assertEqual(pasteText('单个值'), false, 'the browser pastes into the input');
    await frames();
    assertEqual(table.ref.current?.getValues().rows.length, 2, 'no rows added');
    assertEqual(table.ref.current?.getValues().rows[0]?.name, '苹果', 'the model was not written by the grid');
  });
});
