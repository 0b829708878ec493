import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { MESSAGE_TEMPLATES, MESSAGES, STAFF_QUESTIONS, TENANT_BASE, TENANT_PAY } from './desk-data';

const HOUR = 3_600_000;
const TENANTS = [1001, 1002] as const;

async function seedMessages(db: Db, tenantId: number, now: Date): Promise<void> {
  for (const [code, name, type, content, json] of MESSAGE_TEMPLATES) {
    await db.query(
      `INSERT INTO sys_message_template (id, tenant_id, template_code, template_name, template_type, template_content,
              template_test_json, create_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'system')`,
      [newId(), tenantId, code, name, type, content, json],
    );
  }
  for (const [code, type, title, content, receiver, status, attempts, result, hoursAgo] of MESSAGES) {
    const at = new Date(now.getTime() - hoursAgo * HOUR).toISOString();
    await db.query(
      `INSERT INTO sys_message (id, tenant_id, template_code, es_type, es_title, es_content, es_receiver,
              es_send_status, es_send_num, es_send_time, es_result, create_by, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'system', $12)`,
      [
        newId(),
        tenantId,
        code,
        type,
        title,
        content,
        receiver,
        status,
        attempts,
        attempts ? at : null,
        result || null,
        at,
      ],
    );
  }
}

async function seedConfig(db: Db, tenantId: number): Promise<void> {
  const base = TENANT_BASE[tenantId];
  if (base) {
    await db.query(
      `INSERT INTO bus_tenant_config (tenant_id, platform_name, service_phone, service_email, service_time,
              order_close_minutes, auto_receive_days, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'system', now()) ON CONFLICT (tenant_id) DO NOTHING`,
      [tenantId, ...base],
    );
  }
  for (const [channel, appId, merchantNo, notifyUrl, enabled] of TENANT_PAY[tenantId] ?? []) {
    await db.query(
      `INSERT INTO bus_tenant_pay_config (id, tenant_id, channel, app_id, merchant_no, private_key, api_key,
              notify_url, enabled, update_by, update_time)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'system', now()) ON CONFLICT (tenant_id, channel) DO NOTHING`,
      [
        newId(),
        tenantId,
        channel,
        appId,
        merchantNo,
        `MIIEv-demo-${randomBytes(24).toString('base64url')}`,
        randomBytes(16).toString('hex'),
        notifyUrl,
        enabled,
      ],
    );
  }
}

/** A staff member's question to the tenant's customer service and its answer (the chat's contact side). */
async function seedStaffChat(db: Db, now: Date): Promise<void> {
  for (const [username, [question, answer]] of Object.entries(STAFF_QUESTIONS)) {
    const user = await db.one<{ id: string; realname: string; tenant_id: number }>(
      'SELECT id, realname, tenant_id FROM sys_user WHERE username = $1',
      [username],
    );
    const desk = await db.one<{ id: string; realname: string }>(
      'SELECT id, realname FROM sys_user WHERE tenant_id = $1 AND authority = 3 ORDER BY create_time LIMIT 1',
      [user?.tenant_id ?? 0],
    );
    if (!user || !desk) continue;
    const agentId = String(user.tenant_id);
    await db.query(
      `INSERT INTO chat_message (id, tenant_id, agent_id, sender_id, sender_name, content, read_flag, direction,
              customer_id, customer_name, create_time)
       VALUES ($1, $2, $3, $4, $5, $6, 1, 'in', $4, $5, $7),
              ($8, $2, $3, $9, $10, $11, 1, 'out', $4, $5, $12)`,
      [
        newId(),
        user.tenant_id,
        agentId,
        user.id,
        user.realname,
        question,
        new Date(now.getTime() - 3 * HOUR).toISOString(),
        newId(),
        desk.id,
        desk.realname,
        answer,
        new Date(now.getTime() - 2.5 * HOUR).toISOString(),
      ],
    );
  }
}

/** Demo rows of the desk pages (message templates and records, tenant configuration, a staff chat). */
export async function seedDesk(db: Db, now: Date): Promise<void> {
  for (const tenantId of TENANTS) {
    await seedMessages(db, tenantId, now);
    await seedConfig(db, tenantId);
  }
  await seedStaffChat(db, now);
}
