import type { CronItem, CronModel } from './types';

/**
 * Writes a model back as a Quartz expression (numbers, not names; six parts when `year` is null). Empty parts are
 * written as `*`, except that an empty day part is `?` when the other day part is set.
 *
 * @example
 * formatCron(parseCron('0 0 9 ? * MON-FRI')) // '0 0 9 ? * 2-6'
 */
export function formatCron(model: CronModel): string {
  const domNone = model.dayOfMonth.length === 1 && model.dayOfMonth[0]?.kind === 'none';
  const dowSet = model.dayOfWeek.length > 0 && !(model.dayOfWeek.length === 1 && model.dayOfWeek[0]?.kind === 'none');
  const parts = [
    formatPart(model.second, '*'),
    formatPart(model.minute, '*'),
    formatPart(model.hour, '*'),
    formatPart(model.dayOfMonth, dowSet ? '?' : '*'),
    formatPart(model.month, '*'),
    formatPart(model.dayOfWeek, domNone ? '*' : '?'),
  ];
  if (model.year) parts.push(formatPart(model.year, '*'));
  return parts.join(' ');
}

function formatPart(items: readonly CronItem[], empty: string): string {
  return items.length === 0 ? empty : items.map(formatItem).join(',');
}

/** One item in Quartz syntax. */
export function formatItem(item: CronItem): string {
  switch (item.kind) {
    case 'none':
      return '?';
    case 'all':
      return item.step ? `*/${item.step}` : '*';
    case 'value':
      return item.step ? `${item.value}/${item.step}` : `${item.value}`;
    case 'range':
      return `${item.from}-${item.to}${item.step ? `/${item.step}` : ''}`;
    case 'last':
      return `L${item.offset ? `-${item.offset}` : ''}${item.weekday ? 'W' : ''}`;
    case 'nearestWeekday':
      return `${item.day}W`;
    case 'lastOfMonth':
      return `${item.weekday}L`;
    case 'nth':
      return `${item.weekday}#${item.nth}`;
  }
}
