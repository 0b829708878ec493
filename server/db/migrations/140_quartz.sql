-- Scheduled jobs (issue 4): JeecgBoot's sys/quartzJob, run by the reference server's own scheduler
-- (server/src/jobs). Platform-wide: a job works across every tenant, so the table has no tenant_id
-- and only the platform administrator manages it.
-- job_class_name names a built-in job of the server's registry (server/src/jobs/registry.ts);
-- status uses JeecgBoot's values (dictionary quartz_status): 0 running (正常), -1 paused (停止).
CREATE TABLE quartz_job (
  id               varchar(32) PRIMARY KEY,
  job_class_name   varchar(255) NOT NULL,
  cron_expression  varchar(255) NOT NULL,
  parameter        varchar(500),
  description      varchar(500),
  status           integer NOT NULL DEFAULT -1,
  create_by        varchar(50),
  create_time      timestamptz NOT NULL DEFAULT now(),
  update_by        varchar(50),
  update_time      timestamptz,
  CONSTRAINT quartz_job_status_chk CHECK (status IN (0, -1))
);
CREATE INDEX quartz_job_status_idx ON quartz_job(status);

-- One row per finished run, scheduled or started by hand (trigger_type 'schedule' | 'manual').
-- success 1 ok, 0 failed (message says why). Rows go with their job.
CREATE TABLE quartz_job_log (
  id               varchar(32) PRIMARY KEY,
  job_id           varchar(32) NOT NULL REFERENCES quartz_job(id) ON DELETE CASCADE,
  job_class_name   varchar(255) NOT NULL,
  trigger_type     varchar(16) NOT NULL,
  start_time       timestamptz NOT NULL,
  end_time         timestamptz NOT NULL,
  duration_ms      integer NOT NULL,
  success          integer NOT NULL,
  message          varchar(2000)
);
CREATE INDEX quartz_job_log_job_idx ON quartz_job_log(job_id, start_time DESC);
CREATE INDEX quartz_job_log_time_idx ON quartz_job_log(start_time);
