import IconCheck from '@arco-design/web-react/es/Checkbox/icon-check';

export interface RowCheckboxProps {
  checked: boolean;
  disabled: boolean;
  /** Accessible name of the box (选择第 N 行). */
  label: string;
  onChange(checked: boolean): void;
}

/**
 * The selection box of a row: Arco's checkbox markup and classes (so it looks and behaves the same),
 * without Arco's component machinery (group context, merged state, an effect per box). Every drawn row
 * has one, redrawn for each row that scrolls in.
 *
 * @example <RowCheckbox checked={false} disabled={false} label="选择第 1 行" onChange={(checked) => select(key, checked)} />
 */
export function RowCheckbox({ checked, disabled, label, onChange }: RowCheckboxProps) {
  let className = 'arco-checkbox';
  if (checked) className += ' arco-checkbox-checked';
  if (disabled) className += ' arco-checkbox-disabled';
  const hover = checked || disabled ? ' arco-icon-hover-disabled' : '';
  return (
    <label aria-disabled={disabled} className={className}>
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className={`arco-icon-hover arco-checkbox-icon-hover${hover} arco-checkbox-mask-wrapper`}>
        <div className="arco-checkbox-mask">
          <IconCheck className="arco-checkbox-mask-icon" />
        </div>
      </span>
    </label>
  );
}
