import { useCallback, useMemo } from 'react';
import { DepartSelectModal } from '../picker-core/DepartSelectModal';
import { PickerFrame } from '../picker-core/PickerFrame';
import { choiceActions, splitValue, useResolvedItems, useValue } from '../picker-core/selection';
import type { PickerServices } from '../picker-core/services';
import { usePickerServices } from '../picker-core/services-context';
import { usePickerModal } from '../picker-core/use-picker-modal';

export interface DepartPickerProps {
  /** Comma-separated department ids. Controlled when given. */
  value?: string;
  defaultValue?: string;
  /** Fires on user action only, with the new value and the chosen departments' titles in value order. */
  onChange?: (value: string, titles: string[]) => void;
  /** Allow many departments (default one). */
  multiple?: boolean;
  /** Only this shop's departments. */
  shopId?: string;
  disabled?: boolean;
  placeholder?: string;
  services?: Partial<PickerServices>;
  getPopupContainer?: () => HTMLElement;
}

interface Titled {
  id: string;
  title: string;
}

/**
 * Chosen departments as removable tags plus a 选择部门 button opening the 500 px tree modal. Titles of
 * an initial value come from one `departTitles` call.
 *
 * @example <DepartPicker multiple shopId={shopId} value={form.departIds} onChange={(ids) => setDepartIds(ids)} />
 */
export function DepartPicker({
  value,
  defaultValue,
  onChange,
  multiple = false,
  shopId,
  disabled = false,
  placeholder = '请选择部门',
  services: own,
  getPopupContainer,
}: DepartPickerProps) {
  const services = usePickerServices(own);
  const [current, setValue] = useValue(value, defaultValue, undefined);
  const keys = useMemo(() => splitValue(current), [current]);
  const resolve = useCallback(
    async (ids: string[]): Promise<Titled[]> => {
      const titles = await services.departTitles(ids, shopId);
      return ids.filter((id) => titles[id] !== undefined).map((id) => ({ id, title: titles[id] as string }));
    },
    [services, shopId],
  );
  const keyOf = useCallback((item: Titled) => item.id, []);
  const { items, remember } = useResolvedItems(keys, resolve, keyOf);

  const chosen = useMemo(() => new Map(keys.map((id) => [id, items.get(id)?.title ?? id])), [keys, items]);

  const { commit, remove } = choiceActions(
    chosen,
    (next) => remember([...next].map(([id, title]) => ({ id, title }))),
    setValue,
    onChange,
  );
  const dialog = usePickerModal(commit, getPopupContainer);

  return (
    <PickerFrame
      className="wk-depart-picker"
      label="已选部门"
      placeholder={placeholder}
      tags={[...chosen].map(([id, title]) => ({ key: id, text: title }))}
      disabled={disabled}
      onRemove={remove}
      button="选择部门"
      onOpen={dialog.show}
    >
      <DepartSelectModal {...dialog.props} multiple={multiple} initial={chosen} services={services} shopId={shopId} />
    </PickerFrame>
  );
}
