import { Alert, Button, Modal } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { getNotifier } from '../../core/http';
import { type PickerColumn, PickerTable } from '../picker-table';
import { PopupQueryForm } from './PopupQueryForm';
import { cgreportService, type PopupRecord, type PopupReportService, type ReportColumns } from './popup-api';
import { POPUP_MESSAGES } from './popup-config';
import { POPUP_PAGE_SIZES, usePopupReport } from './use-popup-report';

/** Report popup width (docs/widgets-spec.md §2). */
export const POPUP_PICKER_WIDTH = 1200;

export interface PopupPickerModalProps {
  visible: boolean;
  /** Report code (getRpColumns/{code}). */
  code: string;
  /** Several records may be chosen; else exactly one. */
  multi?: boolean;
  /** Popups sharing a group id reuse the server's answers for 30 s. */
  groupId?: string;
  /** Report parameters, sent as self_<key>. */
  param?: Record<string, unknown>;
  /** Default: the `/online/cgreport/api` calls. */
  service?: PopupReportService;
  title?: string;
  onOk: (records: PopupRecord[]) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}

const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** A record's identity across pages: its id, else its values (as JeecgBoot combines them). */
function keyOf(record: PopupRecord): string {
  const id = record.id ?? record.ID;
  if (id !== undefined && id !== null && id !== '') return text(id);
  return Object.values(record).map(text).join('|');
}

function tableColumns(info: ReportColumns | null): PickerColumn<PopupRecord>[] {
  if (!info) return [];
  return info.columns.map((column) => ({
    title: column.title,
    dataIndex: column.dataIndex,
    ...(column.width ? { width: column.width } : {}),
    ...(column.sorter ? { sorter: true } : {}),
    render: (value: unknown, record: PopupRecord) => {
      if (!column.dictCode) return text(value);
      const own = record[`${column.dataIndex}_dictText`];
      if (own !== undefined && own !== null) return text(own);
      const options = info.dictOptions[column.dictCode] ?? [];
      return text(value)
        .split(',')
        .map((part) => options.find((option) => option.value === part)?.text ?? part)
        .join(',');
    },
  }));
}

/**
 * The report popup (1200 wide): the report's query form, its rows paged 10/20/30 with 共 N 条, the
 * selected count with 清空. Choices are kept by record across pages and searches. OK needs exactly one
 * record, or at least one when `multi` (请选择一条记录).
 *
 * @example <PopupPickerModal visible code="tenant_user" onOk={(records) => use(records)} onCancel={close} />
 */
export function PopupPickerModal({
  visible,
  code,
  multi = false,
  groupId,
  param,
  service = cgreportService,
  title,
  onOk,
  onCancel,
  getPopupContainer,
}: PopupPickerModalProps) {
  const report = usePopupReport({ service, code, active: visible, groupId, param });
  const [chosen, setChosen] = useState<Map<string, PopupRecord>>(new Map());
  const columns = useMemo(() => tableColumns(report.columns), [report.columns]);

  useEffect(() => {
    if (visible) setChosen(new Map());
  }, [visible]);

  const toggle = (records: PopupRecord[], on: boolean) =>
    setChosen((current) => {
      const next = multi ? new Map(current) : new Map<string, PopupRecord>();
      for (const record of records) {
        if (on) next.set(keyOf(record), record);
        else next.delete(keyOf(record));
      }
      return next;
    });

  const confirm = () => {
    const records = [...chosen.values()];
    if (multi ? records.length === 0 : records.length !== 1) {
      getNotifier().warn(POPUP_MESSAGES.pickOne);
      return;
    }
    onOk(records);
  };

  return (
    <Modal
      title={title ?? (report.columns?.title || '选择数据')}
      visible={visible}
      style={{ width: POPUP_PICKER_WIDTH, maxWidth: '95vw' }}
      getPopupContainer={getPopupContainer}
      onOk={confirm}
      onCancel={onCancel}
      okText="确定"
      cancelText="关闭"
      unmountOnExit
    >
      <PopupQueryForm fields={report.fields} dictOptions={report.columns?.dictOptions ?? {}} onSearch={report.search} />
      {report.error && <Alert type="warning" content={report.error} style={{ marginTop: 12 }} />}
      <div className="popup-picker__selection" style={{ margin: '12px 0' }}>
        <span>已选择 {chosen.size} 项</span>
        <Button type="text" size="mini" disabled={chosen.size === 0} onClick={() => setChosen(new Map())}>
          清空
        </Button>
      </div>
      <PickerTable<PopupRecord>
        rowKey={keyOf}
        loading={report.loading}
        columns={columns}
        data={report.records}
        noDataElement="暂无数据"
        scroll={{ x: true }}
        rowSelection={{
          type: multi ? 'checkbox' : 'radio',
          selectedRowKeys: [...chosen.keys()],
          onSelect: (selected, record) => toggle([record], selected),
          onSelectAll: (selected) => toggle(report.records, selected),
          selectOnRowClick: true,
        }}
        onSort={({ field, direction }) =>
          report.sortBy(field, direction === 'ascend' ? 'asc' : direction === 'descend' ? 'desc' : undefined)
        }
        pagination={{
          current: report.request.pageNo,
          pageSize: report.request.pageSize,
          total: report.total,
          sizeCanChange: true,
          sizeOptions: POPUP_PAGE_SIZES,
          showJumper: true,
          showTotal: (total) => `共 ${total} 条`,
          onChange: report.turn,
        }}
      />
    </Modal>
  );
}
