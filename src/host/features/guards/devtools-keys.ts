/** The parts of a keyboard event the shortcut check reads. */
export interface KeyLike {
  key: string;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  metaKey: boolean;
}

const PANEL_KEYS = new Set(['i', 'j', 'c']);

/**
 * True for F12 and the shortcuts that open the developer tools (Ctrl+Shift+I/J/C, and on macOS
 * Cmd+Option+I/J/C), which the browser guard swallows.
 *
 * @example isDevtoolsShortcut({ key: 'F12', ctrlKey: false, shiftKey: false, altKey: false, metaKey: false }) // true
 */
export function isDevtoolsShortcut(event: KeyLike): boolean {
  if (event.key === 'F12') return true;
  const key = event.key.toLowerCase();
  if (!PANEL_KEYS.has(key)) return false;
  return (event.ctrlKey && event.shiftKey) || (event.metaKey && event.altKey);
}

/**
 * Blocks the context menu and the devtools shortcuts on `target`; returns the undo.
 *
 * @example const stop = blockDevtoolsInput(window, { contextMenu: true, devtoolsKeys: true });
 */
export function blockDevtoolsInput(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  what: { contextMenu: boolean; devtoolsKeys: boolean },
): () => void {
  const onContextMenu = (event: Event) => event.preventDefault();
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isDevtoolsShortcut(event)) return;
    event.preventDefault();
    event.stopPropagation();
  };
  if (what.contextMenu) target.addEventListener('contextmenu', onContextMenu);
  if (what.devtoolsKeys) target.addEventListener('keydown', onKeyDown, true);
  return () => {
    target.removeEventListener('contextmenu', onContextMenu);
    target.removeEventListener('keydown', onKeyDown, true);
  };
}
