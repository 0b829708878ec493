// <editable-table>: columns and rows as properties (by identity) or JSON attribute, editing fires wk-change,
// addRow()/getRows()/validate(), a select cell's dropdown in the portal at its cell and closing on outside click.
import '../../src/elements/entries/editable-table';
import { assert, assertEqual, findByText, waitFor } from './support/dom';
import { click, mountElement, nextEvent, portalOf, settle, unmountElements } from './support/kit';
import { afterEach, describe, it } from './support/mocha';

type Row = Record<string, unknown>;
type TableElement = HTMLElement & {
  columns: unknown[];
  rows: Row[];
  getRows(): Row[];
  addRow(row?: Row): string[];
  validate(): Promise<{ rows: Row[] }>;
  updateComplete: Promise<void>;
};

const columns = [
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true, message: '请输入名称' }] },
  {
    key: 'kind',
    title: '类型',
    type: 'select',
    options: [
      { value: 'a', text: '甲类' },
      { value: 'b', text: '乙类' },
    ],
  },
];

function typeInto(input: HTMLInputElement, text: string): void {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const cell = (table: Element, key: string, column: string) =>
  table.shadowRoot?.querySelector<HTMLElement>(`[data-row-key="${key}"] [data-column="${column}"]`) ?? null;

describe('<editable-table>', () => {
  afterEach(unmountElements);

  it('renders rows set as a property and columns from a JSON attribute, keeping identity', async () => {
    const rows = [{ id: 'r1', name: '甲', kind: 'a' }];
    const table = await mountElement<TableElement>(
      'editable-table',
      { columns: JSON.stringify(columns), 'always-edit': '' },
      document.body,
      (element) => {
        (element as TableElement).rows = rows;
      },
    );
    await waitFor(() => cell(table, 'r1', 'name')?.querySelector('input'), 'the row rendered');
    assertEqual(cell(table, 'r1', 'name')?.querySelector('input')?.value, '甲', 'cell value');
    assertEqual(table.columns.length, 2, 'columns parsed from the attribute');
    assert(!table.hasAttribute('rows'), 'rows never serialised');
  });

  it('fires wk-change on an edit and supports addRow(), getRows() and validate()', async () => {
    const table = await mountElement<TableElement>(
      'editable-table',
      { 'always-edit': '', toolbar: '' },
      document.body,
      (element) => {
        Object.assign(element, { columns, rows: [{ id: 'r1', name: '甲', kind: 'a' }] });
      },
    );
    const input = await waitFor(() => cell(table, 'r1', 'name')?.querySelector('input'), 'the input');
    const change = nextEvent<{ column: string; value: unknown; rows: Row[] }>(table, 'wk-change');
    typeInto(input, '甲乙');
    const { detail } = await change;
    assertEqual(detail.column, 'name', 'detail.column');
    assertEqual(detail.value, '甲乙', 'detail.value');
    assertEqual(table.getRows()[0]?.name, '甲乙', 'getRows() has the edit');
    assertEqual(table.rows[0]?.name, '甲乙', 'el.rows reads the current rows');

    // Events follow user actions (the toolbar's 新增), not programmatic calls (addRow()).
    const added = nextEvent<{ rows: Row[] }>(table, 'wk-row-add');
    click(findByText('新增', table.shadowRoot as ShadowRoot)?.closest('button') as HTMLElement);
    assertEqual((await added).detail.rows.length, 1, 'wk-row-add detail.rows');
    const keys = table.addRow();
    assertEqual(keys.length, 1, 'addRow() returns the key');
    assertEqual(table.getRows().length, 3, 'both rows added');
    let failed: { errors?: Record<string, Record<string, string>> } | null = null;
    await table.validate().catch((error) => {
      failed = error;
    });
    assert(failed, 'the empty name is refused');
    const errors = (failed as { errors?: Record<string, Record<string, string>> }).errors ?? {};
    assertEqual(errors[keys[0] as string]?.name, '请输入名称', 'the cell message of the added row');
  });

  it('opens a select cell dropdown in its portal at the cell and closes it on an outside click', async () => {
    const table = await mountElement<TableElement>(
      'editable-table',
      { 'always-edit': '' },
      document.body,
      (element) => {
        Object.assign(element, { columns, rows: [{ id: 'r1', name: '甲', kind: 'a' }] });
      },
    );
    await settle(table);
    const select = await waitFor(
      () => cell(table, 'r1', 'kind')?.querySelector<HTMLElement>('.arco-select-view'),
      'the select',
    );
    click(select);
    const dropdown = await waitFor(
      () => portalOf(table)?.querySelector<HTMLElement>('.arco-select-popup'),
      'the dropdown in the portal',
    );
    await settle();
    const anchor = select.getBoundingClientRect();
    const box = dropdown.getBoundingClientRect();
    assert(
      Math.abs(box.left - anchor.left) < 4 && box.top >= anchor.bottom - 1 && box.top - anchor.bottom < 12,
      `at the cell: ${JSON.stringify([box, anchor])}`,
    );
    assertEqual(getComputedStyle(dropdown).backgroundColor, 'rgb(255, 255, 255)', 'styled');
    click(document.body);
    await waitFor(() => {
      const popup = portalOf(table)?.querySelector<HTMLElement>('.arco-select-popup');
      return (
        !popup ||
        popup.getBoundingClientRect().height === 0 ||
        getComputedStyle(popup.parentElement as Element).display === 'none'
      );
    }, 'closed by an outside click');
  });
});
