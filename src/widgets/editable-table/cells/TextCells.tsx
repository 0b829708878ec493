import { Input } from '@arco-design/web-react';
import type { RefInputType, RefTextAreaType } from '@arco-design/web-react/es/Input';
import { type ReactNode, useRef } from 'react';
import { arcoProps, type CellComponentProps, placeholderOf, valueText } from './cell-props';
import { editorKeyDown, useEditorFocus } from './use-editor-focus';

/** The compact, one-line text every display mode falls back to. */
export function CellText({ text, title, className }: { text: ReactNode; title?: string; className?: string }) {
  return cellText(text, title, className);
}

/**
 * The element of `CellText` without a component of its own: display modes are drawn for every visible
 * cell on every scroll frame, so the hot ones return this directly (no hooks, no extra fiber).
 *
 * @example cellText('甲', '甲') // <span class="et-cell-text" title="甲">甲</span>
 */
export function cellText(text: ReactNode, title?: string, className?: string) {
  return (
    <span className={className ? `et-cell-text ${className}` : 'et-cell-text'} title={title}>
      {text}
    </span>
  );
}

/**
 * The display of a plain value: its text. No title attribute per cell: the table shows the full text
 * of a cell cut short as a title while the pointer is over it (view/ValueCell.tsx).
 */
export function valueDisplay(value: unknown, className?: string) {
  return cellText(valueText(value), undefined, className);
}

/**
 * `input`: a one-line text. Value: string. The display is a plain text; the editor mounts when
 * editing begins.
 *
 * @example <InputCell column={{ key: 'name', title: '名称', type: 'input' }} value="a" editing ... />
 */
export function InputCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) return valueDisplay(props.value);
  return <LineEditor {...props} allowClear />;
}

/**
 * The one-line text editor of a cell (`input`, and `tags` with `format` rewriting what is typed).
 *
 * @example <LineEditor {...props} format={formatTagsInput} />
 */
export function LineEditor({
  column,
  value,
  editing,
  onChange,
  onCommit,
  onCancel,
  autoFocus,
  allowClear,
  format,
}: CellComponentProps & { allowClear?: boolean; format?: (text: string) => string }) {
  const ref = useRef<RefInputType>(null);
  useEditorFocus(ref, editing, autoFocus);
  const text = valueText(value);
  return (
    <Input
      ref={ref}
      size="small"
      allowClear={allowClear}
      placeholder={placeholderOf(column)}
      {...arcoProps(column.props)}
      value={text}
      onChange={(next) => onChange(format ? format(next) : next)}
      onBlur={onCommit}
      onKeyDown={(event) => editorKeyDown(event, onCommit, onCancel)}
    />
  );
}

/**
 * `textarea`: multi-line text; Enter makes a new line, Ctrl/⌘+Enter commits. Value: string.
 *
 * @example <TextareaCell column={{ key: 'memo', title: '备注', type: 'textarea' }} value="" editing ... />
 */
export function TextareaCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) return valueDisplay(props.value);
  return <TextareaEditor {...props} />;
}

function TextareaEditor({ column, value, editing, onChange, onCommit, onCancel, autoFocus }: CellComponentProps) {
  const ref = useRef<RefTextAreaType>(null);
  useEditorFocus(ref, editing, autoFocus);
  const text = valueText(value);
  return (
    <Input.TextArea
      ref={ref}
      placeholder={placeholderOf(column)}
      rows={2}
      style={{ resize: 'none' }}
      {...arcoProps(column.props)}
      value={text}
      onChange={(next) => onChange(next)}
      onBlur={onCommit}
      onKeyDown={(event) => editorKeyDown(event, onCommit, onCancel, { enterCommits: event.ctrlKey || event.metaKey })}
    />
  );
}

/** `hidden`: nothing is drawn (the value stays in the row). */
export function HiddenCell(_props: CellComponentProps) {
  return null;
}

/**
 * `slot`: `column.render({ row, rowIndex, value })` draws the cell (read-only for the table).
 *
 * @example { key: 'op', title: '操作', type: 'slot', render: ({ row }) => <a>{String(row.id)}</a> }
 */
export function SlotCell({ column, row, rowIndex, value }: CellComponentProps) {
  if (!column.render) return cellText(valueText(value));
  return <>{column.render({ row, rowIndex, value }) as ReactNode}</>;
}
