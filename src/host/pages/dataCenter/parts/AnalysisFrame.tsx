import { Grid, Space } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { LoadState } from '../../../shared/ui/LoadState';
import { PeriodBar } from '../../../shared/ui/PeriodPicker';
import { StatCard } from '../../dashboard/parts/StatCard';
import type { PeriodRange } from '../analysis-api';
import type { PeriodAnalysis } from './use-period-analysis';

const { Row, Col } = Grid;

export interface AnalysisFrameProps<T extends PeriodRange> {
  analysis: PeriodAnalysis<T>;
  /** The four headline figures above the charts (once loaded). */
  stats: readonly { title: string; value: string }[];
  /** The charts of the loaded analysis. */
  children: ReactNode;
}

/**
 * An analysis page: the period card, then the loading, error or loaded state: the headline figures and the charts.
 *
 * @example <AnalysisFrame analysis={orders} stats={[{ title: '订单数', value: '12' }]}>{charts}</AnalysisFrame>
 */
export function AnalysisFrame<T extends PeriodRange>({ analysis, stats, children }: AnalysisFrameProps<T>) {
  const result = analysis.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <PeriodBar value={analysis.days} onChange={analysis.setDays} range={result} />
      <LoadState
        loading={analysis.loading}
        error={analysis.error}
        onRetry={analysis.retry}
        hasData={result !== undefined}
        rows={6}
      >
        {result ? (
          <Space direction="vertical" size={16} style={{ width: '100%' }}>
            <Row gutter={16}>
              {stats.map((stat) => (
                <Col key={stat.title} span={6}>
                  <StatCard title={stat.title} value={stat.value} />
                </Col>
              ))}
            </Row>
            {children}
          </Space>
        ) : null}
      </LoadState>
    </Space>
  );
}
