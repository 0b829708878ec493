import { BizError } from '../../http/envelope';

/** One part of a rule_json (seed/check-rules.ts): `digits` N or '*' (the rest), a pattern, a message. */
export interface CheckRulePart {
  digits: string;
  pattern: string;
  message: string;
}

export const RULE_FORMAT_MESSAGE = '规则格式不正确';
/** Values are short codes; the cap also bounds the work any pattern can cause. */
export const MAX_CHECK_VALUE = 200;
const MAX_PARTS = 20;
const MAX_PATTERN = 500;

/** The pattern anchored as a whole-value match; Unicode mode when it parses so, else plain (Java-style escapes). */
function compile(pattern: string): RegExp | null {
  for (const flags of ['u', '']) {
    try {
      return new RegExp(`^(?:${pattern})$`, flags);
    } catch {
      // try the next mode
    }
  }
  return null;
}

/**
 * Parses and checks a rule_json: a non-empty array of parts, digits a positive count or '*' (last
 * part only), every pattern a valid regular expression, every message non-empty.
 *
 * @example parseRuleJson('[{"digits":"1","pattern":"^[a-z]$","message":"第一位只能是小写字母"}]')
 */
export function parseRuleJson(raw: unknown): CheckRulePart[] {
  let parsed: unknown = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new BizError(RULE_FORMAT_MESSAGE);
    }
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > MAX_PARTS)
    throw new BizError(RULE_FORMAT_MESSAGE);
  return parsed.map((item, index) => {
    if (typeof item !== 'object' || item === null) throw new BizError(RULE_FORMAT_MESSAGE);
    const { digits, pattern, message } = item as Record<string, unknown>;
    const count = String(digits ?? '').trim();
    const star = count === '*';
    if (star ? index !== parsed.length - 1 : !/^[1-9][0-9]{0,2}$/.test(count)) throw new BizError(RULE_FORMAT_MESSAGE);
    if (typeof pattern !== 'string' || pattern === '' || pattern.length > MAX_PATTERN) {
      throw new BizError(RULE_FORMAT_MESSAGE);
    }
    if (!compile(pattern)) throw new BizError(RULE_FORMAT_MESSAGE);
    if (typeof message !== 'string' || message.trim() === '') throw new BizError(RULE_FORMAT_MESSAGE);
    return { digits: count, pattern, message: message.trim() };
  });
}

/**
 * Checks `value` against the parts left to right: N digits take the next N characters, '*' the
 * rest; each slice must match its pattern as a whole (Java's `matches`). Characters left over after
 * the last part fail with its message. An empty value passes (required-ness is the form's concern).
 *
 * @returns null when the value passes, else the failing part's message.
 * @example checkValue(parts, 'a123') // null
 */
export function checkValue(parts: readonly CheckRulePart[], value: string): string | null {
  if (value === '') return null;
  const chars = [...value];
  let position = 0;
  for (const part of parts) {
    const slice = part.digits === '*' ? chars.slice(position) : chars.slice(position, position + Number(part.digits));
    position = part.digits === '*' ? chars.length : position + Number(part.digits);
    if (!compile(part.pattern)?.test(slice.join(''))) return part.message;
  }
  if (position < chars.length) return parts.at(-1)?.message ?? RULE_FORMAT_MESSAGE;
  return null;
}
