import { useEffect, useMemo, useRef } from 'react';
import {
  defaultPickerServices,
  type PickerServices,
  type PickerUser,
  UserPicker,
  type UserPickerHandle,
} from '../../widgets/user-picker';
import { type AdapterProps, useProp } from '../kit/define-widget';
import { ownedBy } from '../kit/request-owner';

/** A user as the element's events and getUsers() give it: exactly the documented fields. */
const publicUser = ({ id, username, realname }: PickerUser) => ({ id, username, realname });

/** `<user-picker>` over the host's UserPicker. */
export function UserPickerElement({ host, attrs }: AdapterProps) {
  const value = useProp<string>(host, 'value') ?? '';
  const own = useProp<Partial<PickerServices>>(host, 'services');
  const services = useMemo(() => ownedBy(host.element, { ...defaultPickerServices, ...own }), [host, own]);
  const picker = useRef<UserPickerHandle>(null);
  useEffect(() => {
    host.registerApi({
      clear: () => host.store.set('value', ''),
      // The users of the current value, however it was set: rendered first, then their names looked up.
      getUsers: async () => {
        await (host.element as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
        return ((await picker.current?.users()) ?? []).map(publicUser);
      },
    });
  }, [host]);
  const valueField = attrs.valueField === 'id' ? 'id' : 'username';
  return (
    <UserPicker
      ref={picker}
      value={value}
      onChange={(next, chosen) => {
        host.store.set('value', next);
        host.emit('wk-change', { value: next, users: chosen.map(publicUser) });
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
