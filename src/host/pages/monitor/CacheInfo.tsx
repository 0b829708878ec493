import { Button, Card, Descriptions, Space, Table } from '@arco-design/web-react';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { getAction, unwrap } from '../../../core/http';
import { chartPalette } from '../../shared/charts/chart-options';
import { EChart } from '../../shared/charts/EChart';
import { useRemote } from '../../shared/data/use-remote';
import { LoadState } from '../../shared/ui/LoadState';

interface CacheFigures {
  stores: { name: string; count: number }[];
  memory: { rssMb: number; heapUsedMb: number; externalMb: number };
}

function storesOption(stores: CacheFigures['stores']): EChartsCoreOption {
  return {
    color: [...chartPalette()],
    tooltip: { trigger: 'axis' },
    grid: { left: 110, right: 24, top: 16, bottom: 24 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: stores.map((store) => store.name) },
    series: [{ name: '条目数', type: 'bar', barMaxWidth: 18, data: stores.map((store) => store.count) }],
  };
}

/**
 * 缓存监控 (platform administrator): the entries the server keeps in its session, code, dictionary
 * and realtime stores, and the process memory.
 */
export default function CacheInfo() {
  const info = useRemote(['/sys/monitor/cache'], async (signal) =>
    unwrap(await getAction<CacheFigures>('/sys/monitor/cache', undefined, { signal })),
  );
  const option = useMemo(() => storesOption(info.data?.stores ?? []), [info.data]);
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <LoadState loading={info.loading} error={info.error} onRetry={info.retry} hasData={info.data !== undefined}>
        <Card
          title="存储条目"
          bordered={false}
          extra={
            <Button size="small" onClick={info.retry}>
              刷新
            </Button>
          }
        >
          <EChart label="缓存条目数" option={option} height={260} />
          <Table
            rowKey="name"
            pagination={false}
            columns={[
              { title: '名称', dataIndex: 'name' },
              { title: '条目数', dataIndex: 'count', align: 'right' },
            ]}
            data={info.data?.stores ?? []}
          />
        </Card>
        <Card title="进程内存" bordered={false} style={{ marginTop: 16 }}>
          <Descriptions
            column={3}
            border
            data={[
              { label: '常驻内存', value: `${info.data?.memory.rssMb ?? 0} MB` },
              { label: '已用堆内存', value: `${info.data?.memory.heapUsedMb ?? 0} MB` },
              { label: '外部内存', value: `${info.data?.memory.externalMb ?? 0} MB` },
            ]}
          />
        </Card>
      </LoadState>
    </Space>
  );
}
