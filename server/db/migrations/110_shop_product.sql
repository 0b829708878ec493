-- Shop and product (issue 4): shop service items, additional info, give-back rules and addresses,
-- business categories, products with specs, tenant product listings, and the configuration rows of
-- instalment bills, order and product commissions and empowerment prices.
-- Every row carries tenant_id; rows of one shop carry shop_id (NULL on tenant-wide rows: those are
-- the tenant's, and shop users never see or change them). Money is numeric(12,2), ratios numeric(5,2)
-- in percent. References across areas are plain ids, as in 100_business_core.sql.

-- Service promises a shop shows on its products (免押金, 顺丰包邮, ...).
CREATE TABLE bus_shop_service (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  shop_id       varchar(32) NOT NULL REFERENCES sys_shop(id) ON DELETE CASCADE,
  service_name  varchar(50) NOT NULL,
  service_icon  varchar(500),
  description   varchar(255),
  sort          integer NOT NULL DEFAULT 0,
  status        integer NOT NULL DEFAULT 1,            -- 1 有效, 0 无效 (valid_status)
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz,
  UNIQUE (shop_id, service_name)
);
CREATE INDEX bus_shop_service_tenant_idx ON bus_shop_service(tenant_id, shop_id);

-- One row of additional (qualification and settlement) information per shop.
CREATE TABLE bus_shop_additional (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  shop_id         varchar(32) NOT NULL UNIQUE REFERENCES sys_shop(id) ON DELETE CASCADE,
  company_name    varchar(100),
  credit_code     varchar(18),
  license_img     varchar(500),
  legal_person    varchar(50),
  legal_id_card   varchar(18),
  legal_phone     varchar(20),
  service_phone   varchar(20),
  business_hours  varchar(50),
  province_code   varchar(6),
  province_name   varchar(50),
  city_code       varchar(6),
  city_name       varchar(50),
  district_code   varchar(6),
  district_name   varchar(50),
  address_detail  varchar(255),
  shop_notice     varchar(500),
  bank_name       varchar(100),
  bank_account    varchar(20),
  account_name    varchar(100),
  settle_cycle    integer NOT NULL DEFAULT 7,           -- settle_cycle: 1 T+1, 7 周结, 30 月结
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz
);
CREATE INDEX bus_shop_additional_tenant_idx ON bus_shop_additional(tenant_id);

-- A shop's give-back (return) rules, one row per shop.
CREATE TABLE bus_shop_rule (
  id                  varchar(32) PRIMARY KEY,
  tenant_id           integer NOT NULL REFERENCES sys_tenant(id),
  shop_id             varchar(32) NOT NULL UNIQUE REFERENCES sys_shop(id) ON DELETE CASCADE,
  give_back_type      integer NOT NULL DEFAULT 1,       -- 1 快递寄回, 2 到店归还, 3 均可
  freight_payer       integer NOT NULL DEFAULT 1,       -- 1 用户承担, 2 商家承担
  remind_days         integer NOT NULL DEFAULT 3,       -- remind the user this many days before the end
  early_return        integer NOT NULL DEFAULT 1,       -- 1 allowed
  overdue_fee_ratio   numeric(5,2) NOT NULL DEFAULT 100, -- % of the daily rent charged per overdue day
  damage_rule         varchar(1000),
  buyout_rule         varchar(1000),
  renew_rule          varchar(1000),
  create_by           varchar(50),
  create_time         timestamptz NOT NULL DEFAULT now(),
  update_by           varchar(50),
  update_time         timestamptz
);
CREATE INDEX bus_shop_rule_tenant_idx ON bus_shop_rule(tenant_id);

-- Where rented goods go back to. Area codes are GB/T 2260 six-digit codes; names are copied from
-- the area data set when the row is written.
CREATE TABLE bus_shop_give_back_address (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  shop_id         varchar(32) NOT NULL REFERENCES sys_shop(id) ON DELETE CASCADE,
  receiver_name   varchar(50) NOT NULL,
  receiver_phone  varchar(20) NOT NULL,
  province_code   varchar(6) NOT NULL,
  province_name   varchar(50) NOT NULL,
  city_code       varchar(6) NOT NULL,
  city_name       varchar(50) NOT NULL,
  district_code   varchar(6) NOT NULL,
  district_name   varchar(50) NOT NULL,
  detail_address  varchar(255) NOT NULL,
  is_default      integer NOT NULL DEFAULT 0,
  remark          varchar(255),
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz
);
CREATE INDEX bus_shop_give_back_address_shop_idx ON bus_shop_give_back_address(tenant_id, shop_id);

-- Business categories: a tree per tenant; shop_id set on a shop's own branch.
CREATE TABLE bus_category (
  id           varchar(32) PRIMARY KEY,
  tenant_id    integer NOT NULL REFERENCES sys_tenant(id),
  shop_id      varchar(32) REFERENCES sys_shop(id) ON DELETE CASCADE,
  pid          varchar(32) NOT NULL DEFAULT '0',      -- '0' at the root
  name         varchar(50) NOT NULL,
  code         varchar(64) NOT NULL,
  icon         varchar(500),
  sort         integer NOT NULL DEFAULT 0,
  status       integer NOT NULL DEFAULT 1,
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now(),
  update_by    varchar(50),
  update_time  timestamptz,
  UNIQUE (tenant_id, code)
);
CREATE INDEX bus_category_tree_idx ON bus_category(tenant_id, pid);

-- Instalment bill plans: number of stages, days between payments, first payment and fee in percent.
CREATE TABLE bus_stages_bill_config (
  id                 varchar(32) PRIMARY KEY,
  tenant_id          integer NOT NULL REFERENCES sys_tenant(id),
  shop_id            varchar(32) REFERENCES sys_shop(id) ON DELETE CASCADE,
  config_name        varchar(50) NOT NULL,
  stages             integer NOT NULL,
  interval_days      integer NOT NULL DEFAULT 30,
  first_pay_ratio    numeric(5,2) NOT NULL DEFAULT 0,
  fee_rate           numeric(5,2) NOT NULL DEFAULT 0,
  status             integer NOT NULL DEFAULT 1,
  remark             varchar(255),
  create_by          varchar(50),
  create_time        timestamptz NOT NULL DEFAULT now(),
  update_by          varchar(50),
  update_time        timestamptz
);
CREATE INDEX bus_stages_bill_config_tenant_idx ON bus_stages_bill_config(tenant_id, shop_id);

-- Products of a shop, rent (product_type 1), purchase (2) or both (3). Prices live on the specs;
-- min_rent_price_day, min_sale_price and total_stock summarise them for lists.
CREATE TABLE bus_product (
  id                  varchar(32) PRIMARY KEY,
  tenant_id           integer NOT NULL REFERENCES sys_tenant(id),
  shop_id             varchar(32) NOT NULL REFERENCES sys_shop(id),
  category_id         varchar(32) NOT NULL,
  product_name        varchar(100) NOT NULL,
  product_type        integer NOT NULL,                 -- rent_or_purchase: 1 租赁, 2 购买, 3 租购
  brand               varchar(50),
  new_degree          varchar(20),                      -- 全新, 99新, 95新, 9成新
  main_image          varchar(500) NOT NULL,
  images              varchar(5000),                    -- comma-separated paths, at most 9
  description         varchar(200),
  detail              text,
  delivery_type       integer NOT NULL DEFAULT 1,       -- 1 快递, 2 自提, 3 均可
  freight             numeric(12,2) NOT NULL DEFAULT 0,
  buyout_supported    integer NOT NULL DEFAULT 0,
  bill_config_ids     varchar(1000),                    -- bus_stages_bill_config ids, comma-separated
  min_rent_price_day  numeric(12,2),
  min_sale_price      numeric(12,2),
  total_stock         integer NOT NULL DEFAULT 0,
  sale_count          integer NOT NULL DEFAULT 0,
  sort                integer NOT NULL DEFAULT 0,
  status              integer NOT NULL DEFAULT 0,       -- 1 上架, 0 下架
  audit_status        integer NOT NULL DEFAULT 0,       -- audit_status: 0 待审核, 1 通过, 2 驳回
  audit_remark        varchar(255),
  audit_by            varchar(50),
  audit_time          timestamptz,
  del_flag            integer NOT NULL DEFAULT 0,
  create_by           varchar(50),
  create_time         timestamptz NOT NULL DEFAULT now(),
  update_by           varchar(50),
  update_time         timestamptz
);
CREATE INDEX bus_product_tenant_idx ON bus_product(tenant_id, del_flag, create_time);
CREATE INDEX bus_product_shop_idx ON bus_product(shop_id);
CREATE INDEX bus_product_category_idx ON bus_product(category_id);

-- One priced spec of a product: a variant (颜色/容量) for one lease term. lease_days and
-- rent_price_day are set on rent products, sale_price on purchase products (both on 租购).
CREATE TABLE bus_product_spec (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  shop_id         varchar(32) NOT NULL,
  product_id      varchar(32) NOT NULL REFERENCES bus_product(id) ON DELETE CASCADE,
  spec_name       varchar(100) NOT NULL,
  lease_days      integer,
  rent_price_day  numeric(12,2),
  deposit         numeric(12,2) NOT NULL DEFAULT 0,
  sale_price      numeric(12,2),
  market_price    numeric(12,2),
  stock           integer NOT NULL DEFAULT 0,
  sort            integer NOT NULL DEFAULT 0
);
CREATE INDEX bus_product_spec_product_idx ON bus_product_spec(product_id, sort);

-- A tenant's storefront listing of one of its products: the title and "from" prices its applet
-- shows, home-page recommendation, order and on/off status, independent of the shop's own status.
CREATE TABLE bus_tenant_product (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  shop_id         varchar(32) NOT NULL,
  product_id      varchar(32) NOT NULL REFERENCES bus_product(id) ON DELETE CASCADE,
  title           varchar(100) NOT NULL,
  rent_price_day  numeric(12,2),
  sale_price      numeric(12,2),
  recommend       integer NOT NULL DEFAULT 0,
  sort            integer NOT NULL DEFAULT 0,
  status          integer NOT NULL DEFAULT 1,
  remark          varchar(255),
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz,
  UNIQUE (tenant_id, product_id)
);
CREATE INDEX bus_tenant_product_shop_idx ON bus_tenant_product(tenant_id, shop_id);

-- Commission paid on orders (to the channel or staff that brought them): a ratio or a fixed amount.
CREATE TABLE bus_order_commission_config (
  id                 varchar(32) PRIMARY KEY,
  tenant_id          integer NOT NULL REFERENCES sys_tenant(id),
  shop_id            varchar(32) REFERENCES sys_shop(id) ON DELETE CASCADE,
  config_name        varchar(50) NOT NULL,
  order_type         integer NOT NULL,                  -- order_type: 1 租赁订单, 2 购买订单
  commission_type    integer NOT NULL DEFAULT 1,        -- 1 按比例, 2 固定金额
  commission_ratio   numeric(5,2),
  commission_amount  numeric(12,2),
  min_order_amount   numeric(12,2) NOT NULL DEFAULT 0,
  status             integer NOT NULL DEFAULT 1,
  remark             varchar(255),
  create_by          varchar(50),
  create_time        timestamptz NOT NULL DEFAULT now(),
  update_by          varchar(50),
  update_time        timestamptz
);
CREATE INDEX bus_order_commission_config_tenant_idx ON bus_order_commission_config(tenant_id, shop_id);

-- Prices the tenant charges its shops for empowerment services (risk checks, e-contracts, ...).
CREATE TABLE bus_empower_price_config (
  id            varchar(32) PRIMARY KEY,
  tenant_id     integer NOT NULL REFERENCES sys_tenant(id),
  shop_id       varchar(32) REFERENCES sys_shop(id) ON DELETE CASCADE,
  service_name  varchar(50) NOT NULL,
  service_type  integer NOT NULL,                       -- 1 风控查询, 2 电子合同, 3 物流保价, 4 免押认证
  price         numeric(12,2) NOT NULL,
  charge_unit   integer NOT NULL DEFAULT 1,             -- 1 按次, 2 按单, 3 按月
  free_quota    integer NOT NULL DEFAULT 0,
  status        integer NOT NULL DEFAULT 1,
  remark        varchar(255),
  create_by     varchar(50),
  create_time   timestamptz NOT NULL DEFAULT now(),
  update_by     varchar(50),
  update_time   timestamptz
);
CREATE INDEX bus_empower_price_config_tenant_idx ON bus_empower_price_config(tenant_id, shop_id);

-- Distribution commission of one product: first- and second-level ratios, or a fixed amount.
CREATE TABLE bus_product_commission (
  id                 varchar(32) PRIMARY KEY,
  tenant_id          integer NOT NULL REFERENCES sys_tenant(id),
  shop_id            varchar(32) NOT NULL,
  product_id         varchar(32) NOT NULL REFERENCES bus_product(id) ON DELETE CASCADE,
  commission_type    integer NOT NULL DEFAULT 1,        -- 1 按比例, 2 固定金额
  first_ratio        numeric(5,2),
  second_ratio       numeric(5,2),
  commission_amount  numeric(12,2),
  status             integer NOT NULL DEFAULT 1,
  remark             varchar(255),
  create_by          varchar(50),
  create_time        timestamptz NOT NULL DEFAULT now(),
  update_by          varchar(50),
  update_time        timestamptz,
  UNIQUE (product_id)
);
CREATE INDEX bus_product_commission_tenant_idx ON bus_product_commission(tenant_id, shop_id);
