import { DataMessages } from '../shared/data/data-messages';

/** What the list framework says to users (docs/widgets-spec.md §5 and §7, docs/business-spec.md §8), verbatim. */
export const ListMessages = {
  ...DataMessages,
  selectOne: '请选择一条记录！',
  deleteTitle: '确认删除',
  deleteOne: '确定删除吗?',
  deleteMany: (count: number) => `是否删除选中数据? 共 ${count} 条`,
  loadFailed: '数据加载失败',
  retry: '重试',
  resetQuery: '重置查询',
  empty: '暂无数据',
  operationDone: '操作成功',
  required: (label: string) => `请输入${label}`,
  requiredChoice: (label: string) => `请选择${label}`,
} as const;

/** Field types whose value is chosen rather than typed (请选择… instead of 请输入…). */
export const CHOICE_TYPES: ReadonlySet<string> = new Set([
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'datetime',
  'dateRange',
  'treeSelect',
  'category',
  'user',
  'depart',
  'role',
  'area',
  'upload',
  'image',
  'cron',
]);
