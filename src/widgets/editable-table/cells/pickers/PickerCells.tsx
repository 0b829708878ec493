import { IconBranch, IconUser } from '@arco-design/web-react/icon';
import { useMemo } from 'react';
import { lazyPart } from '../../../lazy-part';
import type { PickerUser } from '../../../picker-core/types';
import type { CellComponentProps } from '../cell-props';
import { useCellServices } from '../services';
import { PickerCellEditor } from './PickerCellEditor';
import { usePickerCell } from './use-picker-cell';

/**
 * The pickers' modals in their compact variant, fetched when first opened (or when the field is hovered
 * or focused).
 */
const UserSelectModal = lazyPart(() => import('../../../picker-core/UserSelectModal'), 'UserSelectModal');
const DepartSelectModal = lazyPart(() => import('../../../picker-core/DepartSelectModal'), 'DepartSelectModal');

/** Label sources of the picker cells in the label batchers. */
export const USER_LABEL_SOURCE = 'user';
export const DEPART_LABEL_SOURCE = 'depart';

/** username -> realname as the users the modal keys by username. */
function asUsers(chosen: ReadonlyMap<string, string>): Map<string, PickerUser> {
  return new Map([...chosen].map(([username, realname]) => [username, { id: username, username, realname }]));
}

/**
 * `sel_user`: users picked in a compact modal (search by account, paged, one or many:
 * `column.props.multi`, default many). Value: usernames comma-joined; the display shows their real
 * names, resolved for every visible cell in one `getMultiUser` call.
 *
 * @example <UserCell column={{ key: 'owner', title: '负责人', type: 'sel_user' }} value="admin,jeecg" ... />
 */
export function UserCell(props: CellComponentProps) {
  const picker = usePickerCell(useCellServices().userLabels, USER_LABEL_SOURCE, props);
  const initial = useMemo(() => asUsers(picker.chosen), [picker.chosen]);
  const modal = picker.opened ? (
    <UserSelectModal
      compact
      visible={picker.open}
      multiple={props.column.props?.multi !== false}
      initial={initial}
      services={picker.services}
      getPopupContainer={props.getPopupContainer}
      onCancel={picker.close}
      onOk={(picked) => picker.commit(new Map([...picked].map(([username, user]) => [username, user.realname])))}
    />
  ) : null;
  return (
    <PickerCellEditor
      cell={props}
      text={picker.text}
      icon={<IconUser />}
      openLabel="选择用户"
      onIntent={UserSelectModal.preload}
      onOpen={picker.show}
      modal={modal}
    />
  );
}

/**
 * `sel_depart`: departments picked from the searchable tree (one, or many with
 * `column.props.multi`). Value: department ids comma-joined; the display shows their names from the
 * tree, loaded once per page.
 *
 * @example <DepartCell column={{ key: 'dept', title: '部门', type: 'sel_depart' }} value="d1" ... />
 */
export function DepartCell(props: CellComponentProps) {
  const picker = usePickerCell(useCellServices().departLabels, DEPART_LABEL_SOURCE, props);
  const modal = picker.opened ? (
    <DepartSelectModal
      compact
      visible={picker.open}
      multiple={props.column.props?.multi === true}
      initial={picker.chosen}
      services={picker.services}
      getPopupContainer={props.getPopupContainer}
      onCancel={picker.close}
      onOk={picker.commit}
    />
  ) : null;
  return (
    <PickerCellEditor
      cell={props}
      text={picker.text}
      icon={<IconBranch />}
      openLabel="选择部门"
      onIntent={DepartSelectModal.preload}
      onOpen={picker.show}
      modal={modal}
    />
  );
}
