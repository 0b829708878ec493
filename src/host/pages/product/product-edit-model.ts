import type { EditableColumn, RowData } from '../../../widgets/editable-table';

/** rent_or_purchase: 1 租赁, 2 购买, 3 租购. */
export const RENT = '1';
export const PURCHASE = '2';
export const NEW_DEGREES = ['全新', '99新', '95新', '9成新', '8成新'] as const;

const rents = (type: string) => type !== PURCHASE;
const sells = (type: string) => type !== RENT;

/**
 * The spec table's columns for a product type: lease term, daily rent and deposit when it rents,
 * sale price when it sells.
 *
 * @example specColumns('1').map((column) => column.key) // ['specName', 'leaseDays', 'rentPriceDay', 'deposit', ...]
 */
export function specColumns(productType: string): EditableColumn[] {
  const money = (title: string) => ({ pattern: 'money', message: `${title}必须是金额，最多两位小数` });
  const columns: (EditableColumn | false)[] = [
    { key: 'specName', title: '规格名称', type: 'input', width: 200, validateRules: [{ required: true }] },
    rents(productType) && {
      key: 'leaseDays',
      title: '租期天数',
      type: 'inputNumber',
      width: 110,
      validateRules: [{ required: true }, { pattern: 'z', message: '租期天数必须是整数' }],
    },
    rents(productType) && {
      key: 'rentPriceDay',
      title: '日租金',
      type: 'inputNumber',
      width: 110,
      validateRules: [{ required: true }, money('日租金')],
    },
    rents(productType) && {
      key: 'deposit',
      title: '押金',
      type: 'inputNumber',
      width: 110,
      validateRules: [money('押金')],
    },
    sells(productType) && {
      key: 'salePrice',
      title: '售价',
      type: 'inputNumber',
      width: 110,
      validateRules: [{ required: true }, money('售价')],
    },
    { key: 'marketPrice', title: '市场价', type: 'inputNumber', width: 110, validateRules: [money('市场价')] },
    { key: 'stock', title: '库存', type: 'inputNumber', width: 100, defaultValue: 0, statistics: ['sum'] },
    { key: 'sort', title: '排序', type: 'inputNumber', width: 90, defaultValue: 0 },
  ];
  return columns.filter((column): column is EditableColumn => column !== false);
}

const SPEC_FIELDS = ['specName', 'leaseDays', 'rentPriceDay', 'deposit', 'salePrice', 'marketPrice', 'stock', 'sort'];

/**
 * The specs as the product API takes them: the spec fields only (no row keys), empty cells as null.
 *
 * @example specBody([{ id: 'tmp1', specName: '256G', stock: '3' }])[0] // { specName: '256G', stock: '3', leaseDays: null, ... }
 */
export function specBody(rows: readonly RowData[]): Record<string, unknown>[] {
  return rows.map((row) =>
    Object.fromEntries(
      SPEC_FIELDS.map((field) => {
        const value = row[field];
        return [field, value === '' || value === undefined ? null : value];
      }),
    ),
  );
}

/** The id in `?id=` of the editor's URL, or null for a new product. */
export function productIdOf(search: string): string | null {
  const id = new URLSearchParams(search).get('id');
  return id?.trim() ? id.trim() : null;
}
