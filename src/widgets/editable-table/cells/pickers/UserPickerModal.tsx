import { Input, Modal } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { getNotifier } from '../../../../core/http';
import { type PickerColumn, PickerTable } from '../../../picker-table';
import type { PickerUser, UserQuery } from './picker-api';

/** Compact user picker width (the full 1250 px picker comes with the user-picker widget). */
export const USER_PICKER_WIDTH = 720;
const PAGE_SIZE = 10;

const COLUMNS: PickerColumn<PickerUser>[] = [
  { title: '账号', dataIndex: 'username' },
  { title: '姓名', dataIndex: 'realname' },
  { title: '部门', dataIndex: 'orgCodeTxt' },
];

export interface UserPickerModalProps {
  visible: boolean;
  multiple: boolean;
  /** username -> realname chosen so far. */
  initial: ReadonlyMap<string, string>;
  search: (query: UserQuery) => Promise<{ records: PickerUser[]; total: number }>;
  onOk: (chosen: Map<string, string>) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}

/**
 * Search users by account, page through them, tick one or many. The choice is kept by username across
 * pages and searches, so nothing chosen is lost by paging (JeecgBoot's echo depended on the page).
 */
export function UserPickerModal({
  visible,
  multiple,
  initial,
  search,
  onOk,
  onCancel,
  getPopupContainer,
}: UserPickerModalProps) {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<UserQuery>({ pageNo: 1, pageSize: PAGE_SIZE });
  const [page, setPage] = useState<{ records: PickerUser[]; total: number }>({ records: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useState<Map<string, string>>(() => new Map(initial));

  useEffect(() => {
    if (visible) setChosen(new Map(initial));
  }, [visible, initial]);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    search(query).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
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
  }, [visible, query, search]);

  const toggle = (rows: PickerUser[], on: boolean) =>
    setChosen((current) => {
      const next = multiple ? new Map(current) : new Map<string, string>();
      for (const row of rows) {
        if (on) next.set(row.username, row.realname);
        else next.delete(row.username);
      }
      return next;
    });

  return (
    <Modal
      title="选择用户"
      visible={visible}
      style={{ width: USER_PICKER_WIDTH }}
      getPopupContainer={getPopupContainer}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
      unmountOnExit
    >
      <Input.Search
        allowClear
        placeholder="请输入账号"
        value={keyword}
        onChange={setKeyword}
        onSearch={(text) => setQuery({ pageNo: 1, pageSize: PAGE_SIZE, keyword: text })}
        style={{ marginBottom: 12 }}
      />
      <PickerTable<PickerUser>
        rowKey="username"
        loading={loading}
        columns={COLUMNS}
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
          selectOnRowClick: true,
        }}
      />
      <div className="et-picker-count">已选择 {chosen.size} 项</div>
    </Modal>
  );
}
