import { getAction, unwrap } from '../../../core/http';
import { num, rank, record, rows, str } from './parts/raw-fields';

/** `/sys/home/getHomeInfo`: headline figures of the caller's scope (tenant, shop or channel). */
export interface HomeInfo {
  today: string;
  todayOrders: number;
  todayGmv: number;
  yesterdayOrders: number;
  yesterdayGmv: number;
  monthOrders: number;
  monthGmv: number;
  totalOrders: number;
  totalGmv: number;
  rentOrders: number;
  buyOrders: number;
  overdueOrders: number;
  overdueAmount: number;
  pendingReview: number;
  pendingShip: number;
  pendingReturn: number;
  userCount: number;
  todayUsers: number;
}

/** One day of a series. */
export interface SeriesPoint {
  date: string;
  orderCount: number;
  gmv: number;
  userCount: number;
}

export interface RankRow {
  id: string;
  name: string;
  orderCount: number;
  gmv: number;
}

/** `/sys/home/queryHomeInfo`: the period's series, order states and the top shops and channels. */
export interface HomeTrend {
  days: number;
  series: SeriesPoint[];
  statusDistribution: { status: number | string; label: string; count: number }[];
  topShops: RankRow[];
  topChannels: RankRow[];
}

export interface ChannelRow {
  channelId: string;
  channelName: string;
  signStatus: number | null;
  commissionRate: number;
  orderCount: number;
  gmv: number;
  commission: number;
  userCount: number;
  overdueOrders: number;
  overdueAmount: number;
}

/** `/sys/home/getChannelInfo`: a channel partner's own channel (a tenant: every channel). */
export interface ChannelInfo {
  days: number;
  channels: ChannelRow[];
  totals: {
    channelCount: number;
    orderCount: number;
    gmv: number;
    commission: number;
    userCount: number;
    overdueAmount: number;
  };
  series: SeriesPoint[];
}

export type TrendDays = 7 | 30;

const HOME_FIELDS = [
  'todayOrders',
  'todayGmv',
  'yesterdayOrders',
  'yesterdayGmv',
  'monthOrders',
  'monthGmv',
  'totalOrders',
  'totalGmv',
  'rentOrders',
  'buyOrders',
  'overdueOrders',
  'overdueAmount',
  'pendingReview',
  'pendingShip',
  'pendingReturn',
  'userCount',
  'todayUsers',
] as const;

/**
 * A `getHomeInfo` result with every figure a number (missing ones 0), so a back end that leaves a
 * figure out still renders.
 *
 * @example normalizeHomeInfo({ todayOrders: '3' }).todayOrders // 3
 */
export function normalizeHomeInfo(raw: unknown): HomeInfo {
  const body = record(raw);
  const info = { today: str(body.today) } as HomeInfo;
  for (const field of HOME_FIELDS) info[field] = num(body[field]);
  return info;
}

export function normalizeSeries(raw: unknown): SeriesPoint[] {
  return rows(raw).map((point) => ({
    date: str(point.date),
    orderCount: num(point.orderCount),
    gmv: num(point.gmv),
    userCount: num(point.userCount),
  }));
}

/** A `queryHomeInfo` result with defaults for anything missing. */
export function normalizeHomeTrend(raw: unknown): HomeTrend {
  const body = record(raw);
  return {
    days: num(body.days),
    series: normalizeSeries(body.series),
    statusDistribution: rows(body.statusDistribution).map((row) => ({
      status: str(row.status),
      label: str(row.status_dictText) || str(row.status),
      count: num(row.count),
    })),
    topShops: rank(body.topShops, 'shopId', 'shopName'),
    topChannels: rank(body.topChannels, 'channelId', 'channelName'),
  };
}

/** A `getChannelInfo` result with defaults for anything missing. */
export function normalizeChannelInfo(raw: unknown): ChannelInfo {
  const body = record(raw);
  const totals = record(body.totals);
  return {
    days: num(body.days),
    channels: rows(body.channels).map((row) => ({
      channelId: str(row.channelId),
      channelName: str(row.channelName),
      signStatus: row.signStatus === null || row.signStatus === undefined ? null : num(row.signStatus),
      commissionRate: num(row.commissionRate),
      orderCount: num(row.orderCount),
      gmv: num(row.gmv),
      commission: num(row.commission),
      userCount: num(row.userCount),
      overdueOrders: num(row.overdueOrders),
      overdueAmount: num(row.overdueAmount),
    })),
    totals: {
      channelCount: num(totals.channelCount),
      orderCount: num(totals.orderCount),
      gmv: num(totals.gmv),
      commission: num(totals.commission),
      userCount: num(totals.userCount),
      overdueAmount: num(totals.overdueAmount),
    },
    series: normalizeSeries(body.series),
  };
}

// The dashboard shows its own error state with a retry, so its calls do not toast as well.
const quiet = (signal?: AbortSignal) => ({ silent: true, signal }) as const;

/** @example const info = await fetchHomeInfo(); */
export async function fetchHomeInfo(signal?: AbortSignal): Promise<HomeInfo> {
  return normalizeHomeInfo(unwrap(await getAction<unknown>('/sys/home/getHomeInfo', {}, quiet(signal))));
}

/** @example const trend = await fetchHomeTrend(30); */
export async function fetchHomeTrend(days: TrendDays, signal?: AbortSignal): Promise<HomeTrend> {
  return normalizeHomeTrend(unwrap(await getAction<unknown>('/sys/home/queryHomeInfo', { days }, quiet(signal))));
}

/** @example const channels = await fetchChannelInfo(30); */
export async function fetchChannelInfo(days: TrendDays, signal?: AbortSignal): Promise<ChannelInfo> {
  return normalizeChannelInfo(unwrap(await getAction<unknown>('/sys/home/getChannelInfo', { days }, quiet(signal))));
}
