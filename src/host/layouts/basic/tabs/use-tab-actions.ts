import { Message } from '@arco-design/web-react';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { closeTabs, refreshTab } from '../../../app/tabs-store';
import { tabKeyOf } from './tab-rules';

export type TabAction = 'refresh' | 'close' | 'left' | 'right' | 'others';

/**
 * Runs a tab-bar action on the tab `key`: 刷新 remounts that page only (and shows it), the close
 * actions close tabs, warn when refused, and move to another tab when the active one closed.
 */
export function useTabActions(): (action: TabAction, key: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const activeKey = tabKeyOf(location);
  return useCallback(
    (action: TabAction, key: string) => {
      if (action === 'refresh') {
        refreshTab(key);
        if (key !== activeKey) navigate(key);
        return;
      }
      const result = closeTabs(action, key, activeKey);
      if (result.refused) Message.warning(result.refused);
      else if (result.next) navigate(result.next);
    },
    [navigate, activeKey],
  );
}
