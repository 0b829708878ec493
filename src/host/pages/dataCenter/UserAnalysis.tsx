import { Grid, Space } from '@arco-design/web-react';
import { useMemo, useState } from 'react';
import { thousands } from '../../../core/format';
import { chartPalette } from '../../shared/charts/chart-options';
import { getJson } from '../../shared/data/desk-api';
import { type PeriodDays, periodParams } from '../../shared/data/period';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';
import { PeriodBar } from '../../shared/ui/PeriodPicker';
import { StatCard } from '../dashboard/parts/StatCard';
import { barOption, ringOption, type Share, userTrendOption } from './chart-options';
import { ChartCard } from './parts/ChartCard';

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
  const [days, setDays] = useState<PeriodDays>(30);
  const data = useRemote(() => getJson<UserAnalysisData>('/dataCenter/userAnalysis', periodParams(days)), [days]);
  const palette = useMemo(() => chartPalette(), []);
  const result = data.data;
  const charts = useMemo(() => {
    if (!result) return null;
    return {
      trend: userTrendOption(result.daily, palette),
      sex: ringOption('性别', result.bySex, '人', palette),
      member: ringOption('会员', result.byMember, '人', palette),
      channel: barOption('用户数', result.byChannel, palette),
    };
  }, [result, palette]);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PeriodBar value={days} onChange={setDays} range={result} />
      <LoadState loading={data.loading} error={data.error} onRetry={data.retry} hasData={result !== undefined} rows={6}>
        {result && charts ? (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Row gutter={16}>
              <Col span={6}>
                <StatCard title="累计用户" value={thousands(result.summary.total)} />
              </Col>
              <Col span={6}>
                <StatCard title="周期内新增" value={thousands(result.summary.newUsers)} />
              </Col>
              <Col span={6}>
                <StatCard
                  title="会员 / 实名认证"
                  value={`${thousands(result.summary.members)} / ${thousands(result.summary.certified)}`}
                />
              </Col>
              <Col span={6}>
                <StatCard
                  title="下单用户 / 复购"
                  value={`${thousands(result.summary.buyers)} / ${thousands(result.summary.repeatBuyers)}`}
                />
              </Col>
            </Row>
            <ChartCard title="每日新增用户" option={charts.trend} />
            <Row gutter={16}>
              <Col span={8}>
                <ChartCard title="性别分布" option={charts.sex} empty={result.summary.total === 0} height={260} />
              </Col>
              <Col span={8}>
                <ChartCard title="会员占比" option={charts.member} empty={result.summary.total === 0} height={260} />
              </Col>
              <Col span={8}>
                <ChartCard
                  title="来源渠道"
                  option={charts.channel}
                  empty={result.byChannel.length === 0}
                  height={260}
                />
              </Col>
            </Row>
          </Space>
        ) : null}
      </LoadState>
    </Space>
  );
}
