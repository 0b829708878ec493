import { emptyRow, type RowValue, rowsFromConditions, type SuperQueryRow, withField, withRule } from './conditions';
import type { SuperQueryCondition, SuperQueryField, SuperQueryMatchType, SuperQueryRule } from './types';

/** What the modal edits: its rows and the match type. */
export interface SuperQueryState {
  rows: SuperQueryRow[];
  matchType: SuperQueryMatchType;
}

export type SuperQueryAction =
  /** A new empty row after `after` (at the end without it). */
  | { type: 'add'; after?: string }
  | { type: 'remove'; key: string }
  | { type: 'field'; key: string; field: SuperQueryField | undefined }
  | { type: 'rule'; key: string; rule: SuperQueryRule; field: SuperQueryField | undefined }
  | { type: 'value'; key: string; value: RowValue }
  | { type: 'matchType'; matchType: SuperQueryMatchType }
  /** Back to one empty row and `and`. */
  | { type: 'reset' }
  /** Shows saved or decoded conditions. */
  | {
      type: 'load';
      conditions: readonly SuperQueryCondition[];
      matchType: SuperQueryMatchType;
      fields: readonly SuperQueryField[];
    };

/** The state of a modal opened for the first time: one empty row, `and`. */
export function initialSuperQueryState(): SuperQueryState {
  return { rows: [emptyRow()], matchType: 'and' };
}

function mapRow(state: SuperQueryState, key: string, update: (row: SuperQueryRow) => SuperQueryRow): SuperQueryState {
  return { ...state, rows: state.rows.map((row) => (row.key === key ? update(row) : row)) };
}

/**
 * The query modal's state transitions, free of any view.
 *
 * @example const next = superQueryReducer(state, { type: 'add' });
 */
export function superQueryReducer(state: SuperQueryState, action: SuperQueryAction): SuperQueryState {
  switch (action.type) {
    case 'add': {
      const index = action.after === undefined ? -1 : state.rows.findIndex((row) => row.key === action.after);
      const rows = [...state.rows];
      rows.splice(index === -1 ? rows.length : index + 1, 0, emptyRow());
      return { ...state, rows };
    }
    case 'remove':
      return { ...state, rows: state.rows.filter((row) => row.key !== action.key) };
    case 'field':
      return mapRow(state, action.key, (row) => withField(row, action.field));
    case 'rule':
      return mapRow(state, action.key, (row) => withRule(row, action.rule, action.field));
    case 'value':
      return mapRow(state, action.key, (row) => ({ ...row, val: action.value }));
    case 'matchType':
      return { ...state, matchType: action.matchType };
    case 'reset':
      return initialSuperQueryState();
    case 'load': {
      const rows = rowsFromConditions(action.conditions, action.fields);
      return { rows: rows.length > 0 ? rows : [emptyRow()], matchType: action.matchType === 'or' ? 'or' : 'and' };
    }
  }
}
