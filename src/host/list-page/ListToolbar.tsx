import { Button, Message, Space } from '@arco-design/web-react';
import { IconDelete, IconDownload, IconPlus, IconUpload } from '@arco-design/web-react/icon';
import { hasPermission } from '../../core/permission';
import { SuperQuery, superQuerySaveKey } from '../../widgets/super-query';
import { resourceUrls } from '../shared/data/resource';
import { ColumnSettings } from './ColumnSettings';
import { ListMessages } from './messages';
import { allows } from './permissions';
import { superQueryFields } from './super-query-fields';
import type { ColumnSettingsController } from './use-column-settings';
import type { ListController } from './use-list-controller';

export interface ListToolbarProps {
  list: ListController;
  columns: ColumnSettingsController;
  titles: Readonly<Record<string, string>>;
}

/**
 * The buttons above the table: 新增, 导入, 导出, 批量删除, the page's own actions, 高级查询 and 列设置.
 * Built-in buttons show when their url is declared and `authPre` allows them.
 */
export function ListToolbar({ list, columns, titles }: ListToolbarProps) {
  const { config, context, state } = list;
  const fields = superQueryFields(config);
  const canAdd = Boolean(config.form && resourceUrls(config).add && allows(config, 'add'));
  const canImport = Boolean(resourceUrls(config).importExcel && allows(config, 'import'));
  const canExport = Boolean(resourceUrls(config).exportXls && allows(config, 'export'));
  const canBatchDelete = Boolean(resourceUrls(config).deleteBatch && allows(config, 'batch_delete'));

  return (
    <div className="list-page-toolbar" style={{ display: 'flex', justifyContent: 'space-between', marginBottom: 16 }}>
      <Space wrap>
        {canAdd && (
          <Button type="primary" icon={<IconPlus />} onClick={() => context.openForm('add')}>
            新增
          </Button>
        )}
        {canImport && (
          <Button icon={<IconUpload />} onClick={() => list.setImporting(true)}>
            导入
          </Button>
        )}
        {canExport && (
          <Button icon={<IconDownload />} onClick={() => void list.exportRows()}>
            导出
          </Button>
        )}
        {(config.toolbar ?? [])
          .filter((action) => hasPermission(action.auth))
          .map((action) => (
            <Button
              key={action.key}
              type={action.type ?? 'secondary'}
              icon={action.icon}
              onClick={() => {
                if (action.needsSelection && context.selectedRowKeys.length === 0) {
                  Message.warning(ListMessages.selectOne);
                  return;
                }
                void action.onClick(context);
              }}
            >
              {action.label}
            </Button>
          ))}
        {canBatchDelete && (
          <Button status="danger" icon={<IconDelete />} onClick={list.removeSelected}>
            批量删除
          </Button>
        )}
        {fields.length > 0 && (
          <SuperQuery
            fields={fields}
            saveKey={superQuerySaveKey(list.routePath)}
            initialQuery={state.superQuery}
            active={Boolean(state.superQuery)}
            onSearch={(_params, search) =>
              list.update((current) => ({
                ...current,
                pageNo: 1,
                superQuery: search && search.conditions.length > 0 ? search : null,
              }))
            }
          />
        )}
      </Space>
      <Space>
        {list.selectedRowKeys.length > 0 && (
          <span className="list-page-selection">
            已选择 <b>{list.selectedRowKeys.length}</b> 项{' '}
            <Button type="text" size="mini" onClick={context.clearSelection}>
              清空
            </Button>
          </span>
        )}
        <ColumnSettings settings={columns.settings} titles={titles} onChange={columns.change} onReset={columns.reset} />
      </Space>
    </div>
  );
}
