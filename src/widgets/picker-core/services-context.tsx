import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { defaultPickerServices, type PickerServices } from './services';

const PickerServicesContext = createContext<PickerServices>(defaultPickerServices);

/**
 * Replaces some picker services for every picker below (the rest come from the enclosing provider,
 * finally from `src/core/http`). A custom element passes its services the same way.
 *
 * @example <PickerServicesProvider searchUsers={mySearch}><UserPicker … /></PickerServicesProvider>
 */
export function PickerServicesProvider({ children, ...overrides }: Partial<PickerServices> & { children: ReactNode }) {
  const parent = useContext(PickerServicesContext);
  const {
    searchUsers,
    usersByValues,
    departChildren,
    searchDeparts,
    departTree,
    departTitles,
    searchRoles,
    rolesByIds,
  } = overrides;
  const value = useMemo<PickerServices>(
    () => ({
      searchUsers: searchUsers ?? parent.searchUsers,
      usersByValues: usersByValues ?? parent.usersByValues,
      departChildren: departChildren ?? parent.departChildren,
      searchDeparts: searchDeparts ?? parent.searchDeparts,
      departTree: departTree ?? parent.departTree,
      departTitles: departTitles ?? parent.departTitles,
      searchRoles: searchRoles ?? parent.searchRoles,
      rolesByIds: rolesByIds ?? parent.rolesByIds,
    }),
    [
      parent,
      searchUsers,
      usersByValues,
      departChildren,
      searchDeparts,
      departTree,
      departTitles,
      searchRoles,
      rolesByIds,
    ],
  );
  return <PickerServicesContext.Provider value={value}>{children}</PickerServicesContext.Provider>;
}

/**
 * The services in force: a picker's own `services` (memoised by the caller) win over the context.
 *
 * @example const services = usePickerServices(props.services);
 */
export function usePickerServices(own?: Partial<PickerServices>): PickerServices {
  const context = useContext(PickerServicesContext);
  return useMemo(() => (own ? { ...context, ...own } : context), [context, own]);
}
