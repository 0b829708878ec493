import { type RefObject, useEffect } from 'react';
import type { TableController } from './controller';
import type { CursorStore } from './cursor-store';

/** The element with focus, looking into shadow roots. */
function deepActiveElement(root: Document | ShadowRoot): Element | null {
  let focused = root.activeElement;
  while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
  return focused;
}

function hasTextSelection(element: Element | null): boolean {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    try {
      return element.selectionStart !== element.selectionEnd;
    } catch {
      return false;
    }
  }
  return false;
}

function isTextEditor(element: Element | null): boolean {
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;
}

/**
 * Copy and paste while the table has the focus (the grid or one of its editors). The events are
 * heard on the document because, with no text selected, the browser targets <body>, not the table.
 * - copy: the selected range as tab-separated text, unless an editor has selected text of its own;
 * - paste: a block (TSV from Excel/WPS: tabs or line breaks) goes through the model at the active
 *   cell, adding rows as needed and validating every pasted cell; a single value pasted into an
 *   open text editor stays the editor's.
 */
export function useClipboard(
  root: RefObject<HTMLElement | null>,
  controller: TableController,
  cursor: CursorStore,
): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const owner = element.getRootNode() as Document | ShadowRoot;
    const focusInside = () => {
      const focused = deepActiveElement(owner);
      return focused && element.contains(focused) ? focused : null;
    };
    const onCopy = (event: ClipboardEvent) => {
      const focused = focusInside();
      if (!focused || !event.clipboardData) return;
      if (cursor.get().editing && hasTextSelection(focused)) return;
      const text = controller.copy();
      if (text === null) return;
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
    };
    const onPaste = (event: ClipboardEvent) => {
      const focused = focusInside();
      if (!focused || !event.clipboardData) return;
      const text = event.clipboardData.getData('text/plain');
      if (!text) return;
      const block = /[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''));
      if (cursor.get().editing && isTextEditor(focused) && !block) return;
      event.preventDefault();
      controller.paste(text);
    };
    const target = owner.ownerDocument ?? (owner as Document);
    target.addEventListener('copy', onCopy);
    target.addEventListener('paste', onPaste);
    return () => {
      target.removeEventListener('copy', onCopy);
      target.removeEventListener('paste', onPaste);
    };
  }, [root, controller, cursor]);
}
