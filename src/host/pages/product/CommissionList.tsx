import { defineListPage } from '../../list-page';
import { commissionFields } from '../../shared/fields/commission-fields';
import { ProductName } from '../../shared/pickers/ProductSelect';
import { productField } from '../../shared/pickers/product-field';
import { ShopName } from '../../shared/pickers/ShopSelect';

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
    productField(),
    ...commissionFields([
      { field: 'firstRatio', label: '一级佣金比例(%)', type: 'number', span: 12, required: true },
      { field: 'secondRatio', label: '二级佣金比例(%)', type: 'number', span: 12 },
    ]),
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
});
