import { useEffect, useMemo, useRef } from 'react';
import { defaultPickerServices, type PickerServices, type PickerUser, UserPicker } from '../../widgets/user-picker';
import { type AdapterProps, useProp } from '../kit/define-widget';
import { ownedBy } from '../kit/request-owner';

/** `<user-picker>` over the host's UserPicker. */
export function UserPickerElement({ host, attrs }: AdapterProps) {
  const value = useProp<string>(host, 'value') ?? '';
  const own = useProp<Partial<PickerServices>>(host, 'services');
  const services = useMemo(() => ownedBy(host.element, { ...defaultPickerServices, ...own }), [host, own]);
  const users = useRef<PickerUser[]>([]);
  useEffect(() => {
    host.registerApi({
      clear: () => {
        users.current = [];
        host.store.set('value', '');
      },
      getUsers: () => users.current.map((user) => ({ ...user })),
      // A form reset goes back to the value attribute: the users chosen since are gone.
      'form:reset': () => {
        users.current = [];
      },
    });
  }, [host]);
  const valueField = attrs.valueField === 'id' ? 'id' : 'username';
  return (
    <UserPicker
      value={value}
      onChange={(next, chosen) => {
        users.current = chosen;
        host.store.set('value', next);
        host.emit('wk-change', { value: next, users: chosen.map((user) => ({ ...user })) });
      }}
      multiple={Boolean(attrs.multiple)}
      max={(attrs.max as number) || undefined}
      placeholder={(attrs.placeholder as string) || undefined}
      disabled={Boolean(attrs.disabled)}
      valueField={valueField}
      modal={attrs.modal === 'list' ? 'list' : 'by-depart'}
      shopId={(attrs.shopId as string) || undefined}
      services={services}
      getPopupContainer={host.popupContainer}
    />
  );
}
