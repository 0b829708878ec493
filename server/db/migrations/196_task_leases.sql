-- Per-user concurrency of expensive tasks (Excel imports and exports, data/excel/task-limits.ts), held
-- as one row per running task so the limit holds across every server instance on this database.
-- `scope` is the kind and the user ('import:<userId>'). A running task renews its row's expiry; a
-- crashed instance stops renewing, so its rows expire within minutes and count no more.
CREATE TABLE sys_task_lease (
  id          varchar(40) PRIMARY KEY,
  scope       varchar(200) NOT NULL,
  started_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sys_task_lease_scope_idx ON sys_task_lease(scope, expires_at);
CREATE INDEX sys_task_lease_expires_idx ON sys_task_lease(expires_at);
