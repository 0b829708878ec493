import { Input } from '@arco-design/web-react';
import { useCallback } from 'react';
import type { PickerColumn } from '../picker-table';
import { ChoiceTable } from './ChoiceTable';
import { ChosenList } from './ChosenList';
import { DepartTree } from './DepartTree';
import type { PickerModalProps } from './modal-props';
import { PickerDialog } from './PickerDialog';
import { usePickerServices } from './services-context';
import type { PickerUser, UserPageQuery, UserValueField } from './types';
import { useListChoice } from './use-list-choice';

/** Width of the "choose user by department" modal (docs/widgets-spec.md §2). */
export const USER_SELECT_MODAL_WIDTH = 1250;
/** Width of the compact variant of the table cells (no department tree, three columns). */
export const COMPACT_USER_SELECT_MODAL_WIDTH = 720;
export const USER_SELECT_MODAL_TITLE = '选择用户';

const COLUMNS: PickerColumn<PickerUser>[] = [
  { title: '账号', dataIndex: 'username' },
  { title: '姓名', dataIndex: 'realname' },
  { title: '部门', dataIndex: 'orgCodeTxt' },
  { title: '手机号', dataIndex: 'phone' },
];
const COMPACT_COLUMNS = COLUMNS.slice(0, 3);

export interface UserSelectModalProps extends PickerModalProps<PickerUser> {
  /** Most items a multiple choice may hold (none when unset or 0). */
  max?: number;
  /** The user field the choice is keyed by (default 'username'). */
  valueField?: UserValueField;
}

/**
 * 选择用户: department tree left (lazy), users of the clicked department right, search by account,
 * paging 10/20/30. The choice is a map keyed by the value field, so paging, searching or switching
 * department never loses a chosen user or their label. `compact` (the table cells): 720 px, no
 * department tree, no phone column, a mini pager, only the count of the choice under the table.
 *
 * @example <UserSelectModal visible={open} multiple initial={chosen} onOk={commit} onCancel={close} />
 */
export function UserSelectModal(props: UserSelectModalProps) {
  const { visible, multiple, max, valueField = 'username', initial, shopId, compact = false } = props;
  const services = usePickerServices(props.services);
  const { searchUsers } = services;
  const search = useCallback(
    (query: UserPageQuery) => searchUsers(shopId === undefined ? query : { ...query, shopId }),
    [searchUsers, shopId],
  );
  const keyOf = (user: PickerUser) => user[valueField];
  const list = useListChoice({ visible, search, initial, multiple, max, keyOf });
  const { query, chosen } = list;

  const users = (
    <>
      <Input.Search
        allowClear
        placeholder="请输入账号"
        value={list.keyword}
        onChange={list.setKeyword}
        onSearch={list.searchFor}
        style={compact ? { marginBottom: 12 } : { marginBottom: 12, width: 320 }}
      />
      <ChoiceTable<PickerUser>
        rowKey={valueField}
        columns={compact ? COMPACT_COLUMNS : COLUMNS}
        page={list.page}
        loading={list.loading}
        query={query}
        onPage={list.turnTo}
        multiple={multiple}
        chosenKeys={[...chosen.keys()]}
        onToggle={list.toggle}
        compact={compact}
      />
      <ChosenList
        label="已选用户"
        compact={compact}
        count={chosen.size}
        items={[...chosen].map(([key, user]) => [key, user.realname])}
        onRemove={list.remove}
      />
    </>
  );

  return (
    <PickerDialog
      {...props}
      title={USER_SELECT_MODAL_TITLE}
      width={compact ? COMPACT_USER_SELECT_MODAL_WIDTH : USER_SELECT_MODAL_WIDTH}
      onOk={() => props.onOk(chosen)}
    >
      {compact ? (
        users
      ) : (
        <div style={{ display: 'flex', gap: 16 }}>
          <nav aria-label="部门" style={{ width: 280, flex: 'none', maxHeight: 520, overflow: 'auto' }}>
            <DepartTree
              services={services}
              shopId={shopId}
              selected={query.departId}
              onSelect={(depart) => list.setQuery((current) => ({ ...current, pageNo: 1, departId: depart?.id }))}
            />
          </nav>
          <section aria-label="用户" style={{ flex: 1, minWidth: 0 }}>
            {users}
          </section>
        </div>
      )}
    </PickerDialog>
  );
}
