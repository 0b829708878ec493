// biome-ignore-all lint/suspicious/noTemplateCurlyInString: `${title}`-style placeholders are JeecgBoot message templates, filled at run time, not JS templates.
import { type ColumnIndex, indexKey } from './column-index';
import { isEmptyValue, testPattern } from './field-rule';
import { fillMessageTemplate, type TemplateColumn } from './message-template';
import { CellPatterns, REQUIRED_PATTERN_CODE, UNIQUE_PATTERN_CODE } from './patterns';

export type CellRow = Readonly<Record<string, unknown>>;
export type CellColumn = TemplateColumn;

export interface CellRuleContext {
  value: unknown;
  column: CellColumn;
  row: CellRow;
  rows: readonly CellRow[];
}

/**
 * A custom check. Resolves to a message (a template) or `false` to fail; `true`, undefined, null or ''
 * pass. JeecgBoot's `handler(event, callback)` becomes `async (ctx) => ...` here.
 */
export type CellRuleHandler = (
  context: CellRuleContext,
) => string | boolean | null | undefined | Promise<string | boolean | null | undefined>;

/** One entry of a column's `validateRules` (docs/widgets-spec.md §5 "Cell rules"). */
export interface CellRule {
  required?: boolean;
  unique?: boolean;
  /** A shortcut code (`m`, `n6-16`, `money`, ...), `*` (required), `only` (unique), or a regular expression. */
  pattern?: string | RegExp;
  handler?: CellRuleHandler;
  /** Message template; may use `${title}`, `${key}`, `${defaultValue}`. */
  message?: string;
}

/**
 * Messages used when a rule gives none. Not in the spec; worded like the messages JeecgBoot's own
 * editable-table demos configure (`${title}不能为空`).
 */
export const CellRuleDefaultMessages = {
  required: '${title}不能为空',
  unique: '${title}不能重复',
  pattern: '${title}格式不正确',
  handler: '${title}校验未通过',
} as const;

type CompiledPattern = RegExp | Error;
const compiledPatterns = new Map<string, CompiledPattern>();

// Custom patterns arrive as strings from column configuration; compiling each once keeps a full-table
// validation from building one RegExp per cell.
function compilePattern(pattern: string): CompiledPattern {
  const known = Object.hasOwn(CellPatterns, pattern) ? CellPatterns[pattern as keyof typeof CellPatterns] : undefined;
  if (known) return known;
  let compiled = compiledPatterns.get(pattern);
  if (!compiled) {
    try {
      compiled = new RegExp(pattern);
    } catch (error) {
      compiled = error instanceof Error ? error : new Error(String(error));
    }
    compiledPatterns.set(pattern, compiled);
  }
  return compiled;
}

function isDuplicate(input: ValidateCellInput): boolean {
  const { value, column, row, rows, index } = input;
  const key = indexKey(value);
  if (key === undefined) return false;
  // Count the other rows only, whether or not `row` already holds the edited value.
  if (index) return index.count(value) - (indexKey(row[column.key]) === key ? 1 : 0) >= 1;
  return rows.some((other) => other !== row && indexKey(other[column.key]) === key);
}

/**
 * A rule's own checks, synchronously and in this order: required, unique, then the pattern (not on an empty
 * value); the message of the first that fails, or undefined. The handler is the caller's
 * (`validateCell`, and the editable table's synchronous fast path).
 *
 * @example cellRuleMessage({ required: true }, { value: '', rules: undefined, column: { title: '名称', key: 'name' }, row, rows }, true) // '名称不能为空'
 */
export function cellRuleMessage(rule: CellRule, input: ValidateCellInput, empty: boolean): string | undefined {
  const { column } = input;
  const fail = (fallback: string) => fillMessageTemplate(rule.message ?? fallback, column);
  const pattern = rule.pattern;
  const required = rule.required === true || pattern === REQUIRED_PATTERN_CODE;
  if (required && empty) return fail(CellRuleDefaultMessages.required);
  if ((rule.unique === true || pattern === UNIQUE_PATTERN_CODE) && isDuplicate(input)) {
    return fail(CellRuleDefaultMessages.unique);
  }
  if (pattern === undefined || pattern === REQUIRED_PATTERN_CODE || pattern === UNIQUE_PATTERN_CODE || empty) {
    return undefined;
  }
  const compiled = typeof pattern === 'string' ? compilePattern(pattern) : pattern;
  if (compiled instanceof Error) {
    return `Invalid validateRules pattern "${String(pattern)}" on column "${column.key}": ${compiled.message}. Fix the column configuration.`;
  }
  return testPattern(compiled, String(input.value)) ? undefined : fail(CellRuleDefaultMessages.pattern);
}

/**
 * The message of what a rule's handler gave: its own message (a template), the rule's message when it gave
 * `false` (or threw), else undefined (passed).
 *
 * @example cellHandlerMessage({ handler }, false, { title: '编码', key: 'code' }) // '编码校验未通过'
 */
export function cellHandlerMessage(rule: CellRule, outcome: unknown, column: CellColumn): string | undefined {
  if (typeof outcome === 'string' && outcome !== '') return fillMessageTemplate(outcome, column);
  if (outcome === false) return fillMessageTemplate(rule.message ?? CellRuleDefaultMessages.handler, column);
  return undefined;
}

async function checkRule(rule: CellRule, input: ValidateCellInput, empty: boolean): Promise<string | undefined> {
  const message = cellRuleMessage(rule, input, empty);
  if (message !== undefined || !rule.handler) return message;
  const { value, column, row, rows } = input;
  let outcome: unknown;
  try {
    outcome = await rule.handler({ value, column, row, rows });
  } catch {
    // A failing custom check must not break the table; the cell shows the rule's message instead.
    outcome = false;
  }
  return cellHandlerMessage(rule, outcome, column);
}

export interface ValidateCellInput extends CellRuleContext {
  rules: readonly CellRule[] | undefined;
  /**
   * Index of the column (`buildColumnIndex(rows, column.key)`, kept current with `replace`). Without it a
   * uniqueness check scans `rows` (O(n) per cell).
   */
  index?: ColumnIndex;
}

/**
 * Validates one editable-table cell and resolves to the first failing rule's message, or undefined.
 * Empty values skip format and uniqueness checks: only `required` / `*` (and custom handlers) see them.
 * An invalid custom regular expression yields an English configuration message instead of throwing.
 *
 * @example await validateCell({ value: '', rules: [{ required: true }], column: { title: '名称', key: 'name' }, row, rows })
 * // '名称不能为空'
 */
export async function validateCell(input: ValidateCellInput): Promise<string | undefined> {
  const empty = isEmptyValue(input.value);
  for (const rule of input.rules ?? []) {
    const message = await checkRule(rule, input, empty);
    if (message !== undefined) return message;
  }
  return undefined;
}
