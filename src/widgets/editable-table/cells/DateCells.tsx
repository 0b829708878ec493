import { DatePicker } from '@arco-design/web-react';
import type { DatePickerHandle } from '@arco-design/web-react/es/DatePicker/interface';
import { useRef, useState } from 'react';
import { DATE_FORMAT, DATETIME_FORMAT, formatDate } from '../../../core/format';
import { arcoProps, type CellComponentProps, placeholderOf } from './cell-props';
import { CellText } from './TextCells';
import { editorKeyDown, useEditorFocus } from './use-editor-focus';

/** Display and stored format of a date or datetime column (widgets spec §9). */
export function dateFormatOf(type: string): string {
  return type === 'datetime' ? DATETIME_FORMAT : DATE_FORMAT;
}

/**
 * `date` and `datetime`: value is the formatted text, `YYYY-MM-DD` or `YYYY-MM-DD HH:mm:ss`
 * ('' when cleared). Choosing a date (or 确定 for datetime) sets it; closing the panel commits.
 *
 * @example <DateCell column={{ key: 'day', title: '日期', type: 'date' }} value="2026-03-05" editing ... />
 */
export function DateCell({
  column,
  value,
  editing,
  disabled,
  autoFocus,
  onChange,
  onCommit,
  onCancel,
  getPopupContainer,
}: CellComponentProps) {
  const format = dateFormatOf(column.type);
  const ref = useRef<DatePickerHandle>(null);
  useEditorFocus(ref, editing, autoFocus);
  const [open, setOpen] = useState(false);
  const text = formatDate(value as string, format);
  if (!editing || disabled) return <CellText text={text} title={text} />;
  return (
    <DatePicker
      // Typed as a class component, but the instance is the documented handle (focus/blur).
      ref={ref as never}
      size="small"
      format={format}
      showTime={column.type === 'datetime'}
      placeholder={placeholderOf(column, '选择')}
      getPopupContainer={getPopupContainer}
      {...arcoProps(column.props)}
      value={text || undefined}
      onChange={(next: string) => onChange(next ?? '')}
      onVisibleChange={(visible?: boolean) => {
        setOpen(!!visible);
        if (visible === false) onCommit();
      }}
      inputProps={{
        onKeyDown: (event) => {
          if (!open) editorKeyDown(event, onCommit, onCancel);
        },
      }}
    />
  );
}
