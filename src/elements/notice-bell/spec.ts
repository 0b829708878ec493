import { POPUP_PARTS, type WidgetSpec } from '../kit/spec';

/** `<notice-bell>`: the header bell with live notices. */
export const noticeBellSpec: WidgetSpec = {
  tag: 'notice-bell',
  summary: 'Notice bell: unread badge, a 300 px popover with 通知 / 系统消息 tabs, the 通知消息 modal, live updates',
  needsApi: true,
  cssParts: {
    trigger: { description: 'The bell button (with the unread badge)' },
    ...POPUP_PARTS,
  },
  attrs: {
    pollInterval: {
      type: 'number',
      description: 'Polling interval in ms (0: no polling; live notices still arrive over the websocket)',
      default: '20000',
    },
  },
  rich: {
    api: {
      type: 'NoticeApi',
      description: 'Replaces the API calls: { listByUser(), markRead(id), queryById(id) } returning promises',
    },
    realtime: {
      type: 'NoticeRealtime | null',
      description: 'Replaces the live source ({ subscribe(listener) }); null turns live updates off',
    },
    priorityLabels: { type: '{ L: string; M: string; H: string }', description: 'Tag texts per priority' },
  },
  events: {
    'wk-open': { description: 'The user opened the popover (show() fires no event)', detail: '{}' },
    'wk-close': {
      description:
        'The user closed the popover: the bell, an outside click, Esc, an item opened (hide() fires no event)',
      detail: '{}',
    },
    'wk-select': {
      description: 'An item was clicked (it is then marked read and opened)',
      detail: '{ item: NoticeItem }',
    },
    'wk-read': { description: 'An item was marked read on the server', detail: '{ id: string }' },
    'wk-view-more': { description: '查看更多 was clicked', detail: '{}' },
    'wk-open-url': {
      description: '去处理 of an announcement with openType url',
      detail: '{ openPage: string; item: NoticeItem }',
    },
  },
  methods: {
    show: { description: 'Opens the popover', signature: '() => void' },
    hide: { description: 'Closes the popover', signature: '() => void' },
    refresh: { description: 'Reloads the lists now', signature: '() => Promise<void>' },
  },
};
