import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../testing/test-server';
import { call, count, type PageResult, resultOf, rowWhere } from '../business-test-kit';

/**
 * The text-filter wrapping of docs/widgets-spec.md §5 on a generic list (the order list): `*x*` like,
 * `x*` starts with, `*x` ends with, `!x` not equal, `>=x` `<=x` (and `>x` `<x`). Every form is
 * checked on one row it must match, one row it must not, and the whole tenant's count.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await createTestServer();
  token = await server.tokenFor('tenant1');
  // The first list request of a fresh server is slow (query plans, dictionaries); pay it here.
  await total({});
}, 120_000);

afterAll(async () => {
  await server?.close();
});

interface OrderRow {
  id: string;
  user_phone: string;
  user_name: string;
  total: string;
  day: string;
}

const ORDER_COLUMNS = `id, user_phone, user_name, total_amount::text AS total,
  to_char(create_time AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day`;
const TENANT = 'tenant_id = 1001';
const LOCAL_DAY = "(create_time AT TIME ZONE 'Asia/Shanghai')::date";

const total = async (query: Record<string, string>) =>
  resultOf<PageResult>(await call(server, { url: '/business/order/list', token, query: { ...query, pageSize: 1 } }))
    .total;

/** Whether the list, narrowed to one order, keeps it under `query`. */
const keeps = async (id: string, query: Record<string, string>) => (await total({ ...query, id })) === 1;

const order = (where: string, params: unknown[] = []) =>
  rowWhere<OrderRow>(server, `SELECT ${ORDER_COLUMNS} FROM bus_order WHERE ${TENANT} AND ${where} LIMIT 1`, params);

describe('text filters of the generic list', () => {
  // A phone whose first four digits are not its last four, so starts-with and ends-with differ.
  const phoneSample = () => order('left(user_phone, 4) <> right(user_phone, 4)');

  it('wraps *x* as contains', async () => {
    const sample = await phoneSample();
    const middle = sample.user_phone.slice(3, 7);
    expect(await keeps(sample.id, { userPhone: `*${middle}*` })).toBe(true);
    const noMiddle = await order('position($1 in user_phone) = 0', [middle]);
    expect(await keeps(noMiddle.id, { userPhone: `*${middle}*` })).toBe(false);
    expect(await total({ userPhone: `*${middle}*` })).toBe(
      await count(server, `bus_order WHERE ${TENANT} AND user_phone LIKE $1`, [`%${middle}%`]),
    );
  });

  it('wraps x* as starts with', async () => {
    const sample = await phoneSample();
    const head = sample.user_phone.slice(0, 4);
    expect(await keeps(sample.id, { userPhone: `${head}*` })).toBe(true);
    expect(await keeps(sample.id, { userPhone: `*${head}` })).toBe(false);
    const otherHead = await order('left(user_phone, 4) <> $1', [head]);
    expect(await keeps(otherHead.id, { userPhone: `${head}*` })).toBe(false);
    expect(await total({ userPhone: `${head}*` })).toBe(
      await count(server, `bus_order WHERE ${TENANT} AND user_phone LIKE $1`, [`${head}%`]),
    );
  });

  it('wraps *x as ends with', async () => {
    const sample = await phoneSample();
    const tail = sample.user_phone.slice(-4);
    expect(await keeps(sample.id, { userPhone: `*${tail}` })).toBe(true);
    expect(await keeps(sample.id, { userPhone: `${tail}*` })).toBe(false);
    const otherTail = await order('right(user_phone, 4) <> $1', [tail]);
    expect(await keeps(otherTail.id, { userPhone: `*${tail}` })).toBe(false);
    expect(await total({ userPhone: `*${tail}` })).toBe(
      await count(server, `bus_order WHERE ${TENANT} AND user_phone LIKE $1`, [`%${tail}`]),
    );
  });

  it('reads a leading ! as not equal, for numbers and text', async () => {
    const renting = await order('status = 5');
    const other = await order('status <> 5');
    expect(await keeps(renting.id, { status: '!5' })).toBe(false);
    expect(await keeps(other.id, { status: '!5' })).toBe(true);
    const notRenting = await total({ status: '!5' });
    expect(notRenting).toBe(await count(server, `bus_order WHERE ${TENANT} AND status <> 5`));
    expect(notRenting).toBeGreaterThan(0);

    const differentName = await order('user_name <> $1', [renting.user_name]);
    expect(await keeps(renting.id, { userName: `!${renting.user_name}` })).toBe(false);
    expect(await keeps(differentName.id, { userName: `!${renting.user_name}` })).toBe(true);
    expect(await total({ userName: `!${renting.user_name}` })).toBe(
      await count(server, `bus_order WHERE ${TENANT} AND user_name IS DISTINCT FROM $1`, [renting.user_name]),
    );
  });

  it('reads >=, <=, > and < as comparisons with the bound itself included or not', async () => {
    const amounts = `(SELECT min(total_amount) FROM bus_order WHERE ${TENANT}) < total_amount
      AND total_amount < (SELECT max(total_amount) FROM bus_order WHERE ${TENANT})`;
    const sample = await order(amounts);
    const bound = sample.total;
    const smaller = await order('total_amount < $1::numeric', [bound]);
    const larger = await order('total_amount > $1::numeric', [bound]);

    const cases: [string, string, boolean][] = [
      // [filter, SQL operator, keeps the row at the bound]
      [`>=${bound}`, '>=', true],
      [`<=${bound}`, '<=', true],
      [`>${bound}`, '>', false],
      [`<${bound}`, '<', false],
    ];
    for (const [filter, operator, atBound] of cases) {
      const beyond = operator.startsWith('>') ? smaller : larger;
      const within = operator.startsWith('>') ? larger : smaller;
      expect(await keeps(sample.id, { totalAmount: filter }), filter).toBe(atBound);
      expect(await keeps(beyond.id, { totalAmount: filter }), filter).toBe(false);
      expect(await keeps(within.id, { totalAmount: filter }), filter).toBe(true);
      const matching = await total({ totalAmount: filter });
      expect(matching, filter).toBe(
        await count(server, `bus_order WHERE ${TENANT} AND total_amount ${operator} $1::numeric`, [bound]),
      );
      expect(matching, filter).toBeGreaterThan(0);
    }
  });

  it('compares a bare date with a time column by whole days', async () => {
    const range = `${LOCAL_DAY} > (SELECT min(${LOCAL_DAY}) FROM bus_order WHERE ${TENANT})
      AND ${LOCAL_DAY} < (SELECT max(${LOCAL_DAY}) FROM bus_order WHERE ${TENANT})`;
    const sample = await order(range);
    const earlier = await order(`${LOCAL_DAY} < $1::date`, [sample.day]);
    const later = await order(`${LOCAL_DAY} > $1::date`, [sample.day]);

    expect(await keeps(sample.id, { createTime: `<=${sample.day}` })).toBe(true);
    expect(await keeps(later.id, { createTime: `<=${sample.day}` })).toBe(false);
    expect(await total({ createTime: `<=${sample.day}` })).toBe(
      await count(server, `bus_order WHERE ${TENANT} AND ${LOCAL_DAY} <= $1::date`, [sample.day]),
    );

    expect(await keeps(sample.id, { createTime: `>=${sample.day}` })).toBe(true);
    expect(await keeps(earlier.id, { createTime: `>=${sample.day}` })).toBe(false);
    expect(await total({ createTime: `>=${sample.day}` })).toBe(
      await count(server, `bus_order WHERE ${TENANT} AND ${LOCAL_DAY} >= $1::date`, [sample.day]),
    );
  });
});
