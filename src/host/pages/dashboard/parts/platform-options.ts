import type { EChartsCoreOption } from 'echarts/core';
import type { TenantFigures } from '../platform-api';
import type { Palette } from './chart-options';

/**
 * Turnover (bars, left axis) and orders (line, right axis) of each tenant, all time.
 *
 * @example chart.setOption(tenantBarOption(info.tenants, palette))
 */
export function tenantBarOption(tenants: readonly TenantFigures[], palette: Palette): EChartsCoreOption {
  return {
    color: [...palette],
    tooltip: { trigger: 'axis' },
    legend: { data: ['成交额', '订单数'], top: 0 },
    grid: { left: 64, right: 48, top: 36, bottom: 28, containLabel: true },
    xAxis: { type: 'category', data: tenants.map((tenant) => tenant.tenantName), axisLabel: { interval: 0 } },
    yAxis: [
      { type: 'value', name: '金额(元)' },
      { type: 'value', name: '订单', minInterval: 1, splitLine: { show: false } },
    ],
    series: [
      { name: '成交额', type: 'bar', barMaxWidth: 36, data: tenants.map((tenant) => tenant.gmv) },
      { name: '订单数', type: 'line', yAxisIndex: 1, data: tenants.map((tenant) => tenant.orderCount) },
    ],
  };
}
