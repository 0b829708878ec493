/** Tenant ids arrive as numbers from most back ends, as strings from some; both are kept as sent. */
export type TenantId = number | string;

/** The role block the spec adds to the user: tenant scoping uses `sysRole.tenantId`. */
export interface SysRole {
  tenantId?: TenantId | null;
  shopId?: string | number | null;
  [key: string]: unknown;
}

/** The logged-in user as the server sends it (without password or salt), stored locally. */
export interface LoginUserInfo {
  id: string;
  username: string;
  realname?: string;
  avatar?: string;
  orgCode?: string;
  /** 3 tenant, 4 shop, 5/6 channel partner (see `Authority`); may come as a numeric string. */
  authority?: number | string | null;
  sysRole?: SysRole | null;
  shopId?: string | number | null;
  /** JeecgBoot 3.x's current tenant, used when `sysRole.tenantId` is absent. */
  loginTenantId?: TenantId | null;
  sex?: number | string;
  phone?: string;
  email?: string;
  status?: number | string;
  [key: string]: unknown;
}

/** A department row (login result, current-user departments). */
export interface Department {
  id: string;
  orgCode: string;
  departName: string;
  [key: string]: unknown;
}

export interface TenantOption {
  id: TenantId;
  name: string;
}

/** `result` of /sys/login, /sys/phoneLogin and the other login calls (docs/contract.md "Login"). */
export interface LoginResult {
  token: string;
  userInfo: LoginUserInfo;
  departs?: Department[];
  /** 0 no department, 1 one, 2 several (the host then asks the user to pick one). */
  multi_depart?: number;
  tenantList?: TenantOption[];
  /** dictCode -> items; JeecgBoot omits it when the request carries `X-Version`. */
  sysAllDictItems?: Record<string, unknown[]>;
  [key: string]: unknown;
}

/** Account login form. Extra fields (e.g. a slider proof) go to the server as they are. */
export interface LoginParams {
  username: string;
  password: string;
  captcha?: string;
  /** The key the captcha image was fetched with (`/sys/randomImage/{checkKey}`). */
  checkKey?: string | number;
  [key: string]: unknown;
}

export interface PhoneLoginParams {
  mobile: string;
  /** The SMS code. */
  captcha: string;
  [key: string]: unknown;
}

/** Query of the login URL that hands the user over from a service provider. */
export interface ServiceProviderParams {
  app_auth_code: string;
  app_id: string;
  source: string;
}
