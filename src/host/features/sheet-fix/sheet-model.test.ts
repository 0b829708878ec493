import { describe, expect, it } from 'vitest';
import { mobileRules } from '../../../core/validation';
import { cellProblem, type SheetColumn } from './sheet-columns';
import { SheetModel } from './sheet-model';

const COLUMNS: SheetColumn[] = [
  { key: 'userName', title: '用户姓名', required: true, maxLength: 4 },
  { key: 'userPhone', title: '手机号', required: true, rules: mobileRules },
  { key: 'orderType', title: '订单类型', required: true, dictCode: 'order_type' },
  { key: 'totalAmount', title: '订单金额', number: { min: 0.01, max: 100 } },
];
const OPTIONS = new Map([['order_type', { texts: ['租赁订单', '购买订单'], codes: ['1', '2'] }]]);

describe('cellProblem says what the server’s import would', () => {
  const [name, phone, type, amount] = COLUMNS as [SheetColumn, SheetColumn, SheetColumn, SheetColumn];

  it('required, shared rules, dictionaries, numbers and lengths', () => {
    expect(cellProblem(name, '  ')).toBe('用户姓名不能为空');
    expect(cellProblem(amount, '')).toBeUndefined();
    expect(cellProblem(phone, '12345')).toBe('手机号：请输入正确手机号');
    expect(cellProblem(type, '租货订单', OPTIONS.get('order_type'))).toBe('订单类型「租货订单」不是有效选项');
    expect(cellProblem(type, '1', OPTIONS.get('order_type'))).toBeUndefined();
    expect(cellProblem(amount, 'abc')).toBe('订单金额必须是数字');
    expect(cellProblem(amount, '0')).toBe('订单金额不能小于0.01');
    expect(cellProblem(amount, '100.5')).toBe('订单金额不能大于100');
    expect(cellProblem(name, '五个字名字')).toBe('用户姓名不能超过4个字符');
  });
});

describe('SheetModel', () => {
  const grid = [
    ['订单导入模板'],
    ['用户姓名', '手机号', '*订单类型', '订单金额', '备注'],
    ['张三', '13800138000', '租赁订单', 10, '好'],
    ['', '12345', '租货订单', 'x', ''],
    [null, null, null, null, null],
    ['李四', '13800138001', '购买订单', '', ''],
  ];

  it('finds the header below title rows, maps titles (a * marker dropped), drops blank rows and checks each row', () => {
    const model = new SheetModel(grid, COLUMNS, OPTIONS);
    expect(model.headers).toEqual(['用户姓名', '手机号', '订单类型', '订单金额', '备注']);
    expect(model.mapping.map((column) => column?.key)).toEqual([
      'userName',
      'userPhone',
      'orderType',
      'totalAmount',
      undefined,
    ]);
    expect(model.rows).toHaveLength(3);
    expect(model.invalidRowCount).toBe(1);
    expect(model.invalidRows()).toEqual([
      {
        row: 1,
        message: '用户姓名不能为空；手机号：请输入正确手机号；订单类型「租货订单」不是有效选项；订单金额必须是数字',
      },
    ]);
    expect(model.missing).toEqual([]);
  });

  it('re-checks only the edited row and says when its verdict changed', () => {
    const model = new SheetModel(grid, COLUMNS, OPTIONS);
    expect(model.setCell(1, 0, '王五')).toBe(true);
    expect([...model.problemsOf(1).keys()]).toEqual([1, 2, 3]);
    model.setCell(1, 1, '13800138002');
    model.setCell(1, 2, '租赁订单');
    expect(model.setCell(1, 3, '20')).toBe(true);
    expect(model.invalidRowCount).toBe(0);
    expect(model.setCell(0, 4, '改备注')).toBe(false);
    // A row typed below the data is checked too.
    model.setCell(5, 0, '赵六');
    expect(model.problemsOf(5).get(1)).toBe('手机号不能为空');
  });

  it('names missing required columns, and leaves 错误原因 out of what is sent again', () => {
    const report = new SheetModel(
      [
        ['用户姓名', '订单类型', '错误原因'],
        ['张三', '租赁订单', '第3行：店铺「某店」不存在'],
      ],
      COLUMNS,
      OPTIONS,
    );
    expect(report.missing).toEqual(['手机号']);
    expect(report.reasonIndex).toBe(2);
    expect(report.toImportGrid()).toEqual([
      ['用户姓名', '订单类型'],
      ['张三', '租赁订单'],
    ]);
  });
});
