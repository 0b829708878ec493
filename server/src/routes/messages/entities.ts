import { type EntityDef, f } from '../../data/entity';

/** Allowlists of the message tables: message templates and message records (tenant rows). */

export const MESSAGE_TEMPLATE_ENTITY: EntityDef = {
  table: 'sys_message_template',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    templateCode: f.string('template_code'),
    templateName: f.string('template_name'),
    templateType: f.int('template_type'),
    templateContent: f.string('template_content', { sort: false }),
    templateTestJson: f.string('template_test_json', { filter: false, sort: false }),
    ...f.audit(),
  },
};

export const MESSAGE_ENTITY: EntityDef = {
  table: 'sys_message',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    templateCode: f.string('template_code', { write: false }),
    esType: f.int('es_type', { write: false }),
    esTitle: f.string('es_title', { write: false }),
    esContent: f.string('es_content', { write: false, sort: false }),
    esReceiver: f.string('es_receiver', { write: false }),
    esSendStatus: f.int('es_send_status', { write: false }),
    esSendNum: f.int('es_send_num', { write: false }),
    esSendTime: f.datetime('es_send_time', { write: false }),
    esResult: f.string('es_result', { write: false, filter: false }),
    ...f.audit(),
  },
};
