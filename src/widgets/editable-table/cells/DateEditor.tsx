import { DatePicker } from '@arco-design/web-react';
import type { DatePickerHandle } from '@arco-design/web-react/es/DatePicker/interface';
import { useRef, useState } from 'react';
import { arcoProps, type CellComponentProps, placeholderOf } from './cell-props';
import { dateFormatOf, dateText } from './DateCells';
import { useCellEditor } from './use-editor-focus';

/** The editor of a `date` or `datetime` cell (see DateCell). */
export function DateEditor(props: CellComponentProps) {
  const { column, value, onChange, onCommit, getPopupContainer } = props;
  const format = dateFormatOf(column.type);
  const ref = useRef<DatePickerHandle>(null);
  const keyDown = useCellEditor(ref, props);
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
          if (!open) keyDown(event);
        },
      }}
    />
  );
}
