import type { KeyboardEvent } from 'react';
import type { TableModel } from '../model';
import type { TableController } from './controller';
import type { CursorStore } from './cursor-store';

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

/** A one-line text editor, where Up/Down mean nothing and may move between rows. */
function isLineInput(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLInputElement)) return false;
  if (target.closest('.arco-select, .arco-picker, .arco-cascader, .arco-tree-select, .arco-auto-complete'))
    return false;
  return ['text', 'number', 'search', 'tel', 'email', 'url', ''].includes(target.type);
}

/** Column types where typing on the active cell starts an edit with the typed character (Excel-like). */
const TYPE_TO_EDIT: ReadonlySet<string> = new Set(['input', 'textarea', 'input_pop', 'tags', 'inputNumber']);

export interface GridKeyContext {
  model: TableModel;
  controller: TableController;
  cursor: CursorStore;
  alwaysEdit: boolean;
}

/**
 * Keyboard of the grid, on the scroller (editors' keys bubble to it): arrows move the active cell
 * (Shift extends the range, Alt+Up/Down moves the row), Tab / Shift+Tab move across and wrap rows,
 * Enter or F2 edits and Enter commits, Escape cancels or drops the range. Keys an editor handled
 * itself (`defaultPrevented`) are left alone; while editing, arrows belong to the editor. Typing a
 * character on the active text cell edits it, replacing the value (Escape brings it back).
 */
export function handleGridKey(event: KeyboardEvent<HTMLElement>, context: GridKeyContext): void {
  if (event.defaultPrevented || event.nativeEvent.isComposing) return;
  const { controller, cursor, alwaysEdit, model } = context;
  const { editing, active } = cursor.get();
  const key = event.key;

  if (key === 'Tab') {
    event.preventDefault();
    controller.commitEdit(!alwaysEdit);
    controller.tab(event.shiftKey);
    const next = cursor.get().active;
    if (alwaysEdit && next) controller.startEdit(next, true);
    return;
  }
  if (key === 'Enter' || key === 'F2') {
    if (editing) {
      if (key === 'Enter') {
        event.preventDefault();
        controller.commitEdit(true);
      }
      return;
    }
    if (active) {
      event.preventDefault();
      controller.startEdit(active, true);
    }
    return;
  }
  if (key === 'Escape') {
    if (editing) {
      event.preventDefault();
      controller.cancelEdit(true);
    } else if (cursor.get().anchor) {
      event.preventDefault();
      cursor.set({ anchor: null });
    }
    return;
  }
  if (!editing && active && key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
    const type = model.getColumn(active.column)?.type;
    if (!type || !TYPE_TO_EDIT.has(type) || (type === 'inputNumber' && !/[-\d.]/.test(key))) return;
    if (!controller.startEdit(active, true)) return;
    event.preventDefault();
    controller.change(active, key);
    return;
  }
  const arrow = ARROWS[key];
  if (!arrow) return;
  if (editing) {
    const vertical = arrow[0] !== 0;
    if (!(alwaysEdit && vertical && isLineInput(event.target))) return;
    controller.commitEdit(true);
  }
  event.preventDefault();
  if (event.altKey && arrow[0] !== 0 && active) {
    if (arrow[0] < 0) model.moveUp(active.key);
    else model.moveDown(active.key);
    controller.activate(active);
    return;
  }
  controller.move(arrow[0], arrow[1], event.shiftKey);
}
