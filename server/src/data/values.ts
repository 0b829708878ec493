import { BizError } from '../http/envelope';
import { formatDateTime, parseDisplayDateTime } from '../util/time';
import type { FieldDef } from './entity';

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

function asDate(raw: unknown): Date | null {
  if (raw instanceof Date) return raw;
  if (typeof raw === 'string' || typeof raw === 'number') {
    const date = new Date(raw);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/**
 * A column value as the API shows it: datetimes 'YYYY-MM-DD HH:mm:ss' in the display zone, dates
 * 'YYYY-MM-DD', numbers as numbers.
 *
 * @example outputValue(f.datetime('create_time'), new Date('2026-01-02T03:04:05Z')) // '2026-01-02 11:04:05'
 */
export function outputValue(def: FieldDef, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (def.type) {
    case 'datetime':
      return formatDateTime(asDate(raw));
    case 'date':
      return typeof raw === 'string' ? raw.slice(0, 10) : (formatDateTime(asDate(raw))?.slice(0, 10) ?? null);
    case 'int':
    case 'decimal': {
      const value = Number(raw);
      return Number.isFinite(value) ? value : null;
    }
    case 'boolean':
      return Boolean(raw);
    default:
      return typeof raw === 'string' ? raw : String(raw);
  }
}

/**
 * A body value cast for its column, or a refusal naming the field. Strings are trimmed; '' and
 * null clear a non-text column.
 *
 * @example inputValue(f.int('sex'), 'sex', '2') // 2
 * @example inputValue(f.int('sex'), 'sex', 'x') // throws sex必须是整数
 */
export function inputValue(def: FieldDef, name: string, raw: unknown): unknown {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'object') throw new BizError(`${name}格式不正确`);
  switch (def.type) {
    case 'string':
      return String(raw).trim();
    case 'int': {
      if (raw === '') return null;
      const value = typeof raw === 'boolean' ? Number(raw) : Number(String(raw).trim());
      if (!Number.isSafeInteger(value)) throw new BizError(`${name}必须是整数`);
      return value;
    }
    case 'decimal': {
      if (raw === '') return null;
      const value = Number(String(raw).trim());
      if (!Number.isFinite(value)) throw new BizError(`${name}必须是数字`);
      return value;
    }
    case 'boolean':
      if (raw === '') return null;
      return raw === true || raw === 1 || raw === '1' || raw === 'true';
    case 'date': {
      if (raw === '') return null;
      const match = DATE.exec(String(raw).trim());
      if (!match || !parseDisplayDateTime(match[0])) throw new BizError(`${name}日期格式不正确`);
      return match[0];
    }
    case 'datetime': {
      if (raw === '') return null;
      const text = String(raw).trim();
      const date = parseDisplayDateTime(text) ?? (/T.*(Z|[+-]\d{2}:?\d{2})$/.test(text) ? asDate(text) : null);
      if (!date) throw new BizError(`${name}日期格式不正确`);
      return date;
    }
  }
}
