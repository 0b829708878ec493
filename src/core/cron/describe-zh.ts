import { clockTimes, dayItems, isEvery, isOnly } from './describe-parts';
import type { CronItem, CronModel } from './types';

const WEEKDAYS = ['', '周日', '周一', '周二', '周三', '周四', '周五', '周六'];

interface Unit {
  one: (value: number) => string;
  /** After 每 / 每N: 秒, 分钟, 小时, 天, 个月, 年 */
  span: string;
  /** A step from this value reads as a plain "every N" */
  min: number;
}

const SECOND: Unit = { one: (v) => `${v}秒`, span: '秒', min: 0 };
const MINUTE: Unit = { one: (v) => `${v}分`, span: '分钟', min: 0 };
const HOUR: Unit = { one: (v) => `${v}点`, span: '小时', min: 0 };
const DAY: Unit = { one: (v) => `${v}日`, span: '天', min: Number.NaN };
const WEEKDAY: Unit = { one: (v) => WEEKDAYS[v] ?? `${v}`, span: '天', min: 1 };
const MONTH: Unit = { one: (v) => `${v}月`, span: '个月', min: 1 };
const YEAR: Unit = { one: (v) => `${v}年`, span: '年', min: Number.NaN };

function item(it: CronItem, unit: Unit): string {
  switch (it.kind) {
    case 'all':
      return `每${it.step ?? ''}${unit.span === '个月' && !it.step ? '月' : unit.span}`;
    case 'value':
      if (!it.step) return unit.one(it.value);
      return `${it.value === unit.min ? '' : `从${unit.one(it.value)}起`}每${it.step}${unit.span}`;
    case 'range':
      return `${unit.one(it.from)}至${unit.one(it.to)}${it.step ? `每${it.step}${unit.span}` : ''}`;
    case 'last':
      if (it.weekday) return it.offset ? `倒数第${it.offset + 1}天最近的工作日` : '最后一个工作日';
      return it.offset ? `倒数第${it.offset + 1}天` : '最后一天';
    case 'nearestWeekday':
      return `离${it.day}日最近的工作日`;
    case 'lastOfMonth':
      return `最后一个${WEEKDAYS[it.weekday]}`;
    case 'nth':
      return `第${it.nth}个${WEEKDAYS[it.weekday]}`;
    case 'none':
      return '';
  }
}

function list(items: readonly CronItem[], unit: Unit): string {
  return items.map((it) => item(it, unit)).join('、');
}

function time(model: CronModel): string {
  const clock = clockTimes(model);
  if (clock) return clock.join('、');
  const { second: s, minute: m, hour: h } = model;
  const hText = isEvery(h) ? null : list(h, HOUR);
  const mText = isEvery(m) ? null : list(m, MINUTE);
  const sText = isEvery(s) ? null : list(s, SECOND);
  const minuteStep = mText?.startsWith('每') ?? false;
  const context = (): string => {
    if (!mText) return hText ? `${hText}的每分钟` : '每分钟';
    if (hText) return `${hText}的${mText}`;
    return minuteStep ? mText : `每小时的${mText}`;
  };
  if (isOnly(s, 0) && isOnly(m, 0)) return hText ? `${hText}整点` : '每小时';
  if (isOnly(s, 0)) return context();
  if (!sText) return mText ? `${context()}的每秒` : hText ? `${hText}的每秒` : '每秒';
  if (!mText && sText.startsWith('每')) return hText ? `${hText}的${sText}` : sText;
  return `${context()}的${sText}`;
}

function date(model: CronModel): string | null {
  const year = model.year && !isEvery(model.year) ? list(model.year, YEAR) : null;
  const month = isEvery(model.month) ? null : list(model.month, MONTH);
  const day = dayItems(model);
  let dayText: string;
  let plainDays = false;
  if (!day) dayText = '每天';
  else if (day.by === 'month') {
    dayText = list(day.items, DAY);
    plainDays = day.items.every((it) => it.kind === 'value' || it.kind === 'range');
  } else {
    const weekly = day.items.every((it) => (it.kind === 'value' || it.kind === 'range') && !it.step);
    dayText = weekly ? `每${list(day.items, WEEKDAY)}` : list(day.items, WEEKDAY);
  }
  const weekly = day?.by === 'week' && dayText.startsWith('每');
  let text: string;
  if (month) text = `${year ? '' : '每年'}${month}${plainDays ? '' : '的'}${dayText}`;
  else if (!day || weekly) text = dayText;
  else if (day.by === 'week' && !day.items.some((it) => it.kind === 'lastOfMonth' || it.kind === 'nth')) {
    text = `每周${dayText}`;
  } else text = `每月${dayText}`;
  const yearPlain = model.year?.every((it) => (it.kind === 'value' || it.kind === 'range') && !it.step);
  if (year) text = `${year}${month && yearPlain ? '' : ' '}${text}`;
  return !year && !month && !day ? null : text;
}

/** Chinese sentence: date, then time ("每月最后一个工作日 09:00:00"). */
export function describeZh(model: CronModel): string {
  const when = time(model);
  const day = date(model);
  if (day) return `${day} ${when}`;
  return clockTimes(model) ? `每天 ${when}` : when;
}
