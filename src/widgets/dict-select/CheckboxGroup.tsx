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
  const toggle = (one: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(one);
    else next.delete(one);
    onChange?.(joinValues(options.map((option) => option.value).filter((candidate) => next.has(candidate))));
  };
  // Plain checkboxes rather than Arco's Checkbox.Group: the group filters its onChange by options
  // its children register in an effect, so a click in the first frame after options arrive came
  // back empty and cleared the user's choice.
  return (
    <span className="arco-checkbox-group">
      {options.map((option) => (
        <Checkbox
          key={option.value}
          checked={chosen.includes(option.value)}
          disabled={disabled || option.disabled}
          onChange={(checked: boolean) => toggle(option.value, checked)}
        >
          {option.label}
        </Checkbox>
      ))}
    </span>
  );
}
