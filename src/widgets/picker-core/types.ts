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

/** One page of the users list, as the modals ask for it. */
export interface ListQuery {
  /**
   * The searched text: for users, the account (username) contains it, as JeecgBoot's picker searches
   * (docs/widgets-spec.md §2).
   */
  keyword?: string;
  pageNo: number;
  pageSize: number;
}

export interface UserPageQuery extends ListQuery {
  /** Only members of this department. */
  departId?: string;
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

/** A node of the whole department tree (`/sys/sysDepart/queryTreeList`), children included. */
export interface PickerDepartNode {
  id: string;
  key: string;
  title: string;
  departName?: string;
  children?: PickerDepartNode[];
}

export interface PickerRole {
  id: string;
  roleName: string;
  roleCode: string;
}

export type RolePageQuery = ListQuery;
