import { Input, Popover } from '@arco-design/web-react';
import type { RefInputType } from '@arco-design/web-react/es/Input';
import { IconExpand } from '@arco-design/web-react/icon';
import { useRef, useState } from 'react';
import { arcoProps, type CellComponentProps, placeholderOf, valueText } from './cell-props';
import { valueDisplay } from './TextCells';
import { useCellEditor } from './use-editor-focus';

/** Size of the input popup's textarea (docs/widgets-spec.md §9): 150x200 by default, 300x210 in a table cell. */
export const INPUT_POP_DEFAULT_SIZE = { width: 150, height: 200 } as const;
export const INPUT_POP_CELL_SIZE = { width: 300, height: 210 } as const;

/**
 * `input_pop`: a one-line input whose expand button opens a 300x210 textarea in a popover for long
 * text (`column.props.popWidth` / `popHeight` change the size). Closing the popover commits. Value: string.
 *
 * @example <InputPopCell column={{ key: 'memo', title: '备注', type: 'input_pop' }} value="" editing ... />
 */
export function InputPopCell(props: CellComponentProps) {
  if (!props.editing || props.disabled) return valueDisplay(props.value);
  return <InputPopEditor {...props} />;
}

function InputPopEditor(props: CellComponentProps) {
  const { column, value, onChange, onCommit, onCancel, getPopupContainer } = props;
  const ref = useRef<RefInputType>(null);
  const keyDown = useCellEditor(ref, props);
  const [popOpen, setPopOpen] = useState(false);
  const text = valueText(value);
  const width = Number(column.props?.popWidth) || INPUT_POP_CELL_SIZE.width;
  const height = Number(column.props?.popHeight) || INPUT_POP_CELL_SIZE.height;
  const close = () => {
    setPopOpen(false);
    onCommit();
  };
  const expand = (
    <Popover
      trigger="click"
      position="bottom"
      popupVisible={popOpen}
      getPopupContainer={getPopupContainer}
      onVisibleChange={(visible) => (visible ? setPopOpen(true) : close())}
      content={
        <Input.TextArea
          autoFocus
          aria-label={column.title}
          style={{ width, height, resize: 'none' }}
          value={text}
          onChange={(next) => onChange(next)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              setPopOpen(false);
              onCancel();
            }
          }}
        />
      }
    >
      {/* A plain element anchors the popover (React 19 has no findDOMNode). */}
      <button
        type="button"
        className="et-cell-pop-trigger"
        tabIndex={-1}
        aria-label="展开编辑"
        // Keep the input focused: its blur would otherwise commit and close the editor.
        onMouseDown={(event) => event.preventDefault()}
      >
        <IconExpand />
      </button>
    </Popover>
  );
  return (
    <Input
      ref={ref}
      size="small"
      placeholder={placeholderOf(column)}
      {...arcoProps(column.props, ['popWidth', 'popHeight'])}
      value={text}
      suffix={expand}
      onChange={(next) => onChange(next)}
      onBlur={() => {
        if (!popOpen) onCommit();
      }}
      onKeyDown={keyDown}
    />
  );
}
