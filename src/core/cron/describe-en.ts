import { clockTimes, dayItems, isEvery, isOnly, plainValues } from './describe-parts';
import type { CronItem, CronModel } from './types';

const WEEKDAYS = ['', 'Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October'];
MONTHS.push('November', 'December');
const ORDINALS = ['', 'first', 'second', 'third', 'fourth', 'fifth'];

interface Unit {
  /** "second" for numbered units; null for named ones (weekdays, months, years) */
  label: string | null;
  name: (value: number) => string;
  /** plural used with steps: "seconds", "days", "months" */
  span: string;
  min: number;
}

const numbered = (label: string, min: number): Unit => ({ label, name: String, span: `${label}s`, min });
const SECOND = numbered('second', 0);
const MINUTE = numbered('minute', 0);
const HOUR = numbered('hour', 0);
const DAY = numbered('day', Number.NaN);
const WEEKDAY: Unit = { label: null, name: (v) => WEEKDAYS[v] ?? `${v}`, span: 'days', min: 1 };
const MONTH: Unit = { label: null, name: (v) => MONTHS[v] ?? `${v}`, span: 'months', min: 1 };
const YEAR: Unit = { label: null, name: String, span: 'years', min: Number.NaN };

const one = (unit: Unit, v: number) => (unit.label ? `${unit.label} ${v}` : unit.name(v));

function item(it: CronItem, unit: Unit): string {
  switch (it.kind) {
    case 'all':
      return it.step ? `every ${it.step} ${unit.span}` : `every ${unit.span.replace(/s$/, '')}`;
    case 'value':
      if (!it.step) return one(unit, it.value);
      return `every ${it.step} ${unit.span}${it.value === unit.min ? '' : ` from ${one(unit, it.value)}`}`;
    case 'range': {
      const range = unit.label
        ? `${unit.label}s ${it.from} through ${it.to}`
        : `${unit.name(it.from)} through ${unit.name(it.to)}`;
      return it.step ? `every ${it.step} ${unit.span} from ${range}` : range;
    }
    case 'last':
      if (it.weekday)
        return it.offset ? `the weekday nearest ${it.offset} days before the last day` : 'the last weekday';
      return it.offset ? `${it.offset} days before the last day` : 'the last day';
    case 'nearestWeekday':
      return `the weekday nearest day ${it.day}`;
    case 'lastOfMonth':
      return `the last ${WEEKDAYS[it.weekday]}`;
    case 'nth':
      return `the ${ORDINALS[it.nth]} ${WEEKDAYS[it.weekday]}`;
    case 'none':
      return '';
  }
}

function join(texts: string[]): string {
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1]}`;
}

function list(items: readonly CronItem[], unit: Unit): string {
  const values = plainValues(items);
  if (unit.label && values && values.length > 1) return `${unit.label}s ${join(values.map(String))}`;
  return join(items.map((it) => item(it, unit)));
}

/** "at second 5", "every 5 seconds", "on day 1 of the month", "in 2027": no preposition before "every". */
function lead(preposition: string, text: string): string {
  return text.startsWith('every') ? text : `${preposition} ${text}`;
}

function time(model: CronModel): string {
  const clock = clockTimes(model);
  if (clock) return `at ${join(clock)}`;
  const { second: s, minute: m, hour: h } = model;
  const parts: string[] = [];
  if (isOnly(s, 0) && isOnly(m, 0)) parts.push(isEvery(h) ? 'every hour' : 'on the hour');
  else {
    if (!isOnly(s, 0)) parts.push(isEvery(s) ? 'every second' : lead('at', list(s, SECOND)));
    if (!isEvery(m)) {
      const text = lead('at', list(m, MINUTE));
      parts.push(isEvery(h) && !text.startsWith('every') ? `${text} past every hour` : text);
    } else if (isOnly(s, 0)) parts.push('every minute');
  }
  if (!isEvery(h)) parts.push(lead('during', list(h, HOUR)));
  return parts.join(', ');
}

function date(model: CronModel): string[] {
  const parts: string[] = [];
  const day = dayItems(model);
  if (day?.by === 'month') parts.push(`${lead('on', list(day.items, DAY))} of the month`);
  else if (day) {
    const monthly = day.items.some((it) => it.kind === 'lastOfMonth' || it.kind === 'nth');
    parts.push(`${lead('on', list(day.items, WEEKDAY))}${monthly ? ' of the month' : ''}`);
  }
  if (!isEvery(model.month)) parts.push(lead('in', list(model.month, MONTH)));
  if (model.year && !isEvery(model.year)) parts.push(lead('in', list(model.year, YEAR)));
  return parts;
}

/** English sentence: time, then date ("At 09:00:00, on the last weekday of the month"). */
export function describeEn(model: CronModel): string {
  const parts = [time(model), ...date(model)];
  if (parts.length === 1 && clockTimes(model)) parts.push('every day');
  const text = parts.join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
