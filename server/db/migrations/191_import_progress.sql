-- Progress of large Excel imports, polled by the import dialog (GET /sys/common/importProgress?id=).
-- Keyed by the importing user within their tenant and the random id the dialog sent as X-Import-Id;
-- written through the pool (not the import's transaction) at most every 500 ms, so any server instance
-- can answer the poll. Rows older than an hour are ignored and swept by later imports.
CREATE TABLE IF NOT EXISTS sys_import_progress (
  tenant_id    integer NOT NULL,
  user_id      varchar(32) NOT NULL,
  import_id    varchar(64) NOT NULL,
  stage        varchar(10) NOT NULL,
  done         integer NOT NULL DEFAULT 0,
  total        integer NOT NULL DEFAULT 0,
  update_time  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant_id, user_id, import_id)
);
CREATE INDEX IF NOT EXISTS sys_import_progress_time_idx ON sys_import_progress(update_time);
