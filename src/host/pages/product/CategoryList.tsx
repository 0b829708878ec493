import { defineListPage, type PageOfRows } from '../../list-page';
import { ShopSelect } from '../shop/_ShopSelect';
import { isShopUser } from '../shop/shop-api';
import { ParentCategoryField, startChildOf } from './_ParentCategoryField';

/** Tree answers of findCategories as one page (the table shows `children` as a tree). */
function treePage(result: unknown): PageOfRows {
  const records = Array.isArray(result) ? (result as PageOfRows['records']) : [];
  return { records, total: records.length };
}

/**
 * 商品类目: the tenant's category tree (up to three levels) and its shops' own branches; a shop
 * user manages only their shop's categories.
 */
export default defineListPage({
  title: '商品类目',
  url: {
    list: '/business/category/findCategories',
    queryById: '/business/category/queryById',
    add: '/business/category/add',
    edit: '/business/category/edit',
    delete: '/business/category/delete',
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
      onClick: (row, context) => {
        startChildOf(String(row.id));
        context.openForm('add');
      },
    },
  ],
  form: [
    {
      field: 'pid',
      label: '上级类目',
      type: 'custom',
      only: 'add',
      placeholder: '不选则为一级类目',
      render: ({ value, onChange }) => <ParentCategoryField value={value} onChange={onChange} />,
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
