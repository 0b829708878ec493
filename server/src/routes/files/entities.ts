import { type EntityDef, f } from '../../data/entity';

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
