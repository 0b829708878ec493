import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { CHECK_RULES } from './check-rules';
import { XSS_PAYLOAD, XSS_TITLE } from './demo-announcements';
import { openSeededDb } from './seed-test-kit';

let db: Db;

beforeAll(async () => {
  db = await openSeededDb();
}, 60_000);

afterAll(async () => {
  await db?.close();
});

describe('announcements, logs and chat', () => {
  it('covers every priority, category, open type and send status', async () => {
    const rows = await db.query<{
      priority: string;
      msg_category: string;
      open_type: string | null;
      send_status: string;
      msg_type: string;
    }>('SELECT priority, msg_category, open_type, send_status, msg_type FROM sys_announcement WHERE tenant_id = 1001');
    const values = (pick: (row: (typeof rows)[number]) => string | null) => new Set(rows.map(pick));
    expect(values((row) => row.priority)).toEqual(new Set(['L', 'M', 'H']));
    expect(values((row) => row.msg_category)).toEqual(new Set(['1', '2']));
    expect(values((row) => row.open_type)).toEqual(new Set(['url', 'component', null]));
    expect(values((row) => row.send_status)).toEqual(new Set(['0', '1', '2']));
    expect(values((row) => row.msg_type)).toEqual(new Set(['ALL', 'USER']));
  });

  it('delivers published ones only, with read and unread rows, and keeps the XSS sample', async () => {
    const undelivered = await db.query(
      `SELECT s.id FROM sys_announcement_send s JOIN sys_announcement a ON a.id = s.annt_id WHERE a.send_status <> '1'`,
    );
    expect(undelivered).toEqual([]);
    const flags = await db.query<{ read_flag: string }>('SELECT DISTINCT read_flag FROM sys_announcement_send');
    expect(new Set(flags.map((row) => row.read_flag))).toEqual(new Set(['0', '1']));
    const xss = await db.query<{ msg_content: string }>('SELECT msg_content FROM sys_announcement WHERE titile = $1', [
      XSS_TITLE,
    ]);
    expect(xss.length).toBeGreaterThan(0);
    for (const row of xss) expect(row.msg_content).toContain(XSS_PAYLOAD);
    const component = await db.one<{ bus_id: string | null }>(
      `SELECT bus_id FROM sys_announcement WHERE open_type = 'component' LIMIT 1`,
    );
    expect(component?.bus_id).toBeTruthy();
  });

  it('has about 30 login logs over the last 14 days and some operation logs', async () => {
    const row = await db.one<{ logins: number; operations: number; oldest: boolean }>(
      `SELECT count(*) FILTER (WHERE log_type = 1)::int AS logins, count(*) FILTER (WHERE log_type = 2)::int AS operations,
              min(create_time) > now() - interval '14 days' AS oldest
         FROM sys_log WHERE tenant_id = 1001`,
    );
    expect(row).toEqual({ logins: 30, operations: expect.any(Number), oldest: true });
    expect(row?.operations).toBeGreaterThan(0);
  });

  it('has unread chat messages for the tenant, the shop and the agent', async () => {
    const users = await db.query<{ username: string; id: string; shop_id: string | null }>(
      `SELECT username, id, shop_id FROM sys_user WHERE username IN ('shop1', 'agent1')`,
    );
    const shopId = users.find((user) => user.username === 'shop1')?.shop_id;
    const agentId = users.find((user) => user.username === 'agent1')?.id;
    for (const agent of ['1001', shopId, agentId]) {
      const row = await db.one<{ n: number }>(
        'SELECT count(*)::int AS n FROM chat_message WHERE agent_id = $1 AND read_flag = 0',
        [agent],
      );
      expect(row?.n, String(agent)).toBeGreaterThan(0);
    }
  });
});

describe('reference data', () => {
  it('has the dictionaries with items', async () => {
    const codes = [
      'sex',
      'user_status',
      'priority',
      'msg_category',
      'send_status',
      'open_type',
      'yn',
      'valid_status',
      'tenant_model',
      'rent_or_purchase',
      'order_status',
      'order_type',
      'overdue_status',
      'stage_status',
      'sign_status',
      'authority',
      'org_category',
      'position_rank',
      'log_type',
      'operate_type',
      'menu_type',
      'perms_type',
      'coupon_type',
      'member_day',
      'member_level',
      'distribution_type',
      'audit_status',
      'complaint_status',
      'withdraw_status',
      'applet_status',
    ];
    const rows = await db.query<{ dict_code: string; n: number }>(
      `SELECT d.dict_code, count(i.id)::int AS n FROM sys_dict d LEFT JOIN sys_dict_item i ON i.dict_id = d.id
        GROUP BY d.dict_code`,
    );
    const items = new Map(rows.map((row) => [row.dict_code, row.n]));
    for (const code of codes) expect(items.get(code), code).toBeGreaterThanOrEqual(2);
    const priority = await db.query<{ item_value: string; item_text: string }>(
      `SELECT i.item_value, i.item_text FROM sys_dict_item i JOIN sys_dict d ON d.id = i.dict_id
        WHERE d.dict_code = 'priority' ORDER BY i.sort_order`,
    );
    expect(priority).toEqual([
      { item_value: 'L', item_text: '低' },
      { item_value: 'M', item_text: '中' },
      { item_value: 'H', item_text: '高' },
    ]);
  });

  it('has a category tree whose codes extend their parent code', async () => {
    const rows = await db.query<{ code: string; parent_code: string | null; has_child: string; children: number }>(
      `SELECT c.code, p.code AS parent_code, c.has_child,
              (SELECT count(*)::int FROM sys_category k WHERE k.pid = c.id) AS children
         FROM sys_category c LEFT JOIN sys_category p ON p.id = c.pid`,
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      if (row.parent_code) expect(row.code.startsWith(row.parent_code)).toBe(true);
      else expect(row.code).toMatch(/^[A-Z]\d{2}$/);
      expect(row.has_child).toBe(row.children > 0 ? '1' : '0');
    }
    expect(rows.some((row) => row.code.length === 9)).toBe(true);
  });

  it('stores check rules as [{digits, pattern, message}] with valid patterns', async () => {
    const rows = await db.query<{ rule_code: string; rule_json: string }>(
      'SELECT rule_code, rule_json FROM sys_check_rule',
    );
    expect(rows.map((row) => row.rule_code).sort()).toEqual(CHECK_RULES.map((rule) => rule.code).sort());
    for (const row of rows) {
      const parts = JSON.parse(row.rule_json) as { digits: string; pattern: string; message: string }[];
      parts.forEach((part, index) => {
        expect(part.digits === '*' ? index === parts.length - 1 : /^[1-9]\d*$/.test(part.digits)).toBe(true);
        expect(() => new RegExp(part.pattern)).not.toThrow();
        expect(part.message).toBeTruthy();
      });
    }
    const common = rows.find((row) => row.rule_code === 'common');
    expect(JSON.parse(common?.rule_json ?? '[]')[0]).toEqual({
      digits: '1',
      pattern: '^[a-z]$',
      message: '第一位只能是小写字母',
    });
  });
});
