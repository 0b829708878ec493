export { PickerTable } from './PickerTable';
export { nextSorter, type PickerSorter, type SortDirection } from './sorting';
export type { PickerColumn, PickerRowSelection, PickerTableProps } from './types';
