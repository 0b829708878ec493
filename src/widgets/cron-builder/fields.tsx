import { Checkbox, InputNumber, Radio, Select } from '@arco-design/web-react';
import {
  type CSSProperties,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import type { IntBounds } from '../../core/cron';
import { WEEKDAY_LABELS } from './labels';

/** Where the builder's selects open; undefined: Arco's context (inside a Modal, the modal itself). */
export const PopupContainerContext = createContext<((node: HTMLElement) => Element) | undefined>(undefined);

const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: 6,
  minHeight: 30,
  color: 'var(--color-text-2)',
};

/** One radio of a tab with its inputs beside it. */
export function ModeRow(props: { value: string; label: ReactNode; disabled?: boolean; children?: ReactNode }) {
  return (
    <div style={rowStyle}>
      <Radio value={props.value} disabled={props.disabled} style={{ marginRight: 4 }}>
        {props.label}
      </Radio>
      {props.children}
    </div>
  );
}

export interface IntInputProps {
  value: number;
  bounds: IntBounds;
  label: string;
  disabled?: boolean;
  width?: number;
  onChange(value: number): void;
  /** Clicking the input selects its mode (not focus: tabbing across the builder changes nothing). */
  onClick?: () => void;
}

/**
 * An integer input within `bounds` (docs/widgets-spec.md §5: integers only, within the unit's min and max):
 * out-of-range numbers are clamped, non-integers refused (the last integer stays).
 */
export function IntInput(props: IntInputProps) {
  return (
    <InputNumber
      size="small"
      mode="button"
      step={1}
      min={props.bounds.min}
      max={props.bounds.max}
      value={props.value}
      disabled={props.disabled}
      aria-label={props.label}
      style={{ width: props.width ?? 104 }}
      onClick={props.onClick}
      onChange={(value) => {
        if (typeof value === 'number' && Number.isInteger(value)) props.onChange(value);
      }}
    />
  );
}

/** A weekday select (builder numbering 0-6, SUN=0). */
export function WeekdaySelect(props: {
  value: number;
  label: string;
  disabled?: boolean;
  onChange(value: number): void;
  onClick?: () => void;
}) {
  const getPopupContainer = useContext(PopupContainerContext);
  return (
    <Select
      size="small"
      value={props.value}
      disabled={props.disabled}
      aria-label={props.label}
      style={{ width: 84 }}
      getPopupContainer={getPopupContainer}
      onClick={props.onClick}
      onChange={(value: number) => props.onChange(value)}
      options={WEEKDAY_LABELS.map((label, value) => ({ label, value }))}
    />
  );
}

/**
 * The checkbox grid of the specify mode; the last box cannot be unticked (a part is never empty). One Tab stop
 * (the box focused last, at first the first ticked one); arrow keys, Home and End move in the grid.
 */
export function SpecifyGrid(props: {
  values: readonly number[];
  options: readonly { value: number; label: string }[];
  columns: number;
  disabled?: boolean;
  onChange(values: number[]): void;
}) {
  const toggle = (one: number, checked: boolean) => {
    const next = checked ? [...props.values, one] : props.values.filter((value) => value !== one);
    if (next.length > 0) props.onChange(props.options.map((option) => option.value).filter((v) => next.includes(v)));
  };
  const grid = useRef<HTMLDivElement>(null);
  const rove = (stop?: EventTarget) => {
    const boxes = [...(grid.current?.querySelectorAll('input') ?? [])];
    const to = stop ?? boxes.find((box) => box.checked) ?? boxes[0];
    for (const box of boxes) box.tabIndex = box === to ? 0 : -1;
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once; then the focused box is the stop
  useLayoutEffect(() => rove(), []);
  // Plain checkboxes: Arco's group filters its onChange by values registered in an effect, which
  // drops a click made in the first frame.
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the grid's arrow keys, delegated from its checkboxes
    <div
      ref={grid}
      onFocus={(event) => rove(event.target)}
      onKeyDown={(event) => arrowKey(event, event.currentTarget.querySelectorAll('input:enabled'), props.columns)}
      className="arco-checkbox-group"
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(${props.columns}, minmax(0, 1fr))`,
        rowGap: 4,
        width: '100%',
        padding: '6px 0 2px 24px',
        boxSizing: 'border-box',
      }}
    >
      {props.options.map((option) => (
        <Checkbox
          key={option.value}
          checked={props.values.includes(option.value)}
          disabled={props.disabled}
          onChange={(checked: boolean) => toggle(option.value, checked)}
          style={{ marginRight: 0, whiteSpace: 'nowrap' }}
        >
          {option.label}
        </Checkbox>
      ))}
    </div>
  );
}

/**
 * Roving focus by keyboard: Left/Right, Up/Down (a grid of `columns`; none: a tab list, Left/Right wrap), Home
 * and End focus another of `items`, which is returned (undefined: not such a key).
 */
export function arrowKey(event: KeyboardEvent, items: Iterable<Element>, columns = 0): HTMLElement | undefined {
  const list = [...items] as HTMLElement[];
  const { key } = event;
  const n = list.length;
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -columns, ArrowDown: columns }[key];
  const index =
    key === 'Home' ? 0 : key === 'End' ? n - 1 : step ? list.indexOf(event.target as HTMLElement) + step : Number.NaN;
  const to = list[columns ? index : (index + n) % n];
  if (to) {
    event.preventDefault();
    to.focus();
  }
  return to;
}

/** Numbers from `min` to `max` as checkbox options, zero-padded to two digits when asked. */
export function numberOptions(min: number, max: number, pad = false, suffix = ''): { value: number; label: string }[] {
  return Array.from({ length: max - min + 1 }, (_, i) => {
    const value = min + i;
    return { value, label: `${pad ? String(value).padStart(2, '0') : value}${suffix}` };
  });
}
