import { getTenantId } from '../../../core/session';
import { defineListPage } from '../../list-page';
import { isShopUser } from '../../shared/data/shop-api';
import { ShopSelect } from '../../shared/pickers/ShopSelect';
import { couponBody, hasThreshold, isDaysAfter, isDiscount, isFixedDates, VALID_TYPES } from './coupon-form';

const validity = (row: Record<string, unknown>) =>
  String(row.validType) === '1'
    ? `${String(row.startTime ?? '').slice(0, 10)} 至 ${String(row.endTime ?? '').slice(0, 10)}`
    : `领取后${String(row.validDays ?? '-')}天`;

const benefit = (row: Record<string, unknown>) =>
  String(row.couponType) === '2' ? `${String(row.discount)}折` : `¥${Number(row.amount ?? 0).toFixed(2)}`;

/**
 * 优惠券模板: the tenant's (a shop user: their shop's) coupon templates, with Excel export and
 * import; created templates carry the session's tenantId (docs/business-spec.md §3).
 */
export default defineListPage({
  title: '优惠券模板',
  resource: '/sys/couponTemplate',
  url: {
    list: '/sys/couponTemplate/queryPage',
    queryById: '/sys/couponTemplate/getDetail',
    delete: '/sys/couponTemplate/deleteCoupon',
    deleteBatch: '/sys/couponTemplate/deleteCoupon',
  },
  authPre: 'coupon:',
  columns: [
    { dataIndex: 'name', title: '优惠券名称', sorter: true },
    { dataIndex: 'couponType', title: '优惠券类型', dictCode: 'coupon_type', width: 110 },
    { dataIndex: 'amount', title: '优惠', width: 100, render: (_, row) => benefit(row) },
    { dataIndex: 'threshold', title: '使用门槛', format: 'money', width: 100, sorter: true },
    { dataIndex: 'validType', title: '有效期', width: 200, render: (_, row) => validity(row) },
    { dataIndex: 'totalQuantity', title: '发放总量', width: 100, sorter: true },
    { dataIndex: 'receivedQuantity', title: '已领取', width: 90, sorter: true },
    { dataIndex: 'usedQuantity', title: '已使用', width: 90 },
    { dataIndex: 'shopName', title: '所属店铺', width: 170, render: (value) => String(value ?? '全部店铺') },
    { dataIndex: 'status', title: '状态', dictCode: 'valid_status', width: 80 },
    { dataIndex: 'createTime', title: '创建时间', format: 'datetime', width: 170, sorter: true },
  ],
  search: [
    { field: 'name', label: '优惠券名称' },
    { field: 'couponType', label: '优惠券类型', type: 'select', dictCode: 'coupon_type' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
  ],
  superQuery: [
    { field: 'name', label: '优惠券名称' },
    { field: 'couponType', label: '优惠券类型', type: 'select', dictCode: 'coupon_type' },
    { field: 'amount', label: '优惠金额', type: 'number' },
    { field: 'threshold', label: '使用门槛', type: 'number' },
    { field: 'totalQuantity', label: '发放总量', type: 'number' },
    { field: 'status', label: '状态', type: 'select', dictCode: 'valid_status' },
    { field: 'createTime', label: '创建时间', type: 'datetime' },
  ],
  form: [
    { field: 'name', label: '优惠券名称', required: true, span: 12 },
    { field: 'couponType', label: '优惠券类型', type: 'select', dictCode: 'coupon_type', required: true, span: 12 },
    { field: 'amount', label: '优惠金额', type: 'money', required: true, span: 12, visible: (v) => !isDiscount(v) },
    {
      field: 'discount',
      label: '折扣',
      type: 'number',
      required: true,
      span: 12,
      visible: isDiscount,
      props: { min: 0.1, max: 9.9, precision: 1, step: 0.1 },
      help: '0.1到9.9折',
    },
    { field: 'maxDiscount', label: '最高优惠金额', type: 'money', span: 12, visible: isDiscount },
    { field: 'threshold', label: '使用门槛', type: 'money', span: 12, visible: hasThreshold, help: '订单满多少元可用' },
    { field: 'validType', label: '有效期类型', type: 'radio', options: VALID_TYPES, required: true, defaultValue: '2' },
    { field: 'startTime', label: '开始时间', type: 'datetime', required: true, span: 12, visible: isFixedDates },
    { field: 'endTime', label: '结束时间', type: 'datetime', required: true, span: 12, visible: isFixedDates },
    { field: 'validDays', label: '领取后有效天数', type: 'number', required: true, span: 12, visible: isDaysAfter },
    { field: 'totalQuantity', label: '发放总量', type: 'number', required: true, span: 12 },
    { field: 'perUserLimit', label: '每人限领', type: 'number', span: 12, defaultValue: 1 },
    {
      field: 'shopId',
      label: '所属店铺',
      type: 'custom',
      only: 'add',
      visible: () => !isShopUser(),
      help: '不选则全部店铺可用',
      render: ({ value, onChange }) => <ShopSelect value={value} onChange={onChange} allowClear />,
    },
    { field: 'status', label: '状态', type: 'radio', dictCode: 'valid_status', span: 12, defaultValue: '1' },
    { field: 'description', label: '使用说明', type: 'textarea' },
  ],
  fromForm: (values, mode) => couponBody(values, mode, getTenantId()),
});
