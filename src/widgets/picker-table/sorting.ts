/** Sort direction names as Arco's Table reports them. */
export type SortDirection = 'ascend' | 'descend';

/** The sorted column (by `dataIndex`) and its direction; no direction means unsorted. */
export interface PickerSorter {
  field: string;
  direction?: SortDirection;
}

/**
 * The sort after a click on a sortable header: ascend, then descend, then none; another column starts
 * at ascend (Arco's cycle).
 *
 * @example nextSorter({ field: 'name', direction: 'ascend' }, 'name') // { field: 'name', direction: 'descend' }
 */
export function nextSorter(current: PickerSorter | undefined, field: string): PickerSorter {
  if (current?.field !== field || !current.direction) return { field, direction: 'ascend' };
  return current.direction === 'ascend' ? { field, direction: 'descend' } : { field };
}

/** The `aria-sort` of a sortable column's header. */
export function ariaSortOf(sorter: PickerSorter | undefined, field: string): 'ascending' | 'descending' | 'none' {
  if (sorter?.field !== field || !sorter.direction) return 'none';
  return sorter.direction === 'ascend' ? 'ascending' : 'descending';
}
