import { defineListPage } from '../../list-page';
import { productField } from '../../shared/pickers/product-field';
import { ActivitySelect } from './parts/ActivitySelect';

/** 活动商品: the approved products each activity offers, at the activity price and stock. */
export default defineListPage({
  title: '活动商品',
  resource: '/business/activityGoods',
  without: ['exportXls', 'importExcel'],
  authPre: 'activityGoods:',
  columns: [
    { dataIndex: 'activityName', title: '活动名称' },
    { dataIndex: 'productName', title: '商品名称', format: 'ellipsis' },
    { dataIndex: 'shopName', title: '所属店铺', width: 180 },
    { dataIndex: 'activityPrice', title: '活动价', format: 'money', width: 100, sorter: true },
    { dataIndex: 'activityStock', title: '活动库存', width: 100, sorter: true },
    { dataIndex: 'limitPerUser', title: '每人限购', width: 90 },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
  ],
  search: [
    {
      field: 'activityId',
      label: '活动',
      type: 'custom',
      render: ({ value, onChange }) => <ActivitySelect value={value} onChange={onChange} allowClear />,
    },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  form: [
    {
      field: 'activityId',
      label: '活动',
      type: 'custom',
      required: true,
      render: ({ value, onChange }) => <ActivitySelect value={value} onChange={onChange} />,
    },
    productField({ approved: true }),
    { field: 'activityPrice', label: '活动价', type: 'money', required: true, span: 12 },
    { field: 'activityStock', label: '活动库存', type: 'number', span: 12, defaultValue: 0 },
    { field: 'limitPerUser', label: '每人限购', type: 'number', span: 12, defaultValue: 1 },
    { field: 'sort', label: '排序', type: 'number', span: 12, defaultValue: 0 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
  ],
});
