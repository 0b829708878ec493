/**
 * The Univer spreadsheet of the sheet fixing (its own lazily loaded chunk): one workbook holding the
 * header and the rows of a `SheetModel`, dictionary columns as dropdown lists and number columns as
 * ranges (Univer data validation), failing cells filled red. Each edit re-checks only its rows.
 */
import '@univerjs/preset-sheets-core/lib/index.css';
import '@univerjs/preset-sheets-data-validation/lib/index.css';
import { UniverSheetsCorePreset } from '@univerjs/preset-sheets-core';
import sheetsCoreZhCN from '@univerjs/preset-sheets-core/locales/zh-CN';
import { UniverSheetsDataValidationPreset } from '@univerjs/preset-sheets-data-validation';
import dataValidationZhCN from '@univerjs/preset-sheets-data-validation/locales/zh-CN';
import {
  createUniver,
  type ICellData,
  type IObjectMatrixPrimitiveType,
  LocaleType,
  mergeLocales,
} from '@univerjs/presets';
import { cellText } from '../../../widgets/import-dialog';
import type { ColumnOptions } from './sheet-columns';
import { SheetModel } from './sheet-model';
import { keepUniverWithinCsp } from './univer-csp';

keepUniverWithinCsp();

const SHEET_ID = 'fix';
const UNIT_ID = 'sheet-fix';
/** Fill of a cell that breaks its column's rule (Arco's danger-1). */
const BAD_FILL = '#FFECE8';
/** Rows kept editable below the data, for rows the user adds. */
const SPARE_ROWS = 20;
/** Mutations that move cells about: after them the whole sheet is read again. */
const STRUCTURAL = /^sheet\.mutation\.(insert-row|remove-rows|move-rows|insert-col|remove-col|move-cols|remove-col)/;
const SET_VALUES = 'sheet.mutation.set-range-values';

export interface MountedSheet {
  /** The model as the sheet holds it now (read again after rows or columns moved). */
  model(): SheetModel;
  /** Selects a data row's first failing cell (the side list's rows). */
  select(row: number): void;
  dispose(): void;
}

export interface MountOptions {
  /** Called after every re-check, with how long it took (ms). */
  onChecked(model: SheetModel, ms: number): void;
}

type CellMatrix = IObjectMatrixPrimitiveType<ICellData>;

function cellsOf(model: SheetModel): CellMatrix {
  const header: Record<number, ICellData> = {};
  model.headers.forEach((title, column) => {
    header[column] = { v: title, s: { bl: 1, bg: { rgb: '#F2F3F5' } } };
  });
  const cells: CellMatrix = { 0: header };
  model.rows.forEach((row, index) => {
    const problems = model.problemsOf(index);
    const line: Record<number, ICellData> = {};
    row.forEach((text, column) => {
      if (text !== '' || problems.has(column)) {
        line[column] = problems.has(column) ? { v: text, s: { bg: { rgb: BAD_FILL } } } : { v: text };
      }
    });
    cells[index + 1] = line;
  });
  return cells;
}

/**
 * Mounts the sheet into `container` and keeps `model` in step with every edit.
 *
 * @example const sheet = mountSheet(element, model, options, { onChecked: (m, ms) => setCount(m.invalidRowCount) });
 */
export function mountSheet(
  container: HTMLElement,
  initial: SheetModel,
  options: ReadonlyMap<string, ColumnOptions>,
  { onChecked }: MountOptions,
): MountedSheet {
  let model = initial;
  const { univer, univerAPI } = createUniver({
    locale: LocaleType.ZH_CN,
    locales: { [LocaleType.ZH_CN]: mergeLocales(sheetsCoreZhCN, dataValidationZhCN) },
    presets: [
      UniverSheetsCorePreset({ container, header: true, toolbar: false, footer: false, formulaBar: true }),
      UniverSheetsDataValidationPreset(),
    ],
  });
  const columnCount = Math.max(model.headers.length, 1);
  const rowCount = model.rows.length + 1 + SPARE_ROWS;
  univerAPI.createWorkbook({
    id: UNIT_ID,
    name: '修正数据',
    sheetOrder: [SHEET_ID],
    sheets: {
      [SHEET_ID]: {
        id: SHEET_ID,
        name: '数据',
        rowCount,
        columnCount,
        cellData: cellsOf(model),
        freeze: { xSplit: 0, ySplit: 1, startRow: 1, startColumn: 0 },
        defaultColumnWidth: 120,
      },
    },
  });
  const workbook = univerAPI.getActiveWorkbook();
  const sheet = workbook?.getActiveSheet();
  if (!workbook || !sheet) throw new Error('the sheet did not open');

  // Dropdown lists and number ranges as Univer data validation, over the data rows and the spare ones.
  model.mapping.forEach((column, index) => {
    if (!column) return;
    const dict = column.dictCode ? options.get(column.dictCode) : undefined;
    let builder = univerAPI.newDataValidation();
    let error: string;
    if (dict) {
      builder = builder.requireValueInList([...dict.texts], false, true);
      error = `${column.title}须为下拉列表中的选项`;
    } else if (column.number) {
      const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = column.number;
      builder = builder.requireNumberBetween(min, max);
      error = `${column.title}须在${min}到${max}之间`;
    } else return;
    const rule = builder
      .setAllowBlank(!column.required)
      .setAllowInvalid(true)
      .setOptions({ showErrorMessage: true, error })
      .build();
    sheet.getRange(1, index, rowCount - 1, 1).setDataValidation(rule);
  });

  /** Fills the failing cells of `rows` red and clears the others, outside the undo history. */
  const paint = (rows: Iterable<number>) => {
    const cellValue: CellMatrix = {};
    for (const row of rows) {
      const problems = model.problemsOf(row);
      const line: Record<number, ICellData> = {};
      model.mapping.forEach((column, index) => {
        if (column) line[index] = { s: { bg: problems.has(index) ? { rgb: BAD_FILL } : null } as ICellData['s'] };
      });
      cellValue[row + 1] = line;
    }
    univerAPI.syncExecuteCommand(SET_VALUES, { unitId: UNIT_ID, subUnitId: SHEET_ID, cellValue });
  };

  const readAll = (): SheetModel => {
    const lastRow = Math.max(sheet.getLastRow(), 0);
    const values = sheet.getRange(0, 0, lastRow + 1, columnCount).getValues();
    return new SheetModel(
      values.map((row) => row.map((cell) => cellText(cell))),
      model.columns,
      options,
    );
  };

  const listener = univerAPI.addEvent(univerAPI.Event.CommandExecuted, (event) => {
    const started = performance.now();
    if (STRUCTURAL.test(event.id)) {
      model = readAll();
      paint(model.rows.keys());
      onChecked(model, performance.now() - started);
      return;
    }
    if (event.id !== SET_VALUES) return;
    const params = event.params as
      | { unitId?: string; cellValue?: Record<number, Record<number, ICellData | null>> }
      | undefined;
    if (params?.unitId !== UNIT_ID || !params.cellValue) return;
    // Rows whose failing cells changed: only they are repainted (a fill is a mutation of its own).
    const changed = new Set<number>();
    let edited = false;
    let header = false;
    for (const [rowKey, line] of Object.entries(params.cellValue)) {
      const row = Number(rowKey);
      for (const [columnKey, cell] of Object.entries(line ?? {})) {
        // Our own fills carry only a style: not an edit.
        if (cell && !('v' in cell) && !('p' in cell)) continue;
        if (row === 0) header = true;
        else {
          edited = true;
          const text = cellText(sheet.getRange(row, Number(columnKey)).getValue());
          if (model.setCell(row - 1, Number(columnKey), text)) changed.add(row - 1);
        }
      }
    }
    if (header) {
      model = readAll();
      paint(model.rows.keys());
    } else if (changed.size > 0) paint(changed);
    else if (!edited) return;
    onChecked(model, performance.now() - started);
  });

  onChecked(model, 0);
  return {
    model: () => model,
    select(row) {
      const column = [...model.problemsOf(row).keys()][0] ?? 0;
      sheet.getRange(row + 1, column).activate();
      // Typing goes on in the sheet: the user clicked a row of the list beside it.
      container.querySelector<HTMLElement>('[data-u-comp="workbench-layout"]')?.focus();
    },
    dispose() {
      listener.dispose();
      univer.dispose();
    },
  };
}
