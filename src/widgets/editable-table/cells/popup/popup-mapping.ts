import type { EditableColumn, RowData } from '../../types';

/** Messages of the popup picker (docs/widgets-spec.md §5 "Popup picker"). */
export const PopupMessages = {
  notConfigured: 'popup参数未正确配置!',
  countMismatch: 'popup参数未正确配置,原始值和目标值数量不一致!',
  pickOne: '请选择一条记录',
  pickSome: '请选择一条记录',
} as const;

/** A comma list as trimmed, non-blank parts. */
export function fieldList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/**
 * What is wrong with a popup column, or null: the code, source and target fields are all required
 * (and a data source must be wired), and source and target lists must be as long as each other.
 *
 * @example popupConfigError({ key: 'a', title: 'A', type: 'popup', popupCode: 'r', orgFields: 'x,y', destFields: 'a' }, true) // the count message
 */
export function popupConfigError(column: EditableColumn, hasSource: boolean): string | null {
  const org = fieldList(column.orgFields);
  const dest = fieldList(column.destFields);
  if (!hasSource || !column.popupCode?.trim() || org.length === 0 || dest.length === 0) {
    return PopupMessages.notConfigured;
  }
  if (org.length !== dest.length) return PopupMessages.countMismatch;
  return null;
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The row values a choice sets: `destFields[i]` gets `orgFields[i]` of the chosen records (several
 * records: their values comma-joined, as JeecgBoot does).
 *
 * @example mapPopupRecords([{ code: 'C1', name: '甲' }], 'code,name', 'custCode,custName') // { custCode: 'C1', custName: '甲' }
 */
export function mapPopupRecords(
  records: readonly Record<string, unknown>[],
  orgFields: string | undefined,
  destFields: string | undefined,
): RowData {
  const org = fieldList(orgFields);
  const dest = fieldList(destFields);
  const values: RowData = {};
  dest.forEach((field, index) => {
    const source = org[index];
    if (source === undefined) return;
    values[field] = records.map((record) => text(record[source])).join(',');
  });
  return values;
}

/**
 * The value of the popup cell itself after a choice: its own key when among the targets, else the
 * chosen records' `field` (default: the first source field).
 */
export function popupOwnValue(
  column: EditableColumn,
  records: readonly Record<string, unknown>[],
  mapped: RowData,
): string {
  if (column.key in mapped) return text(mapped[column.key]);
  const field = column.field?.trim() || fieldList(column.orgFields)[0] || '';
  return records.map((record) => text(record[field])).join(',');
}
