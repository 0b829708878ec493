import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EditableTableHandle } from '../types';
import { type FormTablesValues, type ValidatableForm, validateFormAndTables } from './validate-form-tables';

/** Arco `Tabs` props: the active tab and every pane mounted (a hidden sub-table is validated too). */
export interface SubTableTabsProps {
  activeTab: string;
  onChange(key: string): void;
  lazyload: false;
}

/** `EditableTable` props of one tab's sub-table. */
export interface SubTableProps {
  ref(handle: EditableTableHandle | null): void;
  tabKey: string;
  tableIndex: number;
}

export interface SubTableForm {
  tabsProps: SubTableTabsProps;
  tableProps(tabKey: string): SubTableProps;
  /**
   * Validates the form (if given) and every sub-table; on a sub-table error, shows its tab and makes
   * the first invalid cell active (its message shows), then rejects as `validateFormAndTables`.
   */
  validate<Values>(form?: ValidatableForm<Values>): Promise<FormTablesValues<Values>>;
}

/**
 * A form whose sub-tables sit in tabs (one table per tab): the tab state, the tables' handles, and
 * the submit check that activates the owning tab of the first error (docs/widgets-spec.md §4).
 *
 * @example
 * const subTables = useSubTableForm(['lines', 'payments']);
 * <Tabs {...subTables.tabsProps}>
 *   <Tabs.TabPane key="lines" title="订单明细"><EditableTable {...subTables.tableProps('lines')} columns={…} /></Tabs.TabPane>
 * </Tabs>
 * const { form: main, tables } = await subTables.validate(form);
 */
export function useSubTableForm(tabKeys: readonly string[], defaultTab?: string): SubTableForm {
  const [activeTab, setActiveTab] = useState(defaultTab ?? tabKeys[0] ?? '');
  const handles = useRef(new Map<string, EditableTableHandle | null>());
  const refs = useRef(new Map<string, (handle: EditableTableHandle | null) => void>());
  // A request object per failed check: the effect runs once the tab it names is drawn.
  const [focusRequest, setFocusRequest] = useState<{ tabKey: string } | null>(null);
  const keys = tabKeys.join('\u0000');

  useEffect(() => {
    if (focusRequest) handles.current.get(focusRequest.tabKey)?.focusFirstError();
  }, [focusRequest]);

  const tableProps = useCallback(
    (tabKey: string): SubTableProps => {
      let ref = refs.current.get(tabKey);
      if (!ref) {
        ref = (handle) => {
          handles.current.set(tabKey, handle);
        };
        refs.current.set(tabKey, ref);
      }
      return { ref, tabKey, tableIndex: keys.split('\u0000').indexOf(tabKey) };
    },
    [keys],
  );

  const validate = useCallback(
    <Values>(form?: ValidatableForm<Values>) =>
      validateFormAndTables({
        form,
        tables: keys.split('\u0000').map((tabKey) => ({ tabKey, table: handles.current.get(tabKey) })),
        activateTab(tabKey) {
          setActiveTab(tabKey);
          setFocusRequest({ tabKey });
        },
      }),
    [keys],
  );

  const tabsProps = useMemo<SubTableTabsProps>(
    () => ({ activeTab, onChange: setActiveTab, lazyload: false }),
    [activeTab],
  );
  return { tabsProps, tableProps, validate };
}
