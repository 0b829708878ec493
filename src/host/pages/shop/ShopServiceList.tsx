import { defineListPage } from '../../list-page';
import { isShopUser } from '../../shared/data/shop-api';
import { ShopName, ShopSelect } from '../../shared/pickers/ShopSelect';

/** 店铺服务: the service promises each shop shows on its products (信用免押, 顺丰包邮...). */
export default defineListPage({
  title: '店铺服务',
  url: {
    list: '/sys/shop/getShopService',
    add: '/sys/shop/addShopService',
    edit: '/sys/shop/updateShopService',
    delete: '/sys/shop/deleteShopService',
    deleteBatch: '/sys/shop/deleteShopService',
  },
  editMethod: 'post',
  authPre: 'shopService:',
  defaultSort: { column: 'sort', order: 'asc' },
  columns: [
    { dataIndex: 'shopId', title: '店铺', render: (value) => <ShopName id={value} /> },
    { dataIndex: 'serviceName', title: '服务名称', sorter: true },
    { dataIndex: 'serviceIcon', title: '服务图标', format: 'image', width: 90 },
    { dataIndex: 'description', title: '服务说明', format: 'ellipsis' },
    { dataIndex: 'sort', title: '排序', sorter: true, width: 80 },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
  ],
  search: [
    {
      field: 'shopId',
      label: '店铺',
      type: 'custom',
      render: ({ value, onChange }) => <ShopSelect value={value} onChange={onChange} allowClear />,
    },
    { field: 'serviceName', label: '服务名称' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  form: [
    {
      field: 'shopId',
      label: '店铺',
      type: 'custom',
      only: 'add',
      required: true,
      visible: () => !isShopUser(),
      render: ({ value, onChange }) => <ShopSelect value={value} onChange={onChange} />,
    },
    { field: 'serviceName', label: '服务名称', required: true, span: 12 },
    { field: 'sort', label: '排序', type: 'number', span: 12, defaultValue: 0 },
    { field: 'serviceIcon', label: '服务图标', type: 'image', props: { limit: 1, biz: 'shop' } },
    { field: 'description', label: '服务说明', type: 'textarea' },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', defaultValue: '1' },
  ],
});
