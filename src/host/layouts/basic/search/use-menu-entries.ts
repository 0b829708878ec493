import { useMemo } from 'react';
import { flattenMenu, type MenuSearchEntry } from '../../../../core/permission';
import { usePermissions } from '../../../app/use-stores';

/** Every visible page of the user's menu, for the search. */
export function useMenuEntries(): MenuSearchEntry[] {
  const menu = usePermissions((state) => state.menu);
  return useMemo(() => flattenMenu(menu), [menu]);
}
