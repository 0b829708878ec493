-- Session area (issue 3): service-provider authorizations handed over on the login URL
-- (app_auth_code, app_id, source -> POST /sys/serviceProvider). One row per hand-over, kept as history.
CREATE TABLE sys_service_provider_auth (
  id             varchar(32) PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES sys_tenant(id),
  user_id        varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  app_id         varchar(100) NOT NULL,
  source         varchar(50) NOT NULL,
  app_auth_code  varchar(200) NOT NULL,
  create_by      varchar(50),
  create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_service_provider_auth_tenant_idx ON sys_service_provider_auth(tenant_id, app_id);
