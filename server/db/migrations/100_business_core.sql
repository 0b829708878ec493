-- Business core (issue 4): the rows every business area refers to. Areas add their own tables in
-- later migrations (110 shop and product, 120 orders and money, 130 channel and marketing).
-- References across areas are plain ids (no foreign keys), so areas can be seeded and tested apart;
-- tenant_id always references the tenant.

ALTER TABLE sys_shop ADD COLUMN IF NOT EXISTS logo varchar(500);
ALTER TABLE sys_shop ADD COLUMN IF NOT EXISTS contact_name varchar(50);
ALTER TABLE sys_shop ADD COLUMN IF NOT EXISTS contact_phone varchar(20);
ALTER TABLE sys_shop ADD COLUMN IF NOT EXISTS address varchar(255);
ALTER TABLE sys_shop ADD COLUMN IF NOT EXISTS description varchar(500);

ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS code varchar(32);
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS contact_name varchar(50);
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS contact_phone varchar(20);
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS commission_rate numeric(5,2) NOT NULL DEFAULT 0;
ALTER TABLE sys_channel ADD COLUMN IF NOT EXISTS status integer NOT NULL DEFAULT 1;     -- 1 active, 0 stopped

-- Mini-program (applet) end customers: the people who rent and buy. Owned by a tenant; the channel
-- that brought them in (if any) and the applet they use.
CREATE TABLE lite_user (
  id             varchar(32) PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES sys_tenant(id),
  shop_id        varchar(32),
  channel_id     varchar(32),
  applet_id      varchar(32),
  nickname       varchar(100),
  real_name      varchar(50),
  phone          varchar(20),
  id_card        varchar(32),                        -- stored masked (前6后4) in demo data
  sex            integer,
  avatar         varchar(500),
  is_member      integer NOT NULL DEFAULT 0,         -- 1 member
  member_expire  timestamptz,
  certified      integer NOT NULL DEFAULT 0,         -- 1 real-name verified
  status         integer NOT NULL DEFAULT 1,         -- 1 normal, 0 disabled
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_time    timestamptz
);
CREATE INDEX lite_user_tenant_idx ON lite_user(tenant_id, create_time);
CREATE INDEX lite_user_channel_idx ON lite_user(channel_id);

-- Orders, rent (order_type 1) and purchase (2). Status codes are those of the order_status
-- dictionary (server/src/seed/dict-business.ts): 1 待付款 … 13 审核拒绝.
-- overdue_flag 1 when an instalment is past due and unpaid; allocation_user_id is the staff member
-- (sys_user) the order was allocated to or claimed by.
CREATE TABLE bus_order (
  id                  varchar(32) PRIMARY KEY,
  tenant_id           integer NOT NULL REFERENCES sys_tenant(id),
  shop_id             varchar(32),
  channel_id          varchar(32),
  applet_id           varchar(32),
  order_no            varchar(32) NOT NULL UNIQUE,
  order_type          integer NOT NULL,
  status              integer NOT NULL DEFAULT 1,
  user_id             varchar(32),                   -- lite_user
  user_name           varchar(50),
  user_phone          varchar(20),
  product_id          varchar(32),
  product_name        varchar(200),
  spec_name           varchar(200),
  quantity            integer NOT NULL DEFAULT 1,
  total_amount        numeric(12,2) NOT NULL DEFAULT 0,  -- rent: total rent; purchase: price
  deposit             numeric(12,2) NOT NULL DEFAULT 0,
  paid_amount         numeric(12,2) NOT NULL DEFAULT 0,
  rent_days           integer,
  start_date          date,
  end_date            date,
  stages              integer NOT NULL DEFAULT 1,
  overdue_flag        integer NOT NULL DEFAULT 0,
  overdue_days        integer NOT NULL DEFAULT 0,
  risk_status         integer NOT NULL DEFAULT 0,    -- 0 待审, 1 通过, 2 拒绝, 3 人工复核
  allocation_user_id  varchar(32),
  allocation_time     timestamptz,
  receiver_name       varchar(50),
  receiver_phone      varchar(20),
  receiver_address    varchar(255),
  remark              varchar(500),
  create_by           varchar(50),
  create_time         timestamptz NOT NULL DEFAULT now(),
  update_by           varchar(50),
  update_time         timestamptz
);
CREATE INDEX bus_order_tenant_idx ON bus_order(tenant_id, create_time);
CREATE INDEX bus_order_shop_idx ON bus_order(shop_id);
CREATE INDEX bus_order_channel_idx ON bus_order(channel_id);

-- Instalments (stages) of an order: one row per period.
CREATE TABLE bus_order_stage (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  shop_id      varchar(32),
  channel_id   varchar(32),
  order_id     varchar(32) NOT NULL REFERENCES bus_order(id) ON DELETE CASCADE,
  stage_no     integer NOT NULL,
  due_date     date NOT NULL,
  amount       numeric(12,2) NOT NULL,
  paid_amount  numeric(12,2) NOT NULL DEFAULT 0,
  status       integer NOT NULL DEFAULT 0,           -- 0 未还, 1 已还, 2 逾期
  paid_time    timestamptz,
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_time  timestamptz,
  UNIQUE (order_id, stage_no)
);
CREATE INDEX bus_order_stage_due_idx ON bus_order_stage(tenant_id, status, due_date);
