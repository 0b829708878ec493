import { useCallback, useMemo } from 'react';
import type { PickerColumn } from '../picker-table';
import {
  choiceActions,
  type ListQuery,
  MultiSelectModal,
  PickerFrame,
  type PickerRole,
  type PickerServices,
  splitValue,
  usePickerModal,
  usePickerServices,
  useResolvedItems,
  useValue,
} from '../user-picker';

export const ROLE_SELECT_MODAL_TITLE = '选择角色';

const COLUMNS: PickerColumn<PickerRole>[] = [
  { title: '角色名称', dataIndex: 'roleName' },
  { title: '角色编码', dataIndex: 'roleCode' },
];

export interface RolePickerProps {
  /** Comma-separated role ids. Controlled when given. */
  value?: string;
  defaultValue?: string;
  /** Fires on user action only, with the new value and the chosen roles in value order. */
  onChange?: (value: string, roles: PickerRole[]) => void;
  /** Allow many roles (default one). */
  multiple?: boolean;
  disabled?: boolean;
  placeholder?: string;
  services?: Partial<PickerServices>;
  getPopupContainer?: () => HTMLElement;
  /** Modal width (default 1200). */
  modalWidth?: number;
}

/**
 * Chosen roles as removable tags plus a 选择角色 button opening the generic multi-select picker.
 * Names of an initial value come from one `rolesByIds` call.
 *
 * @example <RolePicker multiple value={user.selectedroles} onChange={(ids) => setRoles(ids)} />
 */
export function RolePicker({
  value,
  defaultValue,
  onChange,
  multiple = false,
  disabled = false,
  placeholder = '请选择角色',
  services: own,
  getPopupContainer,
  modalWidth,
}: RolePickerProps) {
  const services = usePickerServices(own);
  const [current, setValue] = useValue(value, defaultValue, undefined);
  const keys = useMemo(() => splitValue(current), [current]);
  const resolve = useCallback((ids: string[]) => services.rolesByIds(ids), [services]);
  const keyOf = useCallback((role: PickerRole) => role.id, []);
  const { items, remember } = useResolvedItems(keys, resolve, keyOf);
  const search = useCallback((query: ListQuery) => services.searchRoles(query), [services]);

  const chosen = useMemo(
    () => new Map(keys.map((id) => [id, items.get(id) ?? { id, roleName: id, roleCode: '' }])),
    [keys, items],
  );
  const { commit, remove } = choiceActions(chosen, (next) => remember(next.values()), setValue, onChange);
  const dialog = usePickerModal(commit, getPopupContainer);

  return (
    <PickerFrame
      className="wk-role-picker"
      label="已选角色"
      placeholder={placeholder}
      tags={[...chosen].map(([id, role]) => ({ key: id, text: role.roleName, title: role.roleCode }))}
      disabled={disabled}
      onRemove={remove}
      button={ROLE_SELECT_MODAL_TITLE}
      onOpen={dialog.show}
    >
      <MultiSelectModal<PickerRole>
        {...dialog.props}
        title={ROLE_SELECT_MODAL_TITLE}
        width={modalWidth}
        multiple={multiple}
        columns={COLUMNS}
        keyOf={keyOf}
        labelOf={(role) => role.roleName}
        search={search}
        searchPlaceholder="请输入角色名称或编码"
        initial={chosen}
      />
    </PickerFrame>
  );
}
