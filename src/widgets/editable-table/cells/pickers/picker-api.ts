import { getAction, normalizePage, type Page, unwrap } from '../../../../core/http';

/** A user row of the picker (`/sys/user/queryUserComponentData`). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  orgCodeTxt?: string;
  phone?: string;
}

/** A department node (`/sys/sysDepart/queryTreeList`). */
export interface PickerDepart {
  id: string;
  key: string;
  title: string;
  departName?: string;
  children?: PickerDepart[];
}

export interface UserQuery {
  /** The account (username) contains this text, as JeecgBoot's picker searches (docs/widgets-spec.md §2). */
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

function asUser(raw: unknown): PickerUser {
  const row = (raw ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));
  return {
    id: text(row.id),
    username: text(row.username),
    realname: text(row.realname) || text(row.username),
    orgCodeTxt: text(row.orgCodeTxt) || undefined,
    phone: text(row.phone) || undefined,
  };
}

/**
 * A page of users whose account contains `keyword`.
 *
 * @example await searchUsers({ keyword: '张', pageNo: 1, pageSize: 10 })
 */
export async function searchUsers(query: UserQuery): Promise<Page<PickerUser>> {
  const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.keyword?.trim()) params.username = query.keyword.trim();
  const page = normalizePage<unknown>(unwrap(await getAction('/sys/user/queryUserComponentData', params)));
  return { ...page, records: page.records.map(asUser) };
}

/**
 * username -> realname for many usernames in one call (`/sys/user/getMultiUser`, a bare array).
 *
 * @example await userLabels(['admin']) // { admin: '管理员' }
 */
export async function userLabels(usernames: readonly string[]): Promise<Record<string, string>> {
  if (usernames.length === 0) return {};
  const answer = await getAction<unknown>('/sys/user/getMultiUser', { username: usernames.join(',') });
  const rows = Array.isArray(answer) ? answer : Array.isArray(answer?.result) ? answer.result : [];
  const labels: Record<string, string> = {};
  for (const row of rows.map(asUser)) labels[row.username] = row.realname;
  return labels;
}

function asDepart(raw: unknown): PickerDepart {
  const node = (raw ?? {}) as Record<string, unknown>;
  const id = String(node.id ?? node.key ?? '');
  const title = String(node.title ?? node.departName ?? id);
  const children = Array.isArray(node.children) ? node.children.map(asDepart) : undefined;
  return { id, key: id, title, departName: title, ...(children?.length ? { children } : {}) };
}

/**
 * The whole department tree (`/sys/sysDepart/queryTreeList`).
 *
 * @example const roots = await loadDepartTree();
 */
export async function loadDepartTree(): Promise<PickerDepart[]> {
  const result = unwrap(await getAction<unknown>('/sys/sysDepart/queryTreeList'));
  return Array.isArray(result) ? result.map(asDepart) : [];
}

/** id -> title of every node of a department tree. */
export function departTitles(roots: readonly PickerDepart[]): Record<string, string> {
  const titles: Record<string, string> = {};
  const walk = (nodes: readonly PickerDepart[]) => {
    for (const node of nodes) {
      titles[node.id] = node.title;
      if (node.children) walk(node.children);
    }
  };
  walk(roots);
  return titles;
}
