import { getAction, normalizePage, type Page, unwrap } from '../../core/http';

/** A user row of the pickers (`/sys/user/queryUserComponentData`, `/sys/user/getMultiUser`). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  orgCodeTxt?: string;
  phone?: string;
}

/** Which user field a picker value holds. */
export type UserValueField = 'username' | 'id';

export interface UserPageQuery {
  /** The account (username) contains this text. */
  keyword?: string;
  /** Only members of this department. */
  departId?: string;
  pageNo: number;
  pageSize: number;
  shopId?: string;
}

/** A department node of the lazy tree (`/sys/sysDepart/queryDepartTreeSync`). */
export interface PickerDepart {
  id: string;
  title: string;
  parentId: string | null;
  isLeaf: boolean;
  shopId?: string;
}

export interface PickerRole {
  id: string;
  roleName: string;
  roleCode: string;
}

export interface RolePageQuery {
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

/** Everything the pickers fetch; replace some or all through `PickerServicesProvider` or a picker's prop. */
export interface PickerServices {
  searchUsers(query: UserPageQuery): Promise<Page<PickerUser>>;
  /** The users whose `field` is one of `values`, in one call. */
  usersByValues(values: readonly string[], field: UserValueField): Promise<PickerUser[]>;
  /** Children of `pid` (roots when undefined). */
  departChildren(pid: string | undefined, shopId?: string): Promise<PickerDepart[]>;
  /** Departments whose name contains `keyword` (flat list). */
  searchDeparts(keyword: string, shopId?: string): Promise<PickerDepart[]>;
  /** id -> title of the given departments, in one call. */
  departTitles(ids: readonly string[], shopId?: string): Promise<Record<string, string>>;
  searchRoles(query: RolePageQuery): Promise<Page<PickerRole>>;
  rolesByIds(ids: readonly string[]): Promise<PickerRole[]>;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** Reads any user row the server sends into a `PickerUser` (realname falls back to the account). */
export function asPickerUser(raw: unknown): PickerUser {
  const row = (raw ?? {}) as Record<string, unknown>;
  return {
    id: text(row.id),
    username: text(row.username),
    realname: text(row.realname) || text(row.username),
    orgCodeTxt: text(row.orgCodeTxt) || undefined,
    phone: text(row.phone) || undefined,
  };
}

function asDepart(raw: unknown): PickerDepart {
  const node = (raw ?? {}) as Record<string, unknown>;
  const id = text(node.id ?? node.key);
  return {
    id,
    title: text(node.title ?? node.departName) || id,
    parentId: node.parentId ? text(node.parentId) : null,
    isLeaf: node.isLeaf === true,
    shopId: node.shopId ? text(node.shopId) : undefined,
  };
}

function asRole(raw: unknown): PickerRole {
  const row = (raw ?? {}) as Record<string, unknown>;
  return { id: text(row.id), roleName: text(row.roleName), roleCode: text(row.roleCode) };
}

function walkTitles(nodes: unknown, into: Record<string, string>): void {
  if (!Array.isArray(nodes)) return;
  for (const raw of nodes) {
    const node = raw as Record<string, unknown>;
    const id = text(node.id ?? node.key);
    into[id] = text(node.title ?? node.departName) || id;
    walkTitles(node.children, into);
  }
}

/** Bare array (getMultiUser) or an envelope around an array or a page. */
function rowsOf(answer: unknown): unknown[] {
  if (Array.isArray(answer)) return answer;
  const result = (answer as { result?: unknown } | null)?.result;
  if (Array.isArray(result)) return result;
  return normalizePage<unknown>(result).records;
}

async function allRoles(): Promise<PickerRole[]> {
  const result = unwrap(await getAction<unknown[]>('/sys/role/queryall'));
  return Array.isArray(result) ? result.map(asRole) : [];
}

/**
 * The pickers' calls on the core request layer (JeecgBoot paths, docs/widgets-spec.md §7,
 * docs/notes/jeecg-frontend.md §5).
 *
 * @example const page = await defaultPickerServices.searchUsers({ departId: 'd1', pageNo: 1, pageSize: 10 });
 */
export const defaultPickerServices: PickerServices = {
  async searchUsers(query) {
    const params: Record<string, unknown> = { pageNo: query.pageNo, pageSize: query.pageSize };
    if (query.keyword?.trim()) params.username = query.keyword.trim();
    if (query.departId) params.departId = query.departId;
    if (query.shopId) params.shopId = query.shopId;
    const page = normalizePage<unknown>(unwrap(await getAction('/sys/user/queryUserComponentData', params)));
    return { ...page, records: page.records.map(asPickerUser) };
  },

  async usersByValues(values, field) {
    if (values.length === 0) return [];
    // getMultiUser answers a bare array; the trailing comma keeps JeecgBoot's IN semantics for one name.
    const answer =
      field === 'username'
        ? await getAction<unknown>('/sys/user/getMultiUser', { username: `${values.join(',')},` })
        : await getAction<unknown>('/sys/user/list', { id: `${values.join(',')},`, pageSize: values.length });
    return rowsOf(answer).map(asPickerUser);
  },

  async departChildren(pid, shopId) {
    const params: Record<string, unknown> = {};
    if (pid) params.pid = pid;
    if (shopId) params.shopId = shopId;
    const result = unwrap(await getAction<unknown[]>('/sys/sysDepart/queryDepartTreeSync', params));
    return Array.isArray(result) ? result.map(asDepart) : [];
  },

  async searchDeparts(keyword, shopId) {
    const result = unwrap(await getAction<unknown[]>('/sys/sysDepart/searchBy', { keyWord: keyword }));
    const found = Array.isArray(result) ? result.map(asDepart) : [];
    return shopId ? found.filter((depart) => depart.shopId === shopId) : found;
  },

  async departTitles(ids, shopId) {
    if (ids.length === 0) return {};
    const titles: Record<string, string> = {};
    walkTitles(unwrap(await getAction<unknown[]>('/sys/sysDepart/queryTreeList', shopId ? { shopId } : {})), titles);
    return titles;
  },

  async searchRoles(query) {
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const matching = (await allRoles()).filter(
      (role) =>
        !keyword || role.roleName.toLowerCase().includes(keyword) || role.roleCode.toLowerCase().includes(keyword),
    );
    const start = (query.pageNo - 1) * query.pageSize;
    return {
      records: matching.slice(start, start + query.pageSize),
      total: matching.length,
      current: query.pageNo,
      size: query.pageSize,
    };
  },

  async rolesByIds(ids) {
    const wanted = new Set(ids);
    return (await allRoles()).filter((role) => wanted.has(role.id));
  },
};
