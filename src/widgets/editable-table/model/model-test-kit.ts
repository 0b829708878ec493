import type { EditableColumn, RowData } from '../types';

/** Columns shared by the model's tests. */
export const columns: EditableColumn[] = [
  { key: 'drag', title: '', type: 'row-drag-sort' },
  { key: 'name', title: '名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'code', title: '编码', type: 'input', validateRules: [{ unique: true }] },
  { key: 'price', title: '单价', type: 'inputNumber', statistics: ['sum', 'average'], defaultValue: 0 },
  { key: 'on', title: '启用', type: 'checkbox', customValue: ['1', '0'], defaultChecked: true },
  {
    key: 'sex',
    title: '性别',
    type: 'select',
    options: [
      { value: '1', text: '男' },
      { value: '2', text: '女' },
    ],
  },
  { key: 'secret', title: '', type: 'hidden' },
];

export function sampleRows(count: number): RowData[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `r${i + 1}`,
    name: `n${i + 1}`,
    code: `c${i + 1}`,
    price: i + 1,
    orderNum: i + 1,
  }));
}
