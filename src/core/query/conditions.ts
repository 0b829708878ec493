import { defaultRule, isMultiChoice, rulesFor, valueEditorKind } from './field-kinds';
import { SuperQueryMessages } from './messages';
import type { SuperQueryCondition, SuperQueryField, SuperQueryRule, SuperQueryValue } from './types';

/** What a value editor holds: nothing yet, a scalar, or a list (multi-select). */
export type RowValue = SuperQueryValue | null | undefined;

/** One condition row of the modal; `key` identifies it while rows are added and removed. */
export interface SuperQueryRow {
  key: string;
  /** The chosen field's name; undefined until one is chosen. */
  field?: string;
  rule: SuperQueryRule;
  val: RowValue;
}

let sequence = 0;

/** A fresh row key, unique in this page. */
export function nextRowKey(): string {
  sequence += 1;
  return `row-${sequence}`;
}

/** An empty row (no field yet). */
export function emptyRow(): SuperQueryRow {
  return { key: nextRowKey(), rule: 'eq', val: undefined };
}

/**
 * Whether a value says nothing: absent, blank text, or an empty list.
 *
 * @example isEmptyValue('  ') // true
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'number') return Number.isNaN(value);
  if (Array.isArray(value)) return value.every(isEmptyValue);
  return false;
}

/** A row's value after its field or rule changed: a list becomes its first item and back. */
export function coerceValue(value: RowValue, multi: boolean): RowValue {
  if (isEmptyValue(value)) return multi ? [] : undefined;
  if (multi) return Array.isArray(value) ? value : [value as string | number];
  if (Array.isArray(value)) return value[0];
  return value;
}

/**
 * The row after the user chose `field`: the rule is kept when the new field offers it (else the
 * field's default), the value is cleared (its editor changed).
 */
export function withField(row: SuperQueryRow, field: SuperQueryField | undefined): SuperQueryRow {
  if (!field) return { ...row, field: undefined, val: undefined };
  if (field.value === row.field) return row;
  const kind = valueEditorKind(field);
  const rule = row.field !== undefined && rulesFor(kind).includes(row.rule) ? row.rule : defaultRule(kind);
  return { ...row, field: field.value, rule, val: isMultiChoice(kind, rule) ? [] : undefined };
}

/** The row after the user chose `rule`: a multi-select value shrinks to one item, and back. */
export function withRule(row: SuperQueryRow, rule: SuperQueryRule, field: SuperQueryField | undefined): SuperQueryRow {
  const kind = field ? valueEditorKind(field) : 'text';
  const before = isMultiChoice(kind, row.rule);
  const after = isMultiChoice(kind, rule);
  return { ...row, rule, val: before === after ? row.val : coerceValue(row.val, after) };
}

/** A condition's value as sent: lists lose their blank items; text is kept as typed. */
function wireValue(value: RowValue): SuperQueryValue {
  if (Array.isArray(value)) return value.filter((item) => !isEmptyValue(item));
  return value as SuperQueryValue;
}

/**
 * The conditions a search sends: rows with a known field and a value, in order. A row without a
 * field or without a value is left out (it would match everything).
 *
 * @example completeConditions(rows, fields) // [{ field: 'sex', rule: 'eq', val: '2', type: 'list' }]
 */
export function completeConditions(
  rows: readonly SuperQueryRow[],
  fields: readonly SuperQueryField[],
): SuperQueryCondition[] {
  const byName = new Map(fields.map((field) => [field.value, field]));
  const conditions: SuperQueryCondition[] = [];
  for (const row of rows) {
    const field = row.field === undefined ? undefined : byName.get(row.field);
    if (!field || isEmptyValue(row.val)) continue;
    const condition: SuperQueryCondition = { field: field.value, rule: row.rule, val: wireValue(row.val) };
    if (field.type) condition.type = field.type;
    if (field.dbType) condition.dbType = field.dbType;
    conditions.push(condition);
  }
  return conditions;
}

/**
 * Rows to show for saved or decoded conditions; conditions on fields the page no longer declares
 * are left out.
 */
export function rowsFromConditions(
  conditions: readonly SuperQueryCondition[],
  fields: readonly SuperQueryField[],
): SuperQueryRow[] {
  const byName = new Map(fields.map((field) => [field.value, field]));
  return conditions.flatMap((condition) => {
    const field = byName.get(condition.field);
    if (!field) return [];
    const multi = isMultiChoice(valueEditorKind(field), condition.rule);
    return [{ key: nextRowKey(), field: field.value, rule: condition.rule, val: coerceValue(condition.val, multi) }];
  });
}

/** The warning a search of these conditions gets, or null when it may run. */
export function searchProblem(conditions: readonly SuperQueryCondition[]): string | null {
  return conditions.length === 0 ? SuperQueryMessages.emptySearch : null;
}

/** The warning saving these conditions gets, or null when they may be saved (then a name is asked). */
export function saveProblem(conditions: readonly SuperQueryCondition[]): string | null {
  return conditions.length === 0 ? SuperQueryMessages.emptySave : null;
}
