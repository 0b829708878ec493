import { describe, expect, it } from 'vitest';
import { tenantChart } from './parts/platform-options';
import { normalizePlatformInfo } from './platform-api';

describe('platform dashboard figures', () => {
  it('reads every figure as a number and the ranking as rank rows', () => {
    const info = normalizePlatformInfo({
      today: '2026-11-27',
      days: 30,
      totals: { tenantCount: '2', shopCount: 5, gmv: '663805.5', todayOrders: null },
      tenants: [{ tenantId: 1001, tenantName: '华东租赁有限公司', status: 1, orderCount: '190', gmv: 286717 }],
      topTenants: [{ tenantId: 1002, tenantName: '华南优选商城', orderCount: 81, gmv: '208281' }],
    });
    expect(info.totals).toMatchObject({ tenantCount: 2, shopCount: 5, gmv: 663805.5, todayOrders: 0, userCount: 0 });
    expect(info.tenants[0]).toMatchObject({
      tenantId: '1001',
      tenantName: '华东租赁有限公司',
      orderCount: 190,
      gmv: 286717,
    });
    expect(info.tenants[0]?.periodGmv).toBe(0);
    expect(info.topTenants).toEqual([{ id: '1002', name: '华南优选商城', orderCount: 81, gmv: 208281 }]);
  });

  it('survives an empty or foreign answer', () => {
    const info = normalizePlatformInfo(null);
    expect(info.tenants).toEqual([]);
    expect(info.topTenants).toEqual([]);
    expect(info.totals.orderCount).toBe(0);
  });

  it('charts each tenant’s turnover as bars and its orders as a line', () => {
    const info = normalizePlatformInfo({
      tenants: [
        { tenantId: 1002, tenantName: '华南优选商城', orderCount: 150, gmv: 377088 },
        { tenantId: 1001, tenantName: '华东租赁有限公司', orderCount: 190, gmv: 286717 },
      ],
    });
    const chart = tenantChart(info.tenants);
    expect(chart.categories).toEqual(['华南优选商城', '华东租赁有限公司']);
    expect(chart.series.map((s) => [s.name, s.kind, s.axis ?? 0, s.values])).toEqual([
      ['成交额', 'bar', 0, [377088, 286717]],
      ['订单数', 'line', 1, [150, 190]],
    ]);
    expect(chart.axisNames).toEqual(['金额(元)', '订单']);
    expect(chart.integerAxes?.[1]).toBe(true);
  });
});
