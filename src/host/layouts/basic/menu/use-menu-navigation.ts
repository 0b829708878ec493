import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSafeNavigationUrl } from '../../../../core/url';
import { usePermissions } from '../../../app/use-stores';
import { routeByKey } from './menu-model';

/**
 * What a click on a menu entry does: an external entry opens its address in a new tab, anything
 * else (pages, iframe pages) is navigated to. A `javascript:`, `data:` or `vbscript:` address is never opened.
 */
export function useMenuNavigation(): (key: string) => void {
  const navigate = useNavigate();
  const routes = usePermissions((state) => state.routes);
  return useCallback(
    (key: string) => {
      const route = routeByKey(routes, key);
      if (route?.meta.external) {
        const href = route.meta.href ?? route.path;
        if (isSafeNavigationUrl(href)) window.open(href, '_blank', 'noopener,noreferrer');
        return;
      }
      navigate(key);
    },
    [navigate, routes],
  );
}
