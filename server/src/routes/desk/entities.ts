import { type EntityDef, f } from '../../data/entity';

/** Allowlists of the desk tables: message templates and message records (tenant rows). */

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

/** Uploaded files of a tenant (object storage page); written by the upload route only. */
export const FILE_ENTITY: EntityDef = {
  table: 'sys_file',
  scope: { tenant: 'tenant_id' },
  fields: {
    id: f.string('id', { write: false }),
    biz: f.string('biz', { write: false }),
    fileName: f.string('file_name', { write: false }),
    filePath: f.string('file_path', { write: false, filter: false }),
    fileSize: f.int('file_size', { write: false }),
    contentType: f.string('content_type', { write: false }),
    createBy: f.string('create_by', { write: false }),
    createTime: f.datetime('create_time', { write: false }),
  },
};
