import type { DisabledRowsRule } from './disabled-rows';
import type { SelectionState } from './model-types';
import { bumpRow, positionOf, refreshDisabled, type TableState } from './table-state';

/** Row selection: disabled rows cannot be selected; the selected keys are kept in row order. */
export function createSelection(state: TableState) {
  const { notifier } = state;

  function changed(key: string) {
    state.selectedSnapshot = undefined;
    bumpRow(state, key);
    notifier.mark('selection');
  }

  function select(key: string, on: boolean): boolean {
    if (!state.entries.has(key) || state.selected.has(key) === on) return false;
    if (on && state.entries.isDisabled(key)) return false;
    if (on) state.selected.add(key);
    else state.selected.delete(key);
    notifier.batch(() => changed(key));
    return true;
  }

  function selectAll(on: boolean): void {
    notifier.batch(() => {
      if (!on) {
        for (const key of [...state.selected]) select(key, false);
        return;
      }
      for (const [key, entry] of state.entries) if (!entry.disabled && !state.selected.has(key)) select(key, true);
    });
  }

  function selectionState(): SelectionState {
    const selectable = state.entries.size - state.disabledCount;
    const count = state.selected.size;
    if (count === 0 || selectable === 0) return 'none';
    return count >= selectable ? 'all' : 'partial';
  }

  function keys(): string[] {
    if (!state.selectedSnapshot) {
      state.selectedSnapshot = [...state.selected].sort((a, b) => positionOf(state, a) - positionOf(state, b));
    }
    return state.selectedSnapshot;
  }

  function setDisabledRule(rule: DisabledRowsRule): void {
    state.disabledRule = rule;
    notifier.batch(() => {
      for (const [key, entry] of state.entries) if (refreshDisabled(state, key, entry)) bumpRow(state, key);
    });
  }

  return { select, selectAll, state: selectionState, keys, setDisabledRule };
}
