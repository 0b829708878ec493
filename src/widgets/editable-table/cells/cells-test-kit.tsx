import { render } from '@testing-library/react';
import { useState } from 'react';
import { vi } from 'vitest';
import type { EditableColumn, RowData } from '../types';
import { cellFor } from './registry';
import { type CellServices, CellServicesProvider } from './services';

/** Renders the cell of `column` in a harness that keeps the value like the model would (tests only). */
export function renderCell(
  column: EditableColumn,
  options: {
    value?: unknown;
    editing?: boolean;
    disabled?: boolean;
    autoFocus?: boolean;
    row?: RowData;
    services?: Partial<CellServices>;
  } = {},
) {
  const onChange = vi.fn();
  const onCommit = vi.fn();
  const onCancel = vi.fn();
  const onChangeRow = vi.fn();
  const Cell = cellFor(column.type);
  const state: { value: unknown; row: RowData } = {
    value: options.value,
    row: { id: 'r1', ...(options.row ?? {}), [column.key]: options.value },
  };

  function Harness() {
    const [value, setValue] = useState<unknown>(options.value);
    const [row, setRow] = useState<RowData>(state.row);
    return (
      <Cell
        column={column}
        row={row}
        rowKey="r1"
        rowIndex={0}
        value={value}
        editing={options.editing ?? true}
        disabled={options.disabled ?? false}
        autoFocus={options.autoFocus}
        onChange={(next) => {
          onChange(next);
          state.value = next;
          setValue(next);
        }}
        onCommit={onCommit}
        onCancel={onCancel}
        onChangeRow={(values) => {
          onChangeRow(values);
          state.row = { ...state.row, ...values };
          setRow(state.row);
        }}
      />
    );
  }

  const view = render(
    <CellServicesProvider {...(options.services ?? {})}>
      <Harness />
    </CellServicesProvider>,
  );
  return { ...view, onChange, onCommit, onCancel, onChangeRow, state };
}

/** A column of `type` keyed `f`, titled 字段. */
export function col(type: EditableColumn['type'], extra: Partial<EditableColumn> = {}): EditableColumn {
  return { key: 'f', title: '字段', type, ...extra };
}
