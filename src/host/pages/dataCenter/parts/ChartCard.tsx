import { Card, Empty } from '@arco-design/web-react';
import type { EChartsCoreOption } from 'echarts/core';
import { EChart } from '../../../shared/charts/EChart';

export interface ChartCardProps {
  title: string;
  option: EChartsCoreOption;
  empty?: boolean;
  height?: number;
}

/** A titled card holding one chart, or 暂无数据 when there is nothing to draw. */
export function ChartCard({ title, option, empty, height = 300 }: ChartCardProps) {
  return (
    <Card bordered={false} title={title} style={{ height: '100%' }}>
      {empty ? (
        <div style={{ height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Empty description="暂无数据" />
        </div>
      ) : (
        <EChart label={title} option={option} height={height} />
      )}
    </Card>
  );
}
