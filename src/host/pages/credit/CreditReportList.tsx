import { useState } from 'react';
import { FullscreenModal } from '../../../widgets/modal';
import { ListPage, type ListPageConfig, type Option, type Row } from '../../list-page';
import { CreditReportView } from './parts/CreditReportView';

const SUGGESTIONS: readonly Option[] = [
  { value: '0', text: '建议通过' },
  { value: '1', text: '建议拒绝' },
  { value: '2', text: '建议人工复核' },
];

/** 信用报告: the credit reports of the tenant (each credit query keeps one), with the full report on 查看. */
export default function CreditReportList() {
  const [shown, setShown] = useState<Row | null>(null);
  const config: ListPageConfig = {
    title: '信用报告',
    url: { list: '/business/credit/reportList' },
    columns: [
      { dataIndex: 'reportNo', title: '报告编号', width: 200 },
      { dataIndex: 'userName', title: '客户', width: 100 },
      { dataIndex: 'phone', title: '手机号', width: 120 },
      { dataIndex: 'creditScore', title: '信用分', width: 90, align: 'right', sorter: true },
      { dataIndex: 'creditLevel', title: '信用等级', width: 90, dictCode: 'credit_level' },
      { dataIndex: 'orderCount', title: '订单数', width: 80, align: 'right' },
      { dataIndex: 'overdueCount', title: '逾期订单数', width: 100, align: 'right' },
      { dataIndex: 'unpaidAmount', title: '待还金额', width: 110, format: 'money', align: 'right' },
      {
        dataIndex: 'suggestion',
        title: '审核建议',
        width: 120,
        render: (value, row) => String(row.suggestion_dictText ?? value ?? ''),
      },
      { dataIndex: 'createBy', title: '查询人', width: 100 },
      { dataIndex: 'createTime', title: '查询时间', width: 170, sorter: true },
    ],
    search: [
      { field: 'userName', label: '客户' },
      { field: 'creditLevel', label: '信用等级', type: 'select', dictCode: 'credit_level' },
      { field: 'suggestion', label: '审核建议', type: 'select', options: SUGGESTIONS },
      { field: 'createTime', label: '查询时间', type: 'dateRange' },
    ],
    detail: false,
    rowActions: [{ key: 'view', label: '查看', onClick: (row) => setShown(row) }],
  };
  return (
    <>
      <ListPage config={config} />
      <FullscreenModal title="信用报告" visible={Boolean(shown)} onCancel={() => setShown(null)} footer={null}>
        {shown && <CreditReportView report={shown} />}
      </FullscreenModal>
    </>
  );
}
