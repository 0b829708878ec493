import * as XLSX from '@e965/xlsx';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../../testing/test-server';
import {
  call,
  count,
  type DemoUser,
  expectRefused,
  type PageResult,
  resultOf,
  withDemoServer,
} from '../business-test-kit';

let server: TestServer;
let tokens: Record<DemoUser, string>;

withDemoServer((started, issued) => {
  server = started;
  tokens = issued;
});

type Row = Record<string, unknown> & { id: string };

const get = (token: string, url: string, query: Record<string, string | number> = {}) =>
  call(server, { url, token, query });
const post = (token: string, url: string, body: Record<string, unknown>) =>
  call(server, { method: 'POST', url, token, body });

describe('recharges', () => {
  it('lists recharges in scope and exports them', async () => {
    const total = await count(server, 'bus_recharge WHERE tenant_id = 1001');
    const page = resultOf<PageResult<Row>>(await get(tokens.tenant1, '/business/recharge/list', { status: 1 }));
    const paid = await count(server, 'bus_recharge WHERE tenant_id = 1001 AND status = 1');
    expect(page.total).toBe(paid);
    expect(page.records[0]?.status_dictText).toBe('充值成功');
    const response = await call(server, { url: '/business/recharge/exportXls', token: tokens.tenant1 });
    const book = XLSX.read(response.raw.rawPayload, { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(
      book.Sheets[book.SheetNames[0] as string] as XLSX.WorkSheet,
    );
    expect(rows).toHaveLength(total);
    expect(rows[0]).toHaveProperty('充值单号');
  });

  it('keeps recharge tiers valid', async () => {
    expectRefused(
      await post(tokens.tenant1, '/business/rechargeConfig/add', {
        configName: '充50送60',
        amount: 50,
        giftAmount: 60,
      }),
      '赠送金额不能超过充值金额',
    );
    const id = resultOf<string>(
      await post(tokens.tenant1, '/business/rechargeConfig/add', {
        configName: '充2000送500',
        amount: 2000,
        giftAmount: 500,
        sort: 5,
      }),
    );
    const page = resultOf<PageResult<Row>>(await get(tokens.tenant1, '/business/rechargeConfig/list'));
    expect(page.records.at(-1)).toMatchObject({ id, amount: 2000, giftAmount: 500 });
    expect(
      resultOf<PageResult<Row>>(await get(tokens.tenant2, '/business/rechargeConfig/list')).records.some(
        (r) => r.id === id,
      ),
    ).toBe(false);
  });
});
