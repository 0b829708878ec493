-- List indexes (issue 18): one btree per sort the big lists allow, shaped like the ORDER BY the list
-- writes (listOrder in data/list-query.ts), so a page reads rows in index order instead of sorting them all.
--   (tenant_id, <col>, id)                       <col> asc, id asc; scanned backward: <col> desc, id desc
--                                                (a nullable <col> asc: NULLS LAST, the btree default)
--   (tenant_id, <col> DESC NULLS LAST, id DESC)  a nullable <col> desc NULLS LAST, id desc
-- A page is read as its ids first (data/repository.ts), from the index alone when it holds every column
-- the statement names: the INCLUDE columns are the filters the list pages offer as choices.
-- The first key is the owner every list filters on; shop users and channel partners get their
-- default sort from (tenant_id, shop_id | channel_id, <default col>, id). The id at the end makes the
-- order total (the lists' tie-break) and lets a page's ids and the count be read from the index alone.
-- Keep in step with the sortable fields of ORDER_VIEW_ENTITY, STAGE_VIEW_ENTITY, EXEMPTION_VIEW_ENTITY
-- (routes/orders/entities.ts) and FUND_FLOW_ENTITY (routes/finance/entities.ts); list-indexes.test.ts
-- checks each against the planner.

-- Orders (bus_order_view reads bus_order): createTime (default), totalAmount, overdueDays, riskScore,
-- allocationTime. The indexes carry the columns the order lists filter on most (status, type, overdue
-- flag) so a filtered page's ids come from the index alone; the default sort's index carries a few
-- more, so most counts with conditions (the advanced query) read it alone too.
DROP INDEX IF EXISTS bus_order_tenant_idx;
CREATE INDEX bus_order_list_create_time_idx ON bus_order (tenant_id, create_time, id)
  INCLUDE (status, order_type, overdue_flag, risk_status, total_amount, shop_id, channel_id);
CREATE INDEX bus_order_list_total_amount_idx ON bus_order (tenant_id, total_amount, id)
  INCLUDE (status, order_type, overdue_flag);
CREATE INDEX bus_order_list_overdue_days_idx ON bus_order (tenant_id, overdue_days, id)
  INCLUDE (status, order_type, overdue_flag);
CREATE INDEX bus_order_list_risk_score_idx ON bus_order (tenant_id, risk_score, id)
  INCLUDE (status, order_type, overdue_flag);
CREATE INDEX bus_order_list_risk_score_desc_idx ON bus_order (tenant_id, risk_score DESC NULLS LAST, id DESC)
  INCLUDE (status, order_type, overdue_flag);
CREATE INDEX bus_order_list_allocation_time_idx ON bus_order (tenant_id, allocation_time, id)
  INCLUDE (status, order_type, overdue_flag);
CREATE INDEX bus_order_list_allocation_time_desc_idx ON bus_order (tenant_id, allocation_time DESC NULLS LAST, id DESC)
  INCLUDE (status, order_type, overdue_flag);
CREATE INDEX bus_order_list_shop_idx ON bus_order (tenant_id, shop_id, create_time, id)
  INCLUDE (status, order_type, overdue_flag);
CREATE INDEX bus_order_list_channel_idx ON bus_order (tenant_id, channel_id, create_time, id)
  INCLUDE (status, order_type, overdue_flag);
-- The rent and purchase lists (order_type = 1 | 2) and their counts.
CREATE INDEX bus_order_list_type_idx ON bus_order (tenant_id, order_type, create_time, id) INCLUDE (status, overdue_flag);
-- The overdue list (overdue_flag = 1): its default sort, createTime, and its count.
CREATE INDEX bus_order_overdue_days_idx ON bus_order (tenant_id, overdue_days, id) INCLUDE (status, order_type)
  WHERE overdue_flag = 1;
CREATE INDEX bus_order_overdue_create_time_idx ON bus_order (tenant_id, create_time, id) INCLUDE (status, order_type)
  WHERE overdue_flag = 1;

-- Instalments (bus_order_stage_view reads bus_order_stage): dueDate (default, asc), amount,
-- overdueDays; shop users by due date; each with the status the list filters on (the due-date index
-- also with the amount, for counts with conditions). The overdue instalments (status 2, the collection
-- tab: a few percent of the rows, whose order the plain indexes give only after all the others) have
-- partial indexes of their own. The exemption list (waived instalments only, statistics) sorts by
-- waiveTime, from partial indexes of the waived rows.
DROP INDEX IF EXISTS bus_order_stage_order_idx;  -- the UNIQUE (order_id, stage_no) index already serves it
DROP INDEX IF EXISTS bus_order_stage_waive_idx;
CREATE INDEX bus_order_stage_list_due_date_idx ON bus_order_stage (tenant_id, due_date, id) INCLUDE (status, amount);
CREATE INDEX bus_order_stage_list_amount_idx ON bus_order_stage (tenant_id, amount, id) INCLUDE (status);
CREATE INDEX bus_order_stage_list_overdue_days_idx ON bus_order_stage (tenant_id, overdue_days, id) INCLUDE (status);
CREATE INDEX bus_order_stage_list_shop_idx ON bus_order_stage (tenant_id, shop_id, due_date, id) INCLUDE (status);
CREATE INDEX bus_order_stage_overdue_due_date_idx ON bus_order_stage (tenant_id, due_date, id) WHERE status = 2;
CREATE INDEX bus_order_stage_overdue_amount_idx ON bus_order_stage (tenant_id, amount, id) WHERE status = 2;
CREATE INDEX bus_order_stage_overdue_days_idx ON bus_order_stage (tenant_id, overdue_days, id) WHERE status = 2;
CREATE INDEX bus_order_stage_waived_time_idx ON bus_order_stage (tenant_id, waive_time, id) WHERE waived_amount > 0;
CREATE INDEX bus_order_stage_waived_time_desc_idx
  ON bus_order_stage (tenant_id, waive_time DESC NULLS LAST, id DESC) WHERE waived_amount > 0;

-- The instalment view joined its order with an inner join, which the planner must always perform.
-- order_id is NOT NULL and references bus_order, so a left join on the order's primary key gives the
-- same rows, and the planner drops it when a statement reads no order column: the list's count and
-- its page of ids then read bus_order_stage alone.
CREATE OR REPLACE VIEW bus_order_stage_view AS
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
  LEFT JOIN bus_order o ON o.id = g.order_id;

-- Shop fund flow: createTime (default), amount, each with the flow type the list filters on (the default
-- one also with the amount, for counts with conditions); shop users through (tenant_id, shop_id,
-- create_time, id); counts by type from (tenant_id, flow_type).
DROP INDEX IF EXISTS bus_shop_fund_flow_shop_idx;
CREATE INDEX bus_shop_fund_flow_list_create_time_idx ON bus_shop_fund_flow (tenant_id, create_time, id)
  INCLUDE (flow_type, amount);
CREATE INDEX bus_shop_fund_flow_list_amount_idx ON bus_shop_fund_flow (tenant_id, amount, id) INCLUDE (flow_type);
CREATE INDEX bus_shop_fund_flow_list_shop_idx ON bus_shop_fund_flow (tenant_id, shop_id, create_time, id)
  INCLUDE (flow_type);
CREATE INDEX bus_shop_fund_flow_type_idx ON bus_shop_fund_flow (tenant_id, flow_type);

-- "Contains" filters (`*x*`, ILIKE '%x%') on order numbers, names and phones: trigram indexes, where the
-- pg_trgm extension can be installed (PostgreSQL's contrib; PGlite loads it in db/database.ts). Without
-- it these filters still work, by scanning. Trigrams cover letters and digits; how CJK text is split
-- depends on the database's LC_CTYPE (a C locale keeps only ASCII, so Chinese names are not indexed).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    IF NOT EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
      RAISE NOTICE 'pg_trgm is not available: the contains filters of the order lists scan';
      RETURN;
    END IF;
    BEGIN
      CREATE EXTENSION pg_trgm;
    EXCEPTION WHEN insufficient_privilege THEN
      RAISE NOTICE 'pg_trgm could not be installed (%): the contains filters of the order lists scan', SQLERRM;
      RETURN;
    END;
  END IF;
  CREATE INDEX bus_order_order_no_trgm_idx ON bus_order USING gin (order_no gin_trgm_ops);
  CREATE INDEX bus_order_user_name_trgm_idx ON bus_order USING gin (user_name gin_trgm_ops);
  CREATE INDEX bus_order_user_phone_trgm_idx ON bus_order USING gin (user_phone gin_trgm_ops);
  CREATE INDEX bus_order_product_name_trgm_idx ON bus_order USING gin (product_name gin_trgm_ops);
  CREATE INDEX bus_shop_fund_flow_flow_no_trgm_idx ON bus_shop_fund_flow USING gin (flow_no gin_trgm_ops);
  CREATE INDEX bus_shop_fund_flow_order_no_trgm_idx ON bus_shop_fund_flow USING gin (order_no gin_trgm_ops);
END
$$;

-- Exact row counts per owner of the big lists' tables, for their unfiltered totals (JeecgBoot clients
-- need an exact total; counting a million index entries per page takes longer than the page). Statement
-- triggers keep them in the writing transaction, so the count read in a snapshot is that snapshot's
-- count(*). An update that moves no row to another owner changes no count row (no lock taken).
CREATE TABLE sys_list_count (
  table_name  varchar(64) NOT NULL,
  tenant_id   integer NOT NULL,
  shop_id     varchar(32),
  channel_id  varchar(32),
  n           bigint NOT NULL
);
CREATE UNIQUE INDEX sys_list_count_key
  ON sys_list_count (table_name, tenant_id, (COALESCE(shop_id, '')), (COALESCE(channel_id, '')));

-- TG_ARGV[0] = 'channel' when the table has a channel_id column.
CREATE FUNCTION sys_list_count_track() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  channel text := CASE WHEN TG_ARGV[0] = 'channel' THEN 'channel_id' ELSE 'NULL::varchar' END;
  changes text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM sys_list_count WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT tenant_id, shop_id, %s AS channel_id, 1 AS d FROM new_rows', channel)
    WHEN 'DELETE' THEN format('SELECT tenant_id, shop_id, %s AS channel_id, -1 AS d FROM old_rows', channel)
    ELSE format('SELECT tenant_id, shop_id, %1$s AS channel_id, -1 AS d FROM old_rows
                 UNION ALL SELECT tenant_id, shop_id, %1$s, 1 FROM new_rows', channel)
  END;
  EXECUTE format(
    'INSERT INTO sys_list_count AS c (table_name, tenant_id, shop_id, channel_id, n)
     SELECT %L, tenant_id, shop_id, channel_id, sum(d) FROM (%s) AS changes
      GROUP BY tenant_id, shop_id, channel_id HAVING sum(d) <> 0
     ON CONFLICT (table_name, tenant_id, (COALESCE(shop_id, %L)), (COALESCE(channel_id, %L)))
     DO UPDATE SET n = c.n + excluded.n',
    TG_TABLE_NAME, changes, '', '');
  RETURN NULL;
END
$$;

CREATE TRIGGER bus_order_count_insert AFTER INSERT ON bus_order
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');
CREATE TRIGGER bus_order_count_update AFTER UPDATE ON bus_order
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');
CREATE TRIGGER bus_order_count_delete AFTER DELETE ON bus_order
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');
CREATE TRIGGER bus_order_count_truncate AFTER TRUNCATE ON bus_order
  FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');

CREATE TRIGGER bus_order_stage_count_insert AFTER INSERT ON bus_order_stage
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');
CREATE TRIGGER bus_order_stage_count_update AFTER UPDATE ON bus_order_stage
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');
CREATE TRIGGER bus_order_stage_count_delete AFTER DELETE ON bus_order_stage
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');
CREATE TRIGGER bus_order_stage_count_truncate AFTER TRUNCATE ON bus_order_stage
  FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('channel');

CREATE TRIGGER bus_shop_fund_flow_count_insert AFTER INSERT ON bus_shop_fund_flow
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('');
CREATE TRIGGER bus_shop_fund_flow_count_update AFTER UPDATE ON bus_shop_fund_flow
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('');
CREATE TRIGGER bus_shop_fund_flow_count_delete AFTER DELETE ON bus_shop_fund_flow
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('');
CREATE TRIGGER bus_shop_fund_flow_count_truncate AFTER TRUNCATE ON bus_shop_fund_flow
  FOR EACH STATEMENT EXECUTE FUNCTION sys_list_count_track('');

-- The rows already there.
INSERT INTO sys_list_count (table_name, tenant_id, shop_id, channel_id, n)
SELECT 'bus_order', tenant_id, shop_id, channel_id, count(*) FROM bus_order GROUP BY tenant_id, shop_id, channel_id
UNION ALL
SELECT 'bus_order_stage', tenant_id, shop_id, channel_id, count(*) FROM bus_order_stage
 GROUP BY tenant_id, shop_id, channel_id
UNION ALL
SELECT 'bus_shop_fund_flow', tenant_id, shop_id, NULL, count(*) FROM bus_shop_fund_flow GROUP BY tenant_id, shop_id;
