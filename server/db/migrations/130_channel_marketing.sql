-- Channel and marketing area (issue 4): channel companies and signing, vest applets, mini-programs
-- (applets) and their SMS templates, coupon templates and user coupons, memberships (price rows,
-- purchases, refunds, refund config) and distribution (config rows, referral relations).
-- Cross-area references are plain ids; tenant_id always references the tenant.

-- Channel signing flow (sys_channel.sign_status): 0 not signed -> (partner submits company info) 1
-- info submitted, under review -> (tenant approves) 2 signed; a rejection goes back to 0.
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS is_default integer NOT NULL DEFAULT 0;   -- 1 the tenant's default channel
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS default_shop_id varchar(32);             -- shop its orders go to
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS info_submit_time timestamptz;
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS sign_time timestamptz;
CREATE UNIQUE INDEX IF NOT EXISTS sys_channel_default_idx ON sys_channel(tenant_id) WHERE is_default = 1;

-- The company behind a channel (the 渠道企业信息补全 form): one row per channel.
CREATE TABLE bus_channel_company (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  channel_id    varchar(32) NOT NULL UNIQUE REFERENCES sys_channel(id) ON DELETE CASCADE,
  company_name  varchar(100) NOT NULL,
  credit_code   varchar(32) NOT NULL,               -- 统一社会信用代码
  address       varchar(255) NOT NULL,
  qy_email      varchar(100) NOT NULL,
  fr_name       varchar(50) NOT NULL,               -- legal person
  id_card       varchar(32) NOT NULL,               -- legal person's ID card
  mobile        varchar(20) NOT NULL,               -- legal person's mobile
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);

-- Mini-programs of a tenant (shop_id null) or of one shop. duty_user_id: the responsible sys_user;
-- backstage_user_id: the back-office user who registered it.
CREATE TABLE bus_applet (
  id                 varchar(32) PRIMARY KEY,
  tenant_id          integer NOT NULL REFERENCES sys_tenant(id),
  shop_id            varchar(32),
  name               varchar(100) NOT NULL,
  app_id             varchar(64) NOT NULL,
  app_type           integer NOT NULL DEFAULT 1,     -- dictionary applet_type: 1 支付宝, 2 微信, 3 抖音
  logo               varchar(500),
  description        varchar(500),
  version            varchar(20),
  status             integer NOT NULL DEFAULT 0,     -- dictionary applet_status: 0 未发布 .. 3 已下线
  duty_user_id       varchar(32),
  backstage_user_id  varchar(32),
  online_time        timestamptz,
  create_by          varchar(50),
  create_time        timestamptz NOT NULL DEFAULT now(),
  update_by          varchar(50),
  update_time        timestamptz,
  UNIQUE (tenant_id, app_type, app_id)
);
CREATE INDEX bus_applet_shop_idx ON bus_applet(tenant_id, shop_id);

-- Applets a channel promotes.
CREATE TABLE bus_channel_applet (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  channel_id   varchar(32) NOT NULL REFERENCES sys_channel(id) ON DELETE CASCADE,
  applet_id    varchar(32) NOT NULL REFERENCES bus_applet(id) ON DELETE CASCADE,
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (channel_id, applet_id)
);

-- A vest (马甲) applet: a tenant applet "dressed" for one channel (own name, logo and app id).
CREATE TABLE bus_vest_applet (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  channel_id   varchar(32) NOT NULL REFERENCES sys_channel(id) ON DELETE CASCADE,
  applet_id    varchar(32) NOT NULL REFERENCES bus_applet(id) ON DELETE CASCADE,
  vest_name    varchar(100) NOT NULL,
  vest_app_id  varchar(64) NOT NULL,
  vest_logo    varchar(500),
  status       integer NOT NULL DEFAULT 1,           -- 1 enabled, 0 disabled
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz
);
CREATE INDEX bus_vest_applet_channel_idx ON bus_vest_applet(tenant_id, channel_id);

-- SMS templates of the tenant's applets (provider template codes, unique per tenant).
CREATE TABLE bus_sms_template (
  id             varchar(32) PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES sys_tenant(id),
  shop_id        varchar(32),
  applet_id      varchar(32),
  template_name  varchar(50) NOT NULL,
  template_code  varchar(50) NOT NULL,
  template_type  integer NOT NULL,                  -- dictionary sms_template_type: 1 验证码, 2 通知, 3 营销
  sign_name      varchar(20) NOT NULL,
  content        varchar(500) NOT NULL,
  status         integer NOT NULL DEFAULT 1,        -- 1 enabled, 0 disabled
  remark         varchar(255),
  create_by      varchar(50),
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_by      varchar(50),
  update_time    timestamptz,
  UNIQUE (tenant_id, template_code)
);

-- Coupon templates. coupon_type (dictionary coupon_type): 1 满减 (amount off above threshold),
-- 2 折扣 (discount, e.g. 8.5 折, optional cap max_discount), 3 无门槛 (amount off, threshold 0),
-- 4 租金抵扣 (amount off the rent above threshold). valid_type 1: fixed start/end; 2: valid_days after receipt.
CREATE TABLE bus_coupon_template (
  id                 varchar(32) PRIMARY KEY,
  tenant_id          integer NOT NULL REFERENCES sys_tenant(id),
  shop_id            varchar(32),
  name               varchar(50) NOT NULL,
  coupon_type        integer NOT NULL,
  amount             numeric(12,2) NOT NULL DEFAULT 0,
  discount           numeric(3,1),
  max_discount       numeric(12,2),
  threshold          numeric(12,2) NOT NULL DEFAULT 0,
  valid_type         integer NOT NULL DEFAULT 1,
  start_time         timestamptz,
  end_time           timestamptz,
  valid_days         integer,
  total_quantity     integer NOT NULL,
  received_quantity  integer NOT NULL DEFAULT 0,
  used_quantity      integer NOT NULL DEFAULT 0,
  per_user_limit     integer NOT NULL DEFAULT 1,
  status             integer NOT NULL DEFAULT 1,    -- 1 enabled, 0 disabled
  description        varchar(500),
  del_flag           integer NOT NULL DEFAULT 0,
  create_by          varchar(50),
  create_time        timestamptz NOT NULL DEFAULT now(),
  update_by          varchar(50),
  update_time        timestamptz
);
CREATE INDEX bus_coupon_template_tenant_idx ON bus_coupon_template(tenant_id, del_flag, create_time);

-- Coupons received by users. status: 0 unused, 1 used, 2 expired. The expiry job sets status 2 on
-- unused rows whose end_time has passed.
CREATE TABLE lite_user_coupon (
  id             varchar(32) PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES sys_tenant(id),
  shop_id        varchar(32),
  channel_id     varchar(32),
  user_id        varchar(32) NOT NULL,               -- lite_user
  user_nickname  varchar(100),
  user_phone     varchar(20),
  template_id    varchar(32) NOT NULL,
  coupon_name    varchar(50) NOT NULL,
  coupon_type    integer NOT NULL,
  amount         numeric(12,2) NOT NULL DEFAULT 0,
  discount       numeric(3,1),
  threshold      numeric(12,2) NOT NULL DEFAULT 0,
  status         integer NOT NULL DEFAULT 0,
  receive_time   timestamptz NOT NULL DEFAULT now(),
  start_time     timestamptz NOT NULL DEFAULT now(),
  end_time       timestamptz NOT NULL,
  use_time       timestamptz,
  order_no       varchar(32),
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_time    timestamptz
);
CREATE INDEX lite_user_coupon_tenant_idx ON lite_user_coupon(tenant_id, create_time);
CREATE INDEX lite_user_coupon_expiry_idx ON lite_user_coupon(status, end_time);

-- Membership price rows: one per tenant and day (30 or 365).
CREATE TABLE bus_member_price (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  day             integer NOT NULL CHECK (day IN (30, 365)),
  price           numeric(10,2) NOT NULL,
  original_price  numeric(10,2) NOT NULL,
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz,
  UNIQUE (tenant_id, day)
);

-- Memberships bought. status: 1 paid, 2 refunded.
CREATE TABLE bus_member_order (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  shop_id      varchar(32),
  channel_id   varchar(32),
  order_no     varchar(32) NOT NULL UNIQUE,
  user_id      varchar(32) NOT NULL,
  day          integer NOT NULL,
  price        numeric(10,2) NOT NULL,
  status       integer NOT NULL DEFAULT 1,
  pay_time     timestamptz NOT NULL,
  expire_time  timestamptz NOT NULL,
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bus_member_order_user_idx ON bus_member_order(tenant_id, user_id);

-- Membership refund requests. status (dictionary refund_status): 0 待审核, 1 已退款, 2 已拒绝.
CREATE TABLE bus_member_refund (
  id               varchar(32) PRIMARY KEY,
  tenant_id        integer NOT NULL REFERENCES sys_tenant(id),
  shop_id          varchar(32),
  channel_id       varchar(32),
  member_order_id  varchar(32) NOT NULL REFERENCES bus_member_order(id) ON DELETE CASCADE,
  order_no         varchar(32) NOT NULL,
  user_id          varchar(32) NOT NULL,
  user_nickname    varchar(100),
  user_phone       varchar(20),
  day              integer NOT NULL,
  pay_amount       numeric(10,2) NOT NULL,
  refund_amount    numeric(10,2) NOT NULL,
  reason           varchar(255),
  status           integer NOT NULL DEFAULT 0,
  audit_by         varchar(50),
  audit_time       timestamptz,
  audit_remark     varchar(255),
  create_time      timestamptz NOT NULL DEFAULT now(),
  update_time      timestamptz
);
CREATE INDEX bus_member_refund_tenant_idx ON bus_member_refund(tenant_id, status, create_time);

-- Refund rules of a tenant's memberships (one row per tenant).
CREATE TABLE bus_member_refund_config (
  tenant_id     integer PRIMARY KEY REFERENCES sys_tenant(id),
  allow_refund  integer NOT NULL DEFAULT 1,          -- 1 refunds accepted, 0 none
  refund_days   integer NOT NULL DEFAULT 7,          -- requests accepted within N days of payment
  refund_rate   numeric(5,2) NOT NULL DEFAULT 100,   -- percentage of the price refunded
  auto_audit    integer NOT NULL DEFAULT 0,          -- 1 approve requests automatically
  remark        varchar(255),
  update_by     varchar(50),
  update_time   timestamptz
);

-- Distribution commission: exactly four rows per tenant, type 1 (single level, leavel 1) and
-- type 2 (tiers, leavel 1..3). domestic: the commission percentage of the order amount.
CREATE TABLE bus_distribution_config (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  type         integer NOT NULL CHECK (type IN (1, 2)),
  leavel       integer NOT NULL CHECK (leavel BETWEEN 1 AND 3),
  domestic     numeric(5,2) NOT NULL DEFAULT 0 CHECK (domestic >= 0 AND domestic <= 100),
  update_by    varchar(50),
  update_time  timestamptz,
  UNIQUE (tenant_id, type, leavel)
);

-- Referral relations: user_id was brought in by parent_user_id (level 1 direct, 2 and 3 indirect).
CREATE TABLE bus_distribution_relation (
  id                varchar(32) PRIMARY KEY,
  tenant_id         integer NOT NULL REFERENCES sys_tenant(id),
  channel_id        varchar(32),
  user_id           varchar(32) NOT NULL,
  parent_user_id    varchar(32) NOT NULL,
  level             integer NOT NULL DEFAULT 1,
  commission_total  numeric(12,2) NOT NULL DEFAULT 0,
  bind_time         timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, parent_user_id)
);
CREATE INDEX bus_distribution_relation_parent_idx ON bus_distribution_relation(tenant_id, parent_user_id);
