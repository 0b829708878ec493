export type {
  NoticeApi,
  NoticeItem,
  NoticeLists,
  NoticePriority,
  NoticeRealtime,
  NoticeRealtimeEvent,
} from '../../core/realtime';
export { loadNoticeSanitizer, type NoticeSanitizer } from './load-notice-sanitizer';
export { NoticeBell, type NoticeBellHandle, type NoticeBellProps, type NoticeComponentTarget } from './NoticeBell';
export { NoticeBellProvider, type NoticeBellServices, useNoticeBellServices } from './NoticeBellContext';
export { NoticeDetailModal, type NoticeDetailModalProps } from './NoticeDetailModal';
export { NoticePanel, type NoticePanelProps } from './NoticePanel';
export { PRIORITY_TAGS, type PriorityLabels, priorityTag } from './priority';
export {
  NOTICE_POLL_INTERVAL_MS,
  type NoticeListsOptions,
  type NoticeListsState,
  useNoticeLists,
} from './use-notice-lists';
export { htmlToText, type SanitizedHtml, useSanitizedHtml } from './use-sanitized-html';
