import { getAction, normalizePage, type Page, putAction, unwrap } from '../../../core/http';
import type { NoticeItem } from '../../../core/realtime';

/** A row of the caller's announcements (`getMyAnnouncementSend`): `id` is the send row, `anntId` the announcement. */
export interface MyAnnouncement extends NoticeItem {
  anntId: string;
  /** '0' unread, '1' read. */
  readFlag?: string | null;
  readTime?: string | null;
}

export interface MyAnnouncementQuery {
  pageNo: number;
  pageSize: number;
  titile?: string;
  readFlag?: string;
  msgCategory?: string;
  priority?: string;
}

export const MY_ANNOUNCEMENTS_URL = '/sys/sysAnnouncementSend/getMyAnnouncementSend';
export const READ_ALL_URL = '/sys/sysAnnouncementSend/readAll';

/** Message categories of docs/business-spec.md §3 (1 notice, 2 system message). */
export const MSG_CATEGORY_TEXT: Readonly<Record<string, string>> = { '1': '通知公告', '2': '系统消息' };

/** Drops empty filters so the server sees only what the user chose. */
export function queryParams(query: MyAnnouncementQuery): Record<string, string | number> {
  const params: Record<string, string | number> = { pageNo: query.pageNo, pageSize: query.pageSize };
  const titile = query.titile?.trim();
  if (titile) params.titile = titile;
  for (const key of ['readFlag', 'msgCategory', 'priority'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}

/**
 * A page of the caller's announcements. JeecgBoot's rows carry the announcement id as `anntId`;
 * a back end without it gets `id` used for both.
 *
 * @example const page = await fetchMyAnnouncements({ pageNo: 1, pageSize: 10, readFlag: '0' });
 */
export async function fetchMyAnnouncements(
  query: MyAnnouncementQuery,
  signal?: AbortSignal,
): Promise<Page<MyAnnouncement>> {
  const page = normalizePage<MyAnnouncement>(
    unwrap(await getAction<unknown>(MY_ANNOUNCEMENTS_URL, queryParams(query), signal ? { signal } : undefined)),
  );
  return { ...page, records: page.records.map((row) => ({ ...row, anntId: row.anntId || row.id })) };
}

/** Marks every announcement of the caller read. */
export async function readAllAnnouncements(): Promise<void> {
  unwrap(await putAction<null>(READ_ALL_URL, {}));
}

export const isUnread = (row: Pick<MyAnnouncement, 'readFlag'>) => String(row.readFlag ?? '0') !== '1';
