/** Records of the stock data set as JeecgBoot's controllers write them (Jackson, DictAspect). */

import { DEPARTS, DICTS, type StockUser, TENANT, USERS } from './stock-data';

/** The captcha image JeecgBoot's RandImageUtil draws, as an SVG data URL (the admin only shows it). */
export function captchaImage(code: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="105" height="35"><rect width="105" height="35" fill="#eef"/><text x="12" y="25" font-size="22" font-family="monospace" fill="#334">${code}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** sys_user as Jackson writes it (no password or salt: JeecgBoot's entity hides them). */
export function userEntity(user: StockUser) {
  const { password: _password, roleCodes: _roles, menu: _menu, ...fields } = user;
  return {
    ...fields,
    loginTenantId: TENANT.id,
    relTenantIds: String(TENANT.id),
    departIds: null,
    post: null,
    telephone: null,
    activitiSync: 1,
    userIdentity: 1,
    izBindThird: false,
  };
}

/** A sys_user list record: DictAspect adds the `_dictText` of the entity's @Dict fields. */
export function userRecord(user: StockUser) {
  const text = (code: string, value: number) => DICTS[code]?.find(([v]) => v === String(value))?.[1] ?? null;
  return {
    ...userEntity(user),
    sex_dictText: text('sex', user.sex),
    status_dictText: text('user_status', user.status),
  };
}

/** DictModel items of a plain dictionary (`title` and `label` mirror `text`). */
export function dictModels(code: string) {
  return (DICTS[code] ?? []).map(([value, text]) => ({ value, text, color: null, title: text, label: text }));
}

/** SysDepartTreeModel nodes: `key`/`value` = id, `title` = departName, children when present. */
export function departTree(parentId: string): Record<string, unknown>[] {
  return DEPARTS.filter((depart) => depart.parentId === parentId).map((depart) => {
    const children = departTree(depart.id);
    return {
      key: depart.id,
      value: depart.id,
      title: depart.departName,
      isLeaf: children.length === 0,
      ...depart,
      departNameAbbr: null,
      fax: null,
      memo: null,
      delFlag: '0',
      createBy: 'admin',
      createTime: '2019-02-11 14:21:51',
      ...(children.length ? { children } : {}),
    };
  });
}

/** QueryGenerator's reading of a plain query value: `*x*` like, otherwise equal. */
export function matches(actual: unknown, wanted: unknown): boolean {
  if (wanted === undefined || wanted === '') return true;
  const value = String(wanted);
  const text = String(actual ?? '');
  if (value.startsWith('*') && value.endsWith('*')) return text.includes(value.slice(1, -1));
  if (value.endsWith('*')) return text.startsWith(value.slice(0, -1));
  if (value.startsWith('*')) return text.endsWith(value.slice(1));
  return text === value;
}

/** Every dictionary as `queryAllDictItems` and the login's `sysAllDictItems` give them. */
export function allDictionaries() {
  return Object.fromEntries(Object.keys(DICTS).map((code) => [code, dictModels(code)]));
}

/** Items of a `table,text,code` dictionary (sys_user only), or null for another table. */
export function tableDictItems(code: string) {
  const [table, text, value] = code.split(',');
  if (table !== 'sys_user' || !text || !value) return null;
  return USERS.map((user) => {
    const label = String(user[text as keyof StockUser] ?? '');
    return { value: String(user[value as keyof StockUser] ?? ''), text: label, title: label, label };
  });
}
