import { isSafeNavigationUrl, UNSAFE_URL_MESSAGE } from '../../../../src/core/url/safe-url';
import type { EntityDef } from '../../data/entity';
import { f } from '../../data/entity';
import type { ApiRow } from '../../data/repository';
import { BizError } from '../../http/envelope';

/** Send states of an announcement: 0 draft, 1 published, 2 revoked. */
export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;

export const PRIORITIES = ['L', 'M', 'H'];
export const OPEN_TYPES = ['url', 'component'];
export const MSG_CATEGORIES = ['1', '2'];
export const MSG_TYPES = ['ALL', 'USER'];

/**
 * `sys_announcement`, tenant-scoped. `msgContent` is not writable through the generic path: the
 * generic cast trims strings, and content must be stored exactly as given (see `contentColumns`).
 */
export const ANNOUNCEMENT: EntityDef = {
  table: 'sys_announcement',
  scope: { tenant: 'tenant_id' },
  softDelete: { column: 'del_flag', deleted: '1', alive: '0' },
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: {
    id: f.string('id', { write: false }),
    titile: f.string('titile'),
    msgContent: f.string('msg_content', { write: false, filter: false, sort: false }),
    msgAbstract: f.string('msg_abstract'),
    startTime: f.datetime('start_time'),
    endTime: f.datetime('end_time'),
    sender: f.string('sender'),
    priority: f.string('priority', { dict: 'priority' }),
    msgCategory: f.string('msg_category', { dict: 'msg_category' }),
    msgType: f.string('msg_type', { dict: 'msg_type' }),
    userIds: f.string('user_ids', { filter: false, sort: false }),
    sendStatus: f.string('send_status', { write: false, dict: 'send_status' }),
    sendTime: f.datetime('send_time', { write: false }),
    cancelTime: f.datetime('cancel_time', { write: false }),
    busType: f.string('bus_type'),
    busId: f.string('bus_id'),
    openType: f.string('open_type', { dict: 'open_type' }),
    openPage: f.string('open_page'),
    tenantId: f.int('tenant_id', { write: false }),
    ...f.audit(),
  },
};

function oneOf(body: ApiRow, field: string, allowed: string[], message: string): void {
  if (!Object.hasOwn(body, field)) return;
  const value = body[field];
  if (value === null || value === undefined || value === '') return;
  if (typeof value !== 'string' || !allowed.includes(value)) throw new BizError(message);
}

/**
 * Refuses bodies with values outside the dictionaries, and an openPage the bell would not navigate to
 * (`javascript:`, `data:`, `vbscript:`). `creating` also demands a title.
 *
 * @example checkAnnouncement({ titile: '停机通知', priority: 'X' }, true) // throws 优先级只能是 L、M 或 H
 */
export function checkAnnouncement(body: ApiRow, creating: boolean): void {
  if (creating || Object.hasOwn(body, 'titile')) {
    if (typeof body.titile !== 'string' || body.titile.trim() === '') throw new BizError('标题不能为空');
  }
  oneOf(body, 'priority', PRIORITIES, '优先级只能是 L、M 或 H');
  oneOf(body, 'openType', OPEN_TYPES, '打开方式只能是 url 或 component');
  oneOf(body, 'msgCategory', MSG_CATEGORIES, '消息类型只能是 1（通知公告）或 2（系统消息）');
  oneOf(body, 'msgType', MSG_TYPES, '通告对象类型只能是 ALL 或 USER');
  if (typeof body.openPage === 'string' && !isSafeNavigationUrl(body.openPage)) throw new BizError(UNSAFE_URL_MESSAGE);
  if (Object.hasOwn(body, 'msgContent')) {
    const content = body.msgContent;
    if (content !== null && content !== undefined && typeof content !== 'string') throw new BizError('请求参数不正确');
  }
}

/** The content column, stored byte for byte as given (sanitising happens where it is rendered). */
export function contentColumns(body: ApiRow): Record<string, unknown> {
  if (!Object.hasOwn(body, 'msgContent')) return {};
  return { msg_content: (body.msgContent as string | null | undefined) ?? null };
}
