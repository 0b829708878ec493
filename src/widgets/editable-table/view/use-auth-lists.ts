import { useMemo, useSyncExternalStore } from 'react';
import { type AuthLists, permissionStore } from '../../../core/permission';

/** The signed-in user's button lists, re-read when they change (toolbar and column rules follow). */
export function useAuthLists(): AuthLists {
  const state = useSyncExternalStore(permissionStore.subscribe, permissionStore.getState);
  return useMemo(() => ({ auth: state.auth, allAuth: state.allAuth }), [state.auth, state.allAuth]);
}
