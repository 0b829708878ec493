import { getAction, type Page, unwrap } from '../../core/http';
import { asRole } from './parse';
import type { PickerRole, RolePageQuery } from './types';

async function allRoles(): Promise<PickerRole[]> {
  const result = unwrap(await getAction<unknown[]>('/sys/role/queryall'));
  return Array.isArray(result) ? result.map(asRole) : [];
}

/**
 * A page of the roles whose name or code contains `keyword` (all roles read, paged here).
 *
 * @example const page = await searchRoles({ keyword: 'admin', pageNo: 1, pageSize: 10 });
 */
export async function searchRoles(query: RolePageQuery): Promise<Page<PickerRole>> {
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
}

/**
 * The roles of the given ids.
 *
 * @example const [role] = await rolesByIds(['r1']);
 */
export async function rolesByIds(ids: readonly string[]): Promise<PickerRole[]> {
  const wanted = new Set(ids);
  return (await allRoles()).filter((role) => wanted.has(role.id));
}
