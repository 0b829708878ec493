import type { BuilderUnit } from '../../core/cron';

/** Tab titles (docs/widgets-spec.md §2: 秒 分 时 日 月 周 年). */
export const UNIT_TABS: Record<BuilderUnit, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '周',
  year: '年',
};

/** The word after a number in the mode rows ("从 5 秒 至 10 秒"). */
export const UNIT_WORD: Record<BuilderUnit, string> = {
  second: '秒',
  minute: '分',
  hour: '时',
  day: '日',
  month: '月',
  week: '',
  year: '年',
};

/** The word after a step ("每 5 分钟执行一次"). */
export const STEP_WORD: Record<BuilderUnit, string> = {
  second: '秒',
  minute: '分钟',
  hour: '小时',
  day: '天',
  month: '个月',
  week: '天',
  year: '年',
};

/** "Every" mode labels. */
export const EVERY_LABEL: Record<BuilderUnit, string> = {
  second: '每秒',
  minute: '每分钟',
  hour: '每小时',
  day: '每日',
  month: '每月',
  week: '每天（按周）',
  year: '每年',
};

/** Builder weekday numbering (0-6, SUN=0). */
export const WEEKDAY_LABELS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'] as const;

export const TITLE = 'cron表达式';
export const OK_TEXT = '确定';
export const CANCEL_TEXT = '关闭';
export const CUSTOM_LABEL = '保留原样';
export const EXCLUSIVE_TIP = '「日」和「周」只能设置其中之一，另一个为 ?';
