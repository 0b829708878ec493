import { getAction, normalizePage, type Page, unwrap } from '../../core/http';
import { asPickerUser, rowsOf } from './parse';
import type { PickerUser, UserPageQuery, UserValueField } from './types';

/**
 * A page of users whose account contains `keyword`, of one department or shop when given
 * (`/sys/user/queryUserComponentData`).
 *
 * @example const page = await searchUsers({ keyword: 'admin', departId: 'd1', pageNo: 1, pageSize: 10 });
 */
export async function searchUsers(query: UserPageQuery): Promise<Page<PickerUser>> {
  const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.keyword?.trim()) params.username = query.keyword.trim();
  if (query.departId) params.departId = query.departId;
  if (query.shopId) params.shopId = query.shopId;
  const page = normalizePage<unknown>(unwrap(await getAction('/sys/user/queryUserComponentData', params)));
  return { ...page, records: page.records.map(asPickerUser) };
}

/**
 * The users whose `field` is one of `values`, in one call.
 *
 * @example const [admin] = await usersByValues(['admin'], 'username');
 */
export async function usersByValues(values: readonly string[], field: UserValueField): Promise<PickerUser[]> {
  if (values.length === 0) return [];
  // getMultiUser answers a bare array; the trailing comma keeps JeecgBoot's IN semantics for one name.
  const answer =
    field === 'username'
      ? await getAction<unknown>('/sys/user/getMultiUser', { username: `${values.join(',')},` })
      : await getAction<unknown>('/sys/user/list', { id: `${values.join(',')},`, pageSize: values.length });
  return rowsOf(answer).map(asPickerUser);
}

/**
 * username -> realname for many usernames in one call (`/sys/user/getMultiUser`, a bare array), as the
 * table cells have always asked: the names joined without the trailing comma of `usersByValues`.
 *
 * @example await userLabels(['admin']) // { admin: '管理员' }
 */
export async function userLabels(usernames: readonly string[]): Promise<Record<string, string>> {
  if (usernames.length === 0) return {};
  const answer = await getAction<unknown>('/sys/user/getMultiUser', { username: usernames.join(',') });
  const labels: Record<string, string> = {};
  for (const user of rowsOf(answer).map(asPickerUser)) labels[user.username] = user.realname;
  return labels;
}
