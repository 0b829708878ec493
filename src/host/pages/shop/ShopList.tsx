import { defineListPage } from '../../list-page';

/** 店铺列表: the tenant's shops (a shop user: their own), added and edited by the tenant. */
export default defineListPage({
  title: '店铺列表',
  url: { list: '/business/shop/list', add: '/business/shop/addShop', edit: '/business/shop/edit' },
  editMethod: 'post',
  authPre: 'shop:',
  columns: [
    { dataIndex: 'logo', title: '店铺logo', format: 'image', width: 90 },
    { dataIndex: 'name', title: '店铺名称', sorter: true },
    { dataIndex: 'rentOrPurchase', title: '经营方式', dictCode: 'rent_or_purchase', width: 100 },
    { dataIndex: 'contactName', title: '联系人', width: 100 },
    { dataIndex: 'contactPhone', title: '联系电话', width: 140 },
    { dataIndex: 'address', title: '店铺地址', format: 'ellipsis' },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
    { dataIndex: 'createTime', title: '创建时间', format: 'datetime', sorter: true, width: 170 },
  ],
  search: [
    { field: 'name', label: '店铺名称' },
    { field: 'rentOrPurchase', label: '经营方式', type: 'select', dictCode: 'rent_or_purchase' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  form: [
    { field: 'name', label: '店铺名称', required: true, span: 12 },
    {
      field: 'rentOrPurchase',
      label: '经营方式',
      type: 'select',
      dictCode: 'rent_or_purchase',
      required: true,
      span: 12,
    },
    { field: 'contactName', label: '联系人', span: 12 },
    { field: 'contactPhone', label: '联系电话', span: 12 },
    { field: 'address', label: '店铺地址' },
    { field: 'logo', label: '店铺logo', type: 'image', props: { limit: 1, biz: 'shop' } },
    { field: 'description', label: '店铺简介', type: 'textarea' },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', only: 'edit' },
  ],
});
