import type { RowValue, SuperQueryField, SuperQueryRule } from '../../../core/query';

/** What every value editor receives. */
export interface ValueEditorProps {
  field: SuperQueryField;
  rule: SuperQueryRule;
  value: RowValue;
  onChange: (value: RowValue) => void;
  /** Several choices (rule `in` on a choice editor). */
  multiple: boolean;
}

/** A single text value of a row ('' when there is none); lists show comma-separated. */
export function textOf(value: RowValue): string {
  if (value === undefined || value === null) return '';
  return Array.isArray(value) ? value.join(',') : String(value);
}

/** A multi-select's value ([] when there is none). */
export function listOf(value: RowValue): (string | number)[] {
  if (value === undefined || value === null || value === '') return [];
  return Array.isArray(value) ? value : [value as string | number];
}

/** A single choice's value (undefined when there is none). */
export function choiceOf(value: RowValue): string | number | undefined {
  if (Array.isArray(value)) return value[0];
  if (value === undefined || value === null || value === '' || typeof value === 'boolean') return undefined;
  return value;
}

/**
 * A select's search: the options whose label contains the typed text, case aside (Arco's `filterOption`).
 *
 * @example <Select showSearch filterOption={labelContains} … />
 */
export function labelContains(input: string, option: unknown): boolean {
  return String((option as { props?: { children?: unknown } }).props?.children ?? '')
    .toLowerCase()
    .includes(input.toLowerCase());
}
