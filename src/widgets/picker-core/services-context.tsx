import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useOverrides } from '../shared/use-overrides';
import { defaultPickerServices, type PickerServices } from './services';

const PickerServicesContext = createContext<PickerServices>(defaultPickerServices);
const SERVICE_NAMES = Object.keys(defaultPickerServices) as (keyof PickerServices)[];

/**
 * Replaces some picker services for every picker below (the rest come from the enclosing provider,
 * finally from `src/core/http`). A custom element passes its services the same way.
 *
 * @example <PickerServicesProvider searchUsers={mySearch}><UserPicker … /></PickerServicesProvider>
 */
export function PickerServicesProvider({ children, ...overrides }: Partial<PickerServices> & { children: ReactNode }) {
  const value = useOverrides(useContext(PickerServicesContext), overrides, SERVICE_NAMES);
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
