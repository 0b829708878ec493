-- Desk pages (issue 10): message templates and message records, tenant base and payment
-- configuration, and each user's notification settings. Chat, files, monitor and data-center pages
-- read existing tables (chat_message, sys_file, sys_token, sys_log, bus_order, lite_user).

-- Message templates (消息模板). template_type: 1 短信, 2 邮件, 3 系统消息, 4 微信.
CREATE TABLE sys_message_template (
  id                varchar(32) PRIMARY KEY,
  tenant_id         integer NOT NULL REFERENCES sys_tenant(id),
  template_code     varchar(50) NOT NULL,
  template_name     varchar(100) NOT NULL,
  template_type     integer NOT NULL DEFAULT 1,
  template_content  varchar(2000) NOT NULL,
  template_test_json varchar(1000),
  create_by         varchar(50),
  create_time       timestamptz NOT NULL DEFAULT now(),
  update_by         varchar(50),
  update_time       timestamptz,
  UNIQUE (tenant_id, template_code)
);

-- Messages sent (消息记录). es_send_status: 0 未发送, 1 发送成功, 2 发送失败; es_send_num counts attempts.
CREATE TABLE sys_message (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  template_code   varchar(50),
  es_type         integer NOT NULL DEFAULT 1,       -- same codes as template_type
  es_title        varchar(200) NOT NULL,
  es_content      varchar(2000) NOT NULL,
  es_receiver     varchar(200) NOT NULL,
  es_send_status  integer NOT NULL DEFAULT 0,
  es_send_num     integer NOT NULL DEFAULT 0,
  es_send_time    timestamptz,
  es_result       varchar(500),
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz
);
CREATE INDEX sys_message_tenant_idx ON sys_message(tenant_id, create_time);

-- A tenant's base configuration (one row per tenant).
CREATE TABLE bus_tenant_config (
  tenant_id            integer PRIMARY KEY REFERENCES sys_tenant(id),
  platform_name        varchar(100),
  service_phone        varchar(20),
  service_email        varchar(100),
  service_time         varchar(50),
  order_close_minutes  integer NOT NULL DEFAULT 30,    -- unpaid orders close after N minutes
  auto_receive_days    integer NOT NULL DEFAULT 7,     -- shipped orders confirm receipt after N days
  update_by            varchar(50),
  update_time          timestamptz
);

-- Payment channels of a tenant: channel 'alipay' or 'wechat'. private_key and api_key are secrets:
-- never sent back to a browser (the API says only whether they are set).
CREATE TABLE bus_tenant_pay_config (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  channel      varchar(20) NOT NULL,
  app_id       varchar(64),
  merchant_no  varchar(64),
  private_key  varchar(4000),
  api_key      varchar(200),
  notify_url   varchar(255),
  enabled      integer NOT NULL DEFAULT 0,
  update_by    varchar(50),
  update_time  timestamptz,
  UNIQUE (tenant_id, channel)
);

-- A user's notification settings (个人设置 - 新消息通知); absent row: the defaults.
CREATE TABLE sys_user_setting (
  user_id        varchar(32) PRIMARY KEY REFERENCES sys_user(id) ON DELETE CASCADE,
  notify_system  integer NOT NULL DEFAULT 1,
  notify_order   integer NOT NULL DEFAULT 1,
  notify_chat    integer NOT NULL DEFAULT 1,
  notify_email   integer NOT NULL DEFAULT 0,
  update_time    timestamptz
);
