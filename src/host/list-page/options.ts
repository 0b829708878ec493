import type { DictItem } from '../../core/dict';
import type { Option } from './types';

/** Declared options in the dictionary item shape the widgets read. */
export function toDictItems(options: readonly Option[] | undefined): DictItem[] | undefined {
  return options?.map(({ value, text }) => ({ value: String(value), text, title: text, label: text }));
}
