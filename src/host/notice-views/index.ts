export { NoticeViewDrawer, type NoticeViewTarget } from './NoticeViewDrawer';
export { type NoticeView, type NoticeViewProps, noticeViewKey, noticeViewOf } from './registry';
export { type NoticeViewOpener, useNoticeView } from './use-notice-view';
