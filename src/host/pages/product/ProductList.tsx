import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListPage, type ListPageConfig } from '../../list-page';
import { isShopUser } from '../../shared/data/shop-api';
import { ShopSelect } from '../../shared/pickers/ShopSelect';
import { deleteSelected } from './product-actions';

const EDIT_PATH = '/product/productEdit';
const DELETE_URL = '/business/ptoduct/deleteBusProduct';

/**
 * 商品列表: the caller's products with shelf state and audit; adding and editing open the product
 * editor (/product/productEdit?id=…); the tenant audits products its shops submit.
 */
export default function ProductList() {
  const navigate = useNavigate();
  const config = useMemo<ListPageConfig>(
    () => ({
      title: '商品列表',
      url: { list: '/business/ptoduct/list' },
      authPre: 'product:',
      selection: true,
      columns: [
        { dataIndex: 'mainImage', title: '主图', format: 'image', width: 80 },
        { dataIndex: 'productName', title: '商品名称', format: 'ellipsis', sorter: true },
        { dataIndex: 'shopName', title: '所属店铺', width: 180 },
        { dataIndex: 'categoryName', title: '类目', width: 110 },
        { dataIndex: 'productType', title: '商品类型', dictCode: 'rent_or_purchase', width: 90 },
        { dataIndex: 'minRentPriceDay', title: '最低日租金', format: 'money', width: 110, sorter: true },
        { dataIndex: 'minSalePrice', title: '最低售价', format: 'money', width: 110, sorter: true },
        { dataIndex: 'totalStock', title: '库存', width: 80, sorter: true },
        { dataIndex: 'status', title: '上架状态', dictCode: 'product_status', width: 90 },
        { dataIndex: 'auditStatus', title: '审核状态', dictCode: 'audit_status', width: 90 },
        { dataIndex: 'createTime', title: '创建时间', format: 'datetime', width: 170, sorter: true },
      ],
      search: [
        { field: 'productName', label: '商品名称' },
        {
          field: 'shopId',
          label: '店铺',
          type: 'custom',
          render: ({ value, onChange }) => <ShopSelect value={value} onChange={onChange} allowClear />,
        },
        { field: 'productType', label: '商品类型', type: 'select', dictCode: 'rent_or_purchase' },
        { field: 'status', label: '上架状态', type: 'select', dictCode: 'product_status' },
        { field: 'auditStatus', label: '审核状态', type: 'select', dictCode: 'audit_status' },
      ],
      toolbar: [
        { key: 'add', label: '新增', type: 'primary', auth: 'product:add', onClick: () => navigate(EDIT_PATH) },
        {
          key: 'batchDelete',
          label: '批量删除',
          auth: 'product:batch_delete',
          needsSelection: true,
          onClick: (context) => deleteSelected(DELETE_URL, context),
        },
      ],
      rowActions: [
        {
          key: 'edit',
          label: '编辑',
          auth: 'product:edit',
          onClick: (row) => navigate(`${EDIT_PATH}?id=${encodeURIComponent(String(row.id))}`),
        },
        {
          key: 'onShelf',
          label: '上架',
          auth: 'product:edit',
          visible: (row) => Number(row.status) !== 1 && Number(row.auditStatus) === 1,
          request: {
            method: 'post',
            url: '/business/ptoduct/updateStatus',
            data: (row) => ({ id: row.id, status: 1 }),
          },
        },
        {
          key: 'offShelf',
          label: '下架',
          auth: 'product:edit',
          confirm: '确定下架该商品吗?',
          visible: (row) => Number(row.status) === 1,
          request: {
            method: 'post',
            url: '/business/ptoduct/updateStatus',
            data: (row) => ({ id: row.id, status: 0 }),
          },
        },
        {
          key: 'approve',
          label: '审核通过',
          auth: 'product:edit',
          visible: (row) => !isShopUser() && Number(row.auditStatus) !== 1,
          request: {
            method: 'post',
            url: '/business/ptoduct/auditProduct',
            data: (row) => ({ id: row.id, auditStatus: 1 }),
          },
        },
        {
          key: 'delete',
          label: '删除',
          auth: 'product:delete',
          danger: true,
          confirm: '确定删除吗?',
          visible: (row) => Number(row.status) !== 1,
          request: { method: 'get', url: DELETE_URL, data: (row) => ({ id: row.id }) },
        },
      ],
    }),
    [navigate],
  );
  return <ListPage config={config} />;
}
