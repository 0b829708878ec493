import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { lazyPart, useOpenedOnce } from '../../widgets/lazy-part';
import type { NoticeViewTarget } from './NoticeViewDrawer';
import { noticeViewOf } from './registry';

// Fetched when a detail view first opens: the header's first view does without the drawer.
const NoticeViewDrawer = lazyPart(() => import('./NoticeViewDrawer'), 'NoticeViewDrawer');

export interface NoticeViewOpener {
  /** Opens the detail view of `openPage` for `busId`; false when the host has none for it. */
  open(target: { openPage?: string | null; busId?: string | null }): boolean;
  /** The drawer to render once, beside the notice list. */
  drawer: ReactNode;
}

/**
 * Opens announcements with openType `component` in their detail view (docs/business-spec.md §4). The drawer
 * closes when the user navigates (a link inside the view leads away from it).
 *
 * @example
 * const views = useNoticeView();
 * if (!views.open({ openPage, busId })) showNoticeModal(item);
 * return <>{list}{views.drawer}</>;
 */
export function useNoticeView(): NoticeViewOpener {
  const [target, setTarget] = useState<NoticeViewTarget | null>(null);
  const { pathname } = useLocation();
  const opened = useOpenedOnce(target !== null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the view
  useEffect(() => setTarget(null), [pathname]);

  const open: NoticeViewOpener['open'] = ({ openPage, busId }) => {
    const view = noticeViewOf(openPage);
    if (!view) return false;
    setTarget({ view, busId: busId ?? null });
    return true;
  };

  const drawer = opened ? (
    <Suspense fallback={null}>
      <NoticeViewDrawer target={target} onClose={() => setTarget(null)} />
    </Suspense>
  ) : null;
  return { open, drawer };
}
