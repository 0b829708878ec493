import { expect, type Locator, type Page, test } from '@playwright/test';
import { jeecgSign } from '../../src/core/http/signing';
import { ListPageObject } from '../e2e/support/list-page';
import { JEECG_DEFAULT_SIGNATURE_SECRET } from '../jeecg-standin/jeecg-sign';
import { API, clearLog, jeecgLogin, requestLog } from './support';

/** The dictionary cache the login answer filled (7 days), gone as after its expiry. */
async function forgetDictionaries(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.removeItem('pro__UI_CACHE_DB_DICT_DATA'));
}

async function openDeparts(page: Page): Promise<ListPageObject> {
  const departs = new ListPageObject(page);
  await departs.open('/system/depart');
  return departs;
}

/** The 机构类型 cell of the top department (北京国炬信息技术有限公司, orgCategory "1"). */
async function categoryOfA01(departs: ListPageObject): Promise<Locator> {
  const headers = await departs.columnHeaders().allTextContents();
  const index = headers.findIndex((text) => text.includes('机构类型'));
  expect(index).toBeGreaterThan(0);
  return departs.row('A01').first().locator('td').nth(index);
}

test('dictionary labels come from the signed getDictItems when the login cache is gone', async ({ page, request }) => {
  await jeecgLogin(page, 'admin');
  await forgetDictionaries(page);
  await clearLog(request);
  await page.reload();
  const departs = await openDeparts(page);
  await expect(await categoryOfA01(departs)).toHaveText('公司');
  const dictCalls = (await requestLog(request)).filter((entry) => entry.path.startsWith('/sys/dict/getDictItems/'));
  expect(dictCalls.map((entry) => entry.path)).toContain('/sys/dict/getDictItems/org_category');
  // JeecgBoot's interceptor let every one through: code 0 with the items, no Sign签名校验失败.
  expect(dictCalls.every((entry) => entry.code === 0)).toBe(true);
});

test('an admin configured with another secret is refused, and shows the raw values', async ({ page, request }) => {
  await page.route('**/config.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.__APP_CONFIG__ = ${JSON.stringify({ apiBaseUrl: API, jeecgSignSecret: 'not-the-secret' })};`,
    }),
  );
  await jeecgLogin(page, 'admin');
  await forgetDictionaries(page);
  await clearLog(request);
  await page.reload();
  const departs = await openDeparts(page);
  await expect(departs.row('A01').first()).toContainText('北京国炬信息技术有限公司');
  await expect
    .poll(async () => (await requestLog(request)).find((entry) => entry.path === '/sys/dict/getDictItems/org_category'))
    .toMatchObject({ code: 500, message: 'Sign签名校验失败！' });
  await expect(await categoryOfA01(departs)).toHaveText('1');
  // JeecgBoot's refusal reaches the user as it is.
  await expect(page.getByText('Sign签名校验失败！').first()).toBeVisible();
});

test('the stand-in checks X-Sign as JeecgBoot does: the admin signature passes, a wrong one does not', async ({
  request,
}) => {
  const login = async () => {
    // The captcha check of /sys/login is the stand-in's only obstacle here: fetch one and answer it.
    await request.get(`${API}/sys/randomImage/api-test`);
    const { code } = (await (await request.get('/__standin/captcha/api-test')).json()) as { code: string };
    const answer = await request.post(`${API}/sys/login`, {
      data: { username: 'admin', password: '123456', captcha: code, checkKey: 'api-test' },
    });
    return ((await answer.json()) as { result: { token: string } }).result.token;
  };
  const token = await login();
  const get = async (
    path: string,
    sign: string,
    timestamp = String(Date.now()),
    params: Record<string, string | number> = {},
  ) => {
    const response = await request.get(`${API}${path}`, {
      headers: { 'X-Access-Token': token, 'X-Sign': sign, 'X-TIMESTAMP': timestamp },
      params,
    });
    return (await response.json()) as { success: boolean; code: number; message: string; result: unknown };
  };
  const secret = JEECG_DEFAULT_SIGNATURE_SECRET;

  const plain = '/sys/dict/getDictItems/sex';
  expect(await get(plain, jeecgSign(plain, {}, secret))).toMatchObject({
    success: true,
    code: 0,
    result: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  });
  expect(await get(plain, jeecgSign(plain, {}, 'dd05f1c54d63749eda95f9fa6d49v442b'))).toMatchObject({
    success: false,
    code: 500,
    message: 'Sign签名校验失败！',
  });
  expect(await get(plain, '')).toMatchObject({ success: false, message: 'Sign签名校验失败！' });
  const sixMinutesAgo = String(Date.now() - 6 * 60 * 1000);
  expect(await get(plain, jeecgSign(plain, {}, secret), sixMinutesAgo)).toMatchObject({
    success: false,
    message: '签名验证失败，请求时效性验证失败！',
  });

  // A table dictionary: its last path segment (commas kept, as the admin sends it) is signed as `x-path-variable`.
  const table = '/sys/dict/getDictItems/sys_user,realname,username';
  expect(await get(table, jeecgSign(table, {}, secret))).toMatchObject({ success: true, code: 0 });
  const swapped = '/sys/dict/getDictItems/sys_user,username,realname';
  expect(await get(table, jeecgSign(swapped, {}, secret))).toMatchObject({ message: 'Sign签名校验失败！' });

  // Query parameters are signed as the admin's request layer passes them (raw, `_t` left out) and
  // checked on the URL JeecgBoot decodes: a Chinese keyword must survive the round trip.
  const search = '/sys/dict/loadDict/sys_user,realname,username';
  const params = { keyword: '张', pageSize: 10, _t: Date.now() };
  expect(await get(search, jeecgSign(search, params, secret), undefined, params)).toMatchObject({
    success: true,
    result: [{ value: 'zhagnxiao', text: '张小红' }],
  });
  expect(await get(search, jeecgSign(search, { ...params, keyword: '李' }, secret), undefined, params)).toMatchObject({
    message: 'Sign签名校验失败！',
  });
});
