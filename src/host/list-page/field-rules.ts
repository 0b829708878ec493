import type { RulesProps } from '@arco-design/web-react';
import { type FieldRule, validateValue } from '../../core/validation';
import { CHOICE_TYPES, ListMessages } from './messages';
import type { FormField, Row } from './types';

/** The core rules of a field: `required` (请输入/请选择{label}) first, then its declared rules. */
export function coreRulesOf(field: FormField): FieldRule[] {
  const rules: FieldRule[] = [];
  if (field.required) {
    const choice = CHOICE_TYPES.has(field.type ?? 'input');
    rules.push({
      required: true,
      message: (choice ? ListMessages.requiredChoice : ListMessages.required)(field.label),
    });
  }
  return [...rules, ...(field.rules ?? [])];
}

/**
 * The Arco rule of a declared form field: the shared core rules in order, then (when they pass) its
 * async `validator` with the whole form's values. The first failing message shows.
 *
 * @example <Form.Item rules={arcoRulesOf(field, () => form.getFieldsValue())} />
 */
export function arcoRulesOf(field: FormField, values: () => Row): RulesProps[] {
  const core = coreRulesOf(field);
  const { validator } = field;
  if (core.length === 0 && !validator) return [];
  return [
    {
      validator: async (value: unknown, callback: (message?: string) => void) => {
        const message =
          (await validateValue(value, core)) ?? (validator ? await validator(value, values()) : undefined);
        callback(message);
      },
    },
  ];
}
