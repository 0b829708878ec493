/** Popup roots of Arco (rendered outside the table, in the page or the element's portal host). */
const POPUP_CLASSES = [
  'arco-trigger',
  'arco-modal-wrapper',
  'arco-drawer-wrapper',
  'arco-image-preview',
  'arco-message-wrapper',
];

function isPopup(node: EventTarget): boolean {
  if (!(node instanceof Element)) return false;
  return POPUP_CLASSES.some((name) => node.classList.contains(name));
}

/**
 * Whether a pointer event happened outside `inside` and outside any Arco popup (a cell's dropdown,
 * date panel or picker modal counts as inside). Uses `composedPath()`, so a click in a shadow root
 * is seen for what it hit rather than retargeted to the host element.
 *
 * @example if (isOutside(event, [tableRoot])) controller.commitEdit();
 */
export function isOutside(event: Event, inside: ReadonlyArray<Element | null>): boolean {
  const path = event.composedPath();
  for (const node of path) {
    if (inside.includes(node as Element) || isPopup(node)) return false;
  }
  return true;
}

/**
 * Listens for presses anywhere in the document (capture phase, so nothing can swallow them) and calls
 * `onOutside` for those outside `inside()`. Returns the remover.
 */
export function listenOutside(
  inside: () => ReadonlyArray<Element | null>,
  onOutside: (event: Event) => void,
): () => void {
  const listener = (event: Event) => {
    if (isOutside(event, inside())) onOutside(event);
  };
  document.addEventListener('pointerdown', listener, true);
  return () => document.removeEventListener('pointerdown', listener, true);
}
