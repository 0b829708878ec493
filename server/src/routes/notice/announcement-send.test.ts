import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
let first = '';
let second = '';
let system = '';

async function as(username: string) {
  tokens[username] ??= await server.tokenFor(username);
  return tokens[username];
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT', url: string, extra = {}) {
  const response = await server.request({ method, url, token: await as(username), ...extra });
  expect(response.raw.body).not.toMatch(/"(password|password_hash|salt)"\s*:/);
  return response;
}

async function publish(body: Record<string, unknown>): Promise<string> {
  const added = await call('tenant1', 'POST', '/sys/annountCement/add', { body });
  const id = added.body.result as string;
  const released = await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id } });
  expect(released.body.success).toBe(true);
  return id;
}

interface Bell {
  anntMsgList: { id: string; readFlag: string }[];
  anntMsgTotal: number;
  sysMsgList: { id: string }[];
  sysMsgTotal: number;
}

async function bell(username: string): Promise<Bell> {
  return (await call(username, 'GET', '/sys/annountCement/listByUser')).body.result as Bell;
}

const idsOf = (b: Bell) => [...b.anntMsgList, ...b.sysMsgList].map((item) => item.id);

beforeAll(async () => {
  server = await createTestServer();
  first = await publish({ titile: '第一条', msgCategory: '1', priority: 'L' });
  second = await publish({ titile: '第二条', msgCategory: '1', priority: 'M' });
  system = await publish({ titile: '系统消息', msgCategory: '2', priority: 'H' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('the notice bell', () => {
  it('lists unread items latest first with full totals', async () => {
    const result = await bell('zhangxinyi');
    const notices = result.anntMsgList.map((item) => item.id);
    expect(notices.indexOf(second)).toBeLessThan(notices.indexOf(first));
    expect(result.sysMsgList.map((item) => item.id)).toContain(system);
    expect(result.anntMsgList.length).toBeLessThanOrEqual(10);
    const unread = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id
        JOIN sys_user u ON u.id = s.user_id
        WHERE u.username = 'zhangxinyi' AND s.read_flag = '0' AND a.send_status = '1' AND a.msg_category = '1'
          AND a.del_flag = '0' AND (a.end_time IS NULL OR a.end_time > now())`,
    );
    expect(result.anntMsgTotal).toBe(unread?.n);
  });

  it('marks read by PUT and by POST for the token’s user only', async () => {
    const put = await call('zhangxinyi', 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      body: { anntId: first },
    });
    expect(put.body.success).toBe(true);
    expect(idsOf(await bell('zhangxinyi'))).not.toContain(first);
    expect(idsOf(await bell('limingxuan'))).toContain(first);

    const post = await call('zhangxinyi', 'POST', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      body: { anntId: system },
    });
    expect(post.body.success).toBe(true);
    expect(idsOf(await bell('zhangxinyi'))).not.toContain(system);
  });

  it('cannot mark read on behalf of another user', async () => {
    const limingxuan = await server.db.one<{ id: string }>("SELECT id FROM sys_user WHERE username = 'limingxuan'");
    const response = await call('zhangxinyi', 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      body: { anntId: second, userId: limingxuan?.id },
    });
    expect(response.body.success).toBe(true);
    expect(idsOf(await bell('limingxuan'))).toContain(second);
    expect(idsOf(await bell('zhangxinyi'))).not.toContain(second);
  });

  it('gives users created after publishing the ALL announcements too', async () => {
    await server.db.query(
      `INSERT INTO sys_user (id, tenant_id, username, realname, password_hash, status, del_flag)
       VALUES ('late_user_0000000000000000000001', 1001, 'lateuser', '新同事', 'x', 1, 0)`,
    );
    await server.db.query(
      "INSERT INTO sys_user_tenant (user_id, tenant_id) VALUES ('late_user_0000000000000000000001', 1001)",
    );
    expect(idsOf(await bell('lateuser'))).toEqual(expect.arrayContaining([first, second, system]));
  });
});

describe('my announcements and read-all', () => {
  it('pages the caller’s announcements with read flags', async () => {
    const response = await call('zhangxinyi', 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', {
      query: { pageNo: 1, pageSize: 100 },
    });
    const page = response.body.result as { records: Record<string, unknown>[]; total: number; current: number };
    expect(page.current).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const read = page.records.find((record) => record.anntId === first);
    expect(read).toMatchObject({ titile: '第一条', readFlag: '1', userId: expect.any(String) });
    expect(read?.readTime).toMatch(/^\d{4}-\d{2}-\d{2} /);
    // Marked by zhangxinyi herself in the on-behalf test (the body's userId was ignored).
    const alsoRead = page.records.find((record) => record.anntId === second);
    expect(alsoRead).toMatchObject({ readFlag: '1' });

    const filtered = await call('limingxuan', 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', {
      query: { readFlag: '0', msgCategory: '2' },
    });
    const records = (filtered.body.result as { records: { readFlag: string; msgCategory: string }[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.readFlag === '0' && record.msgCategory === '2')).toBe(true);
    const titled = await call('limingxuan', 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', {
      query: { titile: '第二' },
    });
    expect((titled.body.result as { records: { anntId: string }[] }).records.map((r) => r.anntId)).toEqual([second]);
  });

  it('reads everything with readAll', async () => {
    expect((await bell('limingxuan')).anntMsgTotal).toBeGreaterThan(0);
    const response = await call('limingxuan', 'PUT', '/sys/sysAnnouncementSend/readAll');
    expect(response.body).toMatchObject({ success: true, message: '全部已读' });
    const after = await bell('limingxuan');
    expect([after.anntMsgTotal, after.sysMsgTotal]).toEqual([0, 0]);
    expect((await bell('wanglijuan')).anntMsgTotal).toBeGreaterThan(0);
  });

  it('requires a session', async () => {
    const response = await server.request({ url: '/sys/annountCement/listByUser' });
    expect(response.status).toBe(401);
    const mark = await server.request({
      method: 'PUT',
      url: '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      body: { anntId: first },
    });
    expect(mark.status).toBe(401);
  });
});
