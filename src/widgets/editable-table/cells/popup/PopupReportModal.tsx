import { Button, Input, Modal, Table, type TableColumnProps } from '@arco-design/web-react';
import { useEffect, useMemo, useState } from 'react';
import { getNotifier } from '../../../../core/http';
import { PopupMessages } from './popup-mapping';
import type { PopupReportColumn, PopupReportQuery, PopupReportSource } from './popup-source';

/** Popup report picker width (widgets spec §2). */
export const POPUP_PICKER_WIDTH = 1200;
const PAGE_SIZE = 10;
const ROW_KEY = '__popupRowKey';

type Row = Record<string, unknown>;

export interface PopupReportModalProps {
  visible: boolean;
  code: string;
  multiple: boolean;
  param?: Record<string, unknown>;
  source: PopupReportSource;
  onOk: (records: Row[]) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}

function keyOf(record: Row, index: number, pageNo: number): string {
  const id = record.id ?? record.ID;
  return id === undefined || id === null ? `${pageNo}:${index}` : String(id);
}

/**
 * A report's rows in a table (search, pages), with the selected count and a clear button. Confirm needs
 * exactly one record (single) or at least one (multiple): 请选择一条记录.
 */
export function PopupReportModal({
  visible,
  code,
  multiple,
  param,
  source,
  onOk,
  onCancel,
  getPopupContainer,
}: PopupReportModalProps) {
  const [columns, setColumns] = useState<PopupReportColumn[]>([]);
  const [query, setQuery] = useState<PopupReportQuery>({ pageNo: 1, pageSize: PAGE_SIZE });
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState<{ records: Row[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Map<string, Row>>(new Map());

  useEffect(() => {
    if (!visible) return;
    setChosen(new Map());
    let live = true;
    source.columns(code).then(
      (found) => live && setColumns(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [visible, code, source]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    source.data(code, { ...query, ...(param ? { param } : {}) }).then(
      (answer) => {
        if (!live) return;
        setPage({
          records: answer.records.map((record, index) => ({
            ...record,
            [ROW_KEY]: keyOf(record, index, query.pageNo),
          })),
          total: answer.total,
        });
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setLoading(false);
        getNotifier().warn(error instanceof Error && error.message ? error.message : '查询失败');
      },
    );
    return () => {
      live = false;
    };
  }, [visible, code, query, param, source]);

  const tableColumns = useMemo<TableColumnProps<Row>[]>(
    () => columns.map((column) => ({ title: column.title, dataIndex: column.dataIndex })),
    [columns],
  );

  const toggle = (rows: Row[], on: boolean) =>
    setChosen((current) => {
      const next = multiple ? new Map(current) : new Map<string, Row>();
      for (const row of rows) {
        const key = String(row[ROW_KEY]);
        if (on) next.set(key, row);
        else next.delete(key);
      }
      return next;
    });

  const confirm = () => {
    const records = [...chosen.values()].map(({ [ROW_KEY]: _key, ...record }) => record);
    if (multiple ? records.length === 0 : records.length !== 1) {
      getNotifier().warn(multiple ? PopupMessages.pickSome : PopupMessages.pickOne);
      return;
    }
    onOk(records);
  };

  return (
    <Modal
      title="选择数据"
      visible={visible}
      style={{ width: POPUP_PICKER_WIDTH, maxWidth: '95vw' }}
      getPopupContainer={getPopupContainer}
      onOk={confirm}
      onCancel={onCancel}
      unmountOnExit
    >
      <div className="et-popup-toolbar">
        <Input.Search
          allowClear
          placeholder="请输入搜索内容"
          value={keyword}
          onChange={setKeyword}
          onSearch={(text) => setQuery({ pageNo: 1, pageSize: PAGE_SIZE, ...(text ? { keyword: text } : {}) })}
          style={{ width: 280 }}
        />
        <span className="et-picker-count">已选择 {chosen.size} 项</span>
        <Button size="small" onClick={() => setChosen(new Map())}>
          清空选择
        </Button>
      </div>
      <Table<Row>
        rowKey={ROW_KEY}
        size="small"
        loading={loading}
        columns={tableColumns}
        data={page.records}
        noDataElement="暂无数据"
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: page.total,
          size: 'mini',
          onChange: (pageNo) => setQuery((current) => ({ ...current, pageNo })),
        }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio',
          selectedRowKeys: [...chosen.keys()],
          onSelect: (selected, record) => toggle([record], selected),
          onSelectAll: (selected) => toggle(page.records, selected),
        }}
        onRow={(record) => ({
          onClick: () => toggle([record], multiple ? !chosen.has(String(record[ROW_KEY])) : true),
        })}
      />
    </Modal>
  );
}
