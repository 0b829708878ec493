import { type Ref, Suspense, useCallback, useImperativeHandle, useMemo } from 'react';
import { type LazyPart, lazyPart, useOpenedOnce } from '../lazy-part';
import type { MultiSelectModalProps } from '../picker-core/MultiSelectModal';
import { PickerFrame } from '../picker-core/PickerFrame';
import { choiceActions, splitValue, useResolvedItems, useValue } from '../picker-core/selection';
import type { PickerServices } from '../picker-core/services';
import { usePickerServices } from '../picker-core/services-context';
import type { ListQuery, PickerUser, UserValueField } from '../picker-core/types';
import { usePickerModal } from '../picker-core/use-picker-modal';
import type { PickerColumn } from '../picker-table';

/** The modals (department tree, user table) are fetched when first wanted. */
const UserSelectModal = lazyPart(() => import('../picker-core/UserSelectModal'), 'UserSelectModal');
const UntypedListModal = lazyPart(() => import('../picker-core/MultiSelectModal'), 'MultiSelectModal');
// A generic component loses its type parameter through lazyPart: this one lists users.
const MultiSelectModal = UntypedListModal as unknown as LazyPart<MultiSelectModalProps<PickerUser>>;

const LIST_COLUMNS: PickerColumn<PickerUser>[] = [
  { title: '账号', dataIndex: 'username' },
  { title: '姓名', dataIndex: 'realname' },
  { title: '部门', dataIndex: 'orgCodeTxt' },
];

/** Imperative handle (for the custom element's getUsers()). */
export interface UserPickerHandle {
  /** The chosen users in value order, once their look-up answered (keys the server does not know are left out). */
  users(): Promise<PickerUser[]>;
}

export interface UserPickerProps {
  /** Comma-separated usernames (or ids, see `valueField`). Controlled when given. */
  value?: string;
  defaultValue?: string;
  /** Fires on user action only, with the new value and the chosen users in value order. */
  onChange?: (value: string, users: PickerUser[]) => void;
  /** Allow many users (default one). */
  multiple?: boolean;
  /** Most users a multiple choice may hold (最多只能选择N条数据); none when unset or 0. */
  max?: number;
  /** What the value stores: 'username' (default) or 'id'. */
  valueField?: UserValueField;
  /** 'by-depart': the 1250 px 选择用户 modal with the department tree (default); 'list': the 1200 px generic picker. */
  modal?: 'by-depart' | 'list';
  /** Only the departments (and users sent with it) of this shop. */
  shopId?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Replaces some services for this picker only (else the context, else `src/core/http`). */
  services?: Partial<PickerServices>;
  /** Where the modal renders (a custom element's portal host). */
  getPopupContainer?: () => HTMLElement;
  ref?: Ref<UserPickerHandle>;
}

/**
 * Chosen users as removable tags plus a 选择 button that opens the user modal. Labels of an initial
 * value come from one `usersByValues` call (getMultiUser); labels of users chosen in the modal are kept
 * from the modal, so they survive any paging.
 *
 * @example <UserPicker multiple value="admin,tenant1" onChange={(value) => form.setFieldValue('users', value)} />
 */
export function UserPicker({
  value,
  defaultValue,
  onChange,
  multiple = false,
  max,
  valueField = 'username',
  modal = 'by-depart',
  shopId,
  disabled = false,
  placeholder = '请选择用户',
  services: own,
  getPopupContainer,
  ref,
}: UserPickerProps) {
  const services = usePickerServices(own);
  const [current, setValue] = useValue(value, defaultValue, undefined);
  const keys = useMemo(() => splitValue(current), [current]);
  const keyOf = useCallback((user: PickerUser) => user[valueField], [valueField]);
  const resolve = useCallback(
    (missing: string[]) => services.usersByValues(missing, valueField),
    [services, valueField],
  );
  const { items, remember, settled } = useResolvedItems(keys, resolve, keyOf);
  useImperativeHandle(ref, () => ({
    users: () => settled().then((known) => keys.flatMap((key) => known.get(key) ?? [])),
  }));
  const Chooser = modal === 'by-depart' ? UserSelectModal : MultiSelectModal;

  const chosen = useMemo(() => {
    const map = new Map<string, PickerUser>();
    for (const key of keys) {
      map.set(key, items.get(key) ?? { id: key, username: key, realname: key, [valueField]: key });
    }
    return map;
  }, [keys, items, valueField]);

  const { commit, remove } = choiceActions(chosen, (next) => remember(next.values()), setValue, onChange);
  const searchList = useCallback((query: ListQuery) => services.searchUsers({ ...query, shopId }), [services, shopId]);
  const dialog = usePickerModal(commit, getPopupContainer);
  const opened = useOpenedOnce(dialog.open);

  return (
    <PickerFrame
      className="wk-user-picker"
      label="已选用户"
      placeholder={placeholder}
      tags={[...chosen].map(([key, user]) => ({ key, text: user.realname, title: user.username }))}
      disabled={disabled}
      onRemove={remove}
      button="选择用户"
      onOpen={dialog.show}
      onPreload={Chooser.preload}
    >
      <Suspense fallback={null}>
        {!opened ? null : modal === 'by-depart' ? (
          <UserSelectModal
            {...dialog.props}
            multiple={multiple}
            max={max}
            valueField={valueField}
            initial={chosen}
            services={services}
            shopId={shopId}
          />
        ) : (
          <MultiSelectModal
            {...dialog.props}
            title="选择用户"
            multiple={multiple}
            max={max}
            columns={LIST_COLUMNS}
            keyOf={keyOf}
            labelOf={(user) => user.realname}
            search={searchList}
            searchPlaceholder="请输入账号"
            initial={chosen}
          />
        )}
      </Suspense>
    </PickerFrame>
  );
}
