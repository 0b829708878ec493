import type { ReactNode } from 'react';
import type { ColumnLayout, LaidColumn } from './column-layout';

/**
 * A row's cells as the window draws them (header, body rows and footer alike): the left-pinned columns, a
 * spacer as wide as the centre columns before `colStart`, the centre columns `colStart`..`colEnd`, a spacer for
 * those after, the right-pinned columns.
 *
 * @example <div className="et-head" role="row">{windowCells(layout, colStart, colEnd, renderCell)}</div>
 */
export function windowCells(
  layout: ColumnLayout,
  colStart: number,
  colEnd: number,
  renderCell: (laid: LaidColumn) => ReactNode,
): ReactNode {
  const centerEnd = layout.centerOffsets[layout.center.length] ?? 0;
  return (
    <>
      {layout.left.map(renderCell)}
      <div className="et-spacer" style={{ width: layout.centerOffsets[colStart] ?? 0 }} />
      {layout.center.slice(colStart, colEnd).map(renderCell)}
      <div className="et-spacer" style={{ width: centerEnd - (layout.centerOffsets[colEnd] ?? centerEnd) }} />
      {layout.right.map(renderCell)}
    </>
  );
}
