-- Orders and money (issue 4): order fulfilment and review columns, instalment waivers, the order
-- action log, shop accounts, fund flow and withdrawals, merchant settlement (onboarding
-- applications), merchant tickets, service-center complaints, and the read views behind the order
-- and instalment lists. Status codes follow the seeded dictionaries (order_status, stage_status,
-- overdue_status, withdraw_status, fund_flow_type, settle_cycle, settlement_status, ticket_status,
-- complaint_status); bus_order.risk_status keeps 100_business_core's codes (0 待审, 1 通过,
-- 2 拒绝, 3 人工复核).

ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS pay_time timestamptz;
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS logistics_company varchar(50);
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS logistics_no varchar(64);
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS ship_time timestamptz;
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS receive_time timestamptz;
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS return_logistics_no varchar(64);
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS return_time timestamptz;
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS finish_time timestamptz;
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS close_reason varchar(255);
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS close_time timestamptz;
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS risk_score integer;
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS risk_remark varchar(255);
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS risk_by varchar(50);
ALTER TABLE bus_order ADD COLUMN IF NOT EXISTS risk_time timestamptz;
CREATE INDEX IF NOT EXISTS bus_order_status_idx ON bus_order(tenant_id, status);
CREATE INDEX IF NOT EXISTS bus_order_allocation_idx ON bus_order(allocation_user_id);

-- An instalment is settled when paid_amount + waived_amount reaches amount.
ALTER TABLE bus_order_stage ADD COLUMN IF NOT EXISTS waived_amount numeric(12,2) NOT NULL DEFAULT 0;
ALTER TABLE bus_order_stage ADD COLUMN IF NOT EXISTS waive_reason varchar(255);
ALTER TABLE bus_order_stage ADD COLUMN IF NOT EXISTS waive_by varchar(50);
ALTER TABLE bus_order_stage ADD COLUMN IF NOT EXISTS waive_time timestamptz;
ALTER TABLE bus_order_stage ADD COLUMN IF NOT EXISTS pay_type integer;          -- dictionary pay_type
ALTER TABLE bus_order_stage ADD COLUMN IF NOT EXISTS repay_by varchar(50);
ALTER TABLE bus_order_stage ADD COLUMN IF NOT EXISTS overdue_days integer NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS bus_order_stage_order_idx ON bus_order_stage(order_id, stage_no);
CREATE INDEX IF NOT EXISTS bus_order_stage_waive_idx ON bus_order_stage(tenant_id, waive_time);

-- What happened to an order, by whom (review, shipping, return, close, remark, allocation, repayment).
CREATE TABLE bus_order_log (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  shop_id      varchar(32),
  channel_id   varchar(32),
  order_id     varchar(32) NOT NULL REFERENCES bus_order(id) ON DELETE CASCADE,
  action       varchar(32) NOT NULL,
  from_status  integer,
  to_status    integer,
  remark       varchar(500),
  operator     varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bus_order_log_order_idx ON bus_order_log(order_id, create_time);

-- One account row per shop: withdrawal settings (balances are always computed from the flow).
CREATE TABLE bus_shop_account (
  shop_id             varchar(32) PRIMARY KEY,
  tenant_id           integer NOT NULL REFERENCES sys_tenant(id),
  withdraw_frequency  integer NOT NULL DEFAULT 7,            -- dictionary settle_cycle: 1, 7, 30 days
  account_name        varchar(100),
  bank_name           varchar(100),
  bank_card           varchar(32),                           -- stored masked in demo data
  update_by           varchar(50),
  update_time         timestamptz
);
CREATE INDEX bus_shop_account_tenant_idx ON bus_shop_account(tenant_id);

CREATE TABLE bus_shop_withdraw (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  shop_id       varchar(32) NOT NULL,
  withdraw_no   varchar(32) NOT NULL UNIQUE,
  amount        numeric(12,2) NOT NULL CHECK (amount > 0),
  status        integer NOT NULL DEFAULT 0,                  -- dictionary withdraw_status
  account_name  varchar(100),
  bank_name     varchar(100),
  bank_card     varchar(32),
  remark        varchar(255),
  audit_by      varchar(50),
  audit_time    timestamptz,
  audit_remark  varchar(255),
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);
CREATE INDEX bus_shop_withdraw_shop_idx ON bus_shop_withdraw(tenant_id, shop_id, create_time);

-- Signed money movements of a shop: income positive, withdrawals, refunds and fees negative.
-- An income row stays frozen until unfreeze_time.
CREATE TABLE bus_shop_fund_flow (
  id             varchar(32) PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES sys_tenant(id),
  shop_id        varchar(32) NOT NULL,
  flow_no        varchar(32) NOT NULL UNIQUE,
  flow_type      integer NOT NULL,                           -- dictionary fund_flow_type
  amount         numeric(12,2) NOT NULL,
  balance_after  numeric(14,2) NOT NULL,
  order_id       varchar(32),
  order_no       varchar(32),
  withdraw_id    varchar(32),
  unfreeze_time  timestamptz,
  remark         varchar(255),
  create_by      varchar(50),
  create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bus_shop_fund_flow_shop_idx ON bus_shop_fund_flow(tenant_id, shop_id, create_time);

-- Merchant settlement: applications of merchants to open a shop with the tenant (商户入驻).
CREATE TABLE bus_merchant_settlement (
  id                 varchar(32) PRIMARY KEY,
  tenant_id          integer NOT NULL REFERENCES sys_tenant(id),
  shop_id            varchar(32),                            -- the shop opened for an approved merchant
  merchant_name      varchar(100) NOT NULL,
  credit_code        varchar(32),
  legal_person       varchar(50),
  contact_name       varchar(50),
  contact_phone      varchar(20),
  business_category  varchar(50),
  rent_or_purchase   integer NOT NULL DEFAULT 1,             -- dictionary rent_or_purchase
  address            varchar(255),
  license_url        varchar(500),
  settle_cycle       integer NOT NULL DEFAULT 7,             -- dictionary settle_cycle
  commission_rate    numeric(5,2) NOT NULL DEFAULT 0,
  status             integer NOT NULL DEFAULT 0,             -- dictionary settlement_status
  audit_remark       varchar(255),
  audit_by           varchar(50),
  audit_time         timestamptz,
  create_by          varchar(50),
  create_time        timestamptz NOT NULL DEFAULT now(),
  update_by          varchar(50),
  update_time        timestamptz
);
CREATE INDEX bus_merchant_settlement_tenant_idx ON bus_merchant_settlement(tenant_id, create_time);

-- Merchant tickets: vouchers a shop issues (1 代金券, 2 折扣券, 3 兑换券).
CREATE TABLE bus_merchant_ticket (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  shop_id       varchar(32) NOT NULL,
  ticket_name   varchar(100) NOT NULL,
  ticket_type   integer NOT NULL,
  face_value    numeric(12,2) NOT NULL,                      -- yuan, or the discount (8.5 = 八五折)
  min_amount    numeric(12,2) NOT NULL DEFAULT 0,
  total_count   integer NOT NULL,
  issued_count  integer NOT NULL DEFAULT 0,
  used_count    integer NOT NULL DEFAULT 0,
  begin_date    date NOT NULL,
  end_date      date NOT NULL,
  status        integer NOT NULL DEFAULT 1,                  -- dictionary ticket_status
  stop_reason   varchar(255),
  stop_time     timestamptz,
  remark        varchar(255),
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);
CREATE INDEX bus_merchant_ticket_shop_idx ON bus_merchant_ticket(tenant_id, shop_id);

-- Service-center complaints of end customers (1 商品质量, 2 物流配送, 3 服务态度, 4 费用争议, 5 其他).
CREATE TABLE bus_complaint (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  shop_id         varchar(32),
  channel_id      varchar(32),
  order_id        varchar(32),
  order_no        varchar(32),
  user_id         varchar(32),
  user_name       varchar(50),
  user_phone      varchar(20),
  complaint_type  integer NOT NULL,
  title           varchar(100) NOT NULL,
  content         varchar(1000) NOT NULL,
  status          integer NOT NULL DEFAULT 0,                -- dictionary complaint_status
  reply           varchar(1000),
  reply_by        varchar(50),
  reply_time      timestamptz,
  close_reason    varchar(255),
  close_by        varchar(50),
  close_time      timestamptz,
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_time     timestamptz
);
CREATE INDEX bus_complaint_tenant_idx ON bus_complaint(tenant_id, status, create_time);

-- Read view of the order lists: the order with its shop, channel and staff names and its
-- instalment totals (outstanding, overdue, waived). Scalar subqueries, so a count or a page
-- computes them only for the rows it returns.
CREATE VIEW bus_order_view AS
SELECT o.*,
       s.name AS shop_name,
       c.name AS channel_name,
       u.realname AS allocation_user_name,
       (SELECT COALESCE(sum(g.amount - g.paid_amount - g.waived_amount), 0)
          FROM bus_order_stage g WHERE g.order_id = o.id) AS unpaid_amount,
       (SELECT COALESCE(sum(g.amount - g.paid_amount - g.waived_amount), 0)
          FROM bus_order_stage g WHERE g.order_id = o.id AND g.status = 2) AS overdue_amount,
       (SELECT COALESCE(sum(g.waived_amount), 0)
          FROM bus_order_stage g WHERE g.order_id = o.id) AS waived_amount,
       (SELECT count(*) FROM bus_order_stage g WHERE g.order_id = o.id AND g.status = 1) AS paid_stages
  FROM bus_order o
  LEFT JOIN sys_shop s ON s.id = o.shop_id
  LEFT JOIN sys_channel c ON c.id = o.channel_id
  LEFT JOIN sys_user u ON u.id = o.allocation_user_id;

-- Read view of the instalment lists: the stage with its order's number, type, customer and product.
CREATE VIEW bus_order_stage_view AS
SELECT g.*,
       g.amount - g.paid_amount - g.waived_amount AS remaining_amount,
       o.order_no,
       o.order_type,
       o.status AS order_status,
       o.user_name,
       o.user_phone,
       o.product_name,
       o.stages AS total_stages
  FROM bus_order_stage g
  JOIN bus_order o ON o.id = g.order_id;
