import type { Option } from '../../list-page';

/** activity_type of bus_activity. */
export const ACTIVITY_TYPES: readonly Option[] = [
  { value: '1', text: '限时折扣' },
  { value: '2', text: '满减活动' },
  { value: '3', text: '新人专享' },
  { value: '4', text: '节日促销' },
];

/** Where an activity stands now: 未开始 / 进行中 / 已结束 (dictionary activity_status) from its window. */
export function activityPhase(row: { startTime?: unknown; endTime?: unknown }, now = Date.now()): string {
  const start = Date.parse(String(row.startTime ?? '').replace(' ', 'T'));
  const end = Date.parse(String(row.endTime ?? '').replace(' ', 'T'));
  if (Number.isFinite(start) && now < start) return '未开始';
  if (Number.isFinite(end) && now >= end) return '已结束';
  return '进行中';
}
