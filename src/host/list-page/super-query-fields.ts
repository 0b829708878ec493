import type { SuperQueryField } from '../../core/query';
import { toDictItems } from './options';
import type { ColumnDef, FieldType, FormField, ListPageConfig } from './types';

const KIND_OF_TYPE: Partial<Record<FieldType, string>> = {
  number: 'number',
  money: 'number',
  date: 'date',
  datetime: 'datetime',
  dateRange: 'date',
  select: 'list',
  radio: 'list',
  checkbox: 'list',
  user: 'sel_user',
  depart: 'sel_depart',
  category: 'cat_tree',
};

function fromField(field: FormField): SuperQueryField {
  const type = KIND_OF_TYPE[field.type ?? 'input'] ?? (field.dictCode || field.options ? 'list' : 'string');
  const result: SuperQueryField = { value: field.field, text: field.label, type };
  if (field.dictCode) result.dictCode = field.dictCode;
  const options = toDictItems(field.options);
  if (options) result.options = options;
  if (field.type === 'category' && typeof field.props?.pcode === 'string') result.pcode = field.props.pcode;
  return result;
}

function fromColumn(column: ColumnDef): SuperQueryField {
  const type = column.dictCode
    ? 'list'
    : column.format === 'date'
      ? 'date'
      : column.format === 'money'
        ? 'number'
        : 'string';
  const result: SuperQueryField = { value: column.dataIndex, text: column.title, type };
  if (column.dictCode) result.dictCode = column.dictCode;
  return result;
}

/** Columns that make no sense to query on (pictures, files, rendered-only values). */
const UNQUERYABLE = new Set(['image', 'file']);

/**
 * The fields of the advanced query: the declared ones, else the page's columns (pictures and files left
 * out); none when the page turns it off.
 *
 * @example superQueryFields({ columns: [{ dataIndex: 'sex', title: '性别', dictCode: 'sex' }] }) // [{ value: 'sex', text: '性别', type: 'list', dictCode: 'sex' }]
 */
export function superQueryFields(config: Pick<ListPageConfig, 'columns' | 'superQuery'>): SuperQueryField[] {
  if (config.superQuery === false) return [];
  if (Array.isArray(config.superQuery)) return (config.superQuery as readonly FormField[]).map(fromField);
  return config.columns.filter((column) => !UNQUERYABLE.has(column.format ?? 'text')).map(fromColumn);
}
