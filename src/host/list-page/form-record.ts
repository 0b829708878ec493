import type { FormField, Row } from './types';

/** The declared `defaultValue`s of a form's fields. */
export function formDefaults(fields: readonly FormField[]): Row {
  const values: Row = {};
  for (const field of fields) if (field.defaultValue !== undefined) values[field.field] = field.defaultValue;
  return values;
}

/**
 * The values an add form starts with: the declared defaults, with the values given to
 * `openForm('add', values)` over them (undefined ones leave the default in place).
 *
 * @example addFormValues([{ field: 'status', label: '状态', defaultValue: '1' }], { pid: 'c1' }) // { status: '1', pid: 'c1' }
 */
export function addFormValues(fields: readonly FormField[], start?: Row): Row {
  const values = formDefaults(fields);
  for (const [name, value] of Object.entries(start ?? {})) if (value !== undefined) values[name] = value;
  return values;
}
