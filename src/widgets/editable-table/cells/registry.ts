import type { ColumnType } from '../types';
import { AsyncSearchCell, AsyncSearchEditor } from './AsyncSearchCell';
import { CheckboxCell, RadioCell } from './ChoiceCells';
import type { CellComponent } from './cell-props';
import { DateCell, DateEditor } from './DateCells';
import { ProgressCell, TagsCell } from './DisplayCells';
import { InputPopCell } from './InputPopCell';
import { NormalCell } from './NormalCell';
import { NumberCell } from './NumberCell';
import { DepartCell, UserCell } from './pickers/PickerCells';
import { PopupCell } from './popup/PopupCell';
import { MultiSelectCell, MultiSelectEditor, SelectCell, SelectEditor } from './SelectCells';
import { RowNumberCell, StructuralCell } from './StructuralCells';
import { HiddenCell, InputCell, SlotCell, TextareaCell } from './TextCells';
import { UploadCell } from './upload/UploadCell';

const CELLS: Record<ColumnType, CellComponent> = {
  'row-number': RowNumberCell,
  'row-checkbox': StructuralCell,
  'row-radio': StructuralCell,
  'row-expand': StructuralCell,
  'row-drag-sort': StructuralCell,
  slot: SlotCell,
  normal: NormalCell,
  hidden: HiddenCell,
  input: InputCell,
  inputNumber: NumberCell,
  textarea: TextareaCell,
  input_pop: InputPopCell,
  checkbox: CheckboxCell,
  radio: RadioCell,
  select: SelectCell,
  'select-search': SelectCell,
  'select-multiple': MultiSelectCell,
  sel_search: SelectCell,
  sel_search_async: AsyncSearchCell,
  list_multi: MultiSelectCell,
  date: DateCell,
  datetime: DateCell,
  upload: UploadCell,
  file: UploadCell,
  image: UploadCell,
  sel_depart: DepartCell,
  sel_user: UserCell,
  popup: PopupCell,
  progress: ProgressCell,
  tags: TagsCell,
};

/**
 * The cell component of a column type (display when `editing` is false, Arco editor when true).
 * An unknown type falls back to `normal`, as JeecgBoot does.
 *
 * @example const Cell = cellFor(column.type); <Cell column={column} value={row[column.key]} editing={false} ... />
 */
export function cellFor(type: ColumnType): CellComponent {
  return CELLS[type] ?? NormalCell;
}

/**
 * Fetches the editors kept out of the table's first download (date, select and search cells): the table
 * calls it when the pointer or the focus first reaches it, so the first edit does not wait.
 */
export function preloadCellEditors(): Promise<void> {
  return Promise.all(
    [DateEditor, SelectEditor, MultiSelectEditor, AsyncSearchEditor].map((part) => part.preload()),
  ).then(() => undefined);
}
