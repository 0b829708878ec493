import { useMemo, useState } from 'react';
import { ListPage, type ListPageConfig } from '../../list-page';
import { SummaryCards } from './parts/SummaryCards';
import { pageWithSummary, STAT_DATE_SEARCH } from './stat-page';

interface ExamineSummary {
  beginDate: string;
  endDate: string;
  reviewCount: number;
  approvedCount: number;
  rejectedCount: number;
  passRate: number;
  approvedAmount: number;
  rejectedAmount: number;
  pendingCount: number;
}

/** 审核统计: risk reviews per day (reviewed, approved, rejected, pass rate, amounts) with the period's totals. */
export default function ExamineList() {
  const [summary, setSummary] = useState<ExamineSummary | null>(null);
  // Stable: the list reloads when toPage changes.
  const toPage = useMemo(() => pageWithSummary(setSummary), []);
  const config: ListPageConfig = {
    title: '审核统计',
    url: { list: '/sys/statistical/findExamineList' },
    rowKey: 'statDate',
    toPage,
    defaultSort: false,
    superQuery: false,
    detail: false,
    selection: false,
    columns: [
      { dataIndex: 'statDate', title: '日期', width: 120 },
      { dataIndex: 'reviewCount', title: '审核数', width: 100, align: 'right' },
      { dataIndex: 'approvedCount', title: '通过数', width: 100, align: 'right' },
      { dataIndex: 'rejectedCount', title: '拒绝数', width: 100, align: 'right' },
      { dataIndex: 'passRate', title: '通过率', width: 100, align: 'right', render: (value) => `${String(value)}%` },
      { dataIndex: 'approvedAmount', title: '通过金额', width: 130, format: 'money', align: 'right' },
      { dataIndex: 'rejectedAmount', title: '拒绝金额', width: 130, format: 'money', align: 'right' },
    ],
    search: STAT_DATE_SEARCH,
    emptyText: '所选期间没有审核记录',
    header: summary && (
      <SummaryCards
        figures={[
          { title: '审核总数', value: summary.reviewCount },
          { title: '通过', value: summary.approvedCount },
          { title: '拒绝', value: summary.rejectedCount },
          { title: '通过率', value: summary.passRate, suffix: '%', precision: 1 },
          { title: '通过金额', value: summary.approvedAmount, prefix: '¥', precision: 2 },
          { title: '待审核订单', value: summary.pendingCount },
        ]}
      />
    ),
  };
  return <ListPage config={config} />;
}
