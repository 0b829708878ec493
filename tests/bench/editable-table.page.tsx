// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}` is a JeecgBoot message template, filled by the validation rules.
// The page side of `npm run bench -- editable-table` (bundled by Vite, run in Chromium by
// editable-table.bench.ts): mounts either our EditableTable or Arco's own Table (the peer) over the
// same 100,000 × 20 data and measures them in the page. Row renders are counted from React's commits
// through the DevTools hook (fibers that performed work), the same way for both tables.
import '@arco-design/web-react/es/_util/react-19-adapter';
import '@arco-design/web-react/dist/css/arco.css';

import { ConfigProvider, Table, type TableColumnProps } from '@arco-design/web-react';
import zhCN from '@arco-design/web-react/es/locale/zh-CN';
import ArcoTr from '@arco-design/web-react/es/Table/tbody/tr';
import { createRef, type ReactNode, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { type CellRule, createColumnIndex, validateCell } from '../../src/core/validation';
import {
  type EditableColumn,
  EditableTable,
  type EditableTableHandle,
  type RowData,
} from '../../src/widgets/editable-table';
import { createTableModel } from '../../src/widgets/editable-table/model';
import { TableRow } from '../../src/widgets/editable-table/view/TableRow';

type Fiber = {
  type: unknown;
  elementType: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
};

/** React's PerformedWork flag: the component rendered in this commit. */
const PERFORMED_WORK = 1;
const counting = { on: false, types: new Set<unknown>(), rows: 0 };

// The hook object itself is installed by the bench page's classic script before this bundle runs (react-dom
// looks for it once, while its module initialises); here it only gets its commit listener.
const hook = (globalThis as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Record<string, unknown> })
  .__REACT_DEVTOOLS_GLOBAL_HOOK__;
if (hook) {
  hook.onCommitFiberRoot = (_id: number, root: { current: Fiber }) => {
    if (!counting.on) return;
    const stack: Fiber[] = [root.current];
    while (stack.length > 0) {
      const fiber = stack.pop() as Fiber;
      if ((counting.types.has(fiber.type) || counting.types.has(fiber.elementType)) && fiber.flags & PERFORMED_WORK) {
        counting.rows += 1;
      }
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
  };
}

const ROWS = 100_000;
const OPTIONS = ['A', 'B', 'C', 'D', 'E'].map((value) => ({ value, text: `选项${value}` }));

function benchColumns(count: number): EditableColumn[] {
  const columns: EditableColumn[] = [];
  for (let i = 0; i < count; i++) {
    const key = `c${i}`;
    const kind = i % 5;
    const rules: CellRule[] | undefined =
      i === 0
        ? [{ required: true }]
        : i === 1
          ? [{ unique: true }]
          : i === 2
            ? [{ pattern: 'm', message: '${title}格式不正确' }]
            : i === 3
              ? [{ pattern: 'money' }]
              : undefined;
    const type: EditableColumn['type'] =
      kind === 3 ? 'inputNumber' : kind === 4 && i < 10 ? 'select' : i === 19 ? 'date' : 'input';
    columns.push({
      key,
      title: `列${i}`,
      type,
      width: 140,
      ...(rules ? { validateRules: rules } : {}),
      ...(type === 'select' ? { options: OPTIONS } : {}),
      ...(i === 3 || i === 8 ? { statistics: ['sum', 'average'] as Array<'sum' | 'average'> } : {}),
    });
  }
  return columns;
}

/**
 * How the rows are made: `json` (the default) as a page gets them, parsed from an API response (V8 gives such
 * objects a fixed layout); `keyed` filled key by key, which V8 turns into slow dictionary objects past about 16
 * keys (what this bench did before; no response looks so). Both tables get the same rows either way.
 */
type RowObjects = 'json' | 'keyed';

function benchRows(count: number, columns: EditableColumn[], objects: RowObjects): RowData[] {
  const rows: RowData[] = new Array(count);
  for (let r = 0; r < count; r++) {
    const row: RowData = { id: `row${r}` };
    for (let c = 0; c < columns.length; c++) {
      const column = columns[c] as EditableColumn;
      if (c === 1) row[column.key] = `U${r}`;
      else if (c === 2) row[column.key] = `138${String(r).padStart(8, '0')}`;
      else if (column.type === 'inputNumber') row[column.key] = ((r % 1000) + 0.25).toFixed(2);
      else if (column.type === 'select') row[column.key] = OPTIONS[r % OPTIONS.length]?.value;
      else if (column.type === 'date') row[column.key] = '2026-05-01';
      else row[column.key] = `文本${r}-${c}`;
    }
    rows[r] = row;
  }
  return objects === 'keyed' ? rows : (JSON.parse(JSON.stringify(rows)) as RowData[]);
}

const nextPaint = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
}

let columns: EditableColumn[] = [];
let rows: RowData[] = [];
let scroller: () => HTMLElement | null = () => null;
let edit: (index: number) => void = () => {};
let validate: () => Promise<unknown> = async () => undefined;

function ArcoPeer({ onReady }: { onReady: (setData: (update: (rows: RowData[]) => RowData[]) => void) => void }) {
  const [data, setData] = useState(rows);
  onReady(setData);
  // Made once, as our table's columns are (a careful page memoises them: new column objects on every
  // render would make Arco redo its column work each time).
  const arcoColumns = useMemo<TableColumnProps[]>(
    () =>
      columns.map((column) => ({
        title: column.title,
        dataIndex: column.key,
        width: 140,
        render:
          column.type === 'select'
            ? (value: unknown) => OPTIONS.find((option) => option.value === value)?.text ?? ''
            : undefined,
      })),
    [],
  );
  return (
    <Table
      rowKey="id"
      columns={arcoColumns}
      data={data}
      virtualized
      scroll={{ y: 400, x: columns.length * 140 }}
      pagination={false}
      border
      rowSelection={{ type: 'checkbox' }}
    />
  );
}

async function mount(
  kind: 'ours' | 'arco',
): Promise<{ firstScreenMs: number; renderedRows: number; drawnColumns: number; totalColumns: number }> {
  const host = document.createElement('div');
  host.style.width = '1200px';
  document.body.append(host);
  const root = createRoot(host);
  let app: ReactNode;
  let totalColumns = 0;
  if (kind === 'ours') {
    const ref = createRef<EditableTableHandle>();
    const tableColumns: EditableColumn[] = [
      { key: 'no', title: '#', type: 'row-number' },
      { key: 'check', title: '', type: 'row-checkbox' },
      ...columns,
    ];
    totalColumns = tableColumns.length;
    app = <EditableTable ref={ref} columns={tableColumns} dataSource={rows} />;
    counting.types = new Set([TableRow, (TableRow as unknown as { type: unknown }).type]);
    scroller = () => host.querySelector<HTMLElement>('.et-scroller');
    edit = (index) => ref.current?.setValues([{ rowKey: `row${index}`, values: { c5: `已编辑${index}` } }]);
    validate = () => ref.current?.validateTable() ?? Promise.resolve();
  } else {
    let setData: (update: (rows: RowData[]) => RowData[]) => void = () => {};
    app = (
      <ArcoPeer
        onReady={(set) => {
          setData = set;
        }}
      />
    );
    totalColumns = columns.length + 1;
    // Virtualised, Arco draws its rows with its own Tr component (components.body.row is not used).
    counting.types = new Set([ArcoTr]);
    scroller = () =>
      [...host.querySelectorAll<HTMLElement>('.arco-table-body, .arco-virtual-list, [class*="virtual"]')].find(
        (element) => element.scrollHeight > element.clientHeight + 10,
      ) ?? null;
    edit = (index) =>
      setData((current) => {
        const next = current.slice();
        next[index] = { ...next[index], c5: `已编辑${index}` };
        return next;
      });
    // Arco's Table has no validation: the peer runs the same rules through the same per-cell checker in
    // a plain loop (with a column index for the unique rule, as a careful hand-written form would).
    validate = async () => {
      const ruled = columns.filter((column) => column.validateRules);
      const indexes = new Map(
        ruled
          .filter((column) => column.validateRules?.some((rule) => rule.unique))
          .map((column) => {
            const index = createColumnIndex();
            for (const row of rows) index.add(row[column.key]);
            return [column.key, index] as const;
          }),
      );
      let errors = 0;
      for (const row of rows) {
        for (const column of ruled) {
          const index = indexes.get(column.key);
          const message = await validateCell({
            value: row[column.key],
            rules: column.validateRules,
            column,
            row,
            rows,
            ...(index ? { index } : {}),
          });
          if (message) errors += 1;
        }
      }
      return errors;
    };
  }
  const started = performance.now();
  flushSync(() => root.render(<ConfigProvider locale={zhCN}>{app}</ConfigProvider>));
  await nextPaint();
  const firstScreenMs = performance.now() - started;
  // Body rows (Arco's header row has no td) and the cells of one of them: with column virtualisation, only
  // the columns in view (plus one either side).
  const bodyRows =
    kind === 'ours'
      ? [...host.querySelectorAll('.et-body > .et-tr')]
      : [...host.querySelectorAll('.arco-table-tr')].filter((row) => row.querySelector('.arco-table-td'));
  const renderedRows = bodyRows.length;
  const firstRow = bodyRows[0];
  const drawnColumns = firstRow?.querySelectorAll(kind === 'ours' ? '[role="gridcell"]' : '.arco-table-td').length ?? 0;
  return { firstScreenMs, renderedRows, drawnColumns, totalColumns };
}

/** The part of the scroller that shows body rows (ours: without the sticky header and footer), in px. */
function bodyViewport(kind: 'ours' | 'arco'): { width: number; height: number } {
  const element = scroller();
  if (!element) return { width: 0, height: 0 };
  if (kind === 'arco') return { width: element.clientWidth, height: element.clientHeight };
  const head = element.querySelector<HTMLElement>('.et-head')?.offsetHeight ?? 0;
  const foot = element.querySelector<HTMLElement>('.et-foot')?.offsetHeight ?? 0;
  return { width: element.clientWidth, height: element.clientHeight - head - foot };
}

/**
 * What one scroll frame draws in the middle of the table (rows, and body cells: our fixed and scrolling
 * columns in view, Arco's every column), with the body viewport it is drawn for.
 */
async function drawnPerFrame(
  kind: 'ours' | 'arco',
): Promise<{ rows: number; cells: number; viewport: { width: number; height: number } }> {
  const element = scroller();
  if (!element) throw new Error('no scroll container');
  element.scrollTop = Math.round((element.scrollHeight - element.clientHeight) / 2);
  await frame();
  await nextPaint();
  const rowSelector = kind === 'ours' ? '.et-body > .et-tr' : '.arco-table-tr';
  const cellSelector = kind === 'ours' ? '.et-body [role="gridcell"]' : '.arco-table-td';
  const drawnRows = [...element.querySelectorAll(rowSelector)].filter((row) =>
    kind === 'ours' ? true : row.querySelector('.arco-table-td'),
  );
  const drawn = {
    rows: drawnRows.length,
    cells: element.querySelectorAll(cellSelector).length,
    viewport: bodyViewport(kind),
  };
  element.scrollTop = 0;
  await frame();
  await nextPaint();
  return drawn;
}

async function scrollToEnd(
  frames = 300,
): Promise<{ medianMs: number; p95Ms: number; frames: number; reachedEnd: boolean }> {
  const element = scroller();
  if (!element) throw new Error('no scroll container');
  const total = element.scrollHeight - element.clientHeight;
  const times: number[] = [];
  let last = await frame();
  for (let i = 1; i <= frames; i++) {
    element.scrollTop = Math.round((total * i) / frames);
    const now = await frame();
    times.push(now - last);
    last = now;
  }
  await nextPaint();
  const lastKey = `row${ROWS - 1}`;
  const reachedEnd =
    !!element.querySelector(`[data-row-key="${lastKey}"]`) || (element.textContent ?? '').includes(`文本${ROWS - 1}-0`);
  return { medianMs: median(times), p95Ms: percentile(times, 0.95), frames, reachedEnd };
}

async function editOne(): Promise<{ ms: number; rowsRendered: number }> {
  counting.rows = 0;
  counting.on = true;
  const started = performance.now();
  flushSync(() => edit(ROWS - 3));
  await nextPaint();
  const ms = performance.now() - started;
  counting.on = false;
  return { ms, rowsRendered: counting.rows };
}

/** Ours only: activates a cell, then counts the rows one ArrowDown re-renders (the two the cursor leaves and enters). */
async function moveCursor(): Promise<{ rowsRendered: number }> {
  const element = scroller();
  const cell = element?.querySelector<HTMLElement>(`[data-row-key="row${ROWS - 4}"] [data-column="c2"]`);
  if (!element || !cell) return { rowsRendered: -1 };
  flushSync(() => cell.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0, buttons: 1 })));
  document.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
  element.focus({ preventScroll: true });
  await nextPaint();
  counting.rows = 0;
  counting.on = true;
  flushSync(() =>
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true })),
  );
  await nextPaint();
  counting.on = false;
  return { rowsRendered: counting.rows };
}

async function timeValidate(): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  let outcome = 'resolved';
  try {
    await validate();
  } catch {
    outcome = 'rejected';
  }
  return { ms: performance.now() - started, outcome };
}

/** Creating the model alone (the part of our first screen that is not drawing). */
function timeModel(): number {
  const started = performance.now();
  createTableModel({ columns, rows });
  return performance.now() - started;
}

function prepare(objects: RowObjects = 'json', rowCount = ROWS, columnCount = 20): number {
  columns = benchColumns(columnCount);
  rows = benchRows(rowCount, columns, objects);
  return rows.length;
}

Object.assign(window, {
  bench: { prepare, timeModel, mount, drawnPerFrame, scrollToEnd, editOne, moveCursor, timeValidate },
});
document.title = 'ready';
