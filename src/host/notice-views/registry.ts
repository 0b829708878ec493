import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** What a notice detail view receives: the business record the announcement names. */
export interface NoticeViewProps {
  busId: string | null;
}

/** A detail view an announcement with openType `component` can open (its openPage names it). */
export interface NoticeView {
  /** The drawer title. */
  title: string;
  width: number;
  component: LazyExoticComponent<ComponentType<NoticeViewProps>>;
}

/**
 * Detail views by openPage, as the server's announcements name them (server/src/seed:
 * 您有新的待审核订单 opens `modules/announcement/OrderNoticeDetail` with the order number as busId).
 * Each view is its own chunk, loaded when first opened.
 */
const VIEWS: Readonly<Record<string, NoticeView>> = {
  'modules/announcement/OrderNoticeDetail': {
    title: '订单详情',
    width: 1000,
    component: lazy(() => import('./OrderNoticeDetail')),
  },
};

/**
 * The registry key of an openPage: leading slashes, a `views/` prefix and a file extension dropped,
 * so `/views/modules/announcement/OrderNoticeDetail.vue` and `modules/announcement/OrderNoticeDetail` match.
 *
 * @example noticeViewKey('/modules/announcement/OrderNoticeDetail.vue') // 'modules/announcement/OrderNoticeDetail'
 */
export function noticeViewKey(openPage: string): string {
  return openPage
    .trim()
    .replace(/^\/+/, '')
    .replace(/^views\//, '')
    .replace(/\.(vue|tsx|jsx|js)$/, '');
}

/**
 * The detail view for an openPage, or undefined when the host has none (the caller then shows the
 * 通知消息 modal).
 *
 * @example noticeViewOf('modules/announcement/OrderNoticeDetail')?.title // '订单详情'
 */
export function noticeViewOf(openPage: string | null | undefined): NoticeView | undefined {
  if (!openPage) return undefined;
  const key = noticeViewKey(openPage);
  return Object.hasOwn(VIEWS, key) ? VIEWS[key] : undefined;
}
