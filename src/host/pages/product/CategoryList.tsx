import { defineListPage, type PageOfRows, type Row } from '../../list-page';
import { isShopUser } from '../../shared/data/shop-api';
import { ShopSelect } from '../../shared/pickers/ShopSelect';
import { CategoryTreeSelect } from './parts/CategoryTreeSelect';

/** Tree answers of findCategories as one page (the table shows `children` as a tree). */
function treePage(result: unknown): PageOfRows {
  const records = Array.isArray(result) ? (result as PageOfRows['records']) : [];
  return { records, total: records.length };
}

/** Whether the caller may edit or delete a category: a shop user only their shop's (shopId set). */
function ownedByCaller(row: Row): boolean {
  return !isShopUser() || Boolean(row.shopId);
}

/**
 * 商品类目: the tenant's category tree (up to three levels) and its shops' own branches; a shop
 * user manages only their shop's categories.
 */
export default defineListPage({
  title: '商品类目',
  resource: '/business/category',
  without: ['deleteBatch', 'exportXls', 'importExcel'],
  url: {
    list: '/business/category/findCategories',
  },
  toPage: treePage,
  defaultSort: false,
  superQuery: false,
  detail: false,
  columns: [
    { dataIndex: 'name', title: '类目名称' },
    { dataIndex: 'code', title: '类目编码', width: 140 },
    { dataIndex: 'icon', title: '图标', format: 'image', width: 80 },
    { dataIndex: 'sort', title: '排序', width: 80 },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
  ],
  rowActions: [
    {
      key: 'addChild',
      label: '添加下级',
      onClick: (row, context) => context.openForm('add', { pid: String(row.id) }),
    },
  ],
  // A shop user sees the tenant's categories (no shop) too, but may change only the shop's own.
  canEdit: ownedByCaller,
  canDelete: ownedByCaller,
  form: [
    {
      field: 'pid',
      label: '上级类目',
      type: 'custom',
      only: 'add',
      placeholder: '不选则为一级类目',
      render: ({ value, onChange }) => (
        <CategoryTreeSelect value={value} onChange={onChange} placeholder="不选则为一级类目" />
      ),
    },
    {
      field: 'shopId',
      label: '所属店铺',
      type: 'custom',
      only: 'add',
      visible: () => !isShopUser(),
      help: '不选则为租户通用类目',
      render: ({ value, onChange }) => <ShopSelect value={value} onChange={onChange} allowClear />,
    },
    { field: 'name', label: '类目名称', required: true, span: 12 },
    { field: 'code', label: '类目编码', span: 12, placeholder: '不填则自动生成' },
    { field: 'sort', label: '排序', type: 'number', span: 12, defaultValue: 0 },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', span: 12, defaultValue: '1' },
    { field: 'icon', label: '图标', type: 'image', props: { limit: 1, biz: 'category' } },
  ],
});
