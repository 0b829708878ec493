-- Throttle state shared by every server instance on this database (auth/shared-counters.ts,
-- auth/one-time-values.ts), so a guesser gains nothing by spreading attempts over the instances behind a
-- load balancer, and a check issued by one instance can be answered through another.
-- Counters: login and password-reset back-off (per account, per IP, per account and IP, the IPs an
-- account signed in from) and the SMS send limits. Keys are namespaced text ('login:ip:10.0.0.1').
CREATE TABLE sys_shared_counter (
  key         varchar(200) PRIMARY KEY,
  hits        integer NOT NULL,
  first_at    timestamptz NOT NULL,
  last_at     timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sys_shared_counter_expires_idx ON sys_shared_counter(expires_at);

-- Single-use values: captcha codes, slider challenges and proofs, OAuth2 states, third-party login
-- tickets. The key is the scope and a SHA-256 of the handle the browser holds, so a copy of the table
-- redeems nothing. Taking one is a DELETE … RETURNING: of two instances asked at once, one gets it.
CREATE TABLE sys_one_time_value (
  key         varchar(100) PRIMARY KEY,
  value       jsonb NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sys_one_time_value_expires_idx ON sys_one_time_value(expires_at);
-- Expired rows of both tables are ignored on read and swept in small batches by later writes.
