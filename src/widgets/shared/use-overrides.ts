import { useMemo } from 'react';

/**
 * The value of a services provider: each of `names` from `overrides` when given, else from `parent` (the
 * enclosing provider's services), as one object that changes only when a service in force does.
 *
 * @example const value = useOverrides(useContext(ServicesContext), overrides, ['searchUsers', 'departTree']);
 */
export function useOverrides<T extends object>(parent: T, overrides: Partial<T>, names: readonly (keyof T)[]): T {
  const services = names.map((name) => overrides[name] ?? parent[name]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: one dependency per service; `names` is fixed per provider
  return useMemo(() => Object.fromEntries(names.map((name, i) => [name, services[i]])) as T, services);
}
