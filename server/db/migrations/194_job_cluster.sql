-- Scheduled jobs on several server instances sharing one database (server/src/jobs/cluster-store.ts),
-- after Quartz's clustered JDBC JobStore: every instance runs the scheduler, each fire time of a job is
-- claimed here before it runs, so exactly one instance runs it; instances check in, and a live one
-- fails the runs of an instance that stopped checking in. On PGlite (one process) the same SQL serves.

-- One row per instance that schedules or runs jobs (Quartz's QRTZ_SCHEDULER_STATE). Each instance states
-- its own check-in cadence: it counts as lost once `recover_after_ms` pass without a check-in (database
-- time, so the hosts' clocks do not matter). A clean stop deletes the row.
CREATE TABLE quartz_scheduler_state (
  instance_id          varchar(200) PRIMARY KEY,
  host                 varchar(255) NOT NULL,
  pid                  integer NOT NULL,
  started_at           timestamptz NOT NULL DEFAULT now(),
  last_checkin         timestamptz NOT NULL DEFAULT now(),
  checkin_interval_ms  integer NOT NULL,
  recover_after_ms     integer NOT NULL
);

-- One row per fire time of a job (Quartz's QRTZ_FIRED_TRIGGERS): the primary key is the claim, so one
-- instance wins each fire time. state: 'running' (claimed, not finished), 'finished', 'skipped' (the job
-- was still running somewhere when due: recorded once for the whole cluster), 'lost' (its instance
-- stopped checking in; the run log says so). Manual runs ("执行一次") claim the instant of the click.
-- Finished rows only guard against a late claim and are swept after an hour.
CREATE TABLE quartz_fired_trigger (
  job_id        varchar(32) NOT NULL REFERENCES quartz_job(id) ON DELETE CASCADE,
  fire_time     timestamptz NOT NULL,
  instance_id   varchar(200) NOT NULL,
  trigger_type  varchar(16) NOT NULL,
  state         varchar(16) NOT NULL,
  claimed_at    timestamptz NOT NULL DEFAULT now(),
  finished_at   timestamptz,
  PRIMARY KEY (job_id, fire_time),
  CONSTRAINT quartz_fired_trigger_state_chk CHECK (state IN ('running', 'finished', 'skipped', 'lost'))
);
-- Never two runs of one job at once, anywhere in the cluster: a claim meeting this index does nothing.
CREATE UNIQUE INDEX quartz_fired_trigger_running_idx ON quartz_fired_trigger(job_id) WHERE state = 'running';
CREATE INDEX quartz_fired_trigger_instance_idx ON quartz_fired_trigger(instance_id) WHERE state = 'running';
CREATE INDEX quartz_fired_trigger_time_idx ON quartz_fired_trigger(fire_time);

-- Which instance ran each logged run, and for which fire time (null on rows written before this migration).
ALTER TABLE quartz_job_log ADD COLUMN instance_id varchar(200);
ALTER TABLE quartz_job_log ADD COLUMN fire_time timestamptz;

-- A counter every change of quartz_job moves on (as sys_grant_generation does for grants): each instance
-- reads it at every check-in and reloads its jobs when it moved, so a job added, edited, paused, resumed
-- or deleted through one instance takes effect on all of them.
CREATE TABLE quartz_job_generation (
  id     int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  value  bigint NOT NULL
);
INSERT INTO quartz_job_generation (id, value) VALUES (1, 0);

CREATE FUNCTION bump_quartz_job_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quartz_job_generation SET value = value + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;

CREATE TRIGGER quartz_job_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON quartz_job
  FOR EACH STATEMENT EXECUTE FUNCTION bump_quartz_job_generation();
