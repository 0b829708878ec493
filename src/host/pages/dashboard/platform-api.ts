import { getAction, unwrap } from '../../../core/http';
import type { RankRow, TrendDays } from './home-api';

/** One tenant's figures on the platform dashboard (`/sys/home/getPlatformInfo`). */
export interface TenantFigures {
  tenantId: string;
  tenantName: string;
  status: number;
  shopCount: number;
  userCount: number;
  orderCount: number;
  gmv: number;
  todayOrders: number;
  todayGmv: number;
  /** Orders and turnover of the last `days` days. */
  periodOrders: number;
  periodGmv: number;
}

export interface PlatformTotals {
  tenantCount: number;
  activeTenantCount: number;
  shopCount: number;
  userCount: number;
  orderCount: number;
  gmv: number;
  todayOrders: number;
  todayGmv: number;
  periodOrders: number;
  periodGmv: number;
}

/** `/sys/home/getPlatformInfo`: the platform administrator's figures across every tenant. */
export interface PlatformInfo {
  today: string;
  days: number;
  totals: PlatformTotals;
  tenants: TenantFigures[];
  /** The tenants with the most turnover in the period. */
  topTenants: RankRow[];
}

type Raw = Record<string, unknown>;
const num = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
};
const str = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const rows = (value: unknown): Raw[] => (Array.isArray(value) ? (value as Raw[]) : []);
const record = (value: unknown): Raw => (typeof value === 'object' && value !== null ? (value as Raw) : {});

const TOTAL_FIELDS = [
  'tenantCount',
  'activeTenantCount',
  'shopCount',
  'userCount',
  'orderCount',
  'gmv',
  'todayOrders',
  'todayGmv',
  'periodOrders',
  'periodGmv',
] as const;

/**
 * A `getPlatformInfo` result with every figure a number (missing ones 0) and every list an array.
 *
 * @example normalizePlatformInfo({ totals: { tenantCount: '2' } }).totals.tenantCount // 2
 */
export function normalizePlatformInfo(raw: unknown): PlatformInfo {
  const body = record(raw);
  const totalsRaw = record(body.totals);
  const totals = {} as PlatformTotals;
  for (const field of TOTAL_FIELDS) totals[field] = num(totalsRaw[field]);
  return {
    today: str(body.today),
    days: num(body.days),
    totals,
    tenants: rows(body.tenants).map((row) => ({
      tenantId: str(row.tenantId),
      tenantName: str(row.tenantName),
      status: num(row.status),
      shopCount: num(row.shopCount),
      userCount: num(row.userCount),
      orderCount: num(row.orderCount),
      gmv: num(row.gmv),
      todayOrders: num(row.todayOrders),
      todayGmv: num(row.todayGmv),
      periodOrders: num(row.periodOrders),
      periodGmv: num(row.periodGmv),
    })),
    topTenants: rows(body.topTenants).map((row) => ({
      id: str(row.tenantId),
      name: str(row.tenantName),
      orderCount: num(row.orderCount),
      gmv: num(row.gmv),
    })),
  };
}

/** @example const info = await fetchPlatformInfo(30); */
export async function fetchPlatformInfo(days: TrendDays): Promise<PlatformInfo> {
  // The dashboard shows its own error state with a retry, so the call does not toast as well.
  const envelope = await getAction<unknown>('/sys/home/getPlatformInfo', { days }, { silent: true });
  return normalizePlatformInfo(unwrap(envelope));
}
