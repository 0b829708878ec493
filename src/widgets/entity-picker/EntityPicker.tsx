import { Button, Space, Tag } from '@arco-design/web-react';
import { useMemo, useRef, useState } from 'react';
import { useLoad } from '../shared/use-load';
import { EntityPickerModal, type EntityPickerModalProps } from './EntityPickerModal';

export interface EntityPickerProps<T extends object>
  extends Pick<
    EntityPickerModalProps<T>,
    'load' | 'rowKey' | 'labelKey' | 'columns' | 'multiple' | 'title' | 'width' | 'searchPlaceholder'
  > {
  /** Comma-separated keys of the chosen rows (`rowKey` values). Controlled when given. */
  value?: string;
  defaultValue?: string;
  /** Fires on user action only, with the new keys and the chosen rows in that order. */
  onChange?: (value: string, rows: T[]) => void;
  /** Rows for keys the picker has not seen (an initial value), asked for in one batch. */
  resolve?: (keys: string[]) => Promise<T[]>;
  disabled?: boolean;
  /** Text of the open button (default 选择). */
  buttonText?: string;
}

const split = (value: string | undefined): string[] => (value ? value.split(',').filter(Boolean) : []);

/**
 * Chosen entities as removable tags plus a button opening the business entity picker. Rows are kept
 * by key, so labels survive paging; keys of an initial value are resolved with one `resolve` call.
 *
 * @example <EntityPicker multiple rowKey="id" labelKey="shopName" columns={cols} load={loadShops} resolve={shopsByIds} value={ids} onChange={setIds} />
 */
export function EntityPicker<T extends object>({
  value,
  defaultValue,
  onChange,
  resolve,
  disabled = false,
  buttonText = '选择',
  ...modal
}: EntityPickerProps<T>) {
  const { rowKey, labelKey } = modal;
  const [inner, setInner] = useState(defaultValue);
  const keys = useMemo(() => split(value !== undefined ? value : inner), [value, inner]);
  const known = useRef(new Map<string, T>());
  const [open, setOpen] = useState(false);
  const keyOf = (row: T) => String(row[rowKey]);
  const labelOf = (key: string) => {
    const row = known.current.get(key);
    return row ? String(row[labelKey ?? rowKey] ?? key) : key;
  };

  const missing = keys.filter((key) => !known.current.has(key)).join(',');
  useLoad(
    missing && resolve ? [missing, resolve, rowKey] : null,
    () => (resolve as NonNullable<typeof resolve>)(missing.split(',')),
    {
      onData: (rows) => {
        for (const row of rows) known.current.set(keyOf(row), row);
      },
    },
  );

  const rowsOf = (list: string[]) => list.flatMap((key) => known.current.get(key) ?? []);

  const commit = (nextKeys: string[]) => {
    const next = nextKeys.join(',');
    if (value === undefined) setInner(next);
    onChange?.(next, rowsOf(nextKeys));
  };
  const pick = (rows: T[]) => {
    for (const row of rows) known.current.set(keyOf(row), row);
    commit(rows.map(keyOf));
  };

  return (
    <Space wrap size={4}>
      <section aria-label="已选实体" style={{ display: 'inline' }}>
        {keys.map((key) => (
          <Tag
            key={key}
            closable={!disabled}
            onClose={() => commit(keys.filter((k) => k !== key))}
            style={{ marginRight: 4 }}
          >
            {labelOf(key)}
          </Tag>
        ))}
      </section>
      <Button size="small" disabled={disabled} onClick={() => setOpen(true)}>
        {buttonText}
      </Button>
      <EntityPickerModal<T>
        {...modal}
        visible={open}
        selected={rowsOf(keys)}
        onOk={(rows) => {
          setOpen(false);
          pick(rows);
        }}
        onCancel={() => setOpen(false)}
      />
    </Space>
  );
}
