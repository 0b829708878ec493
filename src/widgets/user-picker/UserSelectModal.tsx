import { Input, Modal, Tag } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { getNotifier, type Page } from '../../core/http';
import { type PickerColumn, PickerTable } from '../picker-table';
import { DepartTree, warnOf } from './DepartTree';
import type { PickerServices, PickerUser, UserPageQuery, UserValueField } from './picker-services';
import { maxChoiceMessage, toggleChoice, useModalChoice } from './selection';

/** Width of the "choose user by department" modal (docs/widgets-spec.md §2). */
export const USER_SELECT_MODAL_WIDTH = 1250;
export const USER_SELECT_MODAL_TITLE = '选择用户';
/** Paging of docs/widgets-spec.md §9: page 1, size 10, options 10/20/30, 共 N 条. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30];
export const DEFAULT_PAGE_SIZE = 10;

const COLUMNS: PickerColumn<PickerUser>[] = [
  { title: '账号', dataIndex: 'username' },
  { title: '姓名', dataIndex: 'realname' },
  { title: '部门', dataIndex: 'orgCodeTxt' },
  { title: '手机号', dataIndex: 'phone' },
];

export interface UserSelectModalProps {
  visible: boolean;
  multiple: boolean;
  /** Most items a multiple choice may hold (none when unset or 0). */
  max?: number;
  valueField: UserValueField;
  /** Users chosen so far, keyed by `valueField`. */
  initial: ReadonlyMap<string, PickerUser>;
  services: PickerServices;
  shopId?: string;
  onOk: (chosen: Map<string, PickerUser>) => void;
  onCancel: () => void;
  getPopupContainer?: () => HTMLElement;
}

/**
 * 选择用户: department tree left (lazy), users of the clicked department right, search by account,
 * paging 10/20/30. The choice is a map keyed by the value field, so paging, searching or switching
 * department never loses a chosen user or their label.
 */
export function UserSelectModal({
  visible,
  multiple,
  max,
  valueField,
  initial,
  services,
  shopId,
  onOk,
  onCancel,
  getPopupContainer,
}: UserSelectModalProps) {
  const [keyword, setKeyword] = useState('');
  const [query, setQuery] = useState<UserPageQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<Page<PickerUser>>({ records: [], total: 0, current: 1, size: 10 });
  const [loading, setLoading] = useState(false);
  const [chosen, setChosen] = useModalChoice(visible, initial);

  useEffect(() => {
    if (!visible) return;
    let live = true;
    setLoading(true);
    services.searchUsers({ ...query, shopId }).then(
      (answer) => {
        if (!live) return;
        setPage(answer);
        setLoading(false);
      },
      (error: unknown) => {
        if (!live) return;
        setLoading(false);
        warnOf(error);
      },
    );
    return () => {
      live = false;
    };
  }, [visible, query, services, shopId]);

  const keyOf = (user: PickerUser) => user[valueField];
  const toggle = (rows: PickerUser[], on: boolean) => {
    const next = toggleChoice(chosen, rows, on, { multiple, max, keyOf });
    if (next) setChosen(next);
    else if (max) getNotifier().warn(maxChoiceMessage(max));
  };
  const remove = (key: string) =>
    setChosen((current) => {
      const next = new Map(current);
      next.delete(key);
      return next;
    });

  return (
    <Modal
      title={USER_SELECT_MODAL_TITLE}
      visible={visible}
      style={{ width: USER_SELECT_MODAL_WIDTH, maxWidth: '100%' }}
      getPopupContainer={getPopupContainer}
      onOk={() => onOk(chosen)}
      onCancel={onCancel}
      unmountOnExit
    >
      <div style={{ display: 'flex', gap: 16 }}>
        <nav aria-label="部门" style={{ width: 280, flex: 'none', maxHeight: 520, overflow: 'auto' }}>
          <DepartTree
            services={services}
            shopId={shopId}
            selected={query.departId}
            onSelect={(depart) => setQuery((current) => ({ ...current, pageNo: 1, departId: depart?.id }))}
          />
        </nav>
        <section aria-label="用户" style={{ flex: 1, minWidth: 0 }}>
          <Input.Search
            allowClear
            placeholder="请输入账号"
            value={keyword}
            onChange={setKeyword}
            onSearch={(text) => setQuery((current) => ({ ...current, pageNo: 1, keyword: text }))}
            style={{ marginBottom: 12, width: 320 }}
          />
          <PickerTable<PickerUser>
            rowKey={valueField}
            loading={loading}
            columns={COLUMNS}
            data={page.records}
            noDataElement="暂无数据"
            pagination={{
              current: query.pageNo,
              pageSize: query.pageSize,
              total: page.total,
              sizeCanChange: true,
              sizeOptions: PAGE_SIZE_OPTIONS,
              showJumper: true,
              showTotal: (total) => `共 ${total} 条`,
              onChange: (pageNo, pageSize) => setQuery((current) => ({ ...current, pageNo, pageSize })),
            }}
            rowSelection={{
              type: multiple ? 'checkbox' : 'radio',
              selectedRowKeys: [...chosen.keys()],
              onSelect: (selected, record) => toggle([record], selected),
              onSelectAll: (selected) => toggle(page.records, selected),
              selectOnRowClick: true,
            }}
          />
          <section aria-label="已选用户" style={{ marginTop: 12 }}>
            <span>已选择 {chosen.size} 项</span>
            {[...chosen].map(([key, user]) => (
              <Tag key={key} closable onClose={() => remove(key)} style={{ marginLeft: 8 }}>
                {user.realname}
              </Tag>
            ))}
          </section>
        </section>
      </div>
    </Modal>
  );
}
