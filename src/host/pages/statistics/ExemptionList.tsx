import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { ListPage, type ListPageConfig } from '../../list-page';
import { stagesDetailPath } from '../order/order-paths';
import { SummaryCards } from './parts/SummaryCards';
import { pageWithSummary, STAT_DATE_SEARCH } from './stat-page';

interface ExemptionSummary {
  exemptionCount: number;
  orderCount: number;
  overdueExemptionCount: number;
  exemptionAmount: number;
}

/** 减免统计: every waived instalment of the period, newest first, with the period's totals. */
export default function ExemptionList() {
  const [summary, setSummary] = useState<ExemptionSummary | null>(null);
  // Stable: the list reloads when toPage changes.
  const toPage = useMemo(() => pageWithSummary(setSummary), []);
  const config: ListPageConfig = {
    title: '减免统计',
    url: { list: '/sys/statistical/findExemptionList' },
    toPage,
    defaultSort: { column: 'waiveTime', order: 'desc' },
    superQuery: false,
    detail: false,
    selection: false,
    columns: [
      {
        dataIndex: 'orderNo',
        title: '订单号',
        width: 200,
        render: (value, row) => <Link to={stagesDetailPath(row.orderId)}>{String(value ?? '')}</Link>,
      },
      { dataIndex: 'userName', title: '用户姓名', width: 100 },
      { dataIndex: 'productName', title: '商品', width: 180, format: 'ellipsis' },
      { dataIndex: 'stageNo', title: '期数', width: 70, align: 'center' },
      { dataIndex: 'amount', title: '应还金额', width: 110, format: 'money', align: 'right' },
      { dataIndex: 'waivedAmount', title: '减免金额', width: 110, format: 'money', align: 'right', sorter: true },
      { dataIndex: 'overdueDays', title: '逾期天数', width: 90, align: 'right' },
      { dataIndex: 'waiveReason', title: '减免原因', width: 200, format: 'ellipsis' },
      { dataIndex: 'waiveBy', title: '操作人', width: 100 },
      { dataIndex: 'waiveTime', title: '减免时间', width: 170, sorter: true },
    ],
    search: [{ field: 'orderNo', label: '订单号' }, { field: 'userName', label: '用户姓名' }, ...STAT_DATE_SEARCH],
    emptyText: '所选期间没有减免记录',
    header: summary && (
      <SummaryCards
        figures={[
          { title: '减免笔数', value: summary.exemptionCount },
          { title: '涉及订单', value: summary.orderCount },
          { title: '逾期减免', value: summary.overdueExemptionCount },
          { title: '减免总额', value: summary.exemptionAmount, prefix: '¥', precision: 2 },
        ]}
      />
    ),
  };
  return <ListPage config={config} />;
}
