import { getAction, putAction, unwrap } from '../http';

/**
 * The notice bell's calls (docs/contract.md "Announcements and realtime"): the unread lists, marking an
 * announcement read for the token's user, and one announcement by id.
 */

export type NoticePriority = 'L' | 'M' | 'H';

/** An item of the bell's lists (`titile` is spelled so on the wire). */
export interface NoticeItem {
  id: string;
  titile: string;
  msgContent?: string | null;
  msgAbstract?: string | null;
  /** L general, M important, H urgent. */
  priority?: NoticePriority | string | null;
  busId?: string | null;
  busType?: string | null;
  /** `url`, `component`, or empty for the plain announcement view. */
  openType?: string | null;
  openPage?: string | null;
  sender?: string | null;
  sendTime?: string | null;
  createTime?: string | null;
  /** 1 notice, 2 system message. */
  msgCategory?: string | null;
  [key: string]: unknown;
}

/** `result` of `/sys/annountCement/listByUser`: the latest unread items and the full unread counts. */
export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** What the notice bell needs from the server; the widget takes any implementation. */
export interface NoticeApi {
  listByUser(): Promise<NoticeLists>;
  markRead(anntId: string): Promise<void>;
  queryById(id: string): Promise<NoticeItem>;
}

export const NOTICE_PATHS = {
  listByUser: '/sys/annountCement/listByUser',
  markRead: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
  queryById: '/sys/annountCement/queryById',
} as const;

export const EMPTY_NOTICE_LISTS: NoticeLists = Object.freeze({
  anntMsgList: [],
  anntMsgTotal: 0,
  sysMsgList: [],
  sysMsgTotal: 0,
}) as NoticeLists;

function count(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * A `listByUser` result with missing parts filled: lists default to empty, totals to the list length.
 *
 * @example normalizeNoticeLists({ anntMsgList: [item] }).anntMsgTotal // 1
 */
export function normalizeNoticeLists(raw: Partial<NoticeLists> | null | undefined): NoticeLists {
  const anntMsgList = Array.isArray(raw?.anntMsgList) ? raw.anntMsgList : [];
  const sysMsgList = Array.isArray(raw?.sysMsgList) ? raw.sysMsgList : [];
  return {
    anntMsgList,
    anntMsgTotal: count(raw?.anntMsgTotal, anntMsgList.length),
    sysMsgList,
    sysMsgTotal: count(raw?.sysMsgTotal, sysMsgList.length),
  };
}

/**
 * The notice calls over the core http client. The list call is silent (polling must not flood the
 * user with error toasts; an ended session still opens the relogin dialog).
 *
 * @example const lists = await noticeApi.listByUser();
 */
export const noticeApi: NoticeApi = {
  async listByUser() {
    return normalizeNoticeLists(unwrap(await getAction<NoticeLists>(NOTICE_PATHS.listByUser, {}, { silent: true })));
  },
  async markRead(anntId) {
    unwrap(await putAction<null>(NOTICE_PATHS.markRead, { anntId }, { silent: true }));
  },
  async queryById(id) {
    return unwrap(await getAction<NoticeItem>(NOTICE_PATHS.queryById, { id }, { silent: true }));
  },
};
