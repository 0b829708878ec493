import { Checkbox, Radio } from '@arco-design/web-react';
import type { EditableColumn } from '../types';
import { arcoProps, type CellComponentProps } from './cell-props';
import { optionText, useColumnOptions } from './options';
import { CellText } from './TextCells';

/** Default checked/unchecked values of a checkbox column (docs/widgets-spec.md §9: switch values Y/N). */
export const DEFAULT_CHECKBOX_VALUES: readonly [unknown, unknown] = ['Y', 'N'];

/** `[checkedValue, uncheckedValue]` of a checkbox column. */
export function checkboxValues(column: EditableColumn): readonly [unknown, unknown] {
  return column.customValue ?? DEFAULT_CHECKBOX_VALUES;
}

/** True when `value` is the column's checked value (compared as text: 1 matches '1'). */
export function isChecked(column: EditableColumn, value: unknown): boolean {
  return value !== undefined && value !== null && String(value) === String(checkboxValues(column)[0]);
}

/**
 * `checkbox`: value is `customValue[0]` when checked, `customValue[1]` when not (default 'Y'/'N').
 * Toggling sets the value and commits; the checkbox is live in display mode too (one click, no
 * edit mode first). New rows start checked with `defaultChecked` (the model's `defaultRow`).
 *
 * @example <CheckboxCell column={{ key: 'on', title: '启用', type: 'checkbox', customValue: ['1', '0'] }} value="1" ... />
 */
export function CheckboxCell({ column, value, disabled, onChange, onCommit }: CellComponentProps) {
  const checked = isChecked(column, value);
  const [on, off] = checkboxValues(column);
  return (
    <Checkbox
      {...arcoProps(column.props)}
      aria-label={column.title}
      checked={checked}
      disabled={disabled}
      onChange={(next: boolean) => {
        onChange(next ? on : off);
        onCommit();
      }}
    />
  );
}

/**
 * `radio`: one of the column's options (static or dictionary). Value: the option value (string).
 *
 * @example <RadioCell column={{ key: 'sex', title: '性别', type: 'radio', dictCode: 'sex' }} value="1" editing ... />
 */
export function RadioCell({ column, value, editing, disabled, onChange, onCommit }: CellComponentProps) {
  const options = useColumnOptions(column);
  if (!editing || disabled) {
    const text = optionText(options, value);
    return <CellText text={text} title={text} />;
  }
  return (
    <Radio.Group
      size="small"
      {...arcoProps(column.props)}
      aria-label={column.title}
      value={value === undefined || value === null ? undefined : String(value)}
      onChange={(next: string) => {
        onChange(next);
        onCommit();
      }}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value} disabled={option.disabled}>
          {option.text}
        </Radio>
      ))}
    </Radio.Group>
  );
}
