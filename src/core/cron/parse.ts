import { CronSyntaxError, partError } from './errors';
import { FIELDS, type FieldSpec } from './fields';
import { CRON_PART_NAMES, type CronItem, type CronModel } from './types';

const MAX_INT = 2_147_483_647;
const DIGITS = /^\d+$/;
const LAST_FORM = /^L(?:-(\d*))?(W?)$/;

/**
 * Parses a Quartz expression (six or seven parts) into its items, accepting exactly what Quartz's `CronExpression`
 * accepts (leniencies included) and throwing `CronSyntaxError` with a Chinese message otherwise.
 *
 * @example
 * parseCron('0 15 10 ? * 6L').dayOfWeek // [{ kind: 'lastOfMonth', weekday: 6 }]
 */
export function parseCron(expr: string): CronModel {
  const text = typeof expr === 'string' ? expr.trim() : '';
  if (text === '') throw new CronSyntaxError('expression', 'cron表达式不能为空');
  const parts = text.split(/[ \t]+/);
  if (parts.length < 6) {
    throw new CronSyntaxError(
      'expression',
      `cron表达式至少需要6个部分（秒 分 时 日 月 周），当前只有${parts.length}个`,
    );
  }
  if (parts.length > 7) {
    throw new CronSyntaxError('expression', `cron表达式最多7个部分（秒 分 时 日 月 周 年），当前有${parts.length}个`);
  }
  const model: CronModel = {
    second: [],
    minute: [],
    hour: [],
    dayOfMonth: [],
    month: [],
    dayOfWeek: [],
    year: null,
  };
  parts.forEach((part, index) => {
    const name = CRON_PART_NAMES[index] ?? 'year';
    const items = parsePart(FIELDS[name], part.toUpperCase());
    if (name === 'year') model.year = items;
    else model[name] = items;
    if (name === 'dayOfWeek' && isNone(model.dayOfMonth) && isNone(items)) {
      throw partError('dayOfWeek', '「日」和「周」不能同时为 ?，请只把其中一个设为 ?');
    }
  });
  if (!isNone(model.dayOfMonth) && !isNone(model.dayOfWeek)) {
    throw partError('dayOfWeek', '「日」和「周」不能同时指定，请把其中一个设为 ?');
  }
  return model;
}

function isNone(items: readonly CronItem[]): boolean {
  return items.length === 1 && items[0]?.kind === 'none';
}

function parsePart(field: FieldSpec, text: string): CronItem[] {
  if (field.name === 'dayOfWeek') {
    if (text.includes('L') && text.length > 1 && text.includes(',')) {
      throw partError(field.name, `L 不能与其他取值一起列出：${text}`);
    }
    if (text.indexOf('#') !== text.lastIndexOf('#')) throw partError(field.name, `只能使用一个 #：${text}`);
  }
  const raw = text.split(',').filter((item) => item !== '');
  if (raw.length === 0) throw partError(field.name, '不能为空');
  const items = raw.map((item) => parseItem(field, item));
  if (items.length > 1) {
    if (items.some((item) => item.kind === 'none')) throw partError(field.name, `? 不能与其他取值一起使用：${text}`);
    if (items.some((item) => item.kind === 'nth')) throw partError(field.name, `# 不能与其他取值一起使用：${text}`);
  }
  return items;
}

function parseItem(field: FieldSpec, s: string): CronItem {
  const first = s[0] ?? '';
  if (first === '?') {
    if (field.name !== 'dayOfMonth' && field.name !== 'dayOfWeek') {
      throw partError(field.name, '? 只能用于「日」或「周」');
    }
    if (s.length > 1) throw partError(field.name, `? 后不能再跟字符：${s}`);
    return { kind: 'none' };
  }
  if (first === '*' || first === '/') {
    const rest = first === '*' ? s.slice(1) : s;
    if (!rest.startsWith('/')) return { kind: 'all' }; // Quartz ignores what follows a bare `*`
    const step = readStep(field, rest.slice(1), s);
    return step === 0 ? { kind: 'all' } : { kind: 'all', step };
  }
  if (first === 'L') {
    const last = parseLast(field, s);
    if (last) return last;
  }
  if (first >= 'A' && first <= 'Z') return parseName(field, s);
  if (first >= '0' && first <= '9') return parseNumber(field, s);
  throw partError(field.name, `无法识别的字符「${first}」：${s}`);
}

/** `L` forms; null when `s` is not one (it is then read as a name, which fails). */
function parseLast(field: FieldSpec, s: string): CronItem | null {
  const match = LAST_FORM.exec(s);
  if (field.name === 'dayOfMonth') {
    if (!match) return null;
    const [, offsetText, w] = match;
    if (offsetText === '' && !w) throw partError(field.name, `L- 后必须是数字：${s}`);
    const offset = offsetText ? toInt(field, offsetText, s) : 0;
    if (offset > 30) throw partError(field.name, `L- 后的天数不能大于 30：${s}`);
    return { kind: 'last', offset, weekday: w === 'W' };
  }
  if (field.name === 'dayOfWeek') {
    if (s === 'L') return { kind: 'value', value: 7 }; // `L` alone is the last day of the week: Saturday
    if (match?.[2]) throw partError(field.name, `不支持 W：${s}`);
    if (match) throw partError(field.name, `L 只能单独使用或跟在星期后（如 6L）：${s}`);
    return null;
  }
  if (match) throw partError(field.name, 'L 只能用于「日」或「周」');
  return null;
}

function parseName(field: FieldSpec, s: string): CronItem {
  if (!field.names) throw partError(field.name, `无法识别：${s}`);
  const first = nameValue(field, s.slice(0, 3), s);
  const next = s[3];
  if (next === '-') {
    const to = nameValue(field, s.slice(4, 7), s);
    return { kind: 'range', from: first, to }; // what follows a name range (a step too) is ignored
  }
  if (field.name === 'dayOfWeek') {
    if (next === '#') return { kind: 'nth', weekday: first, nth: readNth(field, s.slice(4), s) };
    if (next === 'L') return { kind: 'lastOfMonth', weekday: first };
  }
  return { kind: 'value', value: first }; // names are read from their first three letters
}

function nameValue(field: FieldSpec, name: string, s: string): number {
  const index = field.names?.indexOf(name) ?? -1;
  if (index < 0) {
    const allowed = field.name === 'month' ? 'JAN-DEC' : 'SUN-SAT';
    throw partError(field.name, `无效的名称「${name}」，应为 ${allowed}：${s}`);
  }
  return index + 1;
}

function parseNumber(field: FieldSpec, s: string): CronItem {
  let i = 0;
  while (i < s.length && isDigit(s[i])) i++;
  const value = toInt(field, s.slice(0, i), s);
  const next = s[i];
  if (next === 'L') {
    if (field.name !== 'dayOfWeek') throw partError(field.name, `不支持 ${value}L：${s}`);
    checkValue(field, value, s);
    return { kind: 'lastOfMonth', weekday: value };
  }
  if (next === 'W') {
    if (field.name !== 'dayOfMonth') throw partError(field.name, `不支持 W：${s}`);
    if (value < 1 || value > 31) throw partError(field.name, `W 前的日期必须在 1-31 之间：${s}`);
    return { kind: 'nearestWeekday', day: value };
  }
  if (next === '#') {
    if (field.name !== 'dayOfWeek') throw partError(field.name, `不支持 #：${s}`);
    checkValue(field, value, s);
    return { kind: 'nth', weekday: value, nth: readNth(field, s.slice(i + 1), s) };
  }
  if (next === '-') return parseRange(field, value, s, i + 1);
  if (next === '/') {
    const step = readStep(field, s.slice(i + 1), s);
    checkValue(field, value, s);
    return step === 0 ? { kind: 'value', value } : { kind: 'value', value, step };
  }
  checkValue(field, value, s); // Quartz ignores anything else after a number
  return { kind: 'value', value };
}

function parseRange(field: FieldSpec, from: number, s: string, start: number): CronItem {
  let i = start;
  while (i < s.length && isDigit(s[i])) i++;
  if (i === start) throw partError(field.name, `- 后必须是数字：${s}`);
  let to = toInt(field, s.slice(start, i), s);
  let step: number | undefined;
  if (s[i] === '/') {
    const stepStart = i + 1;
    i = stepStart;
    while (i < s.length && isDigit(s[i])) i++;
    if (i === stepStart) throw partError(field.name, `/ 后必须是整数：${s}`);
    step = toInt(field, s.slice(stepStart, i), s); // Quartz does not bound a range's step; what follows is ignored
  }
  checkValue(field, from, s);
  if (field.max !== null && to > field.max) checkValue(field, to, s);
  if (field.max === null && to < from) throw partError(field.name, `年份范围的起始不能大于结束：${s}`);
  if (field.min === 1 && to === 0) to = field.max ?? to; // Quartz wraps `n-0` round to the field's maximum
  if (step === 0) return { kind: 'value', value: from }; // Quartz keeps only the start of `a-b/0`
  return step === undefined ? { kind: 'range', from, to } : { kind: 'range', from, to, step };
}

function readStep(field: FieldSpec, text: string, s: string): number {
  if (!DIGITS.test(text)) throw partError(field.name, `/ 后必须是整数：${s}`);
  const step = toInt(field, text, s);
  if (field.maxStep !== null && step > field.maxStep) {
    throw partError(field.name, `步长不能大于 ${field.maxStep}：${s}`);
  }
  return step;
}

function readNth(field: FieldSpec, text: string, s: string): number {
  const nth = DIGITS.test(text) ? Number(text) : 0;
  if (nth < 1 || nth > 5) throw partError(field.name, `# 后必须是 1-5 的数字：${s}`);
  return nth;
}

function checkValue(field: FieldSpec, value: number, s: string): void {
  if (field.max === null) return;
  if (value < field.min || value > field.max) {
    const names = field.name === 'month' ? '（或 JAN-DEC）' : field.name === 'dayOfWeek' ? '（或 SUN-SAT）' : '';
    throw partError(field.name, `取值必须在 ${field.min}-${field.max}${names} 之间：${s}`);
  }
}

function toInt(field: FieldSpec, digits: string, s: string): number {
  const value = Number(digits);
  if (digits.length > 10 || value > MAX_INT) throw partError(field.name, `数值过大：${s}`);
  return value;
}

function isDigit(c: string | undefined): boolean {
  return c !== undefined && c >= '0' && c <= '9';
}
