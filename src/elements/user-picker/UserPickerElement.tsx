import { useEffect, useRef } from 'react';
import { type PickerServices, type PickerUser, UserPicker } from '../../widgets/user-picker';
import { type AdapterProps, useProp } from '../kit/define-widget';

/** `<user-picker>` over the host's UserPicker. */
export function UserPickerElement({ host, attrs }: AdapterProps) {
  const value = useProp<string>(host, 'value') ?? '';
  const services = useProp<Partial<PickerServices>>(host, 'services');
  const users = useRef<PickerUser[]>([]);
  useEffect(() => {
    host.registerApi({
      clear: () => {
        users.current = [];
        host.store.set('value', '');
      },
      getUsers: () => users.current.map((user) => ({ ...user })),
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
