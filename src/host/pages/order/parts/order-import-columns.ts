import { mobileRules } from '../../../../core/validation';
import type { SheetColumn } from '../../../features/sheet-fix';

/**
 * The order workbook's columns as the server's order import reads and checks them
 * (server/src/routes/orders/order-entry-rules.ts, ORDER_IMPORT_COLUMNS): 修正数据 marks what it would refuse.
 * Lengths are the columns' varchar sizes. The shop and product are named; only the server knows whether
 * they exist.
 */
export const ORDER_IMPORT_COLUMNS: readonly SheetColumn[] = [
  { key: 'shopId', title: '店铺' },
  { key: 'productName', title: '商品', required: true, maxLength: 200 },
  { key: 'orderType', title: '订单类型', required: true, dictCode: 'order_type' },
  { key: 'userName', title: '用户姓名', required: true, maxLength: 50 },
  { key: 'userPhone', title: '手机号', required: true, rules: mobileRules },
  {
    key: 'totalAmount',
    title: '订单金额',
    required: true,
    rules: [{ pattern: /^\d+(\.\d{1,2})?$/, message: '必须是最多两位小数的金额' }],
    number: { min: 0.01, max: 99_999_999.99 },
  },
  { key: 'receiverName', title: '收货人', maxLength: 50 },
  { key: 'receiverPhone', title: '收货电话', maxLength: 20 },
  { key: 'receiverAddress', title: '收货地址', maxLength: 255 },
  { key: 'remark', title: '备注', maxLength: 500 },
];
