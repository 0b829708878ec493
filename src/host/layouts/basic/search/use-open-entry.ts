import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MenuSearchEntry } from '../../../../core/permission';
import { isSafeNavigationUrl } from '../../../../core/url';

/**
 * Opens a menu search result: an external entry's address in a new tab, anything else (pages and
 * iframe pages, which the layout shows inside) by navigating to its path. A `javascript:`, `data:` or
 * `vbscript:` address is never opened.
 */
export function useOpenEntry(): (entry: MenuSearchEntry) => void {
  const navigate = useNavigate();
  return useCallback(
    (entry: MenuSearchEntry) => {
      if (entry.internalOrExternal && entry.url) {
        if (isSafeNavigationUrl(entry.url)) window.open(entry.url, '_blank', 'noopener,noreferrer');
        return;
      }
      navigate(entry.path);
    },
    [navigate],
  );
}
