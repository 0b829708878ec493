import { type EntityDef, type FieldDef, f } from '../../data/entity';
import { type ScopeColumns, SHOP_ROW } from '../../data/scope';

/**
 * Allowlists of the organisation tables. `password_hash` is in none of them, so no list, filter,
 * sort or write can ever reach it.
 */

/**
 * Users: tenant-owned; a shop user sees only their shop's users, a channel partner only their channel's.
 * `status` changes only through frozenBatch, `org_code` only through add and selectDepart.
 */
export const USER_ENTITY: EntityDef = {
  table: 'sys_user',
  scope: { tenant: 'tenant_id', shop: 'shop_id', channel: 'channel_id' },
  softDelete: { column: 'del_flag', deleted: 1, alive: 0 },
  fields: {
    id: f.string('id', { write: false }),
    username: f.string('username'),
    realname: f.string('realname'),
    avatar: f.string('avatar'),
    birthday: f.date('birthday'),
    sex: f.int('sex', { dict: 'sex' }),
    email: f.string('email'),
    phone: f.string('phone'),
    orgCode: f.string('org_code', { write: false }),
    status: f.int('status', { dict: 'user_status', write: false }),
    workNo: f.string('work_no'),
    post: f.string('post'),
    telephone: f.string('telephone'),
    authority: f.int('authority', { dict: 'authority' }),
    shopId: f.string('shop_id'),
    channelId: f.string('channel_id'),
    userIdentity: f.int('user_identity', { dict: 'user_identity' }),
    ...f.audit(),
  },
};

/** The user picker's narrower view (queryUserComponentData, queryUserByDepId, getMultiUser). */
export const USER_PICK_ENTITY: EntityDef = {
  ...USER_ENTITY,
  fields: {
    id: f.string('id', { write: false }),
    username: f.string('username'),
    realname: f.string('realname'),
    avatar: f.string('avatar'),
    sex: f.int('sex', { dict: 'sex' }),
    phone: f.string('phone'),
    email: f.string('email'),
    birthday: f.date('birthday'),
    orgCode: f.string('org_code'),
    status: f.int('status', { dict: 'user_status' }),
    workNo: f.string('work_no'),
    post: f.string('post'),
    createTime: f.datetime('create_time'),
  },
};

/**
 * A read-only view of back-office accounts for another area's lists: live sys_user rows owned as
 * `scope` says, id, username, realname and phone, then the `more` fields (never a secret column).
 *
 * @example accountView(CHANNEL_OWNED, { email: f.string('email', { write: false }) })
 */
export function accountView(scope: ScopeColumns, more: Record<string, FieldDef>): EntityDef {
  return {
    table: 'sys_user',
    scope,
    softDelete: USER_ENTITY.softDelete,
    fields: {
      id: f.string('id', { write: false }),
      username: f.string('username', { write: false }),
      realname: f.string('realname', { write: false }),
      phone: f.string('phone', { write: false }),
      ...more,
    },
  };
}

/** Roles: one set per tenant, role_code unique within the tenant. */
export const ROLE_ENTITY: EntityDef = {
  table: 'sys_role',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    roleName: f.string('role_name'),
    roleCode: f.string('role_code'),
    description: f.string('description'),
    ...f.audit(),
  },
};

/**
 * Departments: tenant-owned; a shop user (authority 4) sees only departments whose shop_id is
 * their shop — the tenant's own departments (shop_id null) are the tenant's organisation, not theirs.
 */
export const DEPART_ENTITY: EntityDef = {
  table: 'sys_depart',
  scope: { tenant: 'tenant_id', shop: 'shop_id' },
  defaultSort: { field: 'departOrder', order: 'asc' },
  fields: {
    id: f.string('id', { write: false }),
    parentId: f.string('parent_id'),
    departName: f.string('depart_name'),
    departNameEn: f.string('depart_name_en'),
    departNameAbbr: f.string('depart_name_abbr'),
    departOrder: f.int('depart_order'),
    description: f.string('description'),
    orgCategory: f.string('org_category', { dict: 'org_category' }),
    orgType: f.string('org_type'),
    orgCode: f.string('org_code', { write: false }),
    mobile: f.string('mobile'),
    fax: f.string('fax'),
    address: f.string('address'),
    memo: f.string('memo'),
    status: f.string('status', { dict: 'depart_status' }),
    shopId: f.string('shop_id'),
    ...f.audit(),
  },
};

/** Roles inside a department (sys_depart_role has no update columns). */
export const DEPART_ROLE_ENTITY: EntityDef = {
  table: 'sys_depart_role',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    departId: f.string('depart_id'),
    roleName: f.string('role_name'),
    roleCode: f.string('role_code'),
    description: f.string('description'),
    createBy: f.string('create_by', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};

/** Positions (职务): code unique per tenant. `rank` mirrors `postRank` for clients that read the spec's name. */
export const POSITION_ENTITY: EntityDef = {
  table: 'sys_position',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    code: f.string('code'),
    name: f.string('name'),
    postRank: f.string('post_rank', { dict: 'position_rank' }),
    rank: f.string('post_rank', { write: false, filter: false, sort: false }),
    ...f.audit(),
  },
};

/** Tenants: platform-wide rows, managed by the platform administrator only. */
export const TENANT_ENTITY: EntityDef = {
  table: 'sys_tenant',
  scope: {},
  fields: {
    id: f.int('id', { write: false }),
    name: f.string('name'),
    tenantModel: f.int('tenant_model', { dict: 'tenant_model' }),
    status: f.int('status', { dict: 'tenant_status' }),
    beginDate: f.datetime('begin_date'),
    endDate: f.datetime('end_date'),
    domainName: f.string('domain_name'),
    loginImg: f.string('login_img'),
    ...f.audit(),
  },
};

/** Shops, scoped so that a shop user sees exactly their own shop (its id is the shop column). */
export const SHOP_ENTITY: EntityDef = {
  table: 'sys_shop',
  scope: SHOP_ROW,
  fields: {
    id: f.string('id', { write: false }),
    name: f.string('name'),
    rentOrPurchase: f.int('rent_or_purchase', { dict: 'rent_or_purchase' }),
    status: f.int('status'),
    tenantId: f.int('tenant_id', { write: false }),
    ...f.audit(),
  },
};

/** Login and operation logs; request parameters are left out (they may carry what users typed). */
export const LOG_ENTITY: EntityDef = {
  table: 'sys_log',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    logType: f.int('log_type', { dict: 'log_type' }),
    logContent: f.string('log_content'),
    operateType: f.int('operate_type', { dict: 'operate_type' }),
    userid: f.string('userid'),
    username: f.string('username'),
    ip: f.string('ip'),
    method: f.string('method'),
    requestUrl: f.string('request_url'),
    requestType: f.string('request_type'),
    costTime: f.int('cost_time'),
    createTime: f.datetime('create_time', { write: false }),
  },
};
