import type { Page } from '../../core/http';
import { departChildren, departTitles, departTree, searchDeparts } from './depart-api';
import { rolesByIds, searchRoles } from './role-api';
import type {
  PickerDepart,
  PickerDepartNode,
  PickerRole,
  PickerUser,
  RolePageQuery,
  UserPageQuery,
  UserValueField,
} from './types';
import { searchUsers, usersByValues } from './user-api';

/**
 * Everything the pickers fetch; replace some or all through `PickerServicesProvider`, a picker's
 * `services` prop, or (table cells) the table's services.
 */
export interface PickerServices {
  searchUsers(query: UserPageQuery): Promise<Page<PickerUser>>;
  /** The users whose `field` is one of `values`, in one call. */
  usersByValues(values: readonly string[], field: UserValueField): Promise<PickerUser[]>;
  /** Children of `pid` (roots when undefined). */
  departChildren(pid: string | undefined, shopId?: string): Promise<PickerDepart[]>;
  /** Departments whose name contains `keyword` (flat list). */
  searchDeparts(keyword: string, shopId?: string): Promise<PickerDepart[]>;
  /** The whole department tree (the compact department modal). */
  departTree(shopId?: string): Promise<PickerDepartNode[]>;
  /** id -> title of the given departments, in one call. */
  departTitles(ids: readonly string[], shopId?: string): Promise<Record<string, string>>;
  searchRoles(query: RolePageQuery): Promise<Page<PickerRole>>;
  rolesByIds(ids: readonly string[]): Promise<PickerRole[]>;
}

/**
 * The pickers' calls on the core request layer (JeecgBoot paths, docs/widgets-spec.md §7,
 * docs/notes/jeecg-frontend.md §5).
 *
 * @example const page = await defaultPickerServices.searchUsers({ departId: 'd1', pageNo: 1, pageSize: 10 });
 */
export const defaultPickerServices: PickerServices = {
  searchUsers,
  usersByValues,
  departChildren,
  searchDeparts,
  departTree,
  departTitles,
  searchRoles,
  rolesByIds,
};
