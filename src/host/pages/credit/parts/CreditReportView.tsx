import { Descriptions, Tag } from '@arco-design/web-react';
import type { Row } from '../../../list-page';

const LEVEL_COLOR: Readonly<Record<string, string>> = { A: 'green', B: 'arcoblue', C: 'orange', D: 'red' };
const SUGGESTION_COLOR: Readonly<Record<string, string>> = { '0': 'green', '1': 'red', '2': 'orange' };

const show = (value: unknown) => (value === undefined || value === null || value === '' ? '-' : String(value));

/**
 * One credit report: score and level, the customer's order figures, the risk rules hit and the suggestion.
 *
 * @example <CreditReportView report={report} />
 */
export function CreditReportView({ report }: { report: Row }) {
  const level = String(report.creditLevel ?? '');
  const hits = String(report.riskHits ?? '')
    .split('\n')
    .filter(Boolean);
  return (
    <Descriptions
      title={`信用报告 ${show(report.reportNo)}`}
      column={3}
      border
      data={[
        { label: '客户', value: show(report.userName) },
        { label: '手机号', value: show(report.phone) },
        { label: '身份证号', value: show(report.idCard) },
        { label: '信用分', value: <strong>{show(report.creditScore)}</strong> },
        {
          label: '信用等级',
          value: <Tag color={LEVEL_COLOR[level]}>{`${level} ${show(report.creditLevel_dictText)}`}</Tag>,
        },
        {
          label: '审核建议',
          value: <Tag color={SUGGESTION_COLOR[String(report.suggestion)]}>{show(report.suggestion_dictText)}</Tag>,
        },
        { label: '订单数', value: show(report.orderCount) },
        { label: '逾期订单数', value: show(report.overdueCount) },
        { label: '在租订单数', value: show(report.rentingCount) },
        { label: '待还金额', value: `¥${show(report.unpaidAmount)}` },
        { label: '查询人', value: show(report.createBy) },
        { label: '查询时间', value: show(report.createTime) },
        {
          label: '命中规则',
          span: 3,
          value: hits.length > 0 ? hits.map((hit) => <div key={hit}>{hit}</div>) : '未命中风控规则',
        },
      ]}
    />
  );
}
