import type { SuperQueryField, SuperQueryRule } from './types';

/** The value editor a field gets. */
export type ValueEditorKind =
  | 'text'
  | 'number'
  | 'date'
  | 'datetime'
  | 'dict'
  | 'tree'
  | 'category'
  | 'user'
  | 'depart'
  | 'popup';

const NUMBER_TYPES = new Set(['int', 'integer', 'number', 'double', 'float', 'long', 'bigdecimal', 'decimal']);
const DICT_TYPES = new Set(['list', 'select', 'radio', 'checkbox', 'switch', 'list_multi', 'sel_search']);

/**
 * The editor of a field, from its type; a field with a dictionary or options and no editor of its
 * own is a dictionary select.
 *
 * @example valueEditorKind({ value: 'sex', text: '性别', dictCode: 'sex' }) // 'dict'
 */
export function valueEditorKind(field: Pick<SuperQueryField, 'type' | 'dictCode' | 'options'>): ValueEditorKind {
  const type = (field.type ?? '').toLowerCase();
  if (NUMBER_TYPES.has(type)) return 'number';
  if (type === 'date') return 'date';
  if (type === 'datetime') return 'datetime';
  if (type === 'sel_tree') return 'tree';
  if (type === 'cat_tree') return 'category';
  if (type === 'sel_user') return 'user';
  if (type === 'sel_depart') return 'depart';
  if (type === 'popup') return 'popup';
  if (DICT_TYPES.has(type) || field.dictCode || (field.options && field.options.length > 0)) return 'dict';
  return 'text';
}

const TEXT_RULES: readonly SuperQueryRule[] = ['eq', 'like', 'right_like', 'left_like', 'in', 'ne'];
const ORDERED_RULES: readonly SuperQueryRule[] = ['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le'];
const CHOICE_RULES: readonly SuperQueryRule[] = ['eq', 'in', 'ne'];

/**
 * The rules that make sense for an editor: text matches for text, comparisons for numbers and
 * dates, equality and lists for choices.
 *
 * @example rulesFor('date') // ['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le']
 */
export function rulesFor(kind: ValueEditorKind): readonly SuperQueryRule[] {
  switch (kind) {
    case 'text':
    case 'popup':
      return TEXT_RULES;
    case 'number':
    case 'date':
    case 'datetime':
      return ORDERED_RULES;
    default:
      return CHOICE_RULES;
  }
}

/** The rule a newly chosen field starts with: contains for text, equals otherwise. */
export function defaultRule(kind: ValueEditorKind): SuperQueryRule {
  return kind === 'text' ? 'like' : 'eq';
}

/**
 * Whether the value is a list of choices (`in` on a choice editor: multi-select). Text, number and
 * date editors take `in` as typed text, values separated by commas.
 */
export function isMultiChoice(kind: ValueEditorKind, rule: SuperQueryRule): boolean {
  return (
    rule === 'in' && (kind === 'dict' || kind === 'tree' || kind === 'category' || kind === 'user' || kind === 'depart')
  );
}

/** Display and wire format of a date editor's value. */
export function dateFormat(kind: 'date' | 'datetime', field?: Pick<SuperQueryField, 'format'>): string {
  return field?.format || (kind === 'date' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm:ss');
}
