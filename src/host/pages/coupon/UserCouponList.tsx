import { defineListPage } from '../../list-page';

const STATUS = [
  { value: '0', text: '未使用' },
  { value: '1', text: '已使用' },
  { value: '2', text: '已过期' },
];

/** 用户优惠券: the coupons users received, their state and the order that used them. */
export default defineListPage({
  title: '用户优惠券',
  url: { list: '/sys/liteUserCoupon/queryPage' },
  form: false,
  columns: [
    { dataIndex: 'couponName', title: '优惠券名称' },
    { dataIndex: 'couponType', title: '优惠券类型', dictCode: 'coupon_type', width: 110 },
    { dataIndex: 'userNickname', title: '用户昵称', width: 120 },
    { dataIndex: 'userPhone', title: '手机号', width: 130 },
    { dataIndex: 'amount', title: '优惠金额', format: 'money', width: 100 },
    { dataIndex: 'threshold', title: '使用门槛', format: 'money', width: 100 },
    { dataIndex: 'status', title: '状态', dictCode: 'coupon_status', width: 90 },
    { dataIndex: 'receiveTime', title: '领取时间', format: 'datetime', width: 170, sorter: true },
    { dataIndex: 'endTime', title: '到期时间', format: 'datetime', width: 170, sorter: true },
    { dataIndex: 'useTime', title: '使用时间', format: 'datetime', width: 170 },
    { dataIndex: 'orderNo', title: '订单号', width: 190 },
  ],
  search: [
    { field: 'couponName', label: '优惠券名称' },
    { field: 'userPhone', label: '手机号' },
    { field: 'status', label: '状态', type: 'select', options: STATUS },
  ],
  defaultSort: { column: 'receiveTime', order: 'desc' },
});
