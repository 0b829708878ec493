import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userPermissions } from './jeecg-menu';
import { bare, error, type JeecgResult, ok, okText, page } from './jeecg-result';
import { CHECK_RULES, DEPARTS, DICTS, POSITIONS, ROLES, type StockUser, TENANT, USERS } from './stock-data';
import { ALL_BUTTONS, VUE2_MENU, VUE3_MENU } from './stock-menus';
import {
  allDictionaries,
  captchaImage,
  departTree,
  dictModels,
  matches,
  tableDictItems,
  userEntity,
  userRecord,
} from './stock-records';

/**
 * The JeecgBoot controllers the admin calls, answered the way JeecgBoot 3.x answers them (its
 * LoginController, SysPermissionController, SysUserController, SysRoleController, SysPositionController,
 * SysCheckRuleController, SysDepartController, SysDictController), codes 0 and 200 as each sends them.
 */

/** How an ended session is refused: JeecgBoot 3.x's JwtFilter (HTTP 401) or JeecgBoot 2.x (HTTP 500). */
export type ExpiryStyle = '401' | '500';

export interface Session {
  user: StockUser;
  expired?: ExpiryStyle;
}

export interface StockApiState {
  sessions: Map<string, Session>;
  /** checkKey -> captcha (lower case). */
  captchas: Map<string, string>;
  /** mobile -> SMS code. */
  smsCodes: Map<string, string>;
  /** `jeecg.firewall.enableLoginCaptcha`. */
  loginCaptcha: boolean;
  /**
   * SignAuthInterceptor: its answer to a request refused on the `jeecg.signUrls` (fastjson's
   * `Result.error(message)`, without the null `result`), else null.
   */
  signatureRefusal: (request: FastifyRequest) => Omit<JeecgResult<null>, 'result'> | null;
}

const CAPTCHA_CHARS = 'qwertyuiplkjhgfdsazxcvbnmQWERTYUPLKJHGFDSAZXCVBNM1234567890';

/**
 * Registers the controllers on `api` (mounted under the context path). Requests reach them only
 * past the JWT filter, so a non-anonymous route always has its session.
 */
export async function stockApi(api: FastifyInstance, state: StockApiState): Promise<void> {
  const { sessions, captchas, smsCodes, signatureRefusal } = state;
  const userOf = (request: FastifyRequest): StockUser =>
    (sessions.get(String(request.headers['x-access-token'])) as Session).user;

  /** LoginController.userInfo: a new token and the login map. */
  const signIn = (user: StockUser, request: FastifyRequest) => {
    const token = randomBytes(24).toString('hex');
    sessions.set(token, { user });
    const departs = DEPARTS.filter((depart) => depart.orgCode === user.orgCode);
    return ok(
      {
        token,
        tenantList: [TENANT],
        userInfo: userEntity(user),
        departs,
        multi_depart: departs.length > 1 ? 2 : departs.length,
        // The Vue 3 front end (header X-Version) gets no dictionaries here.
        ...(request.headers['x-version'] ? {} : { sysAllDictItems: allDictionaries() }),
      },
      '登录成功',
    );
  };

  api.get<{ Params: { key: string } }>('/sys/randomImage/:key', async (request) => {
    const code = Array.from({ length: 4 }, () => CAPTCHA_CHARS[randomInt(CAPTCHA_CHARS.length)]).join('');
    captchas.set(request.params.key, code.toLowerCase());
    return bare(captchaImage(code));
  });

  api.post<{ Body: Record<string, string | undefined> }>('/sys/login', async (request) => {
    const body = request.body ?? {};
    if (state.loginCaptcha) {
      if (body.captcha == null) return error('验证码无效');
      const expected = captchas.get(String(body.checkKey));
      if (!expected || expected !== body.captcha.toLowerCase()) return { ...error('验证码错误'), code: 412 };
    }
    const user = USERS.find((candidate) => candidate.username === body.username);
    if (!user) return error('该用户不存在，请注册');
    if (user.status === 2) return error('该用户已冻结');
    if (user.password !== body.password) return error('用户名或密码错误');
    captchas.delete(String(body.checkKey));
    return signIn(user, request);
  });

  // LoginController.sms: signed since JeecgBoot 3.7; "sent" here, the code kept for /__standin/sms.
  api.post<{ Body: { mobile?: unknown; smsmode?: unknown } }>('/sys/sms', async (request) => {
    const refusal = signatureRefusal(request);
    if (refusal) return refusal;
    const mobile = String(request.body?.mobile ?? '');
    if (!mobile) return { ...bare(null), success: false, message: '手机号不允许为空！' };
    const user = USERS.find((candidate) => candidate.phone === mobile);
    if (String(request.body?.smsmode) === '1') {
      if (user) return error(' 手机号已经注册，请直接登录！');
    } else if (!user) {
      return error('该用户不存在或未绑定手机号');
    }
    smsCodes.set(mobile, String(randomInt(100000, 1000000)));
    return bare(null);
  });

  api.post<{ Body: { mobile?: unknown; captcha?: unknown } }>('/sys/phoneLogin', async (request) => {
    const mobile = String(request.body?.mobile ?? '');
    const user = USERS.find((candidate) => candidate.phone === mobile);
    if (!user) return error('该用户不存在，请注册');
    if (!smsCodes.has(mobile) || smsCodes.get(mobile) !== String(request.body?.captcha ?? '')) {
      return error('手机验证码错误');
    }
    smsCodes.delete(mobile);
    return signIn(user, request);
  });

  api.route({
    method: ['GET', 'POST'],
    url: '/sys/logout',
    handler: async (request) => {
      const token = request.headers['x-access-token'];
      if (typeof token !== 'string' || !sessions.has(token)) return error('退出登录失败！');
      sessions.delete(token);
      return okText('退出登录成功！');
    },
  });

  api.get('/sys/permission/getUserPermissionByToken', async (request) => {
    const user = userOf(request);
    return bare(userPermissions(user.menu === 'vue3' ? VUE3_MENU : VUE2_MENU, ALL_BUTTONS));
  });

  api.get('/sys/user/getCurrentUserDeparts', async (request) => {
    const user = userOf(request);
    return bare({ list: DEPARTS.filter((depart) => depart.orgCode === user.orgCode), orgCode: user.orgCode });
  });

  api.get('/sys/annountCement/listByUser', async () =>
    ok({ anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 }),
  );

  api.get<{ Querystring: Record<string, string> }>('/sys/user/list', async (request) => {
    const { pageNo, pageSize, username, realname, sex, status, phone } = request.query;
    const rows = USERS.filter(
      (user) =>
        matches(user.username, username) &&
        matches(user.realname, realname) &&
        matches(user.sex, sex) &&
        matches(user.status, status) &&
        matches(user.phone, phone),
    ).map(userRecord);
    return bare(page(rows, pageNo, pageSize));
  });

  api.get<{ Querystring: Record<string, string> }>('/sys/role/list', async (request) => {
    const { pageNo, pageSize, roleName, roleCode } = request.query;
    const rows = ROLES.filter((role) => matches(role.roleName, roleName) && matches(role.roleCode, roleCode));
    return bare(page(rows, pageNo, pageSize));
  });

  api.delete<{ Querystring: { id?: string } }>('/sys/role/delete', async (request) => {
    const role = ROLES.find((candidate) => candidate.id === request.query.id);
    // SysRoleServiceImpl.checkAdminRoleRejectDel throws JeecgBootException: Result.error(500, message).
    if (role?.roleCode === 'admin') return error('admin角色，不允许删除！');
    return okText('删除角色成功');
  });

  api.get<{ Querystring: Record<string, string> }>('/sys/position/list', async (request) => {
    const { pageNo, pageSize, name } = request.query;
    const text = (value: string) => DICTS.position_rank?.find(([v]) => v === value)?.[1] ?? null;
    const rows = POSITIONS.filter((row) => matches(row.name, name)).map((row) => ({
      ...row,
      postRank_dictText: text(row.postRank),
    }));
    return bare(page(rows, pageNo, pageSize));
  });

  // A generated controller: `Result.ok(pageList)`, code 200.
  api.get<{ Querystring: Record<string, string> }>('/sys/checkRule/list', async (request) => {
    const { pageNo, pageSize, ruleName, ruleCode } = request.query;
    const rows = CHECK_RULES.filter((row) => matches(row.ruleName, ruleName) && matches(row.ruleCode, ruleCode));
    return ok(page(rows, pageNo, pageSize));
  });

  api.get('/sys/sysDepart/queryTreeList', async () => bare(departTree('')));

  api.get('/sys/dict/queryAllDictItems', async () => ok(allDictionaries()));

  api.get<{ Params: { code: string } }>('/sys/dict/getDictItems/:code', async (request) => {
    const refusal = signatureRefusal(request);
    if (refusal) return refusal;
    const code = decodeURIComponent(request.params.code);
    if (code.includes(',')) {
      const items = tableDictItems(code);
      return items ? bare(items) : error('字典Code格式不正确！');
    }
    return bare(dictModels(code));
  });

  // JSearchSelectTag's search: `table,text,code` filtered by `keyword`.
  api.get<{ Params: { code: string }; Querystring: Record<string, string> }>(
    '/sys/dict/loadDict/:code',
    async (request) => {
      const refusal = signatureRefusal(request);
      if (refusal) return refusal;
      const items = tableDictItems(decodeURIComponent(request.params.code));
      if (!items) return error('字典Code格式不正确！');
      const keyword = request.query.keyword ?? '';
      return bare(items.filter((item) => item.text.includes(keyword)).map(({ value, text }) => ({ value, text })));
    },
  );
}
