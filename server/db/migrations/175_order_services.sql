-- Services around orders (issue 10): after-sale requests of purchase orders, the tenant's risk
-- rules, credit reports produced by the credit query, recharge tiers and customers' recharges.
-- Status codes: after-sale 0 待处理, 1 已同意, 2 已拒绝, 3 已完成; apply_type 1 退货退款, 2 仅退款,
-- 3 换货. Risk rule_type 1 信用分, 2 逾期次数, 3 待还金额, 4 在租订单数; hit_action 1 拒绝,
-- 2 人工复核. Recharge status follows the recharge_status dictionary, pay_type the pay_type one.

CREATE TABLE bus_after_sale (
  id             varchar(32) PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES sys_tenant(id),
  shop_id        varchar(32),
  channel_id     varchar(32),
  order_id       varchar(32) NOT NULL REFERENCES bus_order(id) ON DELETE CASCADE,
  order_no       varchar(32) NOT NULL,
  after_sale_no  varchar(32) NOT NULL UNIQUE,
  user_name      varchar(50),
  user_phone     varchar(20),
  product_name   varchar(100),
  apply_type     integer NOT NULL,
  reason         varchar(255) NOT NULL,
  refund_amount  numeric(12,2) NOT NULL DEFAULT 0 CHECK (refund_amount >= 0),
  status         integer NOT NULL DEFAULT 0,
  handle_remark  varchar(255),
  handle_by      varchar(50),
  handle_time    timestamptz,
  create_time    timestamptz NOT NULL DEFAULT now(),
  update_time    timestamptz
);
CREATE INDEX bus_after_sale_tenant_idx ON bus_after_sale(tenant_id, status, create_time);

-- A rule compares one figure of the customer's credit report with a threshold (compare_op gt ge lt le).
CREATE TABLE bus_risk_rule (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  shop_id      varchar(32) REFERENCES sys_shop(id) ON DELETE CASCADE,
  rule_name    varchar(50) NOT NULL,
  rule_type    integer NOT NULL,
  compare_op   varchar(4) NOT NULL,
  threshold    numeric(12,2) NOT NULL,
  hit_action   integer NOT NULL DEFAULT 2,
  priority     integer NOT NULL DEFAULT 0,
  status       integer NOT NULL DEFAULT 1,
  remark       varchar(255),
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz
);
CREATE INDEX bus_risk_rule_tenant_idx ON bus_risk_rule(tenant_id, shop_id);

-- A credit report: the customer's figures at query time, the score and level (credit_level
-- dictionary) and the risk rules it hit. Phone and identity card are stored masked.
CREATE TABLE bus_credit_report (
  id             varchar(32) PRIMARY KEY,
  tenant_id      integer NOT NULL REFERENCES sys_tenant(id),
  shop_id        varchar(32),
  report_no      varchar(32) NOT NULL UNIQUE,
  user_id        varchar(32) NOT NULL,
  user_name      varchar(50),
  phone          varchar(20),
  id_card        varchar(32),
  credit_score   integer NOT NULL,
  credit_level   varchar(1) NOT NULL,
  order_count    integer NOT NULL DEFAULT 0,
  overdue_count  integer NOT NULL DEFAULT 0,
  renting_count  integer NOT NULL DEFAULT 0,
  unpaid_amount  numeric(12,2) NOT NULL DEFAULT 0,
  risk_hits      varchar(1000),
  suggestion     integer NOT NULL DEFAULT 0,       -- 0 通过, 1 拒绝, 2 人工复核
  create_by      varchar(50),
  create_time    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bus_credit_report_tenant_idx ON bus_credit_report(tenant_id, create_time);

CREATE TABLE bus_recharge_config (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  shop_id       varchar(32) REFERENCES sys_shop(id) ON DELETE CASCADE,
  config_name   varchar(30) NOT NULL,
  amount        numeric(12,2) NOT NULL CHECK (amount > 0),
  gift_amount   numeric(12,2) NOT NULL DEFAULT 0 CHECK (gift_amount >= 0),
  sort          integer NOT NULL DEFAULT 0,
  status        integer NOT NULL DEFAULT 1,
  remark        varchar(255),
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);
CREATE INDEX bus_recharge_config_tenant_idx ON bus_recharge_config(tenant_id, shop_id);

CREATE TABLE bus_recharge (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  shop_id       varchar(32),
  recharge_no   varchar(32) NOT NULL UNIQUE,
  user_id       varchar(32),
  user_name     varchar(50),
  user_phone    varchar(20),
  amount        numeric(12,2) NOT NULL CHECK (amount > 0),
  gift_amount   numeric(12,2) NOT NULL DEFAULT 0,
  pay_type      integer,
  status        integer NOT NULL DEFAULT 0,
  pay_time      timestamptz,
  remark        varchar(255),
  create_time   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bus_recharge_tenant_idx ON bus_recharge(tenant_id, create_time);
