import { DatePicker } from '@arco-design/web-react';
import type { DatePickerHandle } from '@arco-design/web-react/es/DatePicker/interface';
import { useRef, useState } from 'react';
import { DATE_FORMAT, DATETIME_FORMAT, formatDate } from '../../../core/format';
import { arcoProps, type CellComponentProps, placeholderOf } from './cell-props';
import { cellText } from './TextCells';
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
export function DateCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) {
    return cellText(dateText(props.value, dateFormatOf(props.column.type)));
  }
  return <DateEditor {...props} />;
}

const STORED_SHAPE: Record<string, RegExp> = {
  [DATE_FORMAT]: /^(\d{4})-(\d{2})-(\d{2})$/,
  [DATETIME_FORMAT]: /^(\d{4})-(\d{2})-(\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/,
};

/**
 * The text of a date value. A value stored in the format, naming a real day, is shown as it is:
 * parsing a date per cell per scroll frame would cost more than drawing it. Anything else goes
 * through the date library (which also rolls 02-30 over to March, as the editor would).
 */
export function dateText(value: unknown, format: string): string {
  const match = typeof value === 'string' ? STORED_SHAPE[format]?.exec(value) : null;
  if (match) {
    const month = Number(match[2]);
    const day = Number(match[3]);
    const lastDay = new Date(Date.UTC(Number(match[1]), month, 0)).getUTCDate();
    if (month >= 1 && month <= 12 && day >= 1 && day <= lastDay) return value as string;
  }
  return formatDate(value as string, format);
}

function DateEditor({
  column,
  value,
  editing,
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
  const text = dateText(value, format);
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
