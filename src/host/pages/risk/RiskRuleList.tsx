import { maxLengthMessage } from '../../../core/validation';
import { defineListPage, type Option, type Row } from '../../list-page';

const RULE_TYPES: readonly Option[] = [
  { value: '1', text: '信用分' },
  { value: '2', text: '逾期次数' },
  { value: '3', text: '待还金额' },
  { value: '4', text: '在租订单数' },
];
const COMPARE_OPS: readonly Option[] = [
  { value: 'gt', text: '大于' },
  { value: 'ge', text: '大于等于' },
  { value: 'lt', text: '小于' },
  { value: 'le', text: '小于等于' },
];
const HIT_ACTIONS: readonly Option[] = [
  { value: '1', text: '拒绝' },
  { value: '2', text: '人工复核' },
];

const textOf = (options: readonly Option[]) => (value: unknown) =>
  options.find((option) => option.value === String(value))?.text ?? String(value ?? '');

/** 风控规则: the tenant's rules the credit query applies (a figure compared with a threshold, and what a hit means). */
export default defineListPage({
  title: '风控规则',
  resource: '/business/riskRule',
  without: ['deleteBatch', 'exportXls', 'importExcel'],
  authPre: 'riskRule:',
  defaultSort: { column: 'priority', order: 'asc' },
  columns: [
    { dataIndex: 'ruleName', title: '规则名称', width: 160 },
    { dataIndex: 'ruleType', title: '规则类型', width: 110, render: textOf(RULE_TYPES) },
    {
      dataIndex: 'compareOp',
      title: '条件',
      width: 160,
      render: (value: unknown, row: Row) => `${textOf(COMPARE_OPS)(value)} ${String(row.threshold ?? '')}`,
    },
    { dataIndex: 'hitAction', title: '命中处理', width: 100, render: textOf(HIT_ACTIONS) },
    { dataIndex: 'priority', title: '优先级', width: 80, sorter: true },
    { dataIndex: 'status', title: '状态', width: 80, dictCode: 'valid_status' },
    { dataIndex: 'remark', title: '说明', format: 'ellipsis' },
  ],
  search: [
    { field: 'ruleName', label: '规则名称' },
    { field: 'ruleType', label: '规则类型', type: 'select', options: RULE_TYPES },
  ],
  form: [
    { field: 'ruleName', label: '规则名称', required: true, rules: [{ max: 50, message: maxLengthMessage(50) }] },
    { field: 'ruleType', label: '规则类型', type: 'select', options: RULE_TYPES, required: true },
    { field: 'compareOp', label: '比较方式', type: 'select', options: COMPARE_OPS, required: true },
    { field: 'threshold', label: '阈值', type: 'number', required: true, props: { min: 0, precision: 2 } },
    { field: 'hitAction', label: '命中处理', type: 'radio', options: HIT_ACTIONS, required: true, defaultValue: '2' },
    { field: 'priority', label: '优先级', type: 'number', props: { min: 0, max: 999, precision: 0 }, defaultValue: 0 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    { field: 'remark', label: '说明', type: 'textarea' },
  ],
  toForm: (row) => ({
    ...row,
    ruleType: String(row.ruleType ?? ''),
    hitAction: String(row.hitAction ?? '2'),
    status: String(row.status ?? '1'),
  }),
});
