import { clamp, customer, ORDER_DRAWS, timeHex } from './scale-draws';

/**
 * The set-based statements of the scale seed (named placeholders, see named-sql.ts). One statement
 * writes one batch of one tenant's orders with everything that hangs off them (instalments, action log,
 * shop fund flow), drawn in SQL from `generate_series`, so a million orders never pass through Node.
 *
 * Ids follow the shape of newId() (12 hex digits of time, then 20 more): the time part, the run's tag
 * (6 hex), a kind digit (0 order, 1 instalment, 2 log, 3 flow, 4 customer) and the row's number in the
 * run, so reruns and other seeds never collide.
 */

/** The tenant's customers (lite_user) for this run: `:customers` rows, numbered from 0. */
export const CUSTOMERS_SQL = `
INSERT INTO lite_user (id, tenant_id, shop_id, channel_id, nickname, real_name, phone, sex, is_member,
                       member_expire, certified, status, create_time, update_time)
SELECT ${customer.id('k')}, :tenant::int,
       (:shopIds::text[])[1 + (k % cardinality(:shopIds::text[]))],
       ${customer.channel('k')},
       '用户' || right(${customer.phone('k')}, 4),
       CASE WHEN k % 8 <> 0 THEN ${customer.name('k')} END,
       ${customer.phone('k')},
       1 + k % 2,
       (k % 5 = 0)::int,
       CASE WHEN k % 5 = 0 THEN :now::timestamptz + (k % 330 + 5) * interval '1 day' END,
       (k % 8 <> 0)::int,
       CASE WHEN k % 33 = 0 THEN 0 ELSE 1 END,
       :from::timestamptz - (k % 60) * interval '1 day',
       :from::timestamptz - (k % 60) * interval '1 day'
  FROM generate_series(0, :customers::bigint - 1) AS k`;

/**
 * One batch: `:count` orders of tenant `:tenant` placed between `:from` and `:to`, numbered from
 * `:first`, each with its instalments, log and fund flow. Answers each shop's sum of the new flow
 * amounts (shop_id, total), which the next batch adds to its running balance.
 */
export const ORDER_BATCH_SQL = `
WITH ${ORDER_DRAWS},
orders AS (
  INSERT INTO bus_order (id, tenant_id, shop_id, channel_id, order_no, order_type, status, user_id, user_name,
                         user_phone, product_name, spec_name, quantity, total_amount, deposit, paid_amount,
                         rent_days, start_date, end_date, stages, overdue_flag, overdue_days, risk_status,
                         allocation_user_id, allocation_time, receiver_name, receiver_phone, receiver_address,
                         remark, create_by, create_time, update_time, pay_time, logistics_company, logistics_no,
                         ship_time, receive_time, return_logistics_no, return_time, finish_time, close_reason,
                         close_time, risk_score, risk_remark, risk_by, risk_time)
  SELECT id, :tenant::int, shop_id, channel_id, order_no, otype, status, user_id, user_name, user_phone,
         CASE otype WHEN 1 THEN (:rentNames::text[])[ii] ELSE (:buyNames::text[])[ii] END,
         COALESCE(NULLIF(split_part(CASE otype WHEN 1 THEN (:rentSpecs::text[])[ii] ELSE (:buySpecs::text[])[ii] END,
                                    '|', 1 + floor(r_spec * 2)::int), ''),
                  split_part(CASE otype WHEN 1 THEN (:rentSpecs::text[])[ii] ELSE (:buySpecs::text[])[ii] END, '|', 1)),
         qty, stage_amt * nst,
         CASE WHEN otype = 1 AND r_misc < 0.55 THEN (:rentDeposits::numeric[])[ii] * qty ELSE 0 END,
         stage_amt * (paid_count - (waived_stage IS NOT NULL)::int),
         rent_days, start_date, end_date, nst,
         CASE WHEN delinquent THEN 1 WHEN settled_late AND by_waiver THEN 3 WHEN settled_late THEN 2 ELSE 0 END,
         CASE WHEN delinquent THEN today - (first_due + 30 * (late_from - 1)) ELSE 0 END,
         CASE WHEN status = 13 THEN 2 WHEN reviewed THEN 1 WHEN status = 2 AND r_score < 0.4 THEN 3 ELSE 0 END,
         (:staffIds::text[])[alloc],
         CASE WHEN alloc IS NOT NULL THEN ${clamp("COALESCE(pay_raw, created) + (10 + floor(r_misc * 230)) * interval '1 minute'")} END,
         user_name, user_phone, ${customer.address('ck')},
         CASE WHEN r_misc > 0.88 THEN (:remarks::text[])[1 + (n % cardinality(:remarks::text[]))] END,
         user_phone, created, ${clamp("created + (1 + floor(r_misc * 47)) * interval '1 hour'")},
         pay_time,
         CASE WHEN shipped THEN (:logistics::text[])[1 + (n % cardinality(:logistics::text[]))] END,
         CASE WHEN shipped THEN (:waybillPrefixes::text[])[1 + (n % cardinality(:waybillPrefixes::text[]))]
                                || lpad((n * 7907 % 1000000000000)::text, 12, '0') END,
         ship_time, receive_time,
         CASE WHEN otype = 1 AND status IN (7, 8, 9) THEN 'SF' || lpad((n * 6007 % 1000000000000)::text, 12, '0') END,
         CASE WHEN otype = 1 AND status IN (8, 9) THEN ${clamp("(end_date + (n % 5)::int - 2)::timestamp + interval '14 hours'")} END,
         CASE WHEN status = 9 AND otype = 1 THEN ${clamp("(end_date + (n % 4)::int)::timestamp + interval '15 hours'")}
              WHEN status = 9 THEN ${clamp("COALESCE(receive_raw, created) + interval '2 hours'")}
              WHEN status = 12 THEN ${clamp("greatest(created, :now::timestamptz - (1 + n % 20) * interval '1 day')")} END,
         CASE WHEN status = 10 THEN (:cancelReasons::text[])[1 + (n % cardinality(:cancelReasons::text[]))]
              WHEN status = 13 THEN (:rejectReasons::text[])[1 + (n % cardinality(:rejectReasons::text[]))] END,
         CASE WHEN status = 13 THEN review_time
              WHEN status = 10 THEN ${clamp("COALESCE(review_raw, created) + (10 + n % 590) * interval '1 minute'")} END,
         CASE WHEN status = 13 THEN 20 + floor(r_score * 35)::int
              WHEN status = 2 AND r_score < 0.4 THEN 55 + floor(r_score * 37)::int
              WHEN reviewed THEN 70 + floor(r_score * 28)::int END,
         CASE WHEN status = 13 THEN (:rejectReasons::text[])[1 + (n % cardinality(:rejectReasons::text[]))]
              WHEN reviewed THEN (:riskRemarks::text[])[1 + (n % cardinality(:riskRemarks::text[]))] END,
         CASE WHEN reviewed OR status = 13 THEN reviewer END,
         review_time
    FROM o
),
stages AS (
  INSERT INTO bus_order_stage (id, tenant_id, shop_id, channel_id, order_id, stage_no, due_date, amount, paid_amount,
                               status, paid_time, create_time, update_time, waived_amount, waive_reason, waive_by,
                               waive_time, pay_type, overdue_days)
  SELECT ${timeHex('o.created')} || :tag::text || '1' || lpad(to_hex(o.n * 16 + k), 13, '0'),
         :tenant::int, o.shop_id, o.channel_id, o.id, k, x.due, o.stage_amt,
         CASE WHEN x.paid THEN o.stage_amt ELSE 0 END,
         CASE WHEN k <= o.paid_count THEN 1 WHEN o.delinquent AND k >= o.late_from AND x.due < o.today THEN 2 ELSE 0 END,
         x.paid_time, o.created, COALESCE(x.paid_time, o.created),
         CASE WHEN k = o.waived_stage THEN o.stage_amt ELSE 0 END,
         CASE WHEN k = o.waived_stage THEN (:waiveReasons::text[])[1 + (o.n % cardinality(:waiveReasons::text[]))] END,
         CASE WHEN k = o.waived_stage THEN :admin::text END,
         CASE WHEN k = o.waived_stage THEN ${clamp("(x.due + o.late_days)::timestamp + interval '16 hours'")} END,
         CASE WHEN x.paid THEN CASE WHEN o.otype = 2 AND o.nst > 1 THEN 4 ELSE 1 + ((o.n + k) % 3)::int END END,
         CASE WHEN o.delinquent AND k >= o.late_from AND x.due < o.today THEN o.today - x.due
              WHEN k = o.late_stage THEN o.late_days ELSE 0 END
    FROM o
   CROSS JOIN LATERAL generate_series(1, o.nst) AS k
   CROSS JOIN LATERAL (
     SELECT o.first_due + 30 * (k - 1) AS due,
            k <= o.paid_count AND k IS DISTINCT FROM o.waived_stage AS paid,
            CASE WHEN k > o.paid_count OR k = o.waived_stage THEN NULL
                 WHEN k = 1 THEN o.pay_time
                 WHEN k = o.late_stage THEN ${clamp("(o.first_due + 30 * (k - 1) + o.late_days)::timestamp + interval '11 hours'")}
                 ELSE ${clamp("(o.first_due + 30 * (k - 1) - (o.n % 4)::int)::timestamp + (8 + (o.n + k) % 13) * interval '1 hour'")}
            END AS paid_time
   ) AS x
),
logs AS (
  INSERT INTO bus_order_log (id, tenant_id, shop_id, channel_id, order_id, action, from_status, to_status, remark,
                             operator, create_time)
  SELECT ${timeHex('v.at')} || :tag::text || '2' || lpad(to_hex(o.n * 16 + v.step), 13, '0'),
         :tenant::int, o.shop_id, o.channel_id, o.id, v.action, v.from_status, v.to_status, v.remark, v.operator, v.at
    FROM o
   CROSS JOIN LATERAL (VALUES
     (1, '下单', NULL::int, 1, o.created, o.user_phone, NULL::text, true),
     (2, '支付', 1, 2, o.pay_time, o.user_phone, NULL, o.paid),
     (3, '审核拒绝', 2, 13, o.review_time, o.reviewer, NULL, o.status = 13),
     (4, '审核通过', 2, 3, o.review_time, o.reviewer, NULL, o.reviewed),
     (5, '发货', 3, 4, o.ship_time, :admin::text, NULL, o.shipped),
     (6, '确认收货', 4, CASE WHEN o.otype = 1 THEN 5 ELSE 9 END, o.receive_time, o.user_phone, NULL, o.received),
     (7, '确认归还', 7, o.status, ${clamp("(o.end_date + (o.n % 5)::int - 2)::timestamp + interval '14 hours'")},
        :admin::text, NULL, o.otype = 1 AND o.status IN (8, 9)),
     (8, '关闭', CASE WHEN o.paid THEN 2 ELSE 1 END, 10,
        ${clamp("COALESCE(o.review_raw, o.created) + (10 + o.n % 590) * interval '1 minute'")}, :admin::text, NULL,
        o.status = 10),
     (9, '分配', o.status, o.status,
        ${clamp("COALESCE(o.pay_raw, o.created) + (10 + floor(o.r_misc * 230)) * interval '1 minute'")},
        :admin::text, '分配给' || (:staffNames::text[])[o.alloc], o.alloc IS NOT NULL)
   ) AS v(step, action, from_status, to_status, at, operator, remark, happened)
   WHERE v.happened AND v.at IS NOT NULL
),
flow_rows AS (
  SELECT o.n, o.si, o.shop_id, o.id AS order_id, o.order_no, v.*
    FROM o
   CROSS JOIN LATERAL (VALUES
     (1, 1, o.stage_amt * (o.paid_count - (o.waived_stage IS NOT NULL)::int), o.pay_time,
        '订单' || o.order_no || CASE o.otype WHEN 1 THEN '租金收入' ELSE '货款收入' END, o.pay_time + interval '7 days'),
     (2, 5, -round(o.stage_amt * (o.paid_count - (o.waived_stage IS NOT NULL)::int) * 0.03, 2),
        o.pay_time + interval '1 second', '订单' || o.order_no || '渠道推广佣金', NULL::timestamptz)
   ) AS v(kind, flow_type, amount, at, remark, unfreeze_time)
   WHERE o.collected AND o.paid_count > (o.waived_stage IS NOT NULL)::int AND (v.kind = 1 OR o.channel_id IS NOT NULL)
),
flows AS (
  INSERT INTO bus_shop_fund_flow (id, tenant_id, shop_id, flow_no, flow_type, amount, balance_after, order_id,
                                  order_no, unfreeze_time, remark, create_by, create_time)
  SELECT ${timeHex('at')} || :tag::text || '3' || lpad(to_hex(n * 16 + kind), 13, '0'),
         :tenant::int, shop_id, 'LS' || to_char(at, 'YYYYMMDDHH24MISS') || lpad(((n * 2 + kind) % 100000000)::text, 8, '0'),
         flow_type, amount,
         (:shopBalances::numeric[])[si] + sum(amount) OVER (PARTITION BY si ORDER BY at, n, kind),
         order_id, order_no, unfreeze_time, remark, 'system', at
    FROM flow_rows
  RETURNING shop_id, amount
)
SELECT shop_id, sum(amount)::text AS total FROM flows GROUP BY shop_id`;
