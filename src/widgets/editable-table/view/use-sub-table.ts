import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** Retries of opening a sub-table whose row is not drawn yet, and their interval (JVxeTable). */
export const SUB_TABLE_RETRIES = 3;
export const SUB_TABLE_RETRY_MS = 100;
/** The popover opens below the row when more than this many px are free beneath it. */
export const SUB_TABLE_SPACE_BELOW = 350;
export const SUB_TABLE_OPEN_FAILED = '打开子表失败';

export interface SubTablePlacement {
  key: string;
  below: boolean;
  /** Offset from the table root: `top` when below the row, `bottom` when above it. */
  offset: number;
}

export interface SubTableOptions {
  root: RefObject<HTMLElement | null>;
  scroller: RefObject<HTMLElement | null>;
  error(text: string): void;
}

function rowElement(scroller: HTMLElement | null, key: string): HTMLElement | null {
  if (!scroller) return null;
  for (const row of scroller.querySelectorAll<HTMLElement>('[data-row-key]')) {
    if (row.dataset.rowKey === key) return row;
  }
  return null;
}

/**
 * The row sub-table popover: toggling the open row closes it, toggling another reopens it there.
 * Opening waits for the row to be drawn (3 retries at 100 ms, then 打开子表失败) and places the
 * popover below the row when more than 350 px are free beneath it, else above.
 */
export function useSubTable({ root, scroller, error }: SubTableOptions) {
  const [open, setOpen] = useState<SubTablePlacement | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const attempt = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const errorRef = useRef(error);
  errorRef.current = error;

  const place = useCallback(
    (key: string): SubTablePlacement | null => {
      const row = rowElement(scroller.current, key);
      const host = root.current;
      if (!row || !host) return null;
      const rowBox = row.getBoundingClientRect();
      const hostBox = host.getBoundingClientRect();
      const viewport = host.ownerDocument.defaultView?.innerHeight ?? 0;
      const below = viewport - rowBox.bottom > SUB_TABLE_SPACE_BELOW;
      return { key, below, offset: below ? rowBox.bottom - hostBox.top : hostBox.bottom - rowBox.top };
    },
    [root, scroller],
  );

  const close = useCallback(() => {
    clearTimeout(attempt.current);
    setOpen(null);
  }, []);

  const toggle = useCallback(
    (key: string) => {
      clearTimeout(attempt.current);
      if (openRef.current?.key === key) {
        setOpen(null);
        return;
      }
      const tryOpen = (retry: number) => {
        const placement = place(key);
        if (placement) {
          setOpen(placement);
          return;
        }
        if (retry >= SUB_TABLE_RETRIES) {
          setOpen(null);
          errorRef.current(SUB_TABLE_OPEN_FAILED);
          return;
        }
        attempt.current = setTimeout(() => tryOpen(retry + 1), SUB_TABLE_RETRY_MS);
      };
      tryOpen(0);
    },
    [place],
  );

  /** Follows the row while the table scrolls; closes when it leaves the drawn rows. */
  const follow = useCallback(() => {
    const current = openRef.current;
    if (!current) return;
    const placement = place(current.key);
    if (!placement) setOpen(null);
    else if (placement.offset !== current.offset || placement.below !== current.below) setOpen(placement);
  }, [place]);

  useEffect(() => () => clearTimeout(attempt.current), []);
  return { open, toggle, close, follow };
}
