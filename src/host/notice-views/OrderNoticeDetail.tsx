import { Empty, Spin } from '@arco-design/web-react';
import { OrderDetailsView } from '../pages/order/OrderDetailsNew';
import { useRemote } from '../shared/data/use-remote';
import { LoadFailed } from '../shared/ui/LoadFailed';
import { orderIdOfNotice } from './order-of-notice';
import type { NoticeViewProps } from './registry';

/**
 * The order an announcement names (openPage `modules/announcement/OrderNoticeDetail`, busId the
 * order number), shown with the 订单详情 page's view and its steps.
 */
export default function OrderNoticeDetail({ busId }: NoticeViewProps) {
  const remote = useRemote(
    ['/business/order/list', { orderNo: busId }],
    (signal) => orderIdOfNotice(busId ?? '', signal),
    { enabled: Boolean(busId) },
  );
  if (!busId) return <Empty style={{ padding: 48 }} description="未找到对应数据" />;
  if (remote.error) {
    return <LoadFailed title="订单加载失败" error={remote.error} onRetry={remote.retry} />;
  }
  if (!remote.data) return <Spin style={{ display: 'block', padding: 48, textAlign: 'center' }} />;
  return <OrderDetailsView id={remote.data} />;
}
