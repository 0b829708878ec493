/**
 * What each order of a scale-seed batch is, drawn in SQL (see scale-sql.ts): the CTEs `d` .. `o`, one
 * row per order with every column the writes need. Named placeholders as in named-sql.ts.
 */

/** A customer's id, name, phone, channel and address from its number `k` (orders and lite_user agree). */
export const customer = {
  id: (k: string) => `:runPrefix::text || :tag::text || '4' || lpad(to_hex(:customerBase::bigint + ${k}), 13, '0')`,
  name: (k: string) =>
    `(:surnames::text[])[1 + (${k} % cardinality(:surnames::text[]))] ||
     (:givenNames::text[])[1 + ((${k} / cardinality(:surnames::text[])) % cardinality(:givenNames::text[]))]`,
  phone: (k: string) =>
    `(:phonePrefixes::text[])[1 + (${k} % cardinality(:phonePrefixes::text[]))] ||
     lpad(((${k} * 7919 + :tenant::int * 104729 + :customerBase::bigint) % 100000000)::text, 8, '0')`,
  channel: (k: string) =>
    `CASE WHEN cardinality(:channelIds::text[]) > 0 AND (${k} * 37) % 100 < 45
          THEN (:channelIds::text[])[1 + (${k} % cardinality(:channelIds::text[]))] END`,
  address: (k: string) => `(:addresses::text[])[1 + (${k} % cardinality(:addresses::text[]))]`,
};

/** Draws of one order (every column of `d` is an independent uniform random number). */
const DRAWS = [
  'r_time',
  'r_shop',
  'r_type',
  'r_len',
  'r_item',
  'r_spec',
  'r_status',
  'r_status2',
  'r_late',
  'r_pick',
  'r_kind',
  'r_cust',
  'r_pay',
  'r_review',
  'r_ship',
  'r_receive',
  'r_alloc',
  'r_misc',
  'r_score',
];

/**
 * `CASE WHEN r < p1 THEN v1 WHEN r < p1 + p2 THEN v2 ... ELSE vn END` from `'<value> <weight>, ...'`
 * (weights in percent, summing to 100; a value may be an SQL expression).
 *
 * @example weighted('r', '30 60, 90 40') // 'CASE WHEN r < 0.6 THEN 30 ELSE 90 END'
 */
function weighted(r: string, spec: string): string {
  const choices = spec.split(',').map((part) => {
    const text = part.trim();
    const cut = text.lastIndexOf(' ');
    return [text.slice(0, cut), Number(text.slice(cut + 1))] as const;
  });
  let sum = 0;
  const whens = choices.slice(0, -1).map(([value, weight]) => {
    sum += weight;
    return `WHEN ${r} < ${sum / 100} THEN ${value}`;
  });
  return `CASE ${whens.join(' ')} ELSE ${choices[choices.length - 1]?.[0]} END`;
}

/** A step time never lies in the future. */
export const clamp = (at: string) => `LEAST(${at}, :now::timestamptz - interval '1 minute')`;

/** Millisecond-time prefix of an id. */
export const timeHex = (at: string) => `lpad(to_hex((extract(epoch FROM ${at}) * 1000)::bigint), 12, '0')`;

/**
 * The orders of one batch: `:count` orders of tenant `:tenant` placed between `:from` and `:to`,
 * numbered from `:first`; the CTEs of a WITH clause, the last one (`o`) holding one row per order.
 */
export const ORDER_DRAWS = `d AS MATERIALIZED (
  SELECT n, ${DRAWS.map((name) => `random() AS ${name}`).join(', ')}
    FROM generate_series(:first::bigint, :first::bigint + :count::int - 1) AS n
),
a AS MATERIALIZED (
  SELECT d.*,
         date_trunc('second', :from::timestamptz + r_time * (:to::timestamptz - :from::timestamptz)) AS created,
         1 + floor(r_shop * cardinality(:shopIds::text[]))::int AS si,
         floor(power(r_cust, 1.6) * :customers::int)::bigint AS ck
    FROM d
),
b AS MATERIALIZED (
  SELECT a.*,
         CASE (:shopModes::int[])[si] WHEN 1 THEN 1 WHEN 2 THEN 2 ELSE CASE WHEN r_type < 0.55 THEN 1 ELSE 2 END END
           AS otype,
         :now::timestamptz::date - created::date AS age
    FROM a
),
c AS MATERIALIZED (
  SELECT b.*,
         CASE WHEN otype = 1 THEN ${weighted('r_len', '30 30, 90 35, 180 22, 365 13')} END AS rent_days,
         CASE WHEN otype = 1 THEN ${weighted('r_len', '1 30, 3 35, 6 22, 12 13')}
              ELSE ${weighted('r_len', '1 70, 3 12, 6 10, 12 8')} END AS nst,
         1 + floor(r_item * CASE WHEN otype = 1 THEN cardinality(:rentNames::text[])
                                  ELSE cardinality(:buyNames::text[]) END)::int AS ii,
         CASE WHEN otype = 2 AND r_misc < 0.1 THEN 2 ELSE 1 END AS qty,
         created + (1 + floor(r_pay * 25)) * interval '1 minute' AS pay_raw,
         created + (6 + floor(r_pay * 25) + floor(r_review * 175)) * interval '1 minute' AS review_raw,
         created + (6 + floor(r_pay * 25) + floor(r_review * 175)) * interval '1 minute'
                 + (2 + r_ship * 28) * interval '1 hour' AS ship_raw,
         created + (6 + floor(r_pay * 25) + floor(r_review * 175)) * interval '1 minute'
                 + (22 + r_ship * 28 + r_receive * 40) * interval '1 hour' AS receive_raw,
         age > 3 AND r_status < 0.15 AS closed_old,
         CASE WHEN age = 0 THEN ${weighted('r_status', '1 25, 2 35, 3 20, 10 10, 13 10')}
              WHEN age <= 3 THEN ${weighted('r_status', '2 15, 3 25, 4 25, CASE WHEN otype = 1 THEN 5 ELSE 9 END 20, 10 10, 13 5')}
              WHEN r_status < 0.10 THEN 10
              WHEN r_status < 0.15 THEN 13 END AS early_status
    FROM b
),
e AS MATERIALIZED (
  SELECT c.*,
         CASE WHEN otype = 1 THEN (:rentMonthly::numeric[])[ii] * qty
              ELSE greatest(1, round((:buyPrice::numeric[])[ii] * qty / nst)) END AS stage_amt,
         :now::timestamptz::date AS today,
         -- A rent starts when the item arrives; a purchase's first instalment is due the day it is placed.
         CASE WHEN otype = 1 AND (early_status IS NULL OR early_status = 5) THEN receive_raw::date
              ELSE created::date END AS first_due,
         CASE WHEN age < 180 THEN 1.0 ELSE 0.2 END * CASE WHEN otype = 1 THEN 0.22 ELSE 0.3 END AS p_late
    FROM c
),
f AS MATERIALIZED (
  SELECT e.*,
         CASE WHEN first_due > today THEN 0 ELSE least(nst, (today - first_due) / 30 + 1) END AS due_stages
    FROM e
),
g AS MATERIALIZED (
  SELECT f.*,
         CASE WHEN due_stages >= 2 THEN 2 + floor(r_pick * (due_stages - 1))::int END AS late_from
    FROM f
),
h AS MATERIALIZED (
  SELECT g.*,
         early_status IS NULL AND late_from IS NOT NULL AND r_late < p_late
           AND first_due + 30 * (late_from - 1) < today AS delinquent,
         early_status IS NULL AND late_from IS NOT NULL AND r_late >= p_late AND r_late < p_late + 0.2
           AND first_due + 30 * (late_from - 1) < today AS settled_late,
         r_kind < CASE WHEN otype = 1 THEN 0.35 ELSE 0.4 END AS by_waiver
    FROM g
),
s AS MATERIALIZED (
  SELECT h.*,
         COALESCE(early_status,
           CASE WHEN otype = 2 THEN CASE WHEN r_status2 < 0.03 THEN 4 ELSE 9 END
                WHEN today < receive_raw::date + rent_days THEN 5
                WHEN delinquent THEN CASE WHEN r_status2 < 0.6 THEN 11 ELSE 8 END
                WHEN today - (receive_raw::date + rent_days) <= 7 THEN ${weighted('r_status2', '6 60, 7 25, 9 15')}
                WHEN today - (receive_raw::date + rent_days) <= 60 THEN ${weighted('r_status2', '9 60, 12 15, 7 10, 11 15')}
                ELSE ${weighted('r_status2', '9 80, 12 17, 11 3')} END) AS status
    FROM h
),
t AS MATERIALIZED (
  SELECT s.*,
         status NOT IN (1, 13) AND NOT (status = 10 AND r_misc < 0.6) AS paid,
         status >= 4 AND status NOT IN (10, 13) AS shipped
    FROM s
),
u AS MATERIALIZED (
  SELECT t.*,
         paid AND status <> 10 AS collected,
         paid AND status <> 2 AND NOT (status = 10 AND r_review < 0.5) AS reviewed,
         shipped AND status <> 4 AS received,
         otype = 1 AND shipped AND status <> 4 AS started,
         CASE WHEN status <> 1 AND r_alloc < 0.55 AND cardinality(:staffIds::text[]) > 0
              THEN 1 + floor(r_alloc / 0.55 * cardinality(:staffIds::text[]))::int END AS alloc
    FROM t
),
o AS MATERIALIZED (
  SELECT u.*,
         ${timeHex('created')} || :tag::text || '0' || lpad(to_hex(n), 13, '0') AS id,
         CASE otype WHEN 1 THEN 'ZL' ELSE 'GM' END || to_char(created, 'YYYYMMDDHH24MISS')
           || lpad((n % 10000000)::text, 7, '0') AS order_no,
         (:shopIds::text[])[si] AS shop_id,
         ${customer.channel('ck')} AS channel_id,
         ${customer.id('ck')} AS user_id,
         ${customer.name('ck')} AS user_name,
         ${customer.phone('ck')} AS user_phone,
         CASE WHEN collected AND NOT delinquent AND otype = 1 AND status IN (9, 12) THEN nst
              WHEN NOT collected THEN 0
              WHEN delinquent THEN late_from - 1
              WHEN otype = 1 AND NOT started THEN 1
              ELSE greatest(1, due_stages) END AS paid_count,
         CASE WHEN settled_late AND by_waiver THEN late_from END AS waived_stage,
         CASE WHEN settled_late THEN late_from END AS late_stage,
         2 + floor(r_pick * 14)::int AS late_days,
         CASE WHEN paid THEN ${clamp('pay_raw')} END AS pay_time,
         CASE WHEN reviewed OR status = 13 THEN ${clamp('review_raw')} END AS review_time,
         CASE WHEN shipped THEN ${clamp('ship_raw')} END AS ship_time,
         CASE WHEN shipped AND status <> 4 THEN ${clamp('receive_raw')} END AS receive_time,
         CASE WHEN started THEN receive_raw::date END AS start_date,
         CASE WHEN started THEN receive_raw::date + rent_days END AS end_date,
         COALESCE((:staffNames::text[])[1 + floor(r_review * cardinality(:staffNames::text[]))::int], :admin::text)
           AS reviewer
    FROM u
)`;
