/**
 * Arco's Modal locks scrolling of its container, which inside a portal is not the page
 * (docs/notes/web-components.md §8, pitfall 15). Each portal tells this module whether it shows a modal mask; the
 * page's scrolling is locked while any does, and restored when the last one closes.
 */
const holders = new Set<object>();
let saved: string | null = null;

export function setScrollLock(holder: object, locked: boolean): void {
  const root = document.documentElement;
  if (locked) {
    if (holders.size === 0) {
      saved = root.style.overflow;
      root.style.overflow = 'hidden';
    }
    holders.add(holder);
    return;
  }
  if (!holders.delete(holder) || holders.size > 0) return;
  root.style.overflow = saved ?? '';
  saved = null;
}

/** Whether `root` shows a visible modal mask (Arco hides closed ones with display: none). */
export function showsModalMask(root: ParentNode): boolean {
  for (const mask of root.querySelectorAll<HTMLElement>('.arco-modal-mask')) {
    if (getComputedStyle(mask).display !== 'none') return true;
  }
  return false;
}
