// biome-ignore-all lint/a11y/useSemanticElements: an ARIA grid of divs; virtualised rows and columns cannot be table elements.
// biome-ignore-all lint/a11y/useFocusableInteractive: the grid itself holds the focus (one tab stop); cells are reached with the arrow keys.
import { memo, useEffect, useReducer } from 'react';
import { STATISTICS_LABELS, statisticsKinds } from '../model';
import type { EditableColumn } from '../types';
import type { ColumnLayout, LaidColumn } from './column-layout';
import { useTableContext } from './table-context';
import { cellClass, cellStyle } from './ValueCell';
import { windowCells } from './window-cells';

/** Height of one statistics row in px (kept in step with `.et-foot-row`). */
export const FOOTER_ROW_HEIGHT = 34;

/** Height of a footer of `rows` statistics rows, with its 1 px top rule (none without rows). */
export function footerHeightOf(rows: number): number {
  return rows > 0 ? rows * FOOTER_ROW_HEIGHT + 1 : 0;
}

/** The footer rows a set of columns asks for: 合计 and/or 平均, in that order. */
export function footerKinds(columns: readonly EditableColumn[]): Array<'sum' | 'average'> {
  const kinds = new Set(columns.flatMap((column) => statisticsKinds(column)));
  return (['sum', 'average'] as const).filter((kind) => kinds.has(kind));
}

export interface StatisticsFooterProps {
  layout: ColumnLayout;
  colStart: number;
  colEnd: number;
  kinds: Array<'sum' | 'average'>;
}

/**
 * The sticky statistics footer: one row per kind (合计 / 平均), the label in the first column, each
 * column with `statistics` showing the model's exact decimal figure. Memoised, as the header is.
 */
export const StatisticsFooter = memo(function StatisticsFooter({
  layout,
  colStart,
  colEnd,
  kinds,
}: StatisticsFooterProps) {
  const { model } = useTableContext();
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => model.subscribeStatistics(refresh), [model]);
  const firstKey = [...layout.left, ...layout.center, ...layout.right][0]?.column.key;
  return (
    <div className="et-foot" role="rowgroup" style={{ width: layout.totalWidth }}>
      {kinds.map((kind) => {
        const renderCell = (laid: LaidColumn) => {
          const { column } = laid;
          let text = '';
          if (column.key === firstKey) text = STATISTICS_LABELS[kind];
          else if (statisticsKinds(column).includes(kind)) {
            const figures = model.getStatistics(column.key);
            text = kind === 'sum' ? figures.sum : figures.average;
          }
          return (
            <div key={column.key} className={cellClass('et-tf', laid)} style={cellStyle(laid)} role="cell">
              {text}
            </div>
          );
        };
        return (
          <div key={kind} className="et-foot-row" role="row">
            {windowCells(layout, colStart, colEnd, renderCell)}
          </div>
        );
      })}
    </div>
  );
});
