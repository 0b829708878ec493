import type { Db } from '../../db/database';
import { newId } from '../../util/ids';
import { DEMO_TENANT_IDS } from '../constants';
import { MESSAGE_TEMPLATES, MESSAGES } from './messages-data';

const HOUR = 3_600_000;

async function seedTenantMessages(db: Db, tenantId: number, now: Date): Promise<void> {
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

/** Demo rows of the message pages: each demo tenant's message templates and sent messages. */
export async function seedMessages(db: Db, now: Date): Promise<void> {
  for (const tenantId of DEMO_TENANT_IDS) await seedTenantMessages(db, tenantId, now);
}
