import type { ComponentType } from 'react';
import type { CellProps } from '../types';

/**
 * What a cell accepts: the contract's `CellProps` plus `autoFocus`, which the view sets when the
 * cell entered edit mode by a user action (click, Enter, typing). Without it an editor mounted
 * already editing (alwaysEdit) never takes the focus, so scrolling new rows in steals nothing.
 */
export type CellComponentProps = CellProps & { autoFocus?: boolean };

export type CellComponent = ComponentType<CellComponentProps>;

/** True for the values a cell shows as empty. */
export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A cell value as display text ('' for empty). */
export function valueText(value: unknown): string {
  if (isEmptyValue(value)) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** The Arco props of the column (`column.props`), minus the keys the cell reads itself. */
export function arcoProps(
  props: Record<string, unknown> | undefined,
  own: readonly string[] = [],
): Record<string, unknown> {
  if (!props) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) if (!own.includes(key)) out[key] = value;
  return out;
}

/** `请输入${title}` / `请选择${title}` unless the column has its own placeholder (with ${title} filled). */
export function placeholderOf(column: CellProps['column'], verb: '输入' | '选择' = '输入'): string {
  const own = column.placeholder;
  if (own) return own.replace(/\$\{title\}/g, column.title).replace(/\$\{key\}/g, column.key);
  return `请${verb}${column.title}`;
}
