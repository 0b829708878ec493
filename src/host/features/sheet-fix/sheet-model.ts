import { cellText, findHeader, normalizeTitle } from '../../../widgets/import-dialog';
import { type ColumnOptions, cellProblem, type SheetColumn } from './sheet-columns';

/** Title of the column the server's error report adds (it is not a column of the import). */
export const REASON_TITLE = '错误原因';

/**
 * The rows of one workbook sheet being fixed: a header row and data rows as text, each data cell checked
 * against the column its header names. Edits re-check only their row, so a 10 000-row sheet stays quick.
 */
export class SheetModel {
  readonly headers: string[];
  readonly rows: string[][];
  /** The target column of each header cell (undefined: a column the import does not know). */
  readonly mapping: (SheetColumn | undefined)[];
  /** Required columns the header lacks. */
  readonly missing: string[];
  /** The 错误原因 column of a server error report, if any. */
  readonly reasonIndex: number;
  private readonly problems = new Map<number, Map<number, string>>();

  constructor(
    grid: readonly (readonly unknown[] | undefined)[],
    readonly columns: readonly SheetColumn[],
    private readonly options: ReadonlyMap<string, ColumnOptions> = new Map(),
  ) {
    const titles = new Map(columns.map((column) => [column.title, column]));
    const header = findHeader({ rows: grid as unknown[][] }, titles);
    const width = Math.max(0, ...grid.map((row) => row?.length ?? 0));
    const at = Math.max(0, header.index);
    this.headers = Array.from({ length: width }, (_, index) => normalizeTitle(grid[at]?.[index]));
    this.mapping = this.headers.map((title) => titles.get(title));
    this.missing = columns
      .filter((column) => column.required && !this.headers.includes(column.title))
      .map((column) => column.title);
    this.reasonIndex = this.headers.indexOf(REASON_TITLE);
    this.rows = grid
      .slice(at + 1)
      .map((row) => Array.from({ length: width }, (_, index) => cellText(row?.[index])))
      .filter((row) => row.some((cell) => cell !== ''));
    for (let index = 0; index < this.rows.length; index++) this.checkRow(index);
  }

  /** How many data rows break a rule. */
  get invalidRowCount(): number {
    return this.problems.size;
  }

  /** The message of each failing cell of a row, by column index. */
  problemsOf(row: number): ReadonlyMap<number, string> {
    return this.problems.get(row) ?? new Map();
  }

  /** Every failing row, in order, with its messages joined (the side list of the sheet). */
  invalidRows(): { row: number; message: string }[] {
    return [...this.problems.keys()]
      .sort((a, b) => a - b)
      .map((row) => ({ row, message: [...this.problemsOf(row).values()].join('；') }));
  }

  /** Sets one cell's text and re-checks its row; says whether the row's verdict changed. */
  setCell(row: number, column: number, text: string): boolean {
    while (this.rows.length <= row) this.rows.push(this.headers.map(() => ''));
    const cells = this.rows[row] as string[];
    while (cells.length <= column) cells.push('');
    cells[column] = text;
    const before = this.problems.get(row);
    this.checkRow(row);
    const after = this.problems.get(row);
    return JSON.stringify([...(before ?? [])]) !== JSON.stringify([...(after ?? [])]);
  }

  /** Header and rows without the 错误原因 column: what goes back to the import. */
  toImportGrid(): string[][] {
    const keep = (cells: readonly string[]) => cells.filter((_, index) => index !== this.reasonIndex);
    return [keep(this.headers), ...this.rows.filter((row) => row.some((cell) => cell !== '')).map(keep)];
  }

  private checkRow(row: number): void {
    const cells = this.rows[row] ?? [];
    const found = new Map<number, string>();
    if (cells.some((cell) => cell !== '')) {
      this.mapping.forEach((column, index) => {
        if (!column) return;
        const message = cellProblem(
          column,
          cells[index] ?? '',
          column.dictCode ? this.options.get(column.dictCode) : undefined,
        );
        if (message) found.set(index, message);
      });
    }
    if (found.size > 0) this.problems.set(row, found);
    else this.problems.delete(row);
  }
}
