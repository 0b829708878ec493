-- Messages between server instances sharing this database (server/src/realtime/cluster-bus.ts). They
-- travel by NOTIFY; one too large for NOTIFY's 8,000-byte payload is stored here and its id is sent
-- instead. Rows are read by the other instances within moments and swept after a minute.
CREATE TABLE IF NOT EXISTS sys_bus_message (
  id           bigserial PRIMARY KEY,
  payload      text NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS sys_bus_message_time_idx ON sys_bus_message(create_time);
