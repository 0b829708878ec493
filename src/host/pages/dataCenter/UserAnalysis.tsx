import { Grid } from '@arco-design/web-react';
import { useMemo } from 'react';
import { thousands } from '../../../core/format';
import { chartPalette } from '../../shared/charts/chart-options';
import { barOption, ringOption, type Share, userTrendOption } from './chart-options';
import { AnalysisFrame } from './parts/AnalysisFrame';
import { ChartCard } from './parts/ChartCard';
import { usePeriodAnalysis } from './parts/use-period-analysis';

interface UserAnalysisData {
  begin: string;
  end: string;
  summary: {
    total: number;
    newUsers: number;
    members: number;
    certified: number;
    buyers: number;
    repeatBuyers: number;
  };
  daily: { date: string; userCount: number }[];
  bySex: Share[];
  byMember: Share[];
  byChannel: Share[];
}

const { Row, Col } = Grid;

/** 用户分析: the customers in scope: totals, new customers per day, sex, membership and source channel. */
export default function UserAnalysis() {
  const analysis = usePeriodAnalysis<UserAnalysisData>('/dataCenter/userAnalysis');
  const palette = useMemo(() => chartPalette(), []);
  const result = analysis.data;
  const charts = useMemo(() => {
    if (!result) return null;
    return {
      trend: userTrendOption(result.daily, palette),
      sex: ringOption('性别', result.bySex, '人', palette),
      member: ringOption('会员', result.byMember, '人', palette),
      channel: barOption('用户数', result.byChannel, palette),
    };
  }, [result, palette]);

  const stats = result
    ? [
        { title: '累计用户', value: thousands(result.summary.total) },
        { title: '周期内新增', value: thousands(result.summary.newUsers) },
        {
          title: '会员 / 实名认证',
          value: `${thousands(result.summary.members)} / ${thousands(result.summary.certified)}`,
        },
        {
          title: '下单用户 / 复购',
          value: `${thousands(result.summary.buyers)} / ${thousands(result.summary.repeatBuyers)}`,
        },
      ]
    : [];

  return (
    <AnalysisFrame analysis={analysis} stats={stats}>
      {result && charts ? (
        <>
          <ChartCard title="每日新增用户" option={charts.trend} />
          <Row gutter={16}>
            <Col span={8}>
              <ChartCard title="性别分布" option={charts.sex} empty={result.summary.total === 0} height={260} />
            </Col>
            <Col span={8}>
              <ChartCard title="会员占比" option={charts.member} empty={result.summary.total === 0} height={260} />
            </Col>
            <Col span={8}>
              <ChartCard title="来源渠道" option={charts.channel} empty={result.byChannel.length === 0} height={260} />
            </Col>
          </Row>
        </>
      ) : null}
    </AnalysisFrame>
  );
}
