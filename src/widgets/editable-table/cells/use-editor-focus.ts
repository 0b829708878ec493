import { type RefObject, useEffect, useRef } from 'react';

interface Focusable {
  focus(options?: FocusOptions): void;
}

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
 * Enter commits, Escape cancels; both are marked `preventDefault()` so the view's grid keyboard
 * handler can tell the cell already acted (`event.defaultPrevented`).
 */
export function editorKeyDown(
  event: { key: string; preventDefault(): void; nativeEvent?: { isComposing?: boolean } },
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
