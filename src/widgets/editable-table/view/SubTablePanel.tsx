import { type ReactNode, useCallback, useEffect, useSyncExternalStore } from 'react';
import type { RowData } from '../types';
import { useTableContext } from './table-context';
import type { SubTablePlacement } from './use-sub-table';

export interface SubTablePanelProps {
  placement: SubTablePlacement;
  render: (row: RowData) => unknown;
  onClose(): void;
}

/** The sub-table popover of one row, redrawn when that row changes; Escape closes it. */
export function SubTablePanel({ placement, render, onClose }: SubTablePanelProps) {
  const { model } = useTableContext();
  const subscribe = useCallback(
    (listener: () => void) => model.subscribeRow(placement.key, listener),
    [model, placement.key],
  );
  useSyncExternalStore(subscribe, () => model.getRowVersion(placement.key));
  const row = model.getRow(placement.key);
  useEffect(() => {
    if (!row) onClose();
  }, [row, onClose]);
  if (!row) return null;
  const style = placement.below ? { top: placement.offset } : { bottom: placement.offset };
  return (
    <div
      className="et-subtable"
      role="dialog"
      aria-label="子表"
      data-placement={placement.below ? 'below' : 'above'}
      style={{ ...style, left: 8 }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {render(row) as ReactNode}
    </div>
  );
}
