import type { ColumnType } from '../types';

/** Layout defaults of a column type (docs/widgets-spec.md §9); the column's own width/minWidth win. */
export interface ColumnDefaults {
  /** Fixed width in px for structural columns. */
  width?: number;
  /** Minimum width in px. */
  minWidth?: number;
  /** Structural and hidden columns hold no user value. */
  holdsValue: boolean;
  /** false: drawn but never enters edit mode (display types, structural columns). */
  editable: boolean;
}

const STRUCTURAL: readonly ColumnType[] = ['row-number', 'row-checkbox', 'row-radio', 'row-expand', 'row-drag-sort'];
const READ_ONLY: readonly ColumnType[] = ['normal', 'hidden', 'slot', 'progress'];

/** Sequence column 60; selection, expand and drag 40 (60 with a statistics footer: pass `withFooter`). */
function structuralWidth(type: ColumnType, withFooter: boolean): number {
  if (type === 'row-number') return 60;
  return withFooter ? 60 : 40;
}

const MIN_WIDTHS: Partial<Record<ColumnType, number>> = {
  date: 135,
  datetime: 190,
  sel_user: 190,
  sel_depart: 190,
};

const plainCache = new Map<ColumnType, ColumnDefaults>();
const withFooterCache = new Map<ColumnType, ColumnDefaults>();

/**
 * Width rules and behaviour flags of a column type (docs/widgets-spec.md §9: date min 135, datetime/user/department
 * min 190, sequence 60, selection/expand/drag 40 or 60 with the statistics footer).
 *
 * @example columnDefaults('datetime') // { minWidth: 190, holdsValue: true, editable: true }
 */
export function columnDefaults(type: ColumnType, withFooter = false): ColumnDefaults {
  // Asked for every drawn cell on every render: answer a shared frozen object per type.
  const cache = withFooter ? withFooterCache : plainCache;
  let defaults = cache.get(type);
  if (!defaults) {
    defaults = Object.freeze(computeDefaults(type, withFooter));
    cache.set(type, defaults);
  }
  return defaults;
}

function computeDefaults(type: ColumnType, withFooter: boolean): ColumnDefaults {
  if (STRUCTURAL.includes(type)) {
    return { width: structuralWidth(type, withFooter), holdsValue: false, editable: false };
  }
  const minWidth = MIN_WIDTHS[type];
  return {
    ...(minWidth === undefined ? {} : { minWidth }),
    holdsValue: true,
    editable: !READ_ONLY.includes(type),
  };
}
