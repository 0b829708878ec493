import { describe, expect, it } from 'vitest';
import { superQueryFields } from './super-query-fields';
import type { ColumnDef } from './types';

const columns: ColumnDef[] = [
  { dataIndex: 'username', title: '用户账号' },
  { dataIndex: 'sex', title: '性别', dictCode: 'sex' },
  { dataIndex: 'avatar', title: '头像', format: 'image' },
  { dataIndex: 'birthday', title: '生日', format: 'date' },
];

describe('advanced query fields', () => {
  it('default to the columns, by kind, leaving out pictures and files', () => {
    expect(superQueryFields({ columns })).toEqual([
      { value: 'username', text: '用户账号', type: 'string' },
      { value: 'sex', text: '性别', type: 'list', dictCode: 'sex' },
      { value: 'birthday', text: '生日', type: 'date' },
    ]);
  });

  it('follow the declared fields and their editors', () => {
    const fields = superQueryFields({
      columns,
      superQuery: [
        { field: 'status', label: '状态', type: 'radio', options: [{ value: '1', text: '正常' }] },
        { field: 'createBy', label: '创建人', type: 'user' },
        { field: 'amount', label: '金额', type: 'money' },
        { field: 'kind', label: '分类', type: 'category', props: { pcode: 'B01' } },
      ],
    });
    expect(fields).toEqual([
      {
        value: 'status',
        text: '状态',
        type: 'list',
        options: [{ value: '1', text: '正常', title: '正常', label: '正常' }],
      },
      { value: 'createBy', text: '创建人', type: 'sel_user' },
      { value: 'amount', text: '金额', type: 'number' },
      { value: 'kind', text: '分类', type: 'cat_tree', pcode: 'B01' },
    ]);
  });

  it('are none when the page turns the advanced query off', () => {
    expect(superQueryFields({ columns, superQuery: false })).toEqual([]);
  });
});
