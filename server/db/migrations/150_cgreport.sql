-- Online reports (JeecgBoot's onl_cgreport_*), read by the report popup picker: a report's columns,
-- its search fields and its parameters. Unlike JeecgBoot, no SQL is stored here: each report code maps
-- to an allowlisted, scope-checked query in server/src/routes/cgreport/report-queries.ts, and only
-- columns that query's entity allowlist knows are ever shown, searched or sorted.
-- These are platform definitions (no tenant_id); the rows they return are always the caller's own.

CREATE TABLE onl_cgreport_head (
  id           varchar(32) PRIMARY KEY,
  code         varchar(100) NOT NULL UNIQUE,          -- the popup's popupCode
  name         varchar(100) NOT NULL,                 -- the picker's title
  content      varchar(500),                          -- description
  create_by    varchar(50),
  create_time  timestamptz NOT NULL DEFAULT now()
);

-- One column of a report. field_type: String, Integer, Double, Date, Datetime.
-- search_mode: single (one value) or group (a _begin/_end range).
CREATE TABLE onl_cgreport_item (
  id           varchar(32) PRIMARY KEY,
  cgrhead_id   varchar(32) NOT NULL REFERENCES onl_cgreport_head(id) ON DELETE CASCADE,
  field_name   varchar(100) NOT NULL,
  field_txt    varchar(100) NOT NULL,
  field_type   varchar(20) NOT NULL DEFAULT 'String',
  field_width  integer,
  is_show      integer NOT NULL DEFAULT 1,
  is_order     integer NOT NULL DEFAULT 0,
  is_search    integer NOT NULL DEFAULT 0,
  search_mode  varchar(10),
  dict_code    varchar(100),
  order_num    integer NOT NULL DEFAULT 0,
  UNIQUE (cgrhead_id, field_name)
);

-- A report parameter: the picker's `param` sends it as self_<param_name>; it narrows the rows to
-- param_name = value (param_value is the default when the request sends none).
CREATE TABLE onl_cgreport_param (
  id           varchar(32) PRIMARY KEY,
  cgrhead_id   varchar(32) NOT NULL REFERENCES onl_cgreport_head(id) ON DELETE CASCADE,
  param_name   varchar(100) NOT NULL,
  param_txt    varchar(100) NOT NULL,
  param_value  varchar(200),
  order_num    integer NOT NULL DEFAULT 0,
  UNIQUE (cgrhead_id, param_name)
);

INSERT INTO onl_cgreport_head (id, code, name, content, create_by) VALUES
  ('rp_shop_product', 'shop_product', '商品列表', '租户（门店）的商品', 'admin'),
  ('rp_tenant_user', 'tenant_user', '用户列表', '本租户的用户', 'admin'),
  ('rp_channel_list', 'channel_list', '渠道列表', '本租户的渠道', 'admin');

INSERT INTO onl_cgreport_item
  (id, cgrhead_id, field_name, field_txt, field_type, is_show, is_order, is_search, search_mode, dict_code, order_num) VALUES
  ('rpi_product_id',       'rp_shop_product', 'id',              '商品ID',     'String',   0, 0, 0, NULL,     NULL,               0),
  ('rpi_product_name',     'rp_shop_product', 'productName',     '商品名称',   'String',   1, 1, 1, 'single', NULL,               1),
  ('rpi_product_brand',    'rp_shop_product', 'brand',           '品牌',       'String',   1, 0, 1, 'single', NULL,               2),
  ('rpi_product_type',     'rp_shop_product', 'productType',     '商品类型',   'Integer',  1, 0, 1, 'single', 'rent_or_purchase', 3),
  ('rpi_product_rent',     'rp_shop_product', 'minRentPriceDay', '最低日租金', 'Double',   1, 1, 0, NULL,     NULL,               4),
  ('rpi_product_stock',    'rp_shop_product', 'totalStock',      '库存',       'Integer',  1, 1, 0, NULL,     NULL,               5),
  ('rpi_product_status',   'rp_shop_product', 'status',          '状态',       'Integer',  1, 0, 0, NULL,     'product_status',   6),
  ('rpi_product_created',  'rp_shop_product', 'createTime',      '创建时间',   'Datetime', 1, 1, 1, 'group',  NULL,               7),
  ('rpi_user_id',          'rp_tenant_user',  'id',              '用户ID',     'String',   0, 0, 0, NULL,     NULL,               0),
  ('rpi_user_username',    'rp_tenant_user',  'username',        '账号',       'String',   1, 1, 1, 'single', NULL,               1),
  ('rpi_user_realname',    'rp_tenant_user',  'realname',        '姓名',       'String',   1, 1, 1, 'single', NULL,               2),
  ('rpi_user_phone',       'rp_tenant_user',  'phone',           '手机号',     'String',   1, 0, 1, 'single', NULL,               3),
  ('rpi_user_email',       'rp_tenant_user',  'email',           '邮箱',       'String',   1, 0, 0, NULL,     NULL,               4),
  ('rpi_user_sex',         'rp_tenant_user',  'sex',             '性别',       'Integer',  1, 0, 1, 'single', 'sex',              5),
  ('rpi_user_status',      'rp_tenant_user',  'status',          '状态',       'Integer',  1, 0, 0, NULL,     'user_status',      6),
  ('rpi_channel_id',       'rp_channel_list', 'id',              '渠道ID',     'String',   0, 0, 0, NULL,     NULL,               0),
  ('rpi_channel_name',     'rp_channel_list', 'name',            '渠道名称',   'String',   1, 1, 1, 'single', NULL,               1),
  ('rpi_channel_code',     'rp_channel_list', 'code',            '渠道编码',   'String',   1, 1, 1, 'single', NULL,               2),
  ('rpi_channel_contact',  'rp_channel_list', 'contactName',     '联系人',     'String',   1, 0, 0, NULL,     NULL,               3),
  ('rpi_channel_phone',    'rp_channel_list', 'contactPhone',    '联系电话',   'String',   1, 0, 0, NULL,     NULL,               4),
  ('rpi_channel_rate',     'rp_channel_list', 'commissionRate',  '佣金比例',   'Double',   1, 1, 0, NULL,     NULL,               5),
  ('rpi_channel_sign',     'rp_channel_list', 'signStatus',      '签约状态',   'Integer',  1, 0, 1, 'single', 'sign_status',      6),
  ('rpi_channel_status',   'rp_channel_list', 'status',          '状态',       'Integer',  1, 0, 0, NULL,     'valid_status',     7);

INSERT INTO onl_cgreport_param (id, cgrhead_id, param_name, param_txt, param_value, order_num) VALUES
  ('rpp_product_shop',   'rp_shop_product', 'shopId', '门店', NULL, 0),
  ('rpp_user_status',    'rp_tenant_user',  'status', '状态', NULL, 0),
  ('rpp_channel_status', 'rp_channel_list', 'status', '状态', NULL, 0);
