import { Card, Table } from '@arco-design/web-react';
import { hasPermission } from '../../core/permission';
import { ImportDialog } from '../../widgets/import-dialog';
import { importPreviewColumns, sheetFixer } from '../features/sheet-fix';
import { resourceUrls } from '../shared/data/resource';
import { arcoListFeedback } from './arco-list-feedback';
import { buildColumns, permittedColumns, scrollWidthOf } from './build-columns';
import { DetailPanel } from './DetailPanel';
import { FormPanel } from './FormPanel';
import { ListBase, useListContext } from './ListBase';
import { ListEmpty, ListError, ListSkeleton } from './ListStatus';
import { ListToolbar } from './ListToolbar';
import { defaultSearch, effectiveSort, PAGE_SIZE_OPTIONS } from './list-state';
import { canDeleteRow, canEditRow } from './permissions';
import type { ResolvedRowAction } from './RowActions';
import { runRowAction } from './run-action';
import { SearchForm } from './SearchForm';
import type { ListPageConfig, Row } from './types';
import { useColumnSettings } from './use-column-settings';
import type { ListController } from './use-list-controller';

/** `第 a-b 条 / 共 N 条` (the range clamped to the total). */
function totalText(total: number, pageNo: number, pageSize: number): string {
  const first = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  return `第 ${first}-${Math.min(total, pageNo * pageSize)} 条 / 共 ${total} 条`;
}

function rowActionsOf(list: ListController, row: Row): ResolvedRowAction[] {
  const { config, context, rowKey } = list;
  const actions: ResolvedRowAction[] = [];
  if (canEditRow(config, row)) {
    actions.push({ key: 'edit', label: '编辑', run: () => context.openForm('edit', row) });
  }
  if (config.detail !== false) actions.push({ key: 'detail', label: '详情', run: () => context.openDetail(row) });
  for (const action of config.rowActions ?? []) {
    if (action.visible && !action.visible(row)) continue;
    if (!hasPermission(action.auth)) continue;
    actions.push({
      key: action.key,
      label: action.label,
      danger: action.danger,
      confirm: typeof action.confirm === 'function' ? action.confirm(row) : action.confirm,
      run: () => void runRowAction(action, row, context, rowKey, list.feedback, config.afterWrite),
    });
  }
  if (canDeleteRow(config, row)) {
    actions.push({
      key: 'delete',
      label: '删除',
      danger: true,
      confirm: '确定删除吗?',
      run: () => void list.remove(row),
    });
  }
  return actions;
}

/**
 * A whole list page from its declaration: search form, toolbar, table with paging and sort, add/edit
 * form, detail, import and advanced query. The declaration may be rebuilt on every render.
 *
 * @example <ListPage config={{ title: '职务', resource: '/sys/position', columns }} />
 */
export function ListPage<R = Row>({ config }: { config: ListPageConfig<R> }) {
  return (
    <ListBase config={config as unknown as ListPageConfig} feedback={arcoListFeedback}>
      <ListView />
    </ListBase>
  );
}

/** The admin's look of the list of the enclosing `ListBase`. */
function ListView() {
  const list = useListContext();
  const { state, data, config } = list;
  const columns = permittedColumns(config.columns);
  const declared = columns.map((column) => ({
    key: column.dataIndex,
    defaultHidden: column.defaultHidden,
    width: column.width,
  }));
  const columnSettings = useColumnSettings(declared, list.routePath);
  const titles = Object.fromEntries(columns.map((column) => [column.dataIndex, column.title]));
  const sort = effectiveSort(state, config);
  const withActions =
    Boolean(config.form && resourceUrls(config).edit) ||
    config.detail !== false ||
    Boolean(resourceUrls(config).delete) ||
    (config.rowActions?.length ?? 0) > 0;
  const tableColumns = buildColumns(
    columns,
    columnSettings.settings,
    sort,
    withActions ? (row) => rowActionsOf(list, row) : null,
  );
  const selectable =
    config.selection ??
    Boolean(resourceUrls(config).deleteBatch || resourceUrls(config).exportXls || (config.toolbar?.length ?? 0) > 0);
  const importUrl = resourceUrls(config).importExcel;
  const detailColumns = Array.isArray(config.detail) ? (config.detail as ListPageConfig['columns']) : columns;

  const body = (() => {
    if (data.initial) return <ListSkeleton />;
    if (data.error && data.rows.length === 0)
      return <ListError message={data.error} onRetry={() => void data.reload()} onResetQuery={list.resetQuery} />;
    return (
      <Table<Row>
        rowKey={list.rowKey}
        loading={data.loading}
        columns={tableColumns}
        data={data.rows}
        scroll={{ x: scrollWidthOf(tableColumns, selectable) }}
        border={false}
        noDataElement={<ListEmpty text={config.emptyText} />}
        rowSelection={
          selectable
            ? {
                type: 'checkbox',
                selectedRowKeys: list.selectedRowKeys,
                onChange: (keys, rows) => list.selectRows(keys.map(String), rows),
                checkCrossPage: true,
              }
            : undefined
        }
        pagination={{
          current: state.pageNo,
          pageSize: state.pageSize,
          total: data.total,
          sizeOptions: PAGE_SIZE_OPTIONS,
          sizeCanChange: true,
          showJumper: true,
          showTotal: (total: number) => totalText(total, state.pageNo, state.pageSize),
        }}
        onChange={(pagination, sorter, _filters, extra) => {
          if (extra.action === 'sort') {
            const one = Array.isArray(sorter) ? sorter[0] : sorter;
            const order = one?.direction === 'ascend' ? 'asc' : one?.direction === 'descend' ? 'desc' : null;
            list.update({ sort: order && one?.field ? { column: String(one.field), order } : null, pageNo: 1 });
            return;
          }
          const pageSize = pagination.pageSize ?? state.pageSize;
          list.update({ pageNo: pageSize !== state.pageSize ? 1 : (pagination.current ?? 1), pageSize });
        }}
      />
    );
  })();

  return (
    <Card title={config.title} bordered={false} className="list-page">
      {config.header}
      {config.search && config.search.length > 0 && (
        <SearchForm
          fields={config.search}
          values={state.search}
          defaults={defaultSearch(config.search)}
          onSearch={(values) => list.update({ search: values, pageNo: 1 })}
          onReset={list.reset}
        />
      )}
      <ListToolbar list={list} columns={columnSettings} titles={titles} />
      {body}
      {config.form && (
        <FormPanel
          config={config}
          fields={config.form}
          provider={list.provider}
          open={list.form}
          onClose={list.closeForm}
          onSaved={() => void data.reload()}
        />
      )}
      <DetailPanel title={config.title} columns={detailColumns} row={list.detail} onClose={list.closeDetail} />
      {importUrl && (
        <ImportDialog
          url={importUrl}
          columns={config.importColumns && importPreviewColumns(config.importColumns)}
          renderFix={config.importColumns && sheetFixer(config.importColumns)}
          visible={list.importing}
          onClose={() => list.setImporting(false)}
          onImported={() => void data.reload()}
        />
      )}
    </Card>
  );
}
