import { Switch } from '@arco-design/web-react';

export interface YNSwitchProps {
  /** 'Y' is on; anything else is off. */
  value?: string | null;
  /** Gets 'Y' or 'N' (or the `options` pair). */
  onChange?: (value: string) => void;
  /** The on and off values (default ['Y', 'N']). */
  options?: readonly [on: string, off: string];
  disabled?: boolean;
  checkedText?: string;
  uncheckedText?: string;
}

/**
 * A switch storing 'Y' / 'N' (JeecgBoot JSwitch).
 *
 * @example <YNSwitch value={enabled} onChange={setEnabled} />
 */
export function YNSwitch({
  value,
  onChange,
  options = ['Y', 'N'],
  disabled,
  checkedText,
  uncheckedText,
}: YNSwitchProps) {
  const [on, off] = options;
  return (
    <Switch
      checked={value === on}
      disabled={disabled}
      checkedText={checkedText}
      uncheckedText={uncheckedText}
      onChange={(checked: boolean) => onChange?.(checked ? on : off)}
    />
  );
}
