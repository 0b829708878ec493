-- Platform and system administration (issue 3). Column names follow JeecgBoot's tables in snake_case;
-- the API speaks camelCase. Every tenant-owned table has tenant_id; shop-owned rows also shop_id.

CREATE TABLE sys_tenant (
  id            integer PRIMARY KEY,
  name          varchar(100) NOT NULL,
  tenant_model  integer NOT NULL DEFAULT 2,          -- 1 lease (rent), 2 purchase (mall); spec default 2
  status        integer NOT NULL DEFAULT 1,          -- 1 active, 0 frozen
  begin_date    timestamptz,
  end_date      timestamptz,
  domain_name   varchar(200),
  login_img     varchar(500),
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);

CREATE TABLE sys_shop (
  id                varchar(32) PRIMARY KEY,
  tenant_id         integer NOT NULL REFERENCES sys_tenant(id),
  name              varchar(100) NOT NULL,
  rent_or_purchase  integer NOT NULL DEFAULT 2,      -- 1 rent, 2 purchase, 3 both
  status            integer NOT NULL DEFAULT 1,
  create_by         varchar(50),
  create_time       timestamptz NOT NULL DEFAULT now(),
  update_by         varchar(50),
  update_time       timestamptz
);
CREATE INDEX sys_shop_tenant_idx ON sys_shop(tenant_id);

CREATE TABLE sys_channel (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  name          varchar(100) NOT NULL,
  sign_status   integer NOT NULL DEFAULT 0,          -- 0 not signed, 1 company info pending review, 2 signed
  sign_message  varchar(500),
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);
CREATE INDEX sys_channel_tenant_idx ON sys_channel(tenant_id);

CREATE TABLE sys_user (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  username        varchar(100) NOT NULL UNIQUE,
  realname        varchar(100) NOT NULL,
  password_hash   varchar(255) NOT NULL,
  avatar          varchar(500),
  birthday        date,
  sex             integer,                           -- 1 male, 2 female
  email           varchar(100),
  phone           varchar(45),
  org_code        varchar(64),
  status          integer NOT NULL DEFAULT 1,        -- 1 normal, 2 frozen
  del_flag        integer NOT NULL DEFAULT 0,
  work_no         varchar(100),
  post            varchar(200),                      -- position codes, comma-separated
  telephone       varchar(45),
  authority       integer,                           -- 1 platform admin, 3 tenant, 4 shop, 5 agent, 6 agent needing signing
  shop_id         varchar(32) REFERENCES sys_shop(id),
  channel_id      varchar(32) REFERENCES sys_channel(id),
  user_identity   integer NOT NULL DEFAULT 1,        -- 1 ordinary, 2 superior
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz
);
CREATE UNIQUE INDEX sys_user_phone_idx ON sys_user(phone) WHERE phone IS NOT NULL AND del_flag = 0;
CREATE INDEX sys_user_tenant_idx ON sys_user(tenant_id);

-- Tenants a user may work in (select-tenant after login); the user's own tenant is always one of them.
CREATE TABLE sys_user_tenant (
  user_id    varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  tenant_id  integer NOT NULL REFERENCES sys_tenant(id),
  PRIMARY KEY (user_id, tenant_id)
);

CREATE TABLE sys_third_account (
  id               varchar(32) PRIMARY KEY,
  user_id          varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  third_type       varchar(50) NOT NULL,
  third_user_uuid  varchar(200) NOT NULL,
  realname         varchar(100),
  avatar           varchar(500),
  create_time      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (third_type, third_user_uuid)
);

CREATE TABLE sys_token (
  id            varchar(64) PRIMARY KEY,
  user_id       varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  tenant_id     integer NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_seen_at  timestamptz NOT NULL DEFAULT now(),
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  ip            varchar(64),
  user_agent    varchar(300)
);
CREATE INDEX sys_token_user_idx ON sys_token(user_id);

CREATE TABLE sys_sms_code (
  id          varchar(32) PRIMARY KEY,
  mobile      varchar(45) NOT NULL,
  code        varchar(10) NOT NULL,
  mode        integer NOT NULL,                      -- 0 login, 1 register, 2 forgot password
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_sms_code_mobile_idx ON sys_sms_code(mobile, mode);

CREATE TABLE sys_role (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  role_name    varchar(200) NOT NULL,
  role_code    varchar(100) NOT NULL,
  description  varchar(255),
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz,
  UNIQUE (tenant_id, role_code)
);

CREATE TABLE sys_user_role (
  id       varchar(32) PRIMARY KEY,
  user_id  varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  role_id  varchar(32) NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
  UNIQUE (user_id, role_id)
);

-- Menus and buttons are platform-wide (as in JeecgBoot); who sees them is decided by role links.
CREATE TABLE sys_permission (
  id                    varchar(32) PRIMARY KEY,
  parent_id             varchar(32) REFERENCES sys_permission(id) ON DELETE CASCADE,
  name                  varchar(100) NOT NULL,
  url                   varchar(255),                -- route path (or external URL)
  component             varchar(255),
  component_name        varchar(100),
  redirect              varchar(255),
  menu_type             integer NOT NULL,            -- 0 top menu, 1 sub menu, 2 button
  perms                 varchar(1000),               -- button action code(s)
  perms_type            varchar(10) DEFAULT '1',     -- '1' show/hide, '2' disable
  sort_no               numeric(8, 2) NOT NULL DEFAULT 0,
  always_show           boolean NOT NULL DEFAULT false,
  icon                  varchar(100),
  is_route              boolean NOT NULL DEFAULT true,
  is_leaf               boolean NOT NULL DEFAULT true,
  keep_alive            boolean NOT NULL DEFAULT false,
  hidden                boolean NOT NULL DEFAULT false,
  hide_tab              boolean NOT NULL DEFAULT false,
  description           varchar(255),
  status                varchar(2) NOT NULL DEFAULT '1', -- buttons: '1' rule active, '0' inactive
  del_flag              integer NOT NULL DEFAULT 0,
  rule_flag             integer NOT NULL DEFAULT 0,
  internal_or_external  boolean NOT NULL DEFAULT false,
  create_by             varchar(50),
  create_time           timestamptz NOT NULL DEFAULT now(),
  update_by             varchar(50),
  update_time           timestamptz
);
CREATE INDEX sys_permission_parent_idx ON sys_permission(parent_id);

CREATE TABLE sys_role_permission (
  id             varchar(32) PRIMARY KEY,
  role_id        varchar(32) NOT NULL REFERENCES sys_role(id) ON DELETE CASCADE,
  permission_id  varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
  data_rule_ids  varchar(1000),
  UNIQUE (role_id, permission_id)
);

CREATE TABLE sys_permission_data_rule (
  id               varchar(32) PRIMARY KEY,
  permission_id    varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
  rule_name        varchar(50) NOT NULL,
  rule_column      varchar(50),
  rule_conditions  varchar(50),
  rule_value       varchar(300),
  status           varchar(3) NOT NULL DEFAULT '1',
  create_by        varchar(50),
  create_time      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_depart (
  id                varchar(32) PRIMARY KEY,
  tenant_id         integer NOT NULL REFERENCES sys_tenant(id),
  parent_id         varchar(32) REFERENCES sys_depart(id),
  depart_name       varchar(100) NOT NULL,
  depart_name_en    varchar(500),
  depart_name_abbr  varchar(500),
  depart_order      integer NOT NULL DEFAULT 0,
  description       varchar(500),
  org_category      varchar(10) NOT NULL DEFAULT '1', -- 1 company, 2 department, 3 post
  org_type          varchar(10),
  org_code          varchar(64) NOT NULL,
  mobile            varchar(32),
  fax               varchar(32),
  address           varchar(100),
  memo              varchar(500),
  status            varchar(1) NOT NULL DEFAULT '1',
  del_flag          varchar(1) NOT NULL DEFAULT '0',
  shop_id           varchar(32) REFERENCES sys_shop(id),
  create_by         varchar(50),
  create_time       timestamptz NOT NULL DEFAULT now(),
  update_by         varchar(50),
  update_time       timestamptz,
  UNIQUE (tenant_id, org_code)
);
CREATE INDEX sys_depart_parent_idx ON sys_depart(parent_id);

CREATE TABLE sys_user_depart (
  id       varchar(32) PRIMARY KEY,
  user_id  varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  dep_id   varchar(32) NOT NULL REFERENCES sys_depart(id) ON DELETE CASCADE,
  UNIQUE (user_id, dep_id)
);

CREATE TABLE sys_depart_permission (
  id             varchar(32) PRIMARY KEY,
  depart_id      varchar(32) NOT NULL REFERENCES sys_depart(id) ON DELETE CASCADE,
  permission_id  varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
  UNIQUE (depart_id, permission_id)
);

CREATE TABLE sys_depart_role (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  depart_id    varchar(32) NOT NULL REFERENCES sys_depart(id) ON DELETE CASCADE,
  role_name    varchar(200) NOT NULL,
  role_code    varchar(100) NOT NULL,
  description  varchar(255),
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (depart_id, role_code)
);

CREATE TABLE sys_depart_role_permission (
  id             varchar(32) PRIMARY KEY,
  depart_id      varchar(32) NOT NULL REFERENCES sys_depart(id) ON DELETE CASCADE,
  role_id        varchar(32) NOT NULL REFERENCES sys_depart_role(id) ON DELETE CASCADE,
  permission_id  varchar(32) NOT NULL REFERENCES sys_permission(id) ON DELETE CASCADE,
  UNIQUE (role_id, permission_id)
);

CREATE TABLE sys_depart_role_user (
  id        varchar(32) PRIMARY KEY,
  user_id   varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  drole_id  varchar(32) NOT NULL REFERENCES sys_depart_role(id) ON DELETE CASCADE,
  UNIQUE (user_id, drole_id)
);

CREATE TABLE sys_position (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  code         varchar(100) NOT NULL,
  name         varchar(100) NOT NULL,
  post_rank    varchar(2),
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz,
  UNIQUE (tenant_id, code)
);

-- Dictionaries are platform-wide: pages of every tenant share the same codes.
CREATE TABLE sys_dict (
  id           varchar(32) PRIMARY KEY,
  dict_name    varchar(100) NOT NULL,
  dict_code    varchar(100) NOT NULL UNIQUE,
  description  varchar(255),
  type         integer NOT NULL DEFAULT 0,
  del_flag     integer NOT NULL DEFAULT 0,
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz
);

CREATE TABLE sys_dict_item (
  id           varchar(32) PRIMARY KEY,
  dict_id      varchar(32) NOT NULL REFERENCES sys_dict(id) ON DELETE CASCADE,
  item_text    varchar(100) NOT NULL,
  item_value   varchar(100) NOT NULL,
  item_color   varchar(20),
  description  varchar(255),
  sort_order   integer NOT NULL DEFAULT 0,
  status       integer NOT NULL DEFAULT 1,
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz,
  UNIQUE (dict_id, item_value)
);

CREATE TABLE sys_category (
  id           varchar(36) PRIMARY KEY,
  pid          varchar(36) NOT NULL DEFAULT '0',
  name         varchar(100) NOT NULL,
  code         varchar(100) NOT NULL UNIQUE,
  has_child    varchar(3) NOT NULL DEFAULT '0',
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz
);
CREATE INDEX sys_category_pid_idx ON sys_category(pid);

CREATE TABLE sys_check_rule (
  id                varchar(32) PRIMARY KEY,
  rule_name         varchar(100) NOT NULL,
  rule_code         varchar(100) NOT NULL UNIQUE,
  rule_json         text NOT NULL,                   -- [{digits, pattern, message}]
  rule_description  varchar(200),
  create_by         varchar(50),
  create_time       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sys_announcement (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  titile        varchar(100) NOT NULL,               -- spelled so on the wire (spec)
  msg_content   text,
  msg_abstract  varchar(500),
  start_time    timestamptz,
  end_time      timestamptz,
  sender        varchar(100),
  priority      varchar(1) NOT NULL DEFAULT 'L',     -- L general, M important, H urgent
  msg_category  varchar(1) NOT NULL DEFAULT '1',     -- 1 notice, 2 system message
  msg_type      varchar(10) NOT NULL DEFAULT 'ALL',  -- ALL or USER
  user_ids      text,                                -- chosen users, comma-separated (msg_type USER)
  send_status   varchar(1) NOT NULL DEFAULT '0',     -- 0 draft, 1 published, 2 revoked
  send_time     timestamptz,
  cancel_time   timestamptz,
  bus_type      varchar(20),
  bus_id        varchar(50),
  open_type     varchar(20),                         -- url or component
  open_page     varchar(255),
  del_flag      varchar(1) NOT NULL DEFAULT '0',
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);
CREATE INDEX sys_announcement_tenant_idx ON sys_announcement(tenant_id, send_status);

CREATE TABLE sys_announcement_send (
  id          varchar(32) PRIMARY KEY,
  tenant_id   integer NOT NULL REFERENCES sys_tenant(id),
  annt_id     varchar(32) NOT NULL REFERENCES sys_announcement(id) ON DELETE CASCADE,
  user_id     varchar(32) NOT NULL REFERENCES sys_user(id) ON DELETE CASCADE,
  read_flag   varchar(1) NOT NULL DEFAULT '0',
  read_time   timestamptz,
  create_time timestamptz NOT NULL DEFAULT now(),
  UNIQUE (annt_id, user_id)
);

CREATE TABLE sys_log (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL,
  log_type        integer NOT NULL,                  -- 1 login, 2 operation
  log_content     varchar(1000),
  operate_type    integer,
  userid          varchar(32),
  username        varchar(100),
  ip              varchar(100),
  method          varchar(500),
  request_url     varchar(255),
  request_param   text,
  request_type    varchar(10),
  cost_time       integer,
  create_time     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_log_tenant_time_idx ON sys_log(tenant_id, log_type, create_time);

CREATE TABLE sys_file (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL,
  biz           varchar(100) NOT NULL,
  file_name     varchar(255) NOT NULL,
  file_path     varchar(500) NOT NULL UNIQUE,
  file_size     bigint NOT NULL,
  content_type  varchar(100),
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chat_message (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  agent_id     varchar(50) NOT NULL,                 -- tenantId, shopId or user id, by authority
  sender_id    varchar(50) NOT NULL,
  sender_name  varchar(100),
  content      text NOT NULL,
  read_flag    integer NOT NULL DEFAULT 0,
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_message_agent_idx ON chat_message(agent_id, read_flag);
