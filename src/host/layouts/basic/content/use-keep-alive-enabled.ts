import { useLayoutSettings } from '../../../app/settings-store';
import { effectiveLayout } from '../../settings/settings-rules';
import { useIsMobile } from '../use-viewport';

/** Keep-alive follows multi-tab mode: on with tabs (closing a tab is what drops a kept page), off without. */
export function useKeepAliveEnabled(): boolean {
  const settings = useLayoutSettings((s) => s);
  return effectiveLayout(settings, useIsMobile()).multipage;
}
