// Layout constants of docs/widgets-spec.md §9 as drawn (max height 400, row height 61) and column virtualisation:
// a 60-column table draws only the columns in view, and scrolling right draws the later ones.
import type { EditableColumn, RowData } from '../../src/widgets/editable-table';
import { frames, mountTable, unmountAll } from './editable-table-harness';
import { assert, assertEqual, waitFor } from './support/dom';
import { afterEach, describe, it } from './support/mocha';

const WIDE_COLUMNS = 60;

function wideColumns(): EditableColumn[] {
  return [
    { key: 'no', title: '#', type: 'row-number' },
    ...Array.from(
      { length: WIDE_COLUMNS },
      (_, i): EditableColumn => ({
        key: `c${i}`,
        title: `列${i}`,
        type: 'input',
        width: 120,
      }),
    ),
  ];
}

function wideRows(count: number): RowData[] {
  return Array.from({ length: count }, (_, r) => {
    const row: RowData = { id: `r${r}` };
    for (let c = 0; c < WIDE_COLUMNS; c++) row[`c${c}`] = `${r}-${c}`;
    return row;
  });
}

/** The value columns drawn in a row, by key. */
function drawnColumns(row: HTMLElement | null): string[] {
  return [...(row?.querySelectorAll<HTMLElement>('[data-column]') ?? [])].map((cell) => cell.dataset.column ?? '');
}

describe('editable table: layout and column virtualisation', () => {
  afterEach(unmountAll);

  it('rows are 61 px high and the body shows at most 400 px of them, scrolling the rest', async () => {
    const table = await mountTable({
      columns: [
        { key: 'no', title: '#', type: 'row-number' },
        { key: 'name', title: '名称', type: 'input' },
      ],
      dataSource: Array.from({ length: 30 }, (_, i) => ({ id: `r${i}`, name: `名称${i}` })),
    });
    assertEqual(table.row('r0')?.getBoundingClientRect().height, 61, 'row height');
    const header = table.scroller.querySelector<HTMLElement>('.et-head')?.getBoundingClientRect().height ?? 0;
    assertEqual(table.scroller.clientHeight - header, 400, 'visible body height');
    assertEqual(table.scroller.scrollHeight - header, 30 * 61, 'the whole body scrolls');
    const footed = await mountTable({
      columns: [{ key: 'qty', title: '数量', type: 'inputNumber', statistics: ['sum', 'average'] }],
      dataSource: Array.from({ length: 30 }, (_, i) => ({ id: `q${i}`, qty: i })),
    });
    const footedHead = footed.scroller.querySelector<HTMLElement>('.et-head')?.getBoundingClientRect().height ?? 0;
    const foot = footed.scroller.querySelector<HTMLElement>('.et-foot')?.getBoundingClientRect().height ?? 0;
    assertEqual(footed.scroller.clientHeight - footedHead - foot, 400, 'still 400 px of rows above the footer');
    const short = await mountTable({
      columns: [{ key: 'name', title: '名称', type: 'input' }],
      dataSource: [{ id: 's1', name: '甲' }],
    });
    const shortHeader = short.scroller.querySelector<HTMLElement>('.et-head')?.getBoundingClientRect().height ?? 0;
    assertEqual(short.scroller.clientHeight - shortHeader, 61, 'a short table is only as tall as its rows');
  });

  it('recycles row elements while scrolling: each shows its own row, in visual order for assistive technology', async () => {
    const table = await mountTable({
      columns: [
        { key: 'no', title: '#', type: 'row-number' },
        { key: 'check', title: '', type: 'row-checkbox' },
        { key: 'name', title: '名称', type: 'input' },
      ],
      dataSource: Array.from({ length: 500 }, (_, i) => ({ id: `r${i}`, name: `名称${i}` })),
    });
    const before = new Set(table.scroller.querySelectorAll('.et-body > .et-tr'));
    for (const top of [61 * 3, 61 * 250 + 17, 61 * 499]) {
      table.scroller.scrollTop = top;
      await frames();
      for (const key of table.renderedKeys()) {
        const index = Number(key.slice(1));
        assertEqual(table.cell(key, 'name').textContent, `名称${index}`, `row ${key} shows its name`);
        assertEqual(
          table.row(key)?.querySelector('.et-row-number')?.textContent,
          String(index + 1),
          `row ${key} number`,
        );
      }
      const body = table.scroller.querySelector<HTMLElement>('.et-body');
      const owned = (body?.getAttribute('aria-owns') ?? '').split(' ').map((id) => document.getElementById(id));
      assertEqual(
        owned.map((row) => row?.dataset.rowKey).join(','),
        table.renderedKeys().join(','),
        'aria-owns lists the rows top to bottom',
      );
    }
    const after = table.scroller.querySelectorAll('.et-body > .et-tr');
    assert(
      [...after].every((row) => before.has(row)),
      'the rows drawn far below are the first elements, reused',
    );
  });

  it('keeps an edit in progress when a row is inserted above it', async () => {
    const table = await mountTable({
      columns: [{ key: 'name', title: '名称', type: 'input' }],
      dataSource: Array.from({ length: 20 }, (_, i) => ({ id: `r${i}`, name: `名称${i}` })),
    });
    table.cell('r2', 'name').click();
    const input = await waitFor(() => table.cell('r2', 'name').querySelector('input'), 'the editor of r2');
    input.focus();
    const { sendKeys } = await import('@web/test-runner-commands');
    await sendKeys({ type: '改' });
    table.ref.current?.addRows({ name: '插入' }, { index: 0 });
    await frames();
    assert(table.cell('r2', 'name').contains(document.activeElement), 'the editor of r2 keeps the focus');
    assertEqual((document.activeElement as HTMLInputElement).value, '名称2改', 'with the typed text');
    assertEqual(table.renderedKeys()[3], 'r2', 'r2 moved one row down');
  });

  it('draws only the columns in view of a 60-column table and the later ones after scrolling right', async () => {
    const table = await mountTable({ columns: wideColumns(), dataSource: wideRows(50) }, 900);
    const first = drawnColumns(table.row('r0'));
    assert(first.length > 0 && first.length <= 12, `a handful of the 60 columns drawn (${first.length})`);
    assertEqual(first[0], 'c0', 'starting with the first');
    assert(!first.includes('c59'), 'not the last one');
    const heads = table.scroller.querySelectorAll('.et-head [role="columnheader"]').length;
    assert(heads <= first.length + 1, `the header is virtualised too (${heads} titles)`);
    assertEqual(table.cell('r0', 'c0').textContent, '0-0', 'the first cell holds its value');
    const spacers = table.row('r0')?.querySelectorAll<HTMLElement>('.et-spacer') ?? [];
    assertEqual(table.row('r0')?.scrollWidth, 60 + WIDE_COLUMNS * 120, 'the row keeps its full width');
    assert(spacers.length === 2, 'spacers stand in for the columns not drawn');

    table.scroller.scrollLeft = table.scroller.scrollWidth;
    await waitFor(() => drawnColumns(table.row('r0')).includes('c59'), 'the last column after scrolling right');
    await frames();
    const last = drawnColumns(table.row('r0'));
    assert(last.length <= 12, `still only a handful drawn (${last.length})`);
    assert(!last.includes('c0'), 'the first columns are no longer drawn');
    assertEqual(table.cell('r0', 'c59').textContent, '0-59', 'the last cell holds its value');
    const box = table.cell('r0', 'c59').getBoundingClientRect();
    const view = table.scroller.getBoundingClientRect();
    assert(box.right <= view.right + 1 && box.left >= view.left, 'the last column is in view');
  });
});
