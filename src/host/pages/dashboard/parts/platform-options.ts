import type { ComboData } from '../../../shared/charts/chart-options';
import { count, yuan } from '../../../shared/charts/figures';
import type { TenantFigures } from '../platform-api';

/**
 * Turnover (bars, left axis) and orders (line, right axis) of each tenant, all time.
 *
 * @example <ComboChart label="各租户成交额与订单" {...tenantChart(info.tenants)} />
 */
export function tenantChart(tenants: readonly TenantFigures[]): ComboData {
  return {
    categories: tenants.map((tenant) => tenant.tenantName),
    categoryName: '租户',
    axisNames: ['金额(元)', '订单'],
    integerAxes: [false, true],
    barMaxWidth: 36,
    series: [
      { name: '成交额', kind: 'bar', values: tenants.map((tenant) => tenant.gmv) },
      { name: '订单数', kind: 'line', axis: 1, values: tenants.map((tenant) => tenant.orderCount) },
    ],
    valueFormat: (value, entry) => (entry.axis === 1 ? count(value) : yuan(value)),
  };
}
