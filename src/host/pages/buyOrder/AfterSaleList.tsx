import { Link } from 'react-router-dom';
import { ListPage, type ListPageConfig, type Row } from '../../list-page';
import { orderDetailsPath } from '../order/parts/order-fields';
import { useReasonDialog } from '../order/parts/ReasonDialog';

const PENDING = 0;
const AGREED = 1;
const STATUS_OPTIONS = [
  { value: '0', text: '待处理' },
  { value: '1', text: '已同意' },
  { value: '2', text: '已拒绝' },
  { value: '3', text: '已完成' },
];
const TYPE_OPTIONS = [
  { value: '1', text: '退货退款' },
  { value: '2', text: '仅退款' },
  { value: '3', text: '换货' },
];

const sent = (key: string) => (value: unknown, row: Row) => String(row[`${key}_dictText`] ?? value ?? '');
const isStatus = (status: number) => (row: Row) => Number(row.status) === status;

/** 售后订单: after-sale requests of purchase orders; 同意 / 拒绝 (with a reason) the pending, 完成 the agreed. */
export default function AfterSaleList() {
  const agree = useReasonDialog({
    title: '同意售后',
    url: '/business/afterSale/agree',
    label: '处理说明',
    field: 'remark',
  });
  const reject = useReasonDialog({
    title: '拒绝售后',
    url: '/business/afterSale/reject',
    label: '拒绝原因',
    field: 'reason',
    required: '请填写拒绝原因',
  });
  const config: ListPageConfig = {
    title: '售后订单',
    url: { list: '/business/afterSale/list', queryById: '/business/afterSale/queryById' },
    columns: [
      { dataIndex: 'afterSaleNo', title: '售后单号', width: 200, fixed: 'left' },
      {
        dataIndex: 'orderNo',
        title: '订单号',
        width: 200,
        render: (value, row) => <Link to={orderDetailsPath(row.orderId)}>{String(value ?? '')}</Link>,
      },
      { dataIndex: 'applyType', title: '售后类型', width: 100, render: sent('applyType') },
      { dataIndex: 'status', title: '状态', width: 90, render: sent('status') },
      { dataIndex: 'userName', title: '用户姓名', width: 100 },
      { dataIndex: 'userPhone', title: '手机号', width: 120 },
      { dataIndex: 'productName', title: '商品', width: 180, format: 'ellipsis' },
      { dataIndex: 'refundAmount', title: '退款金额', width: 110, format: 'money', align: 'right', sorter: true },
      { dataIndex: 'reason', title: '申请原因', width: 200, format: 'ellipsis' },
      { dataIndex: 'handleRemark', title: '处理说明', width: 160, format: 'ellipsis' },
      { dataIndex: 'handleBy', title: '处理人', width: 100 },
      { dataIndex: 'createTime', title: '申请时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'afterSaleNo', label: '售后单号' },
      { field: 'orderNo', label: '订单号' },
      { field: 'status', label: '状态', type: 'select', options: STATUS_OPTIONS },
      { field: 'applyType', label: '售后类型', type: 'select', options: TYPE_OPTIONS },
      { field: 'userName', label: '用户姓名' },
    ],
    rowActions: [
      { key: 'agree', label: '同意', auth: 'afterSale:handle', visible: isStatus(PENDING), onClick: agree.open },
      {
        key: 'reject',
        label: '拒绝',
        auth: 'afterSale:handle',
        danger: true,
        visible: isStatus(PENDING),
        onClick: reject.open,
      },
      {
        key: 'complete',
        label: '完成',
        auth: 'afterSale:handle',
        confirm: '确认该售后已处理完成？',
        visible: isStatus(AGREED),
        request: { method: 'post', url: '/business/afterSale/complete' },
      },
    ],
  };
  return (
    <>
      <ListPage config={config} />
      {agree.dialog}
      {reject.dialog}
    </>
  );
}
