// The page side of `npm run bench -- sheet-fix` (bundled by Vite, run in Chromium by sheet-fix.bench.ts): a
// 10,000-row order workbook opened in 修正数据's sheet (`new SheetModel` + `mountSheet`), then edited; its peers
// are the same cells in a plain Univer sheet (no model, no checking, no fills) and a full re-check of every row
// per edit (`new SheetModel` over the whole grid).
import { UniverSheetsCorePreset } from '@univerjs/preset-sheets-core';
import sheetsCoreZhCN from '@univerjs/preset-sheets-core/locales/zh-CN';
import { UniverSheetsDataValidationPreset } from '@univerjs/preset-sheets-data-validation';
import dataValidationZhCN from '@univerjs/preset-sheets-data-validation/locales/zh-CN';
import {
  createUniver,
  FUniver,
  type ICellData,
  type IObjectMatrixPrimitiveType,
  LifecycleStages,
  LocaleType,
  mergeLocales,
} from '@univerjs/presets';
import type { ColumnOptions } from '../../src/host/features/sheet-fix/sheet-columns';
import { SheetModel } from '../../src/host/features/sheet-fix/sheet-model';
import { mountSheet } from '../../src/host/features/sheet-fix/univer-sheet';
import { ORDER_IMPORT_COLUMNS } from '../../src/host/pages/order/parts/order-import-columns';

const ROWS = 10_000;
/** Every 10th row breaks one rule (10 %), in turn: 手机号, 订单类型, 订单金额, 用户姓名 (empty). */
const BAD_EVERY = 10;
const BAD_AT = 7;
const OPTIONS: ReadonlyMap<string, ColumnOptions> = new Map([
  ['order_type', { texts: ['租赁订单', '购买订单'], codes: ['1', '2'] }],
]);
/** Univer's fill of a failing cell (univer-sheet.ts's BAD_FILL, #FFECE8), as the canvas holds it. */
const BAD_RGB = [0xff, 0xec, 0xe8] as const;
/** What the sheet is mounted into: about the sheet's part of the full-screen dialog. */
const SIZE = { width: 1000, height: 700 };
/** Times the edits are replayed to time `SheetModel.setCell` alone. */
const SET_CELL_REPEATS = 20;

const TITLES = ORDER_IMPORT_COLUMNS.map((column) => column.title);
const col = (title: string) => TITLES.indexOf(title);
const PHONE = col('手机号');
const TYPE = col('订单类型');
const AMOUNT = col('订单金额');
const USER = col('用户姓名');

/** The good value of each column a bad row breaks, and the bad value (kinds in turn). */
const BREAKS = [
  { column: PHONE, good: '13812345678', bad: '1234' },
  { column: TYPE, good: '购买订单', bad: '短租订单' },
  { column: AMOUNT, good: '88.5', bad: '12.345' },
  { column: USER, good: '王五', bad: '' },
];
const breakOf = (row: number) => BREAKS[Math.floor(row / BAD_EVERY) % BREAKS.length] as (typeof BREAKS)[number];
const isBad = (row: number) => row % BAD_EVERY === BAD_AT;

function goodRow(index: number): string[] {
  const cells: Record<string, string> = {
    店铺: `旗舰店${index % 7}`,
    商品: `商品${index % 500}`,
    订单类型: index % 2 === 0 ? '租赁订单' : '购买订单',
    用户姓名: `用户${index}`,
    手机号: `139${String(10_000_000 + index).slice(-8)}`,
    订单金额: `${100 + (index % 900)}.${String(index % 100).padStart(2, '0')}`,
    收货人: `收货人${index % 50}`,
    收货电话: `0571-${String(80_000_000 + index).slice(-8)}`,
    收货地址: `浙江省杭州市西湖区文三路${index % 300}号`,
    备注: index % 3 === 0 ? '' : `备注${index}`,
  };
  return TITLES.map((title) => cells[title] ?? '');
}

/** The workbook as loadSheet gets it: a header row of titles, then the rows as text. */
function buildGrid(): string[][] {
  const grid = [TITLES.slice()];
  for (let index = 0; index < ROWS; index++) {
    const row = goodRow(index);
    if (isBad(index)) {
      const broken = breakOf(index);
      row[broken.column] = broken.bad;
    }
    grid.push(row);
  }
  return grid;
}

interface Edit {
  /** Data row (0 = the first row under the header). */
  row: number;
  column: number;
  text: string;
}

/** `count` edits spread over the sheet: every other one fixes a failing row, the others break a good one. */
function editPlan(count: number): Edit[] {
  const step = Math.floor(ROWS / count);
  return Array.from({ length: count }, (_, i) => {
    const base = i * step + Math.floor(step / 2);
    if (i % 2 === 0) {
      const row = base - (base % BAD_EVERY) + BAD_AT;
      const broken = breakOf(row);
      return { row, column: broken.column, text: broken.good };
    }
    const row = isBad(base) ? base + 1 : base;
    return { row, column: i % 4 === 1 ? PHONE : AMOUNT, text: i % 4 === 1 ? '1380000' : '-5' };
  });
}

let grid: string[][] = [];
let container: HTMLElement | null = null;
let api: FUniver | null = null;
let mounted: ReturnType<typeof mountSheet> | null = null;
let plainDispose: (() => void) | null = null;
const checks: { model: SheetModel; ms: number }[] = [];

// The API a mount creates (mountSheet keeps its own): FUniver.newAPI is what createUniver calls to make it.
let lastApi: FUniver | null = null;
const newAPI = FUniver.newAPI.bind(FUniver);
FUniver.newAPI = (wrapped) => {
  lastApi = newAPI(wrapped);
  return lastApi;
};

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

function freshContainer(): HTMLElement {
  container?.remove();
  const element = document.createElement('div');
  element.style.cssText = `width:${SIZE.width}px;height:${SIZE.height}px;position:relative`;
  document.body.append(element);
  container = element;
  return element;
}

/** Resolves when Univer's lifecycle reaches Rendered (the workbench mounted its canvas). */
function rendered(univerAPI: FUniver): Promise<number> {
  return new Promise((resolve) => {
    const listener = univerAPI.addEvent(univerAPI.Event.LifeCycleChanged, ({ stage }) => {
      if (stage < LifecycleStages.Rendered) return;
      resolve(performance.now());
      queueMicrotask(() => listener.dispose());
    });
  });
}

/**
 * What the grid's canvas shows below the column letters and right of the row numbers (first screen): dark
 * text pixels, and pixels of the failing-cell fill.
 */
function canvasContent(element: HTMLElement): { text: number; fill: number } {
  const canvases = [...element.querySelectorAll('canvas')];
  const canvas = canvases.sort((a, b) => b.width * b.height - a.width * a.height)[0];
  const context = canvas?.getContext('2d');
  if (!canvas || !context || canvas.width === 0) return { text: 0, fill: 0 };
  const scale = canvas.width / Math.max(1, canvas.getBoundingClientRect().width);
  const x = Math.round(60 * scale);
  const y = Math.round(30 * scale);
  const width = Math.min(canvas.width - x, Math.round(800 * scale));
  const height = Math.min(canvas.height - y, Math.round(300 * scale));
  if (width <= 0 || height <= 0) return { text: 0, fill: 0 };
  const { data } = context.getImageData(x, y, width, height);
  let text = 0;
  let fill = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b, a] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0];
    if (a < 200) continue;
    if (r < 110 && g < 110 && b < 110) text += 1;
    else if (Math.abs(r - BAD_RGB[0]) <= 2 && Math.abs(g - BAD_RGB[1]) <= 2 && Math.abs(b - BAD_RGB[2]) <= 2) fill += 1;
  }
  return { text, fill };
}

/** Resolves at the first frame whose canvas shows the cells' text (and the failing cells' fill, when asked). */
async function painted(element: HTMLElement, withFill: boolean): Promise<{ at: number; fill: boolean }> {
  const deadline = performance.now() + 20_000;
  for (;;) {
    await frame();
    const content = canvasContent(element);
    if (content.text > 200 && (!withFill || content.fill > 200))
      return { at: performance.now(), fill: content.fill > 0 };
    if (performance.now() > deadline) throw new Error(`the sheet was not painted (${JSON.stringify(content)})`);
  }
}

function prepare(): { rows: number; columns: number } {
  grid = buildGrid();
  return { rows: grid.length - 1, columns: TITLES.length };
}

export interface OpenResult {
  openMs: number;
  modelMs: number;
  mountMs: number;
  renderedMs: number;
  fillShown: boolean;
  invalidRows: number;
}

/** Ours: `new SheetModel` + `mountSheet`, until the canvas shows the cells and the failing cells' fill. */
async function openOurs(): Promise<OpenResult> {
  const element = freshContainer();
  checks.length = 0;
  await frame();
  const started = performance.now();
  const model = new SheetModel(grid, ORDER_IMPORT_COLUMNS, OPTIONS);
  const modelDone = performance.now();
  lastApi = null;
  mounted = mountSheet(element, model, OPTIONS, { onChecked: (next, ms) => checks.push({ model: next, ms }) });
  const mountDone = performance.now();
  api = lastApi as FUniver | null;
  if (!api) throw new Error('mountSheet created no Univer API');
  const renderedAt = await rendered(api);
  const shown = await painted(element, true);
  return {
    openMs: shown.at - started,
    modelMs: modelDone - started,
    mountMs: mountDone - modelDone,
    renderedMs: renderedAt - started,
    fillShown: shown.fill,
    invalidRows: model.invalidRowCount,
  };
}

/** The peer: the same cells and sheet settings in a plain Univer sheet, without a model, rules or fills. */
async function openPlain(): Promise<OpenResult> {
  const element = freshContainer();
  await frame();
  const started = performance.now();
  const { univer, univerAPI } = createUniver({
    locale: LocaleType.ZH_CN,
    locales: { [LocaleType.ZH_CN]: mergeLocales(sheetsCoreZhCN, dataValidationZhCN) },
    presets: [
      UniverSheetsCorePreset({ container: element, header: true, toolbar: false, footer: false, formulaBar: true }),
      UniverSheetsDataValidationPreset(),
    ],
  });
  const cellData: IObjectMatrixPrimitiveType<ICellData> = {};
  grid.forEach((row, index) => {
    const line: Record<number, ICellData> = {};
    row.forEach((text, column) => {
      if (text !== '') line[column] = index === 0 ? { v: text, s: { bl: 1, bg: { rgb: '#F2F3F5' } } } : { v: text };
    });
    cellData[index] = line;
  });
  univerAPI.createWorkbook({
    id: 'plain',
    name: '修正数据',
    sheetOrder: ['fix'],
    sheets: {
      fix: {
        id: 'fix',
        name: '数据',
        rowCount: grid.length + 20,
        columnCount: TITLES.length,
        cellData,
        freeze: { xSplit: 0, ySplit: 1, startRow: 1, startColumn: 0 },
        defaultColumnWidth: 120,
      },
    },
  });
  const mountDone = performance.now();
  api = univerAPI;
  plainDispose = () => univer.dispose();
  const renderedAt = await rendered(univerAPI);
  const shown = await painted(element, false);
  return {
    openMs: shown.at - started,
    modelMs: 0,
    mountMs: mountDone - started,
    renderedMs: renderedAt - started,
    fillShown: shown.fill,
    invalidRows: 0,
  };
}

export interface EditResult {
  /** Per edit: what onChecked reported (re-check + repaint of the edited row); ours only. */
  checkMs: number[];
  /** Per edit: the whole `range.setValue()` call (Univer's command, mutation and listeners, ours included). */
  callMs: number[];
  /** Ours only, on a model of its own: `SheetModel.setCell` alone (the one-row re-check), mean per edit. */
  setCellMs: number;
  /** Edits onChecked reported, of those made. */
  reported: number;
  /** After the edits, the sheet's model says what a full re-check of the edited grid says. */
  consistent: boolean;
  /** What differs when not consistent. */
  mismatch: string;
  invalidBefore: number;
  invalidAfter: number;
}

/** `count` edits through the sheet, as the cell editor makes them (the set-range-values mutation). */
async function edit(count: number): Promise<EditResult> {
  if (!api) throw new Error('no sheet open');
  const sheet = api.getActiveWorkbook()?.getActiveSheet();
  if (!sheet) throw new Error('no active sheet');
  const plan = editPlan(count);
  const before = checks.length;
  const invalidBefore = mounted?.model().invalidRowCount ?? 0;
  const callMs: number[] = [];
  for (const { row, column, text } of plan) {
    await frame();
    const started = performance.now();
    sheet.getRange(row + 1, column).setValue(text);
    callMs.push(performance.now() - started);
    // Univer draws the edit at its next frame; the next edit comes after it.
    await frame();
  }
  const reportedChecks = checks.slice(before);
  const edited = grid.map((row) => row.slice());
  for (const { row, column, text } of plan) (edited[row + 1] as string[])[column] = text;
  let mismatch = '';
  let setCellMs = 0;
  let invalidAfter = 0;
  if (mounted) {
    const model = mounted.model();
    const full = new SheetModel(edited, ORDER_IMPORT_COLUMNS, OPTIONS);
    invalidAfter = model.invalidRowCount;
    const verdicts = (m: SheetModel) => JSON.stringify(m.invalidRows());
    const row = model.rows.findIndex((cells, index) => cells.join('\t') !== full.rows[index]?.join('\t'));
    if (verdicts(model) !== verdicts(full)) mismatch = 'the failing rows or their messages differ';
    else if (row >= 0 || model.rows.length !== full.rows.length)
      mismatch = `row ${row + 2}: sheet ${JSON.stringify(model.rows[row])}, grid ${JSON.stringify(full.rows[row])}`;
    // performance.now() counts in 0.1 ms steps here: the plan's edits timed 20 times over, and the mean taken.
    const alone = new SheetModel(grid, ORDER_IMPORT_COLUMNS, OPTIONS);
    const started = performance.now();
    for (let repeat = 0; repeat < SET_CELL_REPEATS; repeat++) {
      for (const { row, column, text } of plan)
        alone.setCell(row, column, repeat % 2 === 0 ? text : (grid[row + 1]?.[column] ?? ''));
    }
    setCellMs = (performance.now() - started) / (SET_CELL_REPEATS * plan.length);
  }
  return {
    checkMs: reportedChecks.map((check) => check.ms),
    callMs,
    setCellMs,
    reported: reportedChecks.length,
    consistent: mismatch === '',
    mismatch,
    invalidBefore,
    invalidAfter,
  };
}

/** The naive peer: after each of the same edits, the whole grid checked again (`new SheetModel`). */
async function naive(count: number): Promise<{ fullMs: number[]; invalidAfter: number }> {
  const edited = grid.map((row) => row.slice());
  const fullMs: number[] = [];
  let model: SheetModel | null = null;
  for (const { row, column, text } of editPlan(count)) {
    await frame();
    (edited[row + 1] as string[])[column] = text;
    const started = performance.now();
    model = new SheetModel(edited, ORDER_IMPORT_COLUMNS, OPTIONS);
    fullMs.push(performance.now() - started);
  }
  return { fullMs, invalidAfter: model?.invalidRowCount ?? 0 };
}

function close(): void {
  mounted?.dispose();
  plainDispose?.();
  mounted = null;
  plainDispose = null;
  api = null;
}

/** When this bundle (Univer included) had loaded and run, from the navigation's start. */
const evaluatedMs = performance.now();

Object.assign(window, { bench: { prepare, openOurs, openPlain, edit, naive, close, evaluatedMs: () => evaluatedMs } });
document.title = 'ready';
