import { isSafeNavigationUrl, UNSAFE_URL_MESSAGE } from '../../core/url';
import { LazyResult } from '../features/result';

/**
 * A menu link shown inside the layout (JeecgBoot's IframePageView). A `javascript:`, `data:` or
 * `vbscript:` address is not loaded (it would run in the admin's own origin): the page says why.
 */
export function IframePage({ url, title }: { url: string; title?: string }) {
  if (!isSafeNavigationUrl(url)) return <LazyResult status="warning" title={UNSAFE_URL_MESSAGE} />;
  return (
    <iframe
      src={url}
      title={title ?? url}
      style={{ width: '100%', height: 'calc(100vh - 160px)', border: 0, background: 'var(--color-bg-2)' }}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
    />
  );
}
