import { useEffect, useMemo, useState } from 'react';
import { usePermissions } from '../../../app/use-stores';
import { useCurrentPage } from '../route-info';
import { menuKeysFor, openBranch } from './menu-model';

/**
 * Selected and open keys of the inline menu: both follow the current page; opening a submenu
 * closes the other branches, so one top-level submenu is open at a time.
 */
export function useMenuKeys() {
  const page = useCurrentPage();
  const routes = usePermissions((state) => state.routes);
  const keys = useMemo(() => menuKeysFor(page?.chain ?? []), [page]);
  const [openKeys, setOpenKeys] = useState<string[]>(keys.open);
  const openSignature = keys.open.join('|');

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-open when the page's branch changes, not on every render
  useEffect(() => {
    if (keys.open.length > 0) setOpenKeys(keys.open);
  }, [openSignature]);

  const onClickSubMenu = (key: string, nextOpen: string[]) => {
    setOpenKeys(nextOpen.includes(key) ? openBranch(routes, key) : nextOpen);
  };

  return { selectedKeys: keys.selected ? [keys.selected] : [], openKeys, onClickSubMenu };
}
