/**
 * Every storage key of the spec (docs/business-spec.md §3) in one place. The names follow JeecgBoot's
 * front end so an operator's existing browser sessions and tools keep reading them.
 */
export const StorageKeys = {
  accessToken: 'Access-Token',
  tenantId: 'TENANT_ID',
  userInfo: 'Login_Userinfo',
  tenantModel: 'TENANT_MODEL',
  tenantName: 'TENANT_NAME',
  loginUsername: 'Login_Username',
  /** The encrypted login network IP (`a-sdfgh-ssjg`). */
  encryptedString: 'ENCRYPTED_STRING',
  /** Session storage: the user's button permissions (`auth`). */
  userButtonAuth: 'LOGIN_USER_BUTTON_AUTH',
  /** Session storage: every button permission defined (`allAuth`). */
  sysButtonAuth: 'SYS_BUTTON_AUTH',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  layoutSettings: 'LAYOUT_SETTINGS',
  casLogin: 'CAS_LOGIN',
  welcomeText: 'WELCOME_TEXT',
} as const;

export type StorageKey = (typeof StorageKeys)[keyof typeof StorageKeys];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Lifetimes of docs/business-spec.md §9. */
export const StorageTtl = {
  /** Login data, user info, dictionaries, tenant model: 7 days. */
  week: 7 * DAY_MS,
  /** CAS login: 1 day. */
  casLogin: DAY_MS,
} as const;
