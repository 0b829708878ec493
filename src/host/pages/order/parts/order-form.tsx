import { patternRule } from '../../../../core/validation';
import type { FormField, Row } from '../../../list-page';
import { isShopUser } from '../../../shared/data/shop-api';
import { ShopSelect } from '../../../shared/pickers/ShopSelect';
import { OrderProductSelect } from './OrderProductSelect';

/** Statuses of an order that never went past payment (待付款, 已取消, 审核拒绝): the server deletes only these. */
const DELETABLE_STATUSES = [1, 10, 13];

/** Whether the list offers 删除 on an order: it never took money (the server checks again). */
export function orderDeletable(row: Row): boolean {
  return (
    DELETABLE_STATUSES.includes(Number(row.status)) &&
    Number(row.paidAmount ?? 0) === 0 &&
    Number(row.paidStages ?? 0) === 0
  );
}

const mobile = [patternRule('mobile')];

/**
 * The order form: 补录订单 (add: shop, type, product, customer, amount, receiver, remark) and the
 * edit of an order's customer and receiver contact and remark (the only fields the server changes).
 */
export const ORDER_FORM: readonly FormField[] = [
  {
    field: 'shopId',
    label: '店铺',
    type: 'custom',
    only: 'add',
    span: 12,
    visible: () => !isShopUser(),
    validator: (value) => (value ? undefined : '请选择店铺'),
    render: ({ value, onChange }) => <ShopSelect value={value} onChange={onChange} />,
  },
  {
    field: 'orderType',
    label: '订单类型',
    type: 'radio',
    dictCode: 'order_type',
    required: true,
    only: 'add',
    span: 12,
    defaultValue: '1',
  },
  {
    field: 'productId',
    label: '商品',
    type: 'custom',
    required: true,
    only: 'add',
    render: ({ value, onChange, values }) => (
      <OrderProductSelect value={value} onChange={onChange} shopId={values.shopId} orderType={values.orderType} />
    ),
  },
  { field: 'userName', label: '用户姓名', required: true, span: 12, props: { maxLength: 50 } },
  { field: 'userPhone', label: '手机号', required: true, span: 12, rules: mobile },
  { field: 'totalAmount', label: '订单金额', type: 'money', required: true, only: 'add', span: 12 },
  { field: 'receiverName', label: '收货人', span: 12, props: { maxLength: 50 } },
  { field: 'receiverPhone', label: '收货电话', span: 12, rules: mobile },
  { field: 'receiverAddress', label: '收货地址', props: { maxLength: 255 } },
  { field: 'remark', label: '备注', type: 'textarea', props: { maxLength: 500 } },
];
