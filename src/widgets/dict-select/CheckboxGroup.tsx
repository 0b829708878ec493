import { Checkbox } from '@arco-design/web-react';
import { type DictValue, joinValues, splitValues } from './dict-value';

export interface CheckboxOption {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface CheckboxGroupProps {
  options: readonly CheckboxOption[];
  /** The chosen values, comma-joined (an array is accepted too). */
  value?: DictValue;
  /** Gets the chosen values comma-joined, in the order of `options`; '' when none. */
  onChange?: (value: string) => void;
  disabled?: boolean;
}

/**
 * A multi-select checkbox group whose value is a comma list (JeecgBoot JCheckbox).
 *
 * @example <CheckboxGroup options={[{ label: '读', value: 'r' }, { label: '写', value: 'w' }]} value="r" onChange={set} />
 */
export function CheckboxGroup({ options, value, onChange, disabled }: CheckboxGroupProps) {
  const chosen = splitValues(value);
  return (
    <Checkbox.Group
      disabled={disabled}
      value={chosen}
      onChange={(next: string[]) =>
        onChange?.(joinValues(options.map((option) => option.value).filter((one) => next.includes(one))))
      }
    >
      {options.map((option) => (
        <Checkbox key={option.value} value={option.value} disabled={option.disabled}>
          {option.label}
        </Checkbox>
      ))}
    </Checkbox.Group>
  );
}
