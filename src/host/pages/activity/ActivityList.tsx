import { Tag } from '@arco-design/web-react';
import { defineListPage } from '../../list-page';
import { isShopUser } from '../../shared/data/shop-api';
import { ShopSelect } from '../../shared/pickers/ShopSelect';
import { ACTIVITY_TYPES, activityPhase } from './activity-types';

const PHASE_COLORS: Record<string, string> = { 未开始: 'gray', 进行中: 'green', 已结束: 'red' };

/** 活动列表: the tenant's and its shops' marketing activities with their time windows. */
export default defineListPage({
  title: '活动列表',
  resource: '/business/activity',
  without: ['exportXls', 'importExcel'],
  authPre: 'activity:',
  columns: [
    { dataIndex: 'activityName', title: '活动名称', sorter: true },
    {
      dataIndex: 'activityType',
      title: '活动类型',
      width: 100,
      render: (value) => ACTIVITY_TYPES.find((type) => type.value === String(value))?.text ?? '-',
    },
    { dataIndex: 'shopName', title: '所属店铺', width: 180, render: (value) => String(value ?? '全部店铺') },
    { dataIndex: 'startTime', title: '开始时间', format: 'datetime', width: 170, sorter: true },
    { dataIndex: 'endTime', title: '结束时间', format: 'datetime', width: 170, sorter: true },
    {
      dataIndex: 'phase',
      title: '活动进度',
      width: 100,
      render: (_, row) => {
        const phase = activityPhase(row);
        return <Tag color={PHASE_COLORS[phase]}>{phase}</Tag>;
      },
    },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
  ],
  search: [
    { field: 'activityName', label: '活动名称' },
    { field: 'activityType', label: '活动类型', type: 'select', options: ACTIVITY_TYPES },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  form: [
    { field: 'activityName', label: '活动名称', required: true, span: 12 },
    { field: 'activityType', label: '活动类型', type: 'select', options: ACTIVITY_TYPES, required: true, span: 12 },
    {
      field: 'shopId',
      label: '所属店铺',
      type: 'custom',
      only: 'add',
      visible: () => !isShopUser(),
      help: '不选则为租户全部店铺的活动',
      render: ({ value, onChange }) => <ShopSelect value={value} onChange={onChange} allowClear />,
    },
    { field: 'startTime', label: '开始时间', type: 'datetime', required: true, span: 12 },
    { field: 'endTime', label: '结束时间', type: 'datetime', required: true, span: 12 },
    { field: 'sort', label: '排序', type: 'number', span: 12, defaultValue: 0 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', span: 12, defaultValue: '1' },
    { field: 'banner', label: '活动图片', type: 'image', props: { limit: 1, biz: 'activity' } },
    { field: 'description', label: '活动说明', type: 'textarea' },
  ],
});
