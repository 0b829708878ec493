import { getAction, unwrap } from '../../../core/http';
import type { RankRow, TrendDays } from './home-api';
import { num, type Raw, rank, record, rows, str } from './parts/raw-fields';

/** The figures the platform dashboard gives for one tenant and for all of them together. */
export interface ScopeFigures {
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

/** One tenant's figures on the platform dashboard (`/sys/home/getPlatformInfo`). */
export interface TenantFigures extends ScopeFigures {
  tenantId: string;
  tenantName: string;
  status: number;
}

export interface PlatformTotals extends ScopeFigures {
  tenantCount: number;
  activeTenantCount: number;
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

const FIGURE_FIELDS = [
  'shopCount',
  'userCount',
  'orderCount',
  'gmv',
  'todayOrders',
  'todayGmv',
  'periodOrders',
  'periodGmv',
] as const;

function figures(raw: Raw): ScopeFigures {
  const read = {} as ScopeFigures;
  for (const field of FIGURE_FIELDS) read[field] = num(raw[field]);
  return read;
}

/**
 * A `getPlatformInfo` result with every figure a number (missing ones 0) and every list an array.
 *
 * @example normalizePlatformInfo({ totals: { tenantCount: '2' } }).totals.tenantCount // 2
 */
export function normalizePlatformInfo(raw: unknown): PlatformInfo {
  const body = record(raw);
  const totals = record(body.totals);
  return {
    today: str(body.today),
    days: num(body.days),
    totals: {
      tenantCount: num(totals.tenantCount),
      activeTenantCount: num(totals.activeTenantCount),
      ...figures(totals),
    },
    tenants: rows(body.tenants).map((row) => ({
      tenantId: str(row.tenantId),
      tenantName: str(row.tenantName),
      status: num(row.status),
      ...figures(row),
    })),
    topTenants: rank(body.topTenants, 'tenantId', 'tenantName'),
  };
}

/** @example const info = await fetchPlatformInfo(30); */
export async function fetchPlatformInfo(days: TrendDays, signal?: AbortSignal): Promise<PlatformInfo> {
  // The dashboard shows its own error state with a retry, so the call does not toast as well.
  const envelope = await getAction<unknown>('/sys/home/getPlatformInfo', { days }, { silent: true, signal });
  return normalizePlatformInfo(unwrap(envelope));
}
