import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { saveBlob } from '../../widgets/import-dialog';
import { failureText } from '../app/failure-text';
import { type DataProvider, dataProvider } from '../shared/data/data-provider';
import { toPageOfRows } from '../shared/data/page-of-rows';
import { resourceKey, resourceUrls } from '../shared/data/resource';
import type { OpenForm } from './FormPanel';
import { type ListFeedback, ListFeedbackContext } from './list-feedback';
import { filterParams, listParams, paramsKey } from './list-params';
import { effectiveSort, initialListState, type ListState } from './list-state';
import { ListMessages } from './messages';
import type { FormMode, ListPageConfig, ListPageContext, Row } from './types';
import { type ListData, useListData } from './use-list-data';
import { type ListStateController, useListState } from './use-list-state';

/** What `useListController` gives a view: the list's state, its data and every action of the page. */
export interface ListController {
  config: ListPageConfig;
  /** The field that identifies a row (`config.rowKey`, default `id`). */
  rowKey: string;
  /** The route the list lives on (its column settings are kept per route). */
  routePath: string;
  state: ListState;
  update: ListStateController['update'];
  reset: ListStateController['reset'];
  /** The error state's 重置查询: drops the list's query and loads again. */
  resetQuery(): void;
  data: ListData;
  provider: DataProvider;
  /** What row actions and page code may do with the list. */
  context: ListPageContext;
  selectedRowKeys: string[];
  selectRows(keys: string[], rows: Row[]): void;
  /** The open add/edit form, or null. */
  form: OpenForm | null;
  closeForm(): void;
  /** The row whose detail is open, or null. */
  detail: Row | null;
  closeDetail(): void;
  importing: boolean;
  setImporting(open: boolean): void;
  remove(row: Row): Promise<void>;
  /** Asks, then deletes the selected rows. */
  removeSelected(): void;
  exportRows(): Promise<void>;
  /** How this list tells the user what happened (for the view's own messages, e.g. row actions). */
  feedback: ListFeedback;
}

/**
 * The behaviour of a list page (JeecgListMixin), headless: list state in the URL, loading, selection, the
 * open form and detail, delete, batch delete and export. Messages and the delete question go through
 * `feedback` (else the nearest `ListFeedbackContext`); the view only renders what it returns.
 *
 * @example const list = useListController(config, arcoListFeedback); <Table data={list.data.rows} ... />
 */
export function useListController(config: ListPageConfig, given?: ListFeedback): ListController {
  const provided = useContext(ListFeedbackContext);
  const feedback = given ?? provided;
  if (!feedback) throw new Error('useListController: pass a ListFeedback or render inside ListFeedbackContext');
  const warnFailure = (error: unknown) => {
    const text = failureText(error, ListMessages.operationFailed);
    if (text) feedback.warning(text);
  };
  const location = useLocation();
  const rowKey = config.rowKey ?? 'id';
  const configRef = useRef(config);
  configRef.current = config;
  const urls = JSON.stringify(resourceUrls(config));
  // Rebuilt when the declared urls or methods change (values, not identity); `toPage` is read from the
  // latest declaration at each answer, so a page building its declaration inline keeps one provider.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the urls' content and the methods
  const provider = useMemo(
    () =>
      dataProvider({
        ...configRef.current,
        toPage: (result) => (configRef.current.toPage ?? toPageOfRows)(result),
      }),
    [urls, config.listMethod, config.addMethod, config.editMethod],
  );
  const { state, update, reset, clear } = useListState(config.search, config.urlState !== false);
  const params = listParams(state, config);
  const data = useListData(provider, params, resourceKey(config), feedback.warning);

  const [selectedRowKeys, setSelectedRowKeys] = useState<string[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const [form, setForm] = useState<OpenForm | null>(null);
  const [detail, setDetail] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);

  const clearSelection = useCallback(() => {
    setSelectedRowKeys([]);
    setSelectedRows([]);
  }, []);

  // New filters are a new list: a selection made under the old ones would act on rows no longer shown.
  const filterKey = paramsKey(filterParams(state, config));
  const shownFilters = useRef(filterKey);
  useEffect(() => {
    if (shownFilters.current === filterKey) return;
    shownFilters.current = filterKey;
    clearSelection();
  }, [filterKey, clearSelection]);

  const reload = data.reload;
  const stateRef = useRef(state);
  stateRef.current = state;

  const context: ListPageContext = {
    reload,
    openForm: (mode: FormMode, row?: Row) => setForm({ mode, row }),
    openDetail: (row: Row) => setDetail(row),
    selectedRowKeys,
    selectedRows,
    clearSelection,
    queryParams: () => filterParams(stateRef.current, configRef.current),
  };

  const afterRemove = async (removedCount: number) => {
    configRef.current.afterWrite?.();
    clearSelection();
    // Deleting the last rows of the last page steps back a page (JeecgBoot's reCalculatePage).
    const current = stateRef.current;
    const remaining = data.total - removedCount;
    const lastPage = Math.max(1, Math.ceil(remaining / current.pageSize));
    if (current.pageNo > lastPage) update({ pageNo: lastPage });
    else await reload();
  };

  const remove = async (row: Row) => {
    if (!resourceUrls(config).delete) {
      feedback.error(ListMessages.noDeleteUrl);
      return;
    }
    try {
      const envelope = await provider.remove(String(row[rowKey]));
      feedback.success(envelope.message || ListMessages.operationDone);
      await afterRemove(1);
    } catch (error) {
      warnFailure(error);
    }
  };

  const removeSelected = () => {
    if (!resourceUrls(config).deleteBatch) {
      feedback.error(ListMessages.noDeleteBatchUrl);
      return;
    }
    if (selectedRowKeys.length === 0) {
      feedback.warning(ListMessages.selectOne);
      return;
    }
    const ids = [...selectedRowKeys];
    feedback.confirm({
      title: ListMessages.deleteTitle,
      content: ListMessages.deleteMany(ids.length),
      onOk: async () => {
        try {
          const envelope = await provider.removeMany(ids);
          feedback.success(envelope.message || ListMessages.operationDone);
          await afterRemove(ids.length);
        } catch (error) {
          warnFailure(error);
        }
      },
    });
  };

  // The error state's 重置查询: a shared link's refused sort or filter goes, and the list loads again
  // (by itself when the request changes, else explicitly).
  const resetQuery = () => {
    const current = configRef.current;
    const before = paramsKey(listParams(stateRef.current, current));
    const after = paramsKey(listParams(initialListState(current.search), current));
    clear();
    if (before === after) void reload();
  };

  const exportRows = async () => {
    const exportParams: Record<string, unknown> = { ...filterParams(stateRef.current, config) };
    const sort = effectiveSort(stateRef.current, config);
    if (sort) Object.assign(exportParams, { column: sort.column, order: sort.order });
    if (selectedRowKeys.length > 0) exportParams.selections = selectedRowKeys.join(',');
    try {
      const blob = await provider.exportFile(exportParams);
      saveBlob(blob, `${config.title}.xlsx`);
    } catch (error) {
      warnFailure(error);
    }
  };

  return {
    config,
    rowKey,
    routePath: location.pathname,
    state,
    update,
    reset,
    resetQuery,
    data,
    provider,
    context,
    selectedRowKeys,
    selectRows: (keys: string[], rows: Row[]) => {
      setSelectedRowKeys(keys);
      setSelectedRows(rows);
    },
    form,
    closeForm: () => setForm(null),
    detail,
    closeDetail: () => setDetail(null),
    importing,
    setImporting,
    remove,
    removeSelected,
    exportRows,
    feedback,
  };
}
