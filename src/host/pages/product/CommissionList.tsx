import { defineListPage } from '../../list-page';
import { ProductName, ProductSelect } from '../../shared/pickers/ProductSelect';
import { ShopName } from '../../shared/pickers/ShopSelect';

const BY_RATIO = '1';

/** 商品佣金: per-product commission (a first and second tier ratio, or a fixed amount). */
export default defineListPage({
  title: '商品佣金',
  resource: '/productCommission',
  without: ['deleteBatch', 'exportXls', 'importExcel'],
  authPre: 'productCommission:',
  columns: [
    { dataIndex: 'productId', title: '商品', render: (value) => <ProductName id={value} /> },
    { dataIndex: 'shopId', title: '所属店铺', width: 180, render: (value) => <ShopName id={value} /> },
    { dataIndex: 'commissionType', title: '佣金方式', dictCode: 'commission_type', width: 100 },
    { dataIndex: 'firstRatio', title: '一级佣金比例(%)', width: 130 },
    { dataIndex: 'secondRatio', title: '二级佣金比例(%)', width: 130 },
    { dataIndex: 'commissionAmount', title: '佣金金额', format: 'money', width: 100 },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
    { dataIndex: 'createTime', title: '创建时间', format: 'datetime', width: 170, sorter: true },
  ],
  search: [
    { field: 'commissionType', label: '佣金方式', type: 'select', dictCode: 'commission_type' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  form: [
    {
      field: 'productId',
      label: '商品',
      type: 'custom',
      required: true,
      render: ({ value, onChange }) => <ProductSelect value={value} onChange={onChange} />,
    },
    {
      field: 'commissionType',
      label: '佣金方式',
      type: 'radio',
      dictCode: 'commission_type',
      required: true,
      defaultValue: BY_RATIO,
    },
    {
      field: 'firstRatio',
      label: '一级佣金比例(%)',
      type: 'number',
      span: 12,
      required: true,
      visible: (values) => String(values.commissionType ?? BY_RATIO) === BY_RATIO,
    },
    {
      field: 'secondRatio',
      label: '二级佣金比例(%)',
      type: 'number',
      span: 12,
      visible: (values) => String(values.commissionType ?? BY_RATIO) === BY_RATIO,
    },
    {
      field: 'commissionAmount',
      label: '佣金金额',
      type: 'money',
      required: true,
      visible: (values) => String(values.commissionType ?? BY_RATIO) !== BY_RATIO,
    },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
});
