import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';

let server: TestServer;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

const FORBIDDEN_KEYS = /"(password|password_hash|salt)"\s*:/;

async function as(username: string) {
  tokens[username] ??= await server.tokenFor(username);
  return tokens[username];
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, extra = {}) {
  const response = await server.request({ method, url, token: await as(username), ...extra });
  expect(response.raw.body).not.toMatch(FORBIDDEN_KEYS);
  return response;
}

async function add(username: string, body: Record<string, unknown>): Promise<string> {
  const response = await call(username, 'POST', '/sys/annountCement/add', { body });
  expect(response.body.success, response.body.message).toBe(true);
  return response.body.result as string;
}

async function userId(username: string): Promise<string> {
  const row = await server.db.one<{ id: string }>('SELECT id FROM sys_user WHERE username = $1', [username]);
  return row?.id ?? '';
}

async function bellIds(username: string): Promise<string[]> {
  const response = await call(username, 'GET', '/sys/annountCement/listByUser');
  expect(response.body.success).toBe(true);
  const result = response.body.result as { anntMsgList: { id: string }[]; sysMsgList: { id: string }[] };
  return [...result.anntMsgList, ...result.sysMsgList].map((item) => item.id);
}

beforeAll(async () => {
  server = await createTestServer();
  ids.all = await add('tenant1', { titile: '全员通知', msgContent: '内容', priority: 'H', msgCategory: '1' });
  ids.draft = await add('tenant1', { titile: '草稿', msgContent: '草稿内容', priority: 'L', msgCategory: '2' });
  ids.other = await add('tenant2', { titile: '华南通知', msgContent: '华南', priority: 'M', msgCategory: '1' });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('announcement administration', () => {
  it('stores content exactly as given and fills the sender', async () => {
    const content = '  <img src=x onerror="alert(1)"><script>alert(2)</script>  ';
    const id = await add('tenant1', { titile: '内容原样', msgContent: content, priority: 'M', openType: 'url' });
    const response = await call('tenant1', 'GET', '/sys/annountCement/queryById', { query: { id } });
    const row = response.body.result as Record<string, unknown>;
    expect(row.msgContent).toBe(content);
    expect(row.sender).toBe('陈国华');
    expect(row.sendStatus).toBe('0');
    expect(row.priority_dictText).toBe('中');
    expect(row.tenantId).toBe(1001);
  });

  it('refuses priorities, open types and categories outside the dictionaries', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ titile: 't', priority: 'X' }, '优先级只能是 L、M 或 H'],
      [{ titile: 't', openType: 'iframe' }, '打开方式只能是 url 或 component'],
      [{ titile: 't', msgCategory: '9' }, '消息类型只能是 1（通知公告）或 2（系统消息）'],
      [{ titile: 't', msgType: 'GROUP' }, '通告对象类型只能是 ALL 或 USER'],
      [{ titile: '  ' }, '标题不能为空'],
    ];
    for (const [body, message] of cases) {
      const response = await call('tenant1', 'POST', '/sys/annountCement/add', { body });
      expect(response.body).toMatchObject({ success: false, code: 500, message });
    }
    const edit = await call('tenant1', 'PUT', '/sys/annountCement/edit', { body: { id: ids.draft, priority: 'Z' } });
    expect(edit.body.message).toBe('优先级只能是 L、M 或 H');
    const row = await server.db.one<{ priority: string }>('SELECT priority FROM sys_announcement WHERE id = $1', [
      ids.draft,
    ]);
    expect(row?.priority).toBe('L');
  });

  it('refuses javascript:, data: and vbscript: links in openPage on add and edit, and changes nothing', async () => {
    const message = '链接地址不安全：不支持 javascript:、data:、vbscript: 链接';
    const count = async () =>
      (await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_announcement'))?.n ?? -1;
    const before = await count();
    const unsafe = ['javascript:alert(1)', ' \tJavaScript:alert(1)', 'DATA:text/html,<script>x</script>', 'vbscript:x'];
    for (const openPage of unsafe) {
      const added = await call('tenant1', 'POST', '/sys/annountCement/add', {
        body: { titile: '危险链接', openType: 'url', openPage },
      });
      expect(added.body).toMatchObject({ success: false, message });
      for (const method of ['PUT', 'POST'] as const) {
        const edited = await call('tenant1', method, '/sys/annountCement/edit', {
          body: { id: ids.draft, titile: '不应保存', openType: 'url', openPage },
        });
        expect(edited.body).toMatchObject({ success: false, message });
      }
    }
    expect(await count()).toBe(before);
    const row = await server.db.one<Record<string, string | null>>(
      'SELECT titile, open_page FROM sys_announcement WHERE id = $1',
      [ids.draft],
    );
    expect(row?.titile).not.toBe('不应保存');
    expect(row?.open_page ?? '').not.toMatch(/script|data/i);

    const safe = await add('tenant1', { titile: '订单链接', openType: 'url', openPage: '/order/orderList' });
    const stored = await server.db.one<{ open_page: string }>('SELECT open_page FROM sys_announcement WHERE id = $1', [
      safe,
    ]);
    expect(stored?.open_page).toBe('/order/orderList');
  });

  it('edits by PUT and POST, and ignores send status in the body', async () => {
    const put = await call('tenant1', 'PUT', '/sys/annountCement/edit', {
      body: { id: ids.draft, titile: '草稿（改）', sendStatus: '1' },
    });
    expect(put.body.success).toBe(true);
    const post = await call('tenant1', 'POST', '/sys/annountCement/edit', {
      body: { id: ids.draft, openType: 'component' },
    });
    expect(post.body.success).toBe(true);
    const row = await server.db.one<Record<string, string>>(
      'SELECT titile, send_status, open_type FROM sys_announcement WHERE id = $1',
      [ids.draft],
    );
    expect(row).toEqual({ titile: '草稿（改）', send_status: '0', open_type: 'component' });
  });

  it('refuses the list to a user without the announcement menu, but lets them read their inbox', async () => {
    const list = await call('limingxuan', 'GET', '/sys/annountCement/list');
    expect(list.body).toMatchObject({ success: false, code: 510 });
    const draft = await call('limingxuan', 'GET', '/sys/annountCement/queryById', { query: { id: ids.draft } });
    expect(draft.body).toMatchObject({ success: false, message: '未找到对应数据' });
  });
});

describe('publishing', () => {
  it('publishes ALL to every user of the tenant and nobody else', async () => {
    const release = await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id: ids.all } });
    expect(release.body).toMatchObject({ success: true, message: '该系统通知发布成功' });
    for (const user of ['limingxuan', 'zhangxinyi', 'shop1', 'agent1'])
      expect(await bellIds(user), user).toContain(ids.all);
    for (const user of ['tenant2', 'liangweidong']) expect(await bellIds(user), user).not.toContain(ids.all);
    const frozen = await server.db.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM sys_announcement_send s JOIN sys_user u ON u.id = s.user_id
        WHERE s.annt_id = $1 AND u.username = 'gaomeiling'`,
      [ids.all],
    );
    expect(frozen?.n).toBe(0);
    const row = await call('tenant1', 'GET', '/sys/annountCement/queryById', { query: { id: ids.all } });
    expect(row.body.result).toMatchObject({ sendStatus: '1', sendTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /) });
  });

  it('shows the bell item fields and counts', async () => {
    const response = await call('zhangxinyi', 'GET', '/sys/annountCement/listByUser');
    const result = response.body.result as Record<string, unknown> & { anntMsgList: Record<string, unknown>[] };
    expect(Object.keys(result)).toEqual(['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal']);
    const item = result.anntMsgList.find((entry) => entry.id === ids.all);
    expect(item).toMatchObject({
      titile: '全员通知',
      msgContent: '内容',
      priority: 'H',
      msgCategory: '1',
      readFlag: '0',
    });
    for (const key of ['busId', 'busType', 'openType', 'openPage', 'sender', 'sendTime', 'createTime']) {
      expect(item).toHaveProperty(key);
    }
    expect(result.anntMsgTotal).toBeGreaterThanOrEqual(result.anntMsgList.length);
  });

  it('refuses to publish twice, and to revoke a draft', async () => {
    const again = await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id: ids.all } });
    expect(again.body.message).toBe('该通告已发布，请勿重复发布');
    const revokeDraft = await call('tenant1', 'GET', '/sys/annountCement/doReovkeData', { query: { id: ids.draft } });
    expect(revokeDraft.body.message).toBe('只能撤销已发布的通告');
  });

  it('publishes USER only to the chosen users of the tenant', async () => {
    const chosen = [await userId('limingxuan'), await userId('liangweidong')].join(',');
    const id = await add('tenant1', { titile: '定向通知', msgType: 'USER', userIds: `${chosen},`, msgCategory: '2' });
    await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id } });
    expect(await bellIds('limingxuan')).toContain(id);
    for (const user of ['zhangxinyi', 'liangweidong', 'tenant2']) expect(await bellIds(user), user).not.toContain(id);
    const rows = await server.db.query('SELECT user_id FROM sys_announcement_send WHERE annt_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('refuses a USER announcement whose users are all of another tenant', async () => {
    const id = await add('tenant1', { titile: '无人', msgType: 'USER', userIds: await userId('tenant2') });
    const response = await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id } });
    expect(response.body.message).toBe('请选择接收通告的用户');
  });

  it('revokes: the announcement leaves every inbox', async () => {
    const id = await add('tenant1', { titile: '将撤销', msgCategory: '1' });
    await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id } });
    expect(await bellIds('zhangxinyi')).toContain(id);
    const revoke = await call('tenant1', 'GET', '/sys/annountCement/doReovkeData', { query: { id } });
    expect(revoke.body).toMatchObject({ success: true, message: '该系统通知撤销成功' });
    expect(await bellIds('zhangxinyi')).not.toContain(id);
    const row = await server.db.one<{ send_status: string; cancel_time: Date | null }>(
      'SELECT send_status, cancel_time FROM sys_announcement WHERE id = $1',
      [id],
    );
    expect(row?.send_status).toBe('2');
    expect(row?.cancel_time).toBeInstanceOf(Date);
  });

  it('deletes softly: a deleted announcement leaves lists and inboxes', async () => {
    const id = await add('tenant1', { titile: '将删除' });
    await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id } });
    const removed = await call('tenant1', 'DELETE', '/sys/annountCement/delete', { query: { id } });
    expect(removed.body.success).toBe(true);
    expect(await bellIds('zhangxinyi')).not.toContain(id);
    const list = await call('tenant1', 'GET', '/sys/annountCement/list', { query: { pageSize: 1000 } });
    expect((list.body.result as { records: { id: string }[] }).records.map((r) => r.id)).not.toContain(id);
  });
});

describe('tenant isolation', () => {
  it('never shows or changes another tenant’s announcements', async () => {
    const list = await call('tenant2', 'GET', '/sys/annountCement/list', { query: { pageSize: 1000 } });
    const records = (list.body.result as { records: { id: string; tenantId: number }[] }).records;
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.tenantId === 1002)).toBe(true);

    const byId = await call('tenant2', 'GET', '/sys/annountCement/queryById', { query: { id: ids.draft } });
    expect(byId.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const edit = await call('tenant2', 'PUT', '/sys/annountCement/edit', { body: { id: ids.draft, titile: '篡改' } });
    expect(edit.body.success).toBe(false);
    const release = await call('tenant2', 'GET', '/sys/annountCement/doReleaseData', { query: { id: ids.draft } });
    expect(release.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const revoke = await call('tenant2', 'GET', '/sys/annountCement/doReovkeData', { query: { id: ids.all } });
    expect(revoke.body.success).toBe(false);
    const del = await call('tenant2', 'DELETE', '/sys/annountCement/delete', { query: { id: ids.draft } });
    expect(del.body.success).toBe(false);
    const batch = await call('tenant2', 'DELETE', '/sys/annountCement/deleteBatch', {
      query: { ids: `${ids.draft},${ids.all}` },
    });
    expect(batch.body.success).toBe(false);

    const rows = await server.db.query<{ titile: string; send_status: string; del_flag: string }>(
      'SELECT titile, send_status, del_flag FROM sys_announcement WHERE id = ANY($1) ORDER BY titile',
      [[ids.draft, ids.all]],
    );
    expect(rows).toEqual([
      { titile: '全员通知', send_status: '1', del_flag: '0' },
      { titile: '草稿（改）', send_status: '0', del_flag: '0' },
    ]);
  });

  it('cannot read the other tenant’s announcement through the inbox either', async () => {
    await call('tenant2', 'GET', '/sys/annountCement/doReleaseData', { query: { id: ids.other } });
    const byId = await call('limingxuan', 'GET', '/sys/annountCement/queryById', { query: { id: ids.other } });
    expect(byId.body.success).toBe(false);
    const mark = await call('limingxuan', 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
      body: { anntId: ids.other },
    });
    expect(mark.body).toMatchObject({ success: false, message: '未找到对应数据' });
    const inbox = await call('liangweidong', 'GET', '/sys/annountCement/queryById', { query: { id: ids.other } });
    expect(inbox.body.result).toMatchObject({ id: ids.other, titile: '华南通知' });
  });
});

describe('injection strings', () => {
  const attacks = ["' OR 1=1 --", '1; DROP TABLE sys_user', 'id) OR (1=1'];

  it('return errors or nothing and change nothing', async () => {
    const before = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_announcement');
    for (const attack of attacks) {
      const list = await call('tenant1', 'GET', '/sys/annountCement/list', { query: { titile: attack } });
      expect((list.body.result as { records: unknown[] } | null)?.records ?? []).toEqual([]);
      const column = await call('tenant1', 'GET', '/sys/annountCement/list', { query: { column: attack } });
      expect(column.body.success).toBe(false);
      const superQuery = encodeURIComponent(JSON.stringify([{ field: attack, rule: 'eq', val: '1' }]));
      const sq = await call('tenant1', 'GET', '/sys/annountCement/list', { query: { superQueryParams: superQuery } });
      expect(sq.body.success).toBe(false);
      const byId = await call('tenant1', 'GET', '/sys/annountCement/queryById', { query: { id: attack } });
      expect(byId.body.success).toBe(false);
      const mine = await call('zhangxinyi', 'GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', {
        query: { titile: attack },
      });
      expect((mine.body.result as { records: unknown[] }).records).toEqual([]);
      const mark = await call('zhangxinyi', 'PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', {
        body: { anntId: attack },
      });
      expect(mark.body.success).toBe(false);
      const release = await call('tenant1', 'GET', '/sys/annountCement/doReleaseData', { query: { id: attack } });
      expect(release.body.success).toBe(false);
      const del = await call('tenant1', 'DELETE', '/sys/annountCement/deleteBatch', { query: { ids: attack } });
      expect(del.body.success).toBe(false);
    }
    const after = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_announcement');
    expect(after?.n).toBe(before?.n);
    const users = await server.db.one<{ n: number }>('SELECT count(*)::int AS n FROM sys_user');
    expect(users?.n).toBeGreaterThan(10);
  });
});
