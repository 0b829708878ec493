import { type RefObject, useEffect, useRef } from 'react';
import type { CellComponentProps } from './cell-props';

interface Focusable {
  focus(options?: FocusOptions): void;
}

type EditorKeyEvent = { key: string; preventDefault(): void; nativeEvent?: { isComposing?: boolean } };

/**
 * Focuses `ref` when `editing` turns on while mounted, or at mount when `autoFocus` says the user
 * asked for this editor. Never scrolls: the view owns scrolling.
 *
 * @example const input = useRef<RefInputType>(null); useEditorFocus(input, editing, autoFocus);
 */
export function useEditorFocus(ref: RefObject<Focusable | null>, editing: boolean, autoFocus?: boolean): void {
  const mounted = useRef(false);
  const wasEditing = useRef(editing);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    const turnedOn = editing && !wasEditing.current;
    wasEditing.current = editing;
    if (!editing) return;
    if ((first && autoFocus) || (!first && turnedOn)) ref.current?.focus({ preventScroll: true });
  }, [editing, autoFocus, ref]);
}

/**
 * `useEditorFocus` on `ref` for this cell, and its key handler: `editorKeyDown` with the cell's
 * `onCommit` / `onCancel`.
 *
 * @example const keyDown = useCellEditor(ref, props); <Input ref={ref} onKeyDown={keyDown} />
 */
export function useCellEditor(ref: RefObject<Focusable | null>, cell: CellComponentProps) {
  useEditorFocus(ref, cell.editing, cell.autoFocus);
  return (event: EditorKeyEvent) => editorKeyDown(event, cell.onCommit, cell.onCancel);
}

/**
 * Enter commits, Escape cancels; both are marked `preventDefault()` so the view's grid keyboard
 * handler can tell the cell already acted (`event.defaultPrevented`).
 */
export function editorKeyDown(
  event: EditorKeyEvent,
  onCommit: () => void,
  onCancel: () => void,
  options: { enterCommits?: boolean } = {},
): void {
  if (event.nativeEvent?.isComposing) return;
  if (event.key === 'Enter' && options.enterCommits !== false) {
    event.preventDefault();
    onCommit();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    onCancel();
  }
}
