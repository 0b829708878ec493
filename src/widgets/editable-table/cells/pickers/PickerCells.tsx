import { IconBranch, IconUser } from '@arco-design/web-react/icon';
import { Suspense, useMemo, useState } from 'react';
import { lazyPart, useOpenedOnce } from '../../../lazy-part';
import { type CellComponentProps, placeholderOf } from '../cell-props';
import { joinValues, splitValues } from '../options';
import { useCellServices } from '../services';
import { CellText } from '../TextCells';
import { useLabels } from '../use-labels';
import { PickerField } from './PickerField';

/** The picker modals are fetched when first opened (or when the field is hovered or focused). */
const UserPickerModal = lazyPart(() => import('./UserPickerModal'), 'UserPickerModal');
const DepartPickerModal = lazyPart(() => import('./DepartPickerModal'), 'DepartPickerModal');

/** Label sources of the picker cells in the label batchers. */
export const USER_LABEL_SOURCE = 'user';
export const DEPART_LABEL_SOURCE = 'depart';

function useChosen(keys: readonly string[], labels: readonly string[]) {
  const joined = keys.join(',');
  const labelText = labels.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the joined texts, not array identity.
  return useMemo(() => new Map(keys.map((key, index) => [key, labels[index] ?? key])), [joined, labelText]);
}

/**
 * `sel_user`: users picked in a compact modal (search by account, paged, one or many:
 * `column.props.multi`, default many). Value: usernames comma-joined; the display shows their real
 * names, resolved for every visible cell in one `getMultiUser` call.
 *
 * @example <UserCell column={{ key: 'owner', title: '负责人', type: 'sel_user' }} value="admin,jeecg" ... />
 */
export function UserCell({
  column,
  value,
  editing,
  disabled,
  autoFocus,
  onChange,
  onCommit,
  onCancel,
  getPopupContainer,
}: CellComponentProps) {
  const services = useCellServices();
  const keys = splitValues(value);
  const labels = useLabels(services.userLabels, USER_LABEL_SOURCE, keys);
  const chosen = useChosen(keys, labels);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const text = labels.join(',');
  if (!editing || disabled) return <CellText text={text} title={text} />;
  return (
    <>
      <PickerField
        text={text}
        placeholder={placeholderOf(column, '选择')}
        icon={<IconUser />}
        openLabel="选择用户"
        onIntent={UserPickerModal.preload}
        editing={editing}
        autoFocus={autoFocus}
        onOpen={() => setOpen(true)}
        onClear={() => onChange('')}
        onCommit={onCommit}
        onCancel={onCancel}
      />
      <Suspense fallback={null}>
        {opened ? (
          <UserPickerModal
            visible={open}
            multiple={column.props?.multi !== false}
            initial={chosen}
            search={services.searchUsers}
            getPopupContainer={getPopupContainer}
            onCancel={() => setOpen(false)}
            onOk={(picked) => {
              services.userLabels.remember(USER_LABEL_SOURCE, Object.fromEntries(picked));
              setOpen(false);
              onChange(joinValues([...picked.keys()]));
              onCommit();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * `sel_depart`: departments picked from the searchable tree (one, or many with
 * `column.props.multi`). Value: department ids comma-joined; the display shows their names from the
 * tree, loaded once per page.
 *
 * @example <DepartCell column={{ key: 'dept', title: '部门', type: 'sel_depart' }} value="d1" ... />
 */
export function DepartCell({
  column,
  value,
  editing,
  disabled,
  autoFocus,
  onChange,
  onCommit,
  onCancel,
  getPopupContainer,
}: CellComponentProps) {
  const services = useCellServices();
  const keys = splitValues(value);
  const labels = useLabels(services.departLabels, DEPART_LABEL_SOURCE, keys);
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const joined = keys.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed by the joined ids.
  const initial = useMemo(() => [...keys], [joined]);
  const text = labels.join(',');
  if (!editing || disabled) return <CellText text={text} title={text} />;
  return (
    <>
      <PickerField
        text={text}
        placeholder={placeholderOf(column, '选择')}
        icon={<IconBranch />}
        openLabel="选择部门"
        onIntent={DepartPickerModal.preload}
        editing={editing}
        autoFocus={autoFocus}
        onOpen={() => setOpen(true)}
        onClear={() => onChange('')}
        onCommit={onCommit}
        onCancel={onCancel}
      />
      <Suspense fallback={null}>
        {opened ? (
          <DepartPickerModal
            visible={open}
            multiple={column.props?.multi === true}
            initial={initial}
            load={services.loadDepartTree}
            getPopupContainer={getPopupContainer}
            onCancel={() => setOpen(false)}
            onOk={(picked) => {
              services.departLabels.remember(DEPART_LABEL_SOURCE, Object.fromEntries(picked));
              setOpen(false);
              onChange(joinValues([...picked.keys()]));
              onCommit();
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}
