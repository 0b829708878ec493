// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}`-style placeholders are JeecgBoot message templates.
import {
  CellPatterns,
  type CellRule,
  CellRuleDefaultMessages,
  type ColumnIndex,
  fillMessageTemplate,
  indexKey,
  isEmptyValue,
  REQUIRED_PATTERN_CODE,
  testPattern,
  UNIQUE_PATTERN_CODE,
  type ValidateCellInput,
} from '../../../core/validation';

/**
 * A cell's verdict: the first failing rule's message or undefined, synchronously when every rule that
 * ran was synchronous, else a promise.
 */
export type CellVerdict = string | undefined | Promise<string | undefined>;

type CompiledPattern = RegExp | Error;
const compiled = new Map<string, CompiledPattern>();

function compile(pattern: string): CompiledPattern {
  if (Object.hasOwn(CellPatterns, pattern)) return CellPatterns[pattern as keyof typeof CellPatterns];
  let result = compiled.get(pattern);
  if (!result) {
    try {
      result = new RegExp(pattern);
    } catch (error) {
      result = error instanceof Error ? error : new Error(String(error));
    }
    compiled.set(pattern, result);
  }
  return result;
}

function isDuplicate(input: ValidateCellInput): boolean {
  const { value, column, row, rows, index } = input;
  const key = indexKey(value);
  if (key === undefined) return false;
  if (index) return index.count(value) - (indexKey(row[column.key]) === key ? 1 : 0) >= 1;
  return rows.some((other) => other !== row && indexKey(other[column.key]) === key);
}

/** The rule's own checks (required, unique, pattern), in the order of core `validateCell`. */
function checkStatic(rule: CellRule, input: ValidateCellInput, empty: boolean): string | undefined {
  const { column } = input;
  const fail = (fallback: string) => fillMessageTemplate(rule.message ?? fallback, column);
  const { pattern } = rule;
  if ((rule.required === true || pattern === REQUIRED_PATTERN_CODE) && empty)
    return fail(CellRuleDefaultMessages.required);
  if ((rule.unique === true || pattern === UNIQUE_PATTERN_CODE) && isDuplicate(input)) {
    return fail(CellRuleDefaultMessages.unique);
  }
  if (pattern === undefined || pattern === REQUIRED_PATTERN_CODE || pattern === UNIQUE_PATTERN_CODE || empty) {
    return undefined;
  }
  const regex = typeof pattern === 'string' ? compile(pattern) : pattern;
  if (regex instanceof Error) {
    return `Invalid validateRules pattern "${String(pattern)}" on column "${column.key}": ${regex.message}. Fix the column configuration.`;
  }
  return testPattern(regex, String(input.value)) ? undefined : fail(CellRuleDefaultMessages.pattern);
}

function handlerMessage(rule: CellRule, outcome: unknown, input: ValidateCellInput): string | undefined {
  if (typeof outcome === 'string' && outcome !== '') return fillMessageTemplate(outcome, input.column);
  if (outcome === false) return fillMessageTemplate(rule.message ?? CellRuleDefaultMessages.handler, input.column);
  return undefined;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

function checkFrom(input: ValidateCellInput, rules: readonly CellRule[], start: number, empty: boolean): CellVerdict {
  for (let i = start; i < rules.length; i++) {
    const rule = rules[i] as CellRule;
    const message = checkStatic(rule, input, empty);
    if (message !== undefined) return message;
    if (!rule.handler) continue;
    let outcome: unknown;
    try {
      const { value, column, row, rows } = input;
      outcome = rule.handler({ value, column, row, rows });
    } catch {
      outcome = false;
    }
    if (isThenable(outcome)) {
      return Promise.resolve(outcome).then(
        (settled) => handlerMessage(rule, settled, input) ?? checkFrom(input, rules, i + 1, empty),
        () => handlerMessage(rule, false, input),
      );
    }
    const handled = handlerMessage(rule, outcome, input);
    if (handled !== undefined) return handled;
  }
  return undefined;
}

/**
 * Core `validateCell` (`src/core/validation`) with a synchronous fast path: rules without a handler,
 * and handlers that return a plain value, are decided without a promise, which is what lets a
 * 100,000-row `validateTable` finish in milliseconds. Same rules, order and messages as the core
 * (checked against it in cell-check.test.ts); a thrown or rejected handler fails with the rule's message.
 *
 * @example checkCell({ value: '', rules: [{ required: true }], column, row, rows: [] }) // '名称不能为空'
 */
export function checkCell(input: ValidateCellInput): CellVerdict {
  const rules = input.rules;
  if (!rules || rules.length === 0) return undefined;
  return checkFrom(input, rules, 0, isEmptyValue(input.value));
}

/** Whether a column's rules ask for uniqueness (and so need a `ColumnIndex`). */
export function needsUniqueIndex(rules: readonly CellRule[] | undefined): boolean {
  return (rules ?? []).some((rule) => rule.unique === true || rule.pattern === UNIQUE_PATTERN_CODE);
}

export type { ColumnIndex };
