-- Marketing activities (issue 10): a tenant's or a shop's promotion with a time window, and the
-- products it offers at an activity price. Tenant-wide activities have no shop; a shop user sees and
-- changes only their shop's. Goods rows carry the shop of their product.

CREATE TABLE bus_activity (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  shop_id         varchar(32) REFERENCES sys_shop(id) ON DELETE CASCADE,
  activity_name   varchar(50) NOT NULL,
  activity_type   integer NOT NULL,                     -- 1 限时折扣, 2 满减活动, 3 新人专享, 4 节日促销
  start_time      timestamptz NOT NULL,
  end_time        timestamptz NOT NULL,
  banner          varchar(500),
  description     varchar(500),
  sort            integer NOT NULL DEFAULT 0,
  status          integer NOT NULL DEFAULT 1,           -- 1 有效, 0 无效 (valid_status)
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz,
  CHECK (end_time > start_time)
);
CREATE INDEX bus_activity_tenant_idx ON bus_activity(tenant_id, shop_id);

CREATE TABLE bus_activity_goods (
  id              varchar(32) PRIMARY KEY,
  tenant_id       integer NOT NULL REFERENCES sys_tenant(id),
  shop_id         varchar(32) NOT NULL REFERENCES sys_shop(id) ON DELETE CASCADE,
  activity_id     varchar(32) NOT NULL REFERENCES bus_activity(id) ON DELETE CASCADE,
  product_id      varchar(32) NOT NULL REFERENCES bus_product(id) ON DELETE CASCADE,
  activity_price  numeric(12,2) NOT NULL,
  activity_stock  integer NOT NULL DEFAULT 0,
  limit_per_user  integer NOT NULL DEFAULT 1,
  sort            integer NOT NULL DEFAULT 0,
  status          integer NOT NULL DEFAULT 1,
  create_by       varchar(50),
  create_time     timestamptz NOT NULL DEFAULT now(),
  update_by       varchar(50),
  update_time     timestamptz,
  UNIQUE (activity_id, product_id)
);
CREATE INDEX bus_activity_goods_tenant_idx ON bus_activity_goods(tenant_id, shop_id);
