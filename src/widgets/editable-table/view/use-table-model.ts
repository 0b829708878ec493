import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { filterColumnsByAuth } from '../../../core/permission';
import { createTableModel, type TableModel } from '../model';
import {
  EDITABLE_TABLE_DEFAULTS,
  type EditableColumn,
  type EditableTableHandle,
  type EditableTableProps,
} from '../types';
import { useAuthLists } from './use-auth-lists';

function shallowEqual(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

function sameRules(a: EditableColumn['validateRules'], b: EditableColumn['validateRules']): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((rule, index) => shallowEqual(rule, b[index]));
}

/** Columns written inline by a parent are new objects on every render: compare what they say. */
export function sameColumns(a: readonly EditableColumn[], b: readonly EditableColumn[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((column, index) => {
    const other = b[index];
    if (!other) return false;
    const { validateRules, options, props, customValue, param, ...rest } = column;
    const {
      validateRules: otherRules,
      options: otherOptions,
      props: otherProps,
      customValue: otherCustom,
      param: otherParam,
      ...otherRest
    } = other;
    return (
      shallowEqual(rest, otherRest) &&
      sameRules(validateRules, otherRules) &&
      (options === otherOptions ||
        (!!options &&
          !!otherOptions &&
          options.length === otherOptions.length &&
          options.every((o, i) => shallowEqual(o, otherOptions[i])))) &&
      shallowEqual(props, otherProps) &&
      shallowEqual(customValue, otherCustom) &&
      shallowEqual(param, otherParam)
    );
  });
}

function useStable<T>(value: T, same: (a: T, b: T) => boolean): T {
  const ref = useRef(value);
  if (!same(ref.current, value)) ref.current = value;
  return ref.current;
}

/** What the imperative handle asks of the view. */
export interface HandleView {
  /** Makes the first editable cell of a row active (editing when it can be edited). */
  activateRow(key: string): void;
  /** Makes a cell active, scrolled into view. */
  showCell(cell: { key: string; column: string }): void;
}

/**
 * The imperative handle: the contract's methods only, on the model; `addRows(…, { setActive })` makes
 * the first new row's first editable cell active, `focusFirstError` the first invalid cell, through `view`.
 */
export function tableHandle(model: TableModel, view?: HandleView): EditableTableHandle {
  return {
    getValues: () => model.getValues(),
    validateTable: () => model.validateTable(),
    firstRuleProblem: () => model.firstRuleProblem(),
    addRows(rows, options) {
      const keys = model.addRows(rows, options?.index === undefined ? undefined : { index: options.index });
      const first = keys[0];
      if (options?.setActive && first !== undefined) view?.activateRow(first);
      return keys;
    },
    removeRows: (keys) => model.removeRows(keys),
    removeSelectedRows: () => model.removeSelectedRows(),
    getSelectedKeys: () => [...model.getSelectedKeys()],
    clearSelection: () => model.clearSelection(),
    setValues: (values) => model.setValues(values),
    getDeleteIds: () => model.getDeleteIds(),
    setRows: (rows) => model.setRows(rows),
    focusFirstError() {
      const first = model.getFirstError();
      if (!first) return false;
      view?.showCell({ key: first.key, column: first.column });
      return true;
    },
  };
}

/**
 * The table's model, created once per rowKey / dragSortKey / tableIndex / tabKey and kept in step with
 * the props: new `dataSource` resets the rows, new columns (after the `authPre` column rules) replace
 * the columns, new `disabledRows` re-evaluate the rows. Also answers the columns in force.
 */
export function useTableModel(props: EditableTableProps): { model: TableModel; columns: readonly EditableColumn[] } {
  const rowKey = props.rowKey ?? EDITABLE_TABLE_DEFAULTS.rowKey;
  const dragSortKey = props.dragSortKey ?? EDITABLE_TABLE_DEFAULTS.dragSortKey;
  const rawColumns = useStable(props.columns, sameColumns);
  const lists = useAuthLists();
  const columns = useMemo(
    () => filterColumnsByAuth(rawColumns, props.authPre, lists),
    [rawColumns, props.authPre, lists],
  );
  const disabledRows = useStable(props.disabledRows, (a, b) =>
    typeof a === 'function' || typeof b === 'function' ? a === b : shallowEqual(a, b),
  );
  const identity = `${rowKey}\u0000${dragSortKey}\u0000${props.tableIndex ?? ''}\u0000${props.tabKey ?? ''}`;
  const holder = useRef<{ identity: string; model: TableModel; rows: unknown; columns: unknown; disabled: unknown }>(
    null,
  );
  if (!holder.current || holder.current.identity !== identity) {
    holder.current = {
      identity,
      model: createTableModel({
        columns,
        rows: props.dataSource ?? [],
        rowKey,
        dragSortKey,
        disabledRows,
        ...(props.tableIndex === undefined ? {} : { tableIndex: props.tableIndex }),
        ...(props.tabKey === undefined ? {} : { tabKey: props.tabKey }),
      }),
      rows: props.dataSource,
      columns,
      disabled: disabledRows,
    };
  }
  const current = holder.current;
  const { model } = current;

  useLayoutEffect(() => {
    if (current.columns === columns) return;
    current.columns = columns;
    model.setColumns(columns);
  }, [current, model, columns]);
  useLayoutEffect(() => {
    if (current.rows === props.dataSource) return;
    current.rows = props.dataSource;
    model.setRows(props.dataSource ?? []);
  }, [current, model, props.dataSource]);
  useLayoutEffect(() => {
    if (current.disabled === disabledRows) return;
    current.disabled = disabledRows;
    model.setDisabledRows(disabledRows);
  }, [current, model, disabledRows]);
  useEffect(() => () => (model as { dispose?: () => void }).dispose?.(), [model]);

  return { model, columns };
}
