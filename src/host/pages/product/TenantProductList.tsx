import { defineListPage } from '../../list-page';
import { productField } from '../../shared/pickers/product-field';

/** 租户商品: the tenant's storefront listings of its approved products (title, "from" prices, order). */
export default defineListPage({
  title: '租户商品',
  resource: '/tenant/ptoduct',
  without: ['delete', 'deleteBatch', 'exportXls', 'importExcel'],
  url: {
    edit: '/tenant/ptoduct/updateTenantProduct',
  },
  editMethod: 'post',
  authPre: 'tenantProduct:',
  columns: [
    { dataIndex: 'mainImage', title: '主图', format: 'image', width: 80 },
    { dataIndex: 'title', title: '展示标题', format: 'ellipsis', sorter: true },
    { dataIndex: 'productName', title: '商品名称', format: 'ellipsis' },
    { dataIndex: 'shopName', title: '所属店铺', width: 180 },
    { dataIndex: 'rentPriceDay', title: '展示日租金', format: 'money', width: 110, sorter: true },
    { dataIndex: 'salePrice', title: '展示售价', format: 'money', width: 110, sorter: true },
    { dataIndex: 'recommend', title: '推荐', dictCode: 'yn', width: 70 },
    { dataIndex: 'sort', title: '排序', width: 70, sorter: true },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
  ],
  search: [
    { field: 'title', label: '展示标题' },
    { field: 'recommend', label: '推荐', type: 'select', dictCode: 'yn' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  form: [
    productField({ only: 'add', approved: true }),
    { field: 'title', label: '展示标题', placeholder: '默认为商品名称' },
    { field: 'rentPriceDay', label: '展示日租金', type: 'money', span: 12 },
    { field: 'salePrice', label: '展示售价', type: 'money', span: 12 },
    { field: 'recommend', label: '推荐', type: 'radio', dictCode: 'yn', span: 12, defaultValue: '0' },
    { field: 'sort', label: '排序', type: 'number', span: 12, defaultValue: 0 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
    { field: 'remark', label: '备注', type: 'textarea' },
  ],
});
