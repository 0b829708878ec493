import { Button, Space, Tag } from '@arco-design/web-react';
import { useCallback, useMemo, useState } from 'react';
import type { PickerColumn } from '../picker-table';
import {
  joinValue,
  type ListQuery,
  MultiSelectModal,
  type PickerRole,
  type PickerServices,
  splitValue,
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
  const [open, setOpen] = useState(false);
  const search = useCallback((query: ListQuery) => services.searchRoles(query), [services]);

  const chosen = useMemo(
    () => new Map(keys.map((id) => [id, items.get(id) ?? { id, roleName: id, roleCode: '' }])),
    [keys, items],
  );
  const commit = (next: Map<string, PickerRole>) => {
    remember(next.values());
    const joined = joinValue(next.keys());
    setValue(joined);
    onChange?.(joined, [...next.values()]);
  };
  const remove = (id: string) => {
    const next = new Map(chosen);
    next.delete(id);
    commit(next);
  };

  return (
    <div className="wk-role-picker" style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <Space wrap size={4} aria-label="已选角色">
        {keys.length === 0 ? <span style={{ color: 'var(--color-text-3)' }}>{placeholder}</span> : null}
        {[...chosen].map(([id, role]) => (
          <Tag key={id} closable={!disabled} onClose={() => remove(id)} title={role.roleCode}>
            {role.roleName}
          </Tag>
        ))}
      </Space>
      <Button size="small" type="primary" disabled={disabled} onClick={() => setOpen(true)}>
        {ROLE_SELECT_MODAL_TITLE}
      </Button>
      <MultiSelectModal<PickerRole>
        visible={open}
        title={ROLE_SELECT_MODAL_TITLE}
        width={modalWidth}
        multiple={multiple}
        columns={COLUMNS}
        keyOf={keyOf}
        labelOf={(role) => role.roleName}
        search={search}
        searchPlaceholder="请输入角色名称或编码"
        initial={chosen}
        onOk={(next) => {
          commit(next);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
        getPopupContainer={getPopupContainer}
      />
    </div>
  );
}
