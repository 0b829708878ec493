import type { ApiRow } from '../../data/repository';
import { BizError } from '../../http/envelope';
import { parseDisplayDateTime } from '../../util/time';
import { text } from '../org/rules';
import { checkChoice, checkImage, checkInt, checkMoney, checkText } from '../shop/rules';

/** activity_type: 1 限时折扣, 2 满减活动, 3 新人专享, 4 节日促销. */
export const ACTIVITY_TYPES = [1, 2, 3, 4] as const;

export const ACTIVITY_MESSAGES = {
  time: '请选择活动开始和结束时间',
  timeFormat: '活动时间格式不正确',
  order: '活动结束时间必须晚于开始时间',
} as const;

function time(raw: unknown): string {
  const value = text(raw);
  if (value === '') throw new BizError(ACTIVITY_MESSAGES.time);
  if (!parseDisplayDateTime(value)) throw new BizError(ACTIVITY_MESSAGES.timeFormat);
  return value;
}

/**
 * An activity's fields checked as a whole (on edit: the stored row with the body on top).
 *
 * @example activityColumns({ activityName: '双11', activityType: 1, startTime: '2026-11-01 00:00:00',
 *   endTime: '2026-11-12 00:00:00' })
 */
export function activityColumns(input: ApiRow): ApiRow {
  const startTime = time(input.startTime);
  const endTime = time(input.endTime);
  if ((parseDisplayDateTime(endTime) as Date) <= (parseDisplayDateTime(startTime) as Date)) {
    throw new BizError(ACTIVITY_MESSAGES.order);
  }
  return {
    activityName: checkText(input.activityName, '活动名称', 50),
    activityType: checkChoice(input.activityType, '活动类型', ACTIVITY_TYPES),
    startTime,
    endTime,
    banner: checkImage(input.banner, '活动图片', true),
    description: checkText(input.description, '活动说明', 500, true),
    sort: checkInt(input.sort, '排序', 0, 9999, true) ?? 0,
    status: checkChoice(input.status, '状态', [0, 1], true) ?? 1,
  };
}

/** The price, stock and limits of one activity product. */
export function goodsColumns(input: ApiRow): ApiRow {
  return {
    activityPrice: checkMoney(input.activityPrice, '活动价', { positive: true }),
    activityStock: checkInt(input.activityStock, '活动库存', 0, 999_999, true) ?? 0,
    limitPerUser: checkInt(input.limitPerUser, '每人限购', 1, 100, true) ?? 1,
    sort: checkInt(input.sort, '排序', 0, 9999, true) ?? 0,
    status: checkChoice(input.status, '状态', [0, 1], true) ?? 1,
  };
}
