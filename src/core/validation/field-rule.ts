/**
 * A form rule as plain data. The UI layer adapts it to its form library (Arco Form); the server and the
 * tests run it through `validateValue`. `min`/`max` bound a length: characters (code points) of a string,
 * items of an array (`type: 'array'`).
 */
export interface FieldRule {
  required?: boolean;
  pattern?: RegExp;
  min?: number;
  max?: number;
  type?: 'array' | 'string';
  message: string;
  /** Returns the failure message, or undefined when the value passes. */
  validator?: (value: unknown) => string | undefined | Promise<string | undefined>;
}

/**
 * True for values a required rule rejects: null, undefined, blank strings, empty arrays.
 *
 * @example isEmptyValue('  ') // true
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Tests without the `lastIndex` state a `g` or `y` regex would carry between calls. */
export function testPattern(pattern: RegExp, text: string): boolean {
  if (pattern.global || pattern.sticky)
    return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, '')).test(text);
  return pattern.test(text);
}

function lengthOf(value: unknown, type: FieldRule['type']): number {
  if (type === 'array' || Array.isArray(value)) return Array.isArray(value) ? value.length : 0;
  return [...String(value)].length;
}

function failsSyncChecks(rule: FieldRule, value: unknown, empty: boolean): boolean {
  if (rule.required && empty) return true;
  // An optional field left empty passes its format and length checks.
  if (empty) return false;
  if (rule.pattern && !testPattern(rule.pattern, String(value))) return true;
  const length = rule.min !== undefined || rule.max !== undefined ? lengthOf(value, rule.type) : 0;
  if (rule.min !== undefined && length < rule.min) return true;
  return rule.max !== undefined && length > rule.max;
}

/**
 * The first failing rule's message among the checks that need no waiting (required, pattern, length);
 * `validator`s are skipped. For checking thousands of cells as the user types.
 *
 * @example syncRuleFailure('123', [{ pattern: /^1\d{10}$/, message: '请输入正确手机号' }]) // '请输入正确手机号'
 */
export function syncRuleFailure(value: unknown, rules: readonly FieldRule[]): string | undefined {
  const empty = isEmptyValue(value);
  return rules.find((rule) => failsSyncChecks(rule, value, empty))?.message;
}

/**
 * Runs `rules` in order and resolves to the first failing rule's message (undefined when all pass).
 * A `validator` runs for empty values too, so it can decide about them itself.
 *
 * @example await validateValue('12', [{ min: 4, message: '太短' }]) // '太短'
 */
export async function validateValue(value: unknown, rules: readonly FieldRule[]): Promise<string | undefined> {
  const empty = isEmptyValue(value);
  for (const rule of rules) {
    if (failsSyncChecks(rule, value, empty)) return rule.message;
    if (rule.validator) {
      const message = await rule.validator(value);
      if (message) return message;
    }
  }
  return undefined;
}
