import { type EntityDef, f } from '../../data/entity';

/** quartz_job: platform-wide (no owner columns), managed by the platform administrator only. */
export const QUARTZ_JOB_ENTITY: EntityDef = {
  table: 'quartz_job',
  scope: {},
  fields: {
    id: f.string('id', { write: false }),
    jobClassName: f.string('job_class_name'),
    cronExpression: f.string('cron_expression'),
    parameter: f.string('parameter'),
    description: f.string('description'),
    status: f.int('status', { dict: 'quartz_status' }),
    ...f.audit(),
  },
  audit: true,
};

/** quartz_job_log: written by the scheduler only, read by the job page. */
export const QUARTZ_JOB_LOG_ENTITY: EntityDef = {
  table: 'quartz_job_log',
  scope: {},
  fields: {
    id: f.string('id', { write: false }),
    jobId: f.string('job_id', { write: false }),
    jobClassName: f.string('job_class_name', { write: false }),
    triggerType: f.string('trigger_type', { write: false }),
    startTime: f.datetime('start_time', { write: false }),
    endTime: f.datetime('end_time', { write: false }),
    durationMs: f.int('duration_ms', { write: false }),
    success: f.int('success', { write: false }),
    message: f.string('message', { write: false }),
    // Which server instance ran it and for which fire time (null for runs logged before 194_job_cluster.sql).
    instanceId: f.string('instance_id', { write: false }),
    fireTime: f.datetime('fire_time', { write: false }),
  },
  defaultSort: { field: 'startTime', order: 'desc' },
};
