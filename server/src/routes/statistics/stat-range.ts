import { BizError } from '../../http/envelope';
import { dateText, text, todayInZone } from '../business-shared';

/** The longest period a statistics request may cover. */
export const MAX_RANGE_DAYS = 366;

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * A statistics period from `beginDate`/`endDate` (YYYY-MM-DD, display zone): by default the
 * `defaultDays` days up to today; refused when malformed, reversed or longer than a year.
 *
 * @example dateRange({ beginDate: '2026-11-01', endDate: '2026-11-07' }) // { begin: '2026-11-01', end: '2026-11-07', days: 7 }
 */
export function dateRange(
  params: Record<string, unknown>,
  defaultDays = 30,
  today = todayInZone(),
): { begin: string; end: string; days: number } {
  const endText = dateText(params.endDate);
  const beginText = dateText(params.beginDate);
  if (endText === null || beginText === null) throw new BizError('日期格式不正确');
  const end = endText || today;
  const begin = beginText || shift(end, -(defaultDays - 1));
  if (begin > end) throw new BizError('开始日期不能晚于结束日期');
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${begin}T00:00:00Z`)) / 86_400_000) + 1;
  if (days > MAX_RANGE_DAYS) throw new BizError(`统计区间不能超过${MAX_RANGE_DAYS}天`);
  return { begin, end, days };
}

/**
 * The days of a series: 7 or 30 (anything else falls back to 7).
 *
 * @example seriesDays('30') // 30
 */
export function seriesDays(raw: unknown): 7 | 30 {
  return text(raw) === '30' ? 30 : 7;
}
